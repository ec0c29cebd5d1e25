// Building set and bag values (cvc5's theories): elements are keyed by `valueKey`, so an element whose
// value has no canonical key (an array, a regex) cannot be stored and the operation is unknown.
import type { Sort } from '../sort.js';
import { valueKey } from './equality.js';
import type { BagEntry, Value } from './value.js';

export type SetValue = Extract<Value, { kind: 'set' }>;
export type BagValue = Extract<Value, { kind: 'bag' }>;

export function setOf(elements: ReadonlyMap<string, Value>, sort?: Sort): SetValue {
  return sort ? { kind: 'set', elements, sort } : { kind: 'set', elements };
}

/** A set of these values; undefined when one has no key. */
export function setFrom(values: readonly Value[], sort?: Sort): SetValue | undefined {
  const elements = new Map<string, Value>();
  for (const v of values) {
    const k = valueKey(v);
    if (k === undefined) return undefined;
    elements.set(k, v);
  }
  return setOf(elements, sort);
}

export function bagOf(counts: ReadonlyMap<string, BagEntry>, sort?: Sort): BagValue {
  return sort ? { kind: 'bag', counts, sort } : { kind: 'bag', counts };
}

/** Adds `count` copies of `value` (a non-positive count adds nothing); false when it has no key. */
export function addToBag(counts: Map<string, BagEntry>, value: Value, count: bigint): boolean {
  const k = valueKey(value);
  if (k === undefined) return false;
  const total = (counts.get(k)?.count ?? 0n) + count;
  if (total > 0n) counts.set(k, { value, count: total });
  else counts.delete(k);
  return true;
}

/** The multiplicity of `value` in a bag (0 when absent); undefined when it has no key. */
export function countIn(bag: BagValue, value: Value): bigint | undefined {
  const k = valueKey(value);
  return k === undefined ? undefined : (bag.counts.get(k)?.count ?? 0n);
}

/** How many distinct orders a multiset with these multiplicities has (n! / ∏ kᵢ!), capped at `cap + 1`. */
export function orderCount(counts: readonly number[], cap: number): number {
  let n = 0;
  let result = 1;
  for (const k of counts) {
    for (let i = 1; i <= k; i++) {
      n++;
      result = (result * n) / i;
      if (result > cap) return cap + 1;
    }
  }
  return Math.round(result);
}

/** Every distinct order of a multiset given as (item, multiplicity) pairs (folds over sets and bags). */
export function* orders<T>(entries: readonly (readonly [T, number])[]): Generator<T[]> {
  const left = entries.map(([, k]) => k);
  const total = left.reduce((a, b) => a + b, 0);
  const out: T[] = [];
  function* go(): Generator<T[]> {
    if (out.length === total) {
      yield [...out];
      return;
    }
    for (let i = 0; i < entries.length; i++) {
      if (left[i] === 0) continue;
      left[i]!--;
      out.push(entries[i]![0]);
      yield* go();
      out.pop();
      left[i]!++;
    }
  }
  yield* go();
}
