// cvc5's tuples, relations (sets of tuples) and tables (bags of tuples), exact. rel.aggr and table.aggr
// fold each group in an order the solvers leave open: unknown unless every order agrees. Joins, products and
// closures spend the evaluation's budget by the pairs they compare and give up on a result beyond the size limit
// before it is built.
import type { Index } from '../../ast.js';
import { charge, checkSize } from '../budget.js';
import { addToBag, bagOf, setFrom, setOf, type BagValue, type SetValue } from '../collections.js';
import { valueKey, valuesEqual } from '../equality.js';
import { known, unknown, type BagEntry, type EvalResult, type Value } from '../value.js';
import { illSorted, integersOf, type Op } from './op.js';

type Tuple = Extract<Value, { kind: 'tuple' }>;

const tuple = (items: readonly Value[]): Tuple => ({ kind: 'tuple', items });
const asTuple = (v: Value | undefined): Tuple | undefined => (v?.kind === 'tuple' ? v : undefined);
const asSet = (v: Value | undefined): SetValue | undefined => (v?.kind === 'set' ? v : undefined);
const asBag = (v: Value | undefined): BagValue | undefined => (v?.kind === 'bag' ? v : undefined);

/** Numeral indices, all within `length`; undefined otherwise. */
function positions(indices: readonly Index[], length: number): number[] | undefined {
  const out: number[] = [];
  for (const i of indices) {
    if (typeof i !== 'number' || i < 0 || i >= length) return undefined;
    out.push(i);
  }
  return out;
}

const project = (t: Tuple, at: readonly number[]): Tuple => tuple(at.map((i) => t.items[i]!));

/** The tuples of a relation, or undefined when one member is not a tuple. */
function tuplesOf(s: SetValue): Tuple[] | undefined {
  const out: Tuple[] = [];
  for (const v of s.elements.values()) {
    if (v.kind !== 'tuple') return undefined;
    out.push(v);
  }
  return out;
}

function relation(values: readonly Value[]): EvalResult {
  const s = setFrom(values);
  return s ? known(s) : unknown('tuple without a canonical value');
}

/** Pairs of columns (m1 n1 m2 n2 …) on which two tuples agree. */
function joins(a: Tuple, b: Tuple, pairs: readonly number[]): boolean {
  for (let k = 0; k + 1 < pairs.length; k += 2) {
    const x = a.items[pairs[k]!];
    const y = b.items[pairs[k + 1]!];
    if (!x || !y || valuesEqual(x, y) !== true) return false;
  }
  return true;
}

function transitiveClosure(pairs: Tuple[]): Tuple[] {
  const edges = new Map<string, Tuple>();
  for (const p of pairs) edges.set(valueKey(p)!, p);
  for (let changed = true; changed;) {
    changed = false;
    const list = [...edges.values()];
    charge(list.length * list.length);
    checkSize(list.length, 'a transitive closure');
    for (const a of list) {
      for (const b of list) {
        if (valuesEqual(a.items[1]!, b.items[0]!) !== true) continue;
        const c = tuple([a.items[0]!, b.items[1]!]);
        const k = valueKey(c)!;
        if (!edges.has(k)) {
          edges.set(k, c);
          changed = true;
        }
      }
    }
  }
  return [...edges.values()];
}

/**
 * Every pair of `as` and `bs` that `joined` makes into a result, counted against the size limit as they come
 * (the pairs compared are charged first: a product of two large relations gives up before it is built).
 */
function pairUp<A, B, R>(as: readonly A[], bs: readonly B[], joined: (a: A, b: B) => R | undefined): R[] {
  charge(as.length * bs.length);
  const out: R[] = [];
  for (const a of as)
    for (const b of bs) {
      const r = joined(a, b);
      if (r === undefined) continue;
      out.push(r);
      if (out.length % 1024 === 0) checkSize(out.length, 'a join or product');
    }
  checkSize(out.length, 'a join or product');
  return out;
}

