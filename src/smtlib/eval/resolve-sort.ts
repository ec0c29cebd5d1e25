// Turns a written sort into a semantic one, expanding `define-sort` abbreviations.
import type { SortExpr } from '../ast.js';
import { sortOf, type Sort } from '../sort.js';
import type { SortDefinition } from './context.js';

export function resolveSort(
  expr: SortExpr,
  definitions: ReadonlyMap<string, SortDefinition>,
  bound: ReadonlyMap<string, Sort> = new Map(),
  depth = 0,
): Sort | undefined {
  if (depth > 100) return undefined; // a cyclic or absurdly deep define-sort
  const name = expr.id.symbol;
  const args: Sort[] = [];
  for (const a of expr.args) {
    const s = resolveSort(a, definitions, bound, depth + 1);
    if (!s) return undefined;
    args.push(s);
  }
  if (expr.id.indices.length === 0 && args.length === 0) {
    const param = bound.get(name);
    if (param) return param;
  }
  const def = definitions.get(name);
  if (def && expr.id.indices.length === 0 && def.params.length === args.length) {
    const inner = new Map(def.params.map((p, i) => [p, args[i]!] as const));
    return resolveSort(def.sort, definitions, inner, depth + 1);
  }
  const indices: number[] = [];
  for (const i of expr.id.indices) {
    if (typeof i !== 'number') return undefined;
    indices.push(i);
  }
  return sortOf(name, indices, args);
}
