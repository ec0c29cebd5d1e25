// Random constants "a" of Table 2, per sort, with the sign constraints the rules need.
import type { ConstTerm, Term } from '../../smtlib/ast.js';
import type { Sort } from '../../smtlib/sort.js';
import type { Rng } from '../../rng.js';
import { app, bv, numeral, str } from '../../smtlib/terms/build.js';

export type Sign = 'positive' | 'nonNegative' | 'any';

const ALPHABET = 'ab0';

export function stringConst(rng: Rng, minLength: number): ConstTerm {
  const length = minLength + rng.int(4 - minLength);
  let text = '';
  for (let i = 0; i < length; i++) text += rng.pick([...ALPHABET]);
  return str(text);
}

/** A constant of `sort`, or undefined when the sort has none we can write. */
export function randomConstant(sort: Sort, rng: Rng, sign: Sign = 'any'): Term | undefined {
  switch (sort.name) {
    case 'Int':
    case 'Real': {
      const n = sign === 'positive' ? 1 + rng.int(20) : sign === 'nonNegative' ? rng.int(21) : rng.int(41) - 20;
      return numeral(n, sort.name === 'Real');
    }
    case 'BitVec':
      return bv(rng.bits(sort.indices[0]!), sort.indices[0]!);
    case 'FloatingPoint': {
      const [eb, sb] = [sort.indices[0]!, sort.indices[1]!];
      return app('fp', bv(rng.bits(1), 1), bv(rng.bits(eb), eb), bv(rng.bits(sb - 1), sb - 1));
    }
    case 'String':
      return stringConst(rng, sign === 'positive' ? 1 : 0);
    case 'Bool':
      return app(rng.chance(0.5) ? 'true' : 'false');
    default:
      return undefined;
  }
}
