// The shape of a theory operation: values in, a value (or the reason there is none) out.
import type { Index } from '../../ast.js';
import { numberOf } from '../equality.js';
import type { Rational } from '../rational.js';
import { unknown, type EvalResult, type Value } from '../value.js';

export type Op = (args: readonly Value[], indices: readonly Index[]) => EvalResult;

export type OpTable = ReadonlyMap<string, Op>;

export const illSorted = (name: string): EvalResult => unknown(`ill-sorted application of ${name}`);

/** The numbers behind Int/Real arguments, or undefined when one is not a number. */
export function numbersOf(args: readonly Value[]): Rational[] | undefined {
  const out: Rational[] = [];
  for (const a of args) {
    const n = numberOf(a);
    if (!n) return undefined;
    out.push(n);
  }
  return out;
}

export function integersOf(args: readonly Value[]): bigint[] | undefined {
  const out: bigint[] = [];
  for (const a of args) {
    const n = numberOf(a);
    if (!n || n.den !== 1n) return undefined;
    out.push(n.num);
  }
  return out;
}

/** Numeric indices of an indexed operator, e.g. `(_ extract 7 0)` → [7, 0]. */
export function numericIndices(indices: readonly Index[], count: number): number[] | undefined {
  if (indices.length !== count || !indices.every((i) => typeof i === 'number')) return undefined;
  return indices as number[];
}

/** `(op a b c)` as `(and (op a b) (op b c))` for chainable comparisons. */
export function chain<T>(items: readonly T[], holds: (a: T, b: T) => boolean): boolean {
  for (let i = 0; i + 1 < items.length; i++) if (!holds(items[i]!, items[i + 1]!)) return false;
  return true;
}