/** Groups tuples by the columns `at`, keeping their multiplicities. */
function groups<T>(items: readonly [Tuple, T][], at: readonly number[]): [Tuple, T][][] | undefined {
  const byKey = new Map<string, [Tuple, T][]>();
  for (const item of items) {
    const k = valueKey(project(item[0], at));
    if (k === undefined) return undefined;
    const g = byKey.get(k);
    if (g) g.push(item);
    else byKey.set(k, [item]);
  }
  return [...byKey.values()];
}

export const TUPLE_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  ['tuple', (args) => known(tuple(args))],
  [
    'tuple.select',
    (args, indices) => {
      const t = asTuple(args[0]);
      const at = t && positions(indices, t.items.length);
      return t && at?.length === 1 ? known(t.items[at[0]!]!) : illSorted('tuple.select');
    },
  ],
  [
    'tuple.update',
    (args, indices) => {
      const t = asTuple(args[0]);
      const at = t && positions(indices, t.items.length);
      if (!t || at?.length !== 1 || !args[1]) return illSorted('tuple.update');
      return known(tuple(t.items.map((v, i) => (i === at[0] ? args[1]! : v))));
    },
  ],
  [
    'tuple.project',
    (args, indices) => {
      const t = asTuple(args[0]);
      const at = t && positions(indices, t.items.length);
      return t && at ? known(project(t, at)) : illSorted('tuple.project');
    },
  ],
]);

function relationOp(
  name: string,
  n: number,
  body: (rels: Tuple[][], indices: readonly Index[], args: readonly Value[]) => EvalResult,
): Op {
  return (args, indices) => {
    const rels: Tuple[][] = [];
    for (let i = 0; i < n; i++) {
      const s = asSet(args[i]);
      const ts = s && tuplesOf(s);
      if (!ts) return illSorted(name);
      rels.push(ts);
    }
    return body(rels, indices, args);
  };
}

export const RELATION_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  [
    'rel.join',
    relationOp('rel.join', 2, ([r, s]) =>
      relation(
        pairUp(r!, s!, (a, b) =>
          valuesEqual(a.items[a.items.length - 1]!, b.items[0]!) === true
            ? tuple([...a.items.slice(0, -1), ...b.items.slice(1)])
            : undefined,
        ),
      ),
    ),
  ],
  [
    'rel.product',
    relationOp('rel.product', 2, ([r, s]) => relation(pairUp(r!, s!, (a, b) => tuple([...a.items, ...b.items])))),
  ],
  ['rel.transpose', relationOp('rel.transpose', 1, ([r]) => relation(r!.map((a) => tuple([...a.items].reverse()))))],
  ['rel.tclosure', relationOp('rel.tclosure', 1, ([r]) => relation(transitiveClosure(r!)))],
  [
    'rel.join_image',
    relationOp('rel.join_image', 1, ([r], _indices, args) => {
      const k = integersOf(args.slice(1));
      if (!k) return illSorted('rel.join_image');
      const grouped = groups(
        r!.map((t) => [t, undefined] as [Tuple, undefined]),
        [0],
      );
      if (!grouped) return unknown('tuple without a canonical value');
      return relation(grouped.filter((g) => BigInt(g.length) >= k[0]!).map((g) => tuple([g[0]![0].items[0]!])));
    }),
  ],
  ['rel.iden', relationOp('rel.iden', 1, ([r]) => relation(r!.map((a) => tuple([a.items[0]!, a.items[0]!]))))],
  [
    'rel.project',
    relationOp('rel.project', 1, ([r], indices) => {
      const at = r!.length ? positions(indices, r![0]!.items.length) : [];
      return at ? relation(r!.map((t) => project(t, at))) : illSorted('rel.project');
    }),
  ],
  [
    'rel.group',
    relationOp('rel.group', 1, ([r], indices, args) => {
      const at = r!.length ? positions(indices, r![0]!.items.length) : [];
      const grouped =
        at &&
        groups(
          r!.map((t) => [t, undefined] as [Tuple, undefined]),
          at,
        );
      if (!grouped) return illSorted('rel.group');
      const sort = asSet(args[0])?.sort;
      return relation(
        grouped.map((g) =>
          setFrom(
            g.map(([t]) => t),
            sort,
          )!,
        ),
      );
    }),
  ],
  ['rel.aggr', () => unknown('rel.aggr folds each group in an order the solvers leave open')],
]);

