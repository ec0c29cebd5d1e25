// cvc5's finite sets and bags, exact. What the solvers leave open is unknown, never guessed:
// set.complement and set.universe (the universe is whatever the model needs), set.choose/bag.choose of
// more than one candidate, and folds whose result depends on the order of the elements. Operations spend the
// evaluation's budget by the elements they visit and the functions they apply.
import { applyFunction } from '../array-terms.js';
import { charge, checkSize } from '../budget.js';
import {
  addToBag,
  bagOf,
  countIn,
  orderCount,
  orders,
  setFrom,
  setOf,
  type BagValue,
  type SetValue,
} from '../collections.js';
import { valueKey, valuesEqual } from '../equality.js';
import { boolValue, intValue, known, unknown, type BagEntry, type EvalResult, type Value } from '../value.js';
import { illSorted, integersOf, type Op } from './op.js';

const asSet = (v: Value | undefined): SetValue | undefined => (v?.kind === 'set' ? v : undefined);
const asBag = (v: Value | undefined): BagValue | undefined => (v?.kind === 'bag' ? v : undefined);

/** Folds of more orders than this are unknown (the result would need every order to agree). */
const FOLD_ORDERS = 720;

function sets(name: string, args: readonly Value[], n: number): SetValue[] | EvalResult {
  const out = args.map(asSet);
  if (out.length !== n || out.some((s) => !s)) return illSorted(name);
  return out as SetValue[];
}

function setBinary(name: string, keep: (inA: boolean, inB: boolean) => boolean): Op {
  return (args) => {
    const r = sets(name, args, 2);
    if (!Array.isArray(r)) return r;
    const [a, b] = r as [SetValue, SetValue];
    charge(a.elements.size + b.elements.size);
    const elements = new Map<string, Value>();
    for (const [k, v] of a.elements) if (keep(true, b.elements.has(k))) elements.set(k, v);
    for (const [k, v] of b.elements) if (!a.elements.has(k) && keep(false, true)) elements.set(k, v);
    return known(setOf(elements, a.sort ?? b.sort));
  };
}

/** Applies `fn` to each argument list; the results, or the first that is not a value. */
function mapAll(fn: Value, argLists: readonly (readonly Value[])[]): Value[] | EvalResult {
  const out: Value[] = [];
  for (const a of argLists) {
    charge(1);
    const r = applyFunction(fn, a);
    if (r.kind !== 'value') return r;
    out.push(r.value);
  }
  return out;
}

function truths(name: string, fn: Value, items: readonly Value[]): boolean[] | EvalResult {
  const r = mapAll(
    fn,
    items.map((i) => [i]),
  );
  if (!Array.isArray(r)) return r;
  if (r.some((v) => v.kind !== 'bool')) return illSorted(name);
  return r.map((v) => (v as { value: boolean }).value);
}

/** The fold of `fn` over a multiset from `init`, when every order of its elements gives the same result. */
function foldAnyOrder(fn: Value, init: Value, entries: readonly (readonly [Value, number])[]): EvalResult {
  // orderCount walks every copy: a bag of 10^12 copies of one element must not get there.
  checkSize(
    entries.reduce((n, [, k]) => n + k, 0),
    'a fold',
  );
  if (
    orderCount(
      entries.map(([, k]) => k),
      FOLD_ORDERS,
    ) > FOLD_ORDERS
  ) {
    return unknown('fold over too many elements to try every order');
  }
  let result: Value | undefined;
  for (const order of orders(entries)) {
    let acc = init;
    for (const item of order) {
      charge(1);
      const r = applyFunction(fn, [item, acc]);
      if (r.kind !== 'value') return r;
      acc = r.value;
    }
    if (result === undefined) result = acc;
    else if (valuesEqual(result, acc) !== true) return unknown('the fold depends on the order of the elements');
  }
  return known(result ?? init);
}

const only = (items: readonly Value[], what: string): EvalResult =>
  items.length === 1
    ? known(items[0]!)
    : unknown(`${what} of ${items.length === 0 ? 'an empty' : 'a larger'} collection`);

