// Arrays as finite maps over a default (a constant, or a function of the index for lambda/as-array).
import type { Sort } from '../sort.js';
import { findEntry, isUnknown, valueKey, valuesEqual } from './equality.js';
import { known, unknown, type ArrayDefault, type ArrayEntry, type EvalResult, type Value } from './value.js';

export type ArrayValue = Extract<Value, { kind: 'array' }>;

export function constArray(value: Value, sort?: Sort): ArrayValue {
  return sort
    ? { kind: 'array', entries: new Map(), default: { kind: 'const', value }, sort }
    : { kind: 'array', entries: new Map(), default: { kind: 'const', value } };
}

export function arrayOf(entries: ReadonlyMap<string, ArrayEntry>, dflt: ArrayDefault, sort?: Sort): ArrayValue {
  return sort ? { kind: 'array', entries, default: dflt, sort } : { kind: 'array', entries, default: dflt };
}

export function select(a: ArrayValue, index: Value): EvalResult {
  const e = findEntry(a, index);
  if (e !== undefined) return 'unknown' in e ? unknown(e.unknown) : known(e.value);
  return a.default.kind === 'const' ? known(a.default.value) : a.default.apply(index);
}

/**
 * Writes `index ↦ value` into `entries` (mutated: callers copy first, or own a fresh map).
 * Returns a reason when an index without a key cannot be told apart from a stored one.
 */
export function storeInto(entries: Map<string, ArrayEntry>, index: Value, value: Value): string | undefined {
  const key = valueKey(index);
  if (key !== undefined) {
    entries.set(key, { index, value });
    return undefined;
  }
  for (const [k, e] of entries) {
    const same = valuesEqual(e.index, index);
    if (isUnknown(same)) return same.unknown;
    if (same) {
      entries.set(k, { index, value });
      return undefined;
    }
  }
  entries.set(`#${entries.size}`, { index, value });
  return undefined;
}

export function store(a: ArrayValue, index: Value, value: Value): EvalResult {
  const entries = new Map(a.entries);
  const problem = storeInto(entries, index, value);
  return problem ? unknown(problem) : known(arrayOf(entries, a.default, a.sort));
}