/** The tuples of a table with their multiplicities, or undefined when one element is not a tuple. */
function rowsOf(b: BagValue): [Tuple, bigint][] | undefined {
  const out: [Tuple, bigint][] = [];
  for (const e of b.counts.values()) {
    if (e.value.kind !== 'tuple') return undefined;
    out.push([e.value, e.count]);
  }
  return out;
}

function table(rows: readonly [Tuple, bigint][], sort?: BagValue['sort']): EvalResult {
  const counts = new Map<string, BagEntry>();
  for (const [t, n] of rows) if (!addToBag(counts, t, n)) return unknown('tuple without a canonical value');
  return known(bagOf(counts, sort));
}

function tableOp(
  name: string,
  n: number,
  body: (tables: [Tuple, bigint][][], indices: readonly Index[], args: readonly Value[]) => EvalResult,
): Op {
  return (args, indices) => {
    const tables: [Tuple, bigint][][] = [];
    for (let i = 0; i < n; i++) {
      const b = asBag(args[i]);
      const rows = b && rowsOf(b);
      if (!rows) return illSorted(name);
      tables.push(rows);
    }
    return body(tables, indices, args);
  };
}

export const TABLE_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  [
    'table.product',
    tableOp('table.product', 2, ([a, b]) =>
      table(pairUp(a!, b!, ([x, m], [y, n]): [Tuple, bigint] => [tuple([...x.items, ...y.items]), m * n])),
    ),
  ],
  [
    'table.join',
    tableOp('table.join', 2, ([a, b], indices) => {
      const columns = indices.filter((i): i is number => typeof i === 'number');
      return table(
        pairUp(a!, b!, ([x, m], [y, n]): [Tuple, bigint] | undefined =>
          joins(x, y, columns) ? [tuple([...x.items, ...y.items]), m * n] : undefined,
        ),
      );
    }),
  ],
  [
    'table.project',
    tableOp('table.project', 1, ([a], indices) => {
      const at = a!.length ? positions(indices, a![0]![0].items.length) : [];
      return at ? table(a!.map(([t, n]) => [project(t, at), n])) : illSorted('table.project');
    }),
  ],
  [
    'table.group',
    tableOp('table.group', 1, ([a], indices, args) => {
      const at = a!.length ? positions(indices, a![0]![0].items.length) : [];
      const grouped = at && groups(a!, at);
      if (!grouped) return illSorted('table.group');
      const sort = asBag(args[0])?.sort;
      const parts: [Value, bigint][] = [];
      for (const g of grouped) {
        const r = table(g, sort);
        if (r.kind !== 'value') return r;
        parts.push([r.value, 1n]);
      }
      const counts = new Map<string, BagEntry>();
      for (const [v, n] of parts) if (!addToBag(counts, v, n)) return unknown('table without a canonical value');
      return known(bagOf(counts));
    }),
  ],
  ['table.aggr', () => unknown('table.aggr folds each group in an order the solvers leave open')],
]);

/** `set.empty`, `bag.empty`, `seq.empty` and `tuple.unit` (nullary; the empty collections take their sort from `as`). */
export function emptyCollection(symbol: string, sort: SetValue['sort']): Value | undefined {
  if (symbol === 'set.empty') return setOf(new Map(), sort);
  if (symbol === 'seq.empty') {
    if (sort?.name === 'String') return { kind: 'string', codePoints: [] };
    return sort ? { kind: 'seq', items: [], sort } : { kind: 'seq', items: [] };
  }
  if (symbol === 'bag.empty') return bagOf(new Map(), sort);
  if (symbol === 'tuple.unit') return tuple([]);
  return undefined;
}
