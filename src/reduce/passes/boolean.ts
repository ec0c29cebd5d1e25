// Boolean simplifications that shrink: constant folding of and/or/=>/not/ite, `(= x x)`, and
// absorbing or neutral constants among n-ary arguments.
import type { Term } from '../../smtlib/ast.js';
import { astEqual } from '../../smtlib/equal.js';
import { sym } from '../../smtlib/terms/build.js';
import { isApp, isFalse, isTrue } from '../../smtlib/terms/query.js';
import { termPass } from './term-pass.js';

function simplified(t: Term): Term | undefined {
  if (t.kind !== 'app' || t.id.indices.length || t.qual) return undefined;
  const [a, b, c] = t.args;
  switch (t.id.symbol) {
    case 'not':
      if (a && isTrue(a)) return sym('false');
      if (a && isFalse(a)) return sym('true');
      return undefined;
    case 'and':
    case 'or': {
      const absorbing = t.id.symbol === 'and' ? isFalse : isTrue;
      const neutral = t.id.symbol === 'and' ? isTrue : isFalse;
      if (t.args.some(absorbing)) return sym(t.id.symbol === 'and' ? 'false' : 'true');
      const rest = t.args.filter((x) => !neutral(x));
      if (rest.length === t.args.length) return undefined;
      if (rest.length === 0) return sym(t.id.symbol === 'and' ? 'true' : 'false');
      return rest.length === 1 ? rest[0] : { ...t, args: rest };
    }
    case '=>':
      if (t.args.length !== 2 || !a || !b) return undefined;
      if (isFalse(a) || isTrue(b)) return sym('true');
      if (isTrue(a)) return b;
      return undefined;
    case 'ite':
      if (!a || !b || !c) return undefined;
      if (isTrue(a)) return b;
      if (isFalse(a)) return c;
      return astEqual(b, c) ? b : undefined;
    case '=':
      return t.args.length === 2 && astEqual(a, b) ? sym('true') : undefined;
    default:
      return undefined;
  }
}

export const booleanSimplification = termPass('boolean', (t) => {
  const s = simplified(t);
  return s ? [s] : [];
});

const INVOLUTIONS = new Set(['not', 'bvnot', 'bvneg', 'fp.neg', '-']);

/** Double negation in every theory: (not (not x)), (bvnot (bvnot x)), (bvneg …), (fp.neg …), (- (- x)). */
export const doubleNegation = termPass('double-negation', (t) => {
  if (t.kind !== 'app' || t.args.length !== 1 || !INVOLUTIONS.has(t.id.symbol)) return [];
  const inner = t.args[0]!;
  return isApp(inner, t.id.symbol, 1) ? [inner.args[0]!] : [];
});
