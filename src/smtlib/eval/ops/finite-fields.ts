// cvc5's prime-order finite fields: arithmetic modulo the order, exact.
import type { Sort } from '../../sort.js';
import { ffValue, known, type EvalResult, type Value } from '../value.js';
import { illSorted, type Op } from './op.js';

type FF = Extract<Value, { kind: 'ff' }>;

function elements(name: string, args: readonly Value[], min: number): FF[] | EvalResult {
  if (args.length < min || !args.every((a) => a.kind === 'ff' && a.modulus === (args[0] as FF).modulus)) {
    return illSorted(name);
  }
  return args as FF[];
}

function fold(name: string, f: (acc: bigint, x: bigint, i: number) => bigint, start: (first: bigint) => bigint): Op {
  return (args) => {
    const xs = elements(name, args, 1);
    if (!Array.isArray(xs)) return xs;
    const p = xs[0]!.modulus;
    let acc = start(xs[0]!.value);
    for (let i = 1; i < xs.length; i++) acc = f(acc, xs[i]!.value, i);
    return known(ffValue(acc, p));
  };
}

export const FF_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  [
    'ff.add',
    fold(
      'ff.add',
      (a, x) => a + x,
      (x) => x,
    ),
  ],
  [
    'ff.mul',
    fold(
      'ff.mul',
      (a, x) => a * x,
      (x) => x,
    ),
  ],
  // (ff.bitsum x0 x1 … xn) = x0 + 2·x1 + … + 2^n·xn.
  [
    'ff.bitsum',
    fold(
      'ff.bitsum',
      (a, x, i) => a + x * (1n << BigInt(i)),
      (x) => x,
    ),
  ],
  [
    'ff.neg',
    (args) => {
      const xs = elements('ff.neg', args, 1);
      if (!Array.isArray(xs) || xs.length !== 1) return Array.isArray(xs) ? illSorted('ff.neg') : xs;
      return known(ffValue(-xs[0]!.value, xs[0]!.modulus));
    },
  ],
]);

/** `(as ffN (_ FiniteField p))`: N modulo p; undefined when the name or the sort is not of that shape. */
export function finiteFieldConstant(symbol: string, sort: Sort | undefined): Value | undefined {
  const m = /^ff(-?[0-9]+)$/.exec(symbol);
  if (!m || sort?.name !== 'FiniteField' || sort.indices.length !== 1) return undefined;
  const p = BigInt(sort.indices[0]!);
  return p > 0n ? ffValue(BigInt(m[1]!), p) : undefined;
}