export const SET_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  [
    'set.singleton',
    (args) => {
      if (args.length !== 1) return illSorted('set.singleton');
      const s = setFrom(args);
      return s ? known(s) : unknown('set element without a canonical value');
    },
  ],
  [
    'set.insert',
    (args) => {
      const s = asSet(args[args.length - 1]);
      if (!s || args.length < 2) return illSorted('set.insert');
      const more = setFrom(args.slice(0, -1));
      if (!more) return unknown('set element without a canonical value');
      return known(setOf(new Map([...s.elements, ...more.elements]), s.sort));
    },
  ],
  ['set.union', setBinary('set.union', (a, b) => a || b)],
  ['set.inter', setBinary('set.inter', (a, b) => a && b)],
  ['set.minus', setBinary('set.minus', (a, b) => a && !b)],
  [
    'set.member',
    (args) => {
      const s = asSet(args[1]);
      const k = args[0] && valueKey(args[0]);
      if (!s || args.length !== 2) return illSorted('set.member');
      return k === undefined ? unknown('set element without a canonical value') : known(boolValue(s.elements.has(k)));
    },
  ],
  [
    'set.subset',
    (args) => {
      const r = sets('set.subset', args, 2);
      if (!Array.isArray(r)) return r;
      const [a, b] = r as [SetValue, SetValue];
      charge(a.elements.size);
      return known(boolValue([...a.elements.keys()].every((k) => b.elements.has(k))));
    },
  ],
  [
    'set.card',
    (args) => (asSet(args[0]) ? known(intValue(BigInt(asSet(args[0])!.elements.size))) : illSorted('set.card')),
  ],
  [
    'set.choose',
    (args) => (asSet(args[0]) ? only([...asSet(args[0])!.elements.values()], 'set.choose') : illSorted('set.choose')),
  ],
  [
    'set.is_empty',
    (args) => (asSet(args[0]) ? known(boolValue(asSet(args[0])!.elements.size === 0)) : illSorted('set.is_empty')),
  ],
  [
    'set.is_singleton',
    (args) => (asSet(args[0]) ? known(boolValue(asSet(args[0])!.elements.size === 1)) : illSorted('set.is_singleton')),
  ],
  ['set.complement', () => unknown('set.complement is relative to the model’s universe')],
  [
    'set.map',
    (args) => {
      const s = asSet(args[1]);
      if (!s || !args[0]) return illSorted('set.map');
      const r = mapAll(
        args[0],
        [...s.elements.values()].map((v) => [v]),
      );
      if (!Array.isArray(r)) return r;
      const out = setFrom(r);
      return out ? known(out) : unknown('set element without a canonical value');
    },
  ],
  [
    'set.filter',
    (args) => {
      const s = asSet(args[1]);
      if (!s || !args[0]) return illSorted('set.filter');
      const items = [...s.elements.entries()];
      const keep = truths(
        'set.filter',
        args[0],
        items.map(([, v]) => v),
      );
      if (!Array.isArray(keep)) return keep;
      return known(setOf(new Map(items.filter((_, i) => keep[i])), s.sort));
    },
  ],
  [
    'set.fold',
    (args) => {
      const s = asSet(args[2]);
      if (!s || !args[0] || !args[1]) return illSorted('set.fold');
      return foldAnyOrder(
        args[0],
        args[1],
        [...s.elements.values()].map((v) => [v, 1] as const),
      );
    },
  ],
  ...(['set.all', 'set.some'] as const).map((name): [string, Op] => [
    name,
    (args) => {
      const s = asSet(args[1]);
      if (!s || !args[0]) return illSorted(name);
      const t = truths(name, args[0], [...s.elements.values()]);
      if (!Array.isArray(t)) return t;
      return known(boolValue(name === 'set.all' ? t.every(Boolean) : t.some(Boolean)));
    },
  ]),
]);

function bagBinary(name: string, combine: (a: bigint, b: bigint) => bigint): Op {
  return (args) => {
    const a = asBag(args[0]);
    const b = asBag(args[1]);
    if (!a || !b || args.length !== 2) return illSorted(name);
    charge(a.counts.size + b.counts.size);
    const counts = new Map<string, BagEntry>();
    for (const k of new Set([...a.counts.keys(), ...b.counts.keys()])) {
      const value = (a.counts.get(k) ?? b.counts.get(k))!.value;
      const c = combine(a.counts.get(k)?.count ?? 0n, b.counts.get(k)?.count ?? 0n);
      if (c > 0n) counts.set(k, { value, count: c });
    }
    return known(bagOf(counts, a.sort ?? b.sort));
  };
}

const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

