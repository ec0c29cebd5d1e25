// Regular languages over code points, matched with Brzozowski derivatives. Smart constructors keep
// terms in a normal form (flattened, deduplicated, sorted unions/intersections) so derivatives of
// a regex stay finite in number. Building, normalising and deriving spend the evaluation's budget (budget.ts): a
// loop's copies, a normal form's items and a derivative's nodes are counted, so a regex whose derivatives blow up
// (complements and intersections, nested loops) gives up instead of running away.
import { charge, checkSize } from './budget.js';
import { MAX_CODE_POINT } from './string-literal.js';

export type Regex =
  | { readonly k: 'none' }
  | { readonly k: 'eps' }
  /** A character class: sorted, disjoint, inclusive code-point ranges. */
  | { readonly k: 'chars'; readonly ranges: readonly (readonly [number, number])[] }
  | { readonly k: 'cat'; readonly items: readonly Regex[] }
  | { readonly k: 'union'; readonly items: readonly Regex[] }
  | { readonly k: 'inter'; readonly items: readonly Regex[] }
  | { readonly k: 'star'; readonly r: Regex }
  | { readonly k: 'comp'; readonly r: Regex };

export const NONE: Regex = { k: 'none' };
export const EPSILON: Regex = { k: 'eps' };
export const ALLCHAR: Regex = { k: 'chars', ranges: [[0, MAX_CODE_POINT]] };
export const ALL: Regex = { k: 'comp', r: NONE };

const keys = new WeakMap<Regex, string>();
const sizes = new WeakMap<Regex, number>();
const nullables = new WeakMap<Regex, boolean>();

/** Nodes of a regex counted as a tree (a part shared by a loop counts once per copy), memoised. */
export function regexSize(r: Regex): number {
  let size = sizes.get(r);
  if (size !== undefined) return size;
  switch (r.k) {
    case 'none':
    case 'eps':
    case 'chars':
      size = 1;
      break;
    case 'cat':
    case 'union':
    case 'inter':
      size = 1;
      for (const item of r.items) size += regexSize(item);
      break;
    case 'star':
    case 'comp':
      size = 1 + regexSize(r.r);
      break;
  }
  sizes.set(r, size);
  return size;
}

/** A structural key: equal keys mean identical normal forms. */
export function regexKey(r: Regex): string {
  let key = keys.get(r);
  if (key !== undefined) return key;
  charge(regexSize(r));
  switch (r.k) {
    case 'none':
    case 'eps':
      key = r.k;
      break;
    case 'chars':
      key = `[${r.ranges.map(([a, b]) => `${a}-${b}`).join(',')}]`;
      break;
    case 'cat':
    case 'union':
    case 'inter':
      key = `${r.k}(${r.items.map(regexKey).join(' ')})`;
      break;
    case 'star':
    case 'comp':
      key = `${r.k}(${regexKey(r.r)})`;
      break;
  }
  keys.set(r, key);
  return key;
}

export function chars(lo: number, hi: number): Regex {
  return lo > hi ? NONE : { k: 'chars', ranges: [[lo, hi]] };
}

export function literal(codePoints: readonly number[]): Regex {
  return concat(codePoints.map((c) => chars(c, c)));
}

export function concat(items: readonly Regex[]): Regex {
  charge(items.length);
  const flat: Regex[] = [];
  for (const r of items) {
    if (r.k === 'none') return NONE;
    if (r.k === 'eps') continue;
    if (r.k === 'cat') flat.push(...r.items);
    else flat.push(r);
  }
  if (flat.length === 0) return EPSILON;
  return flat.length === 1 ? flat[0]! : { k: 'cat', items: flat };
}

