// cvc5's integer bit operators and Z3's pseudo-Boolean constraints, exact. int.log2 is defined here only
// on positive arguments and piand not at all: their other cases are not documented by the solvers.
import { checkBits } from '../budget.js';
import { bitLength } from '../integer.js';
import { boolValue, intValue, known, unknown, type Value } from '../value.js';
import { illSorted, integersOf, numericIndices, type Op } from './op.js';

const mod2k = (x: bigint, k: bigint): bigint => ((x % (1n << k)) + (1n << k)) % (1n << k);

export const INTEGER_BIT_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  [
    'iand',
    (args, indices) => {
      const [k] = numericIndices(indices, 1) ?? [];
      const xs = integersOf(args);
      if (k === undefined || k <= 0 || !xs || xs.length !== 2) return illSorted('iand');
      checkBits(k, `(_ iand ${k})`);
      const w = BigInt(k);
      return known(intValue(mod2k(xs[0]!, w) & mod2k(xs[1]!, w)));
    },
  ],
  [
    'int.pow2',
    (args) => {
      const xs = integersOf(args);
      if (!xs || xs.length !== 1) return illSorted('int.pow2');
      const x = xs[0]!;
      if (x < 0n) return known(intValue(0n));
      checkBits(x > 1n << 40n ? 2 ** 40 : Number(x) + 1, 'int.pow2');
      return known(intValue(1n << x));
    },
  ],
  [
    'int.log2',
    (args) => {
      const xs = integersOf(args);
      if (!xs || xs.length !== 1) return illSorted('int.log2');
      return xs[0]! > 0n
        ? known(intValue(BigInt(bitLength(xs[0]!) - 1)))
        : unknown('int.log2 of a non-positive number');
    },
  ],
  ['piand', () => unknown('piand is not documented')],
]);

function bools(args: readonly Value[]): boolean[] | undefined {
  return args.every((a) => a.kind === 'bool') ? args.map((a) => (a as { value: boolean }).value) : undefined;
}

function counting(name: string, holds: (count: bigint, k: bigint) => boolean): Op {
  return (args, indices) => {
    const [k] = numericIndices(indices, 1) ?? [];
    const bs = bools(args);
    if (k === undefined || !bs) return illSorted(name);
    return known(boolValue(holds(BigInt(bs.filter(Boolean).length), BigInt(k))));
  };
}

function weighted(name: string, holds: (sum: bigint, k: bigint) => boolean): Op {
  return (args, indices) => {
    const bs = bools(args);
    if (!bs || indices.length !== bs.length + 1 || !indices.every((i) => typeof i === 'number')) return illSorted(name);
    const [k, ...w] = indices as number[];
    const sum = bs.reduce((acc, b, i) => (b ? acc + BigInt(w[i]!) : acc), 0n);
    return known(boolValue(holds(sum, BigInt(k!))));
  };
}

export const PSEUDO_BOOLEAN_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  ['at-most', counting('at-most', (c, k) => c <= k)],
  ['at-least', counting('at-least', (c, k) => c >= k)],
  ['pbeq', weighted('pbeq', (s, k) => s === k)],
  ['pble', weighted('pble', (s, k) => s <= k)],
  ['pbge', weighted('pbge', (s, k) => s >= k)],
]);
