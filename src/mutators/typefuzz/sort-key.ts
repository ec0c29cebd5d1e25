// Sorts as map keys (their SMT-LIB text), and sorts back as written syntax for `(as … S)`.
import type { SortExpr } from '../../smtlib/ast.js';
import { sortToString, type Sort } from '../../smtlib/sort.js';

const keys = new WeakMap<Sort, string>();

export function sortKey(s: Sort): string {
  let k = keys.get(s);
  if (k === undefined) {
    k = sortToString(s);
    keys.set(s, k);
  }
  return k;
}

export function sortExprOf(s: Sort): SortExpr {
  return { id: { symbol: s.name, indices: s.indices }, args: s.args.map(sortExprOf) };
}