function setOf(kind: 'union' | 'inter', items: readonly Regex[]): Regex[] {
  charge(items.length);
  const byKey = new Map<string, Regex>();
  for (const r of items) {
    for (const item of r.k === kind ? r.items : [r]) byKey.set(regexKey(item), item);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
}

export function union(items: readonly Regex[]): Regex {
  const set = setOf('union', items).filter((r) => r.k !== 'none');
  if (set.some(isAll)) return ALL;
  if (set.length === 0) return NONE;
  return set.length === 1 ? set[0]! : { k: 'union', items: set };
}

export function intersect(items: readonly Regex[]): Regex {
  const set = setOf('inter', items).filter((r) => !isAll(r));
  if (set.some((r) => r.k === 'none')) return NONE;
  if (set.length === 0) return ALL;
  return set.length === 1 ? set[0]! : { k: 'inter', items: set };
}

export function star(r: Regex): Regex {
  if (r.k === 'none' || r.k === 'eps') return EPSILON;
  if (r.k === 'star') return r;
  return { k: 'star', r };
}

export function complement(r: Regex): Regex {
  return r.k === 'comp' ? r.r : { k: 'comp', r };
}

export const difference = (a: Regex, b: Regex): Regex => intersect([a, complement(b)]);
export const option = (r: Regex): Regex => union([EPSILON, r]);
export const plus = (r: Regex): Regex => concat([r, star(r)]);

/** r repeated between lo and hi times (hi ≥ lo); gives up when the copies would exceed the size limit. */
export function loop(r: Regex, lo: number, hi: number): Regex {
  checkSize(hi * (regexSize(r) + 2), `a regular expression repeated ${hi} times`);
  const parts: Regex[] = [];
  for (let i = 0; i < lo; i++) parts.push(r);
  for (let i = lo; i < hi; i++) parts.push(option(r));
  return concat(parts);
}

function isAll(r: Regex): boolean {
  return r.k === 'comp' && r.r.k === 'none';
}

/** Whether r matches the empty word (memoised). */
export function nullable(r: Regex): boolean {
  let n = nullables.get(r);
  if (n !== undefined) return n;
  charge(1);
  switch (r.k) {
    case 'none':
    case 'chars':
      n = false;
      break;
    case 'eps':
    case 'star':
      n = true;
      break;
    case 'cat':
    case 'inter':
      n = r.items.every(nullable);
      break;
    case 'union':
      n = r.items.some(nullable);
      break;
    case 'comp':
      n = !nullable(r.r);
      break;
  }
  nullables.set(r, n);
  return n;
}

export function derivative(r: Regex, c: number): Regex {
  charge(1);
  switch (r.k) {
    case 'none':
    case 'eps':
      return NONE;
    case 'chars':
      return r.ranges.some(([lo, hi]) => lo <= c && c <= hi) ? EPSILON : NONE;
    case 'cat': {
      const [head, ...rest] = r.items as [Regex, ...Regex[]];
      const tail = concat(rest);
      const first = concat([derivative(head, c), tail]);
      return nullable(head) ? union([first, derivative(tail, c)]) : first;
    }
    case 'union':
      return union(r.items.map((x) => derivative(x, c)));
    case 'inter':
      return intersect(r.items.map((x) => derivative(x, c)));
    case 'star':
      return concat([derivative(r.r, c), r]);
    case 'comp':
      return complement(derivative(r.r, c));
  }
}

/** Matches a word, memoising derivatives by normal form so repeated states are computed once. */
export class RegexMatcher {
  private readonly cache = new Map<string, Map<number, Regex>>();

  step(r: Regex, c: number): Regex {
    const key = regexKey(r);
    let row = this.cache.get(key);
    if (!row) this.cache.set(key, (row = new Map()));
    let d = row.get(c);
    if (!d) {
      d = derivative(r, c);
      checkSize(regexSize(d), 'a derivative of a regular expression');
      row.set(c, d);
    } else charge(1);
    return d;
  }

  matches(r: Regex, word: readonly number[]): boolean {
    let state = r;
    for (const c of word) {
      state = this.step(state, c);
      if (state.k === 'none') return false;
    }
    return nullable(state);
  }

  /** End of the shortest match of r starting at `start` (at least `minLength` long), or -1. */
  shortestMatchEnd(r: Regex, word: readonly number[], start: number, minLength: number): number {
    let state = r;
    if (minLength === 0 && nullable(state)) return start;
    for (let j = start; j < word.length; j++) {
      state = this.step(state, word[j]!);
      if (state.k === 'none') return -1;
      if (nullable(state)) return j + 1;
    }
    return -1;
  }
}

/** str.replace_re: replaces the leftmost, then shortest, match (possibly empty). */
export function replaceFirstMatch(
  word: readonly number[],
  r: Regex,
  by: readonly number[],
  m = new RegexMatcher(),
): number[] {
  for (let i = 0; i <= word.length; i++) {
    const end = m.shortestMatchEnd(r, word, i, 0);
    if (end >= 0) return [...word.slice(0, i), ...by, ...word.slice(end)];
  }
  return [...word];
}

/**
 * str.replace_re_all: replaces, left to right, each shortest non-empty match. `limit` is called with the length
 * of the result before each replacement, so that a growing result can give up early.
 */
export function replaceAllMatches(
  word: readonly number[],
  r: Regex,
  by: readonly number[],
  limit: (length: number) => void = () => undefined,
  m = new RegexMatcher(),
): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < word.length) {
    const end = m.shortestMatchEnd(r, word, i, 1);
    if (end > i) {
      limit(out.length + by.length);
      for (const c of by) out.push(c);
      i = end;
    } else {
      out.push(word[i]!);
      i++;
    }
  }
  return out;
}