export const BAG_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  [
    'bag',
    (args) => {
      const n = integersOf(args.slice(1));
      if (args.length !== 2 || !n) return illSorted('bag');
      const counts = new Map<string, BagEntry>();
      return addToBag(counts, args[0]!, n[0]!)
        ? known(bagOf(counts))
        : unknown('bag element without a canonical value');
    },
  ],
  ['bag.union_max', bagBinary('bag.union_max', max)],
  ['bag.union_disjoint', bagBinary('bag.union_disjoint', (a, b) => a + b)],
  ['bag.inter_min', bagBinary('bag.inter_min', min)],
  ['bag.difference_subtract', bagBinary('bag.difference_subtract', (a, b) => max(a - b, 0n))],
  ['bag.difference_remove', bagBinary('bag.difference_remove', (a, b) => (b === 0n ? a : 0n))],
  [
    'bag.subbag',
    (args) => {
      const a = asBag(args[0]);
      const b = asBag(args[1]);
      if (!a || !b) return illSorted('bag.subbag');
      charge(a.counts.size);
      return known(boolValue([...a.counts].every(([k, e]) => e.count <= (b.counts.get(k)?.count ?? 0n))));
    },
  ],
  ...(['bag.count', 'bag.member'] as const).map((name): [string, Op] => [
    name,
    (args) => {
      const b = asBag(args[1]);
      if (!b || !args[0]) return illSorted(name);
      const c = countIn(b, args[0]);
      if (c === undefined) return unknown('bag element without a canonical value');
      return known(name === 'bag.count' ? intValue(c) : boolValue(c > 0n));
    },
  ]),
  [
    'bag.card',
    (args) => {
      const b = asBag(args[0]);
      if (!b) return illSorted('bag.card');
      charge(b.counts.size);
      let total = 0n;
      for (const e of b.counts.values()) total += e.count;
      return known(intValue(total));
    },
  ],
  [
    'bag.choose',
    (args) =>
      asBag(args[0])
        ? only(
            [...asBag(args[0])!.counts.values()].map((e) => e.value),
            'bag.choose',
          )
        : illSorted('bag.choose'),
  ],
  ...(['bag.setof', 'bag.duplicate_removal'] as const).map((name): [string, Op] => [
    name,
    (args) => {
      const b = asBag(args[0]);
      if (!b) return illSorted(name);
      return known(bagOf(new Map([...b.counts].map(([k, e]) => [k, { value: e.value, count: 1n }])), b.sort));
    },
  ]),
  [
    'bag.is_singleton',
    (args) => {
      const b = asBag(args[0]);
      if (!b) return illSorted('bag.is_singleton');
      const entries = [...b.counts.values()];
      return known(boolValue(entries.length === 1 && entries[0]!.count === 1n));
    },
  ],
  [
    'bag.from_set',
    (args) => {
      const s = asSet(args[0]);
      if (!s) return illSorted('bag.from_set');
      return known(bagOf(new Map([...s.elements].map(([k, value]) => [k, { value, count: 1n }]))));
    },
  ],
  [
    'bag.to_set',
    (args) => {
      const b = asBag(args[0]);
      if (!b) return illSorted('bag.to_set');
      return known(setOf(new Map([...b.counts].map(([k, e]) => [k, e.value]))));
    },
  ],
  [
    'bag.map',
    (args) => {
      const b = asBag(args[1]);
      if (!b || !args[0]) return illSorted('bag.map');
      const entries = [...b.counts.values()];
      const images = mapAll(
        args[0],
        entries.map((e) => [e.value]),
      );
      if (!Array.isArray(images)) return images;
      const counts = new Map<string, BagEntry>();
      for (let i = 0; i < entries.length; i++) {
        if (!addToBag(counts, images[i]!, entries[i]!.count)) return unknown('bag element without a canonical value');
      }
      return known(bagOf(counts));
    },
  ],
  [
    'bag.filter',
    (args) => {
      const b = asBag(args[1]);
      if (!b || !args[0]) return illSorted('bag.filter');
      const entries = [...b.counts.entries()];
      const keep = truths(
        'bag.filter',
        args[0],
        entries.map(([, e]) => e.value),
      );
      if (!Array.isArray(keep)) return keep;
      return known(bagOf(new Map(entries.filter((_, i) => keep[i])), b.sort));
    },
  ],
  [
    'bag.fold',
    (args) => {
      const b = asBag(args[2]);
      if (!b || !args[0] || !args[1]) return illSorted('bag.fold');
      let copies = 0n;
      for (const e of b.counts.values()) copies += e.count;
      checkSize(Number(copies), 'a fold');
      const entries = [...b.counts.values()].map((e) => [e.value, Number(e.count)] as const);
      return foldAnyOrder(args[0], args[1], entries);
    },
  ],
  ...(['bag.all', 'bag.some'] as const).map((name): [string, Op] => [
    name,
    (args) => {
      const b = asBag(args[1]);
      if (!b || !args[0]) return illSorted(name);
      const t = truths(
        name,
        args[0],
        [...b.counts.values()].map((e) => e.value),
      );
      if (!Array.isArray(t)) return t;
      return known(boolValue(name === 'bag.all' ? t.every(Boolean) : t.some(Boolean)));
    },
  ]),
]);
