// Finding a word in a word (strings as code points, sequences as item keys) in linear time (Knuth-Morris-Pratt):
// a naive search of a 60,000-long word for a 30,000-long one is 10^9 comparisons. Each search spends the budget
// of the evaluation running now by the lengths it reads.
import { charge } from './budget.js';

/** KMP's failure function: for each prefix of `t`, the length of its longest proper border. */
function borders<T>(t: readonly T[]): number[] {
  const b = new Array<number>(t.length).fill(0);
  for (let i = 1, k = 0; i < t.length; i++) {
    while (k > 0 && t[i] !== t[k]) k = b[k - 1]!;
    if (t[i] === t[k]) k++;
    b[i] = k;
  }
  return b;
}

/** Start of every occurrence of `t` in `s` at or after `from`, left to right (overlapping ones included). */
function* occurrences<T>(s: readonly T[], t: readonly T[], from: number): Generator<number> {
  charge(s.length - from + t.length);
  if (t.length === 0) {
    for (let i = from; i <= s.length; i++) yield i;
    return;
  }
  const b = borders(t);
  for (let i = from, k = 0; i < s.length; i++) {
    while (k > 0 && s[i] !== t[k]) k = b[k - 1]!;
    if (s[i] === t[k]) k++;
    if (k === t.length) {
      yield i - t.length + 1;
      k = b[k - 1]!;
    }
  }
}

/** First position ≥ from where `t` occurs in `s`, or -1. */
export function indexOf<T>(s: readonly T[], t: readonly T[], from: number): number {
  if (from < 0 || from + t.length > s.length) return -1;
  for (const at of occurrences(s, t, from)) return at;
  return -1;
}

/** Last position where `t` occurs in `s`, or -1. */
export function lastIndexOf<T>(s: readonly T[], t: readonly T[]): number {
  let last = -1;
  for (const at of occurrences(s, t, 0)) last = at;
  return last;
}

/** Starts of the occurrences of `t` in `s` that a left-to-right replacement replaces: all, or the first only. */
export function replacedAt<T>(s: readonly T[], t: readonly T[], all: boolean): number[] {
  const starts: number[] = [];
  let next = 0;
  for (const at of occurrences(s, t, 0)) {
    if (at < next) continue; // overlaps the previous one
    starts.push(at);
    next = at + Math.max(1, t.length);
    if (!all) break;
  }
  return starts;
}

/**
 * `items` with the spans of length `length` starting at `starts` (ascending, disjoint) replaced by `by`. `limit`
 * is called with the length of the result before it is built, so that a result too large gives up first.
 */
export function splice<T>(
  items: readonly T[],
  starts: readonly number[],
  length: number,
  by: readonly T[],
  limit: (length: number) => void,
): T[] {
  limit(items.length + starts.length * (by.length - length));
  const out: T[] = [];
  let i = 0;
  for (const at of starts) {
    for (let j = i; j < at; j++) out.push(items[j]!);
    for (const x of by) out.push(x);
    i = at + length;
  }
  for (let j = i; j < items.length; j++) out.push(items[j]!);
  return out;
}
