// Model functions are usually printed as ite chains over their parameters:
//   (ite (and (= x!0 1) (= x!1 2)) v1 (ite (= x!0 3) … else))
// Compiling such a chain into a hash table makes each application O(1) instead of O(chain length).
import type { SortedVar, Term } from '../ast.js';
import { valueKey } from './equality.js';
import type { EvalResult, Value } from './value.js';
import { isApp } from '../terms/query.js';

export interface TableRow {
  /** The parameters' values selecting this row. */
  readonly args: readonly Value[];
  readonly branch: Term;
}

export interface FunctionTable {
  /** Rows keyed by the parameters' value keys joined by KEY_SEPARATOR. */
  readonly rows: ReadonlyMap<string, TableRow>;
  readonly elseBranch: Term;
}

export const KEY_SEPARATOR = '\u0000';

/**
 * Compiles the leading table-shaped part of an ite chain. `evalGround` evaluates a term in which
 * the parameters are unknown (so a known result does not depend on them).
 */
export function compileTable(
  params: readonly SortedVar[],
  body: Term,
  evalGround: (t: Term) => EvalResult,
): FunctionTable {
  const rows = new Map<string, TableRow>();
  let t = stripAnnotations(body);
  for (;;) {
    if (t.kind !== 'app' || t.id.symbol !== 'ite' || t.args.length !== 3 || t.qual || t.id.indices.length) break;
    const args = pinnedArgs(t.args[0]!, params, evalGround);
    if (!args) break;
    const key = argumentsKey(args)!;
    if (!rows.has(key)) rows.set(key, { args, branch: t.args[1]! });
    t = stripAnnotations(t.args[2]!);
  }
  return { rows, elseBranch: t };
}

/** The key of argument values, or undefined when one has no key. */
export function argumentsKey(args: readonly Value[]): string | undefined {
  const keys: string[] = [];
  for (const a of args) {
    const k = valueKey(a);
    if (k === undefined) return undefined;
    keys.push(k);
  }
  return keys.join(KEY_SEPARATOR);
}

function stripAnnotations(t: Term): Term {
  while (t.kind === 'annot') t = t.term;
  return t;
}

/** The values a condition pins the parameters to (`(= p c)` conjuncts, one per parameter), else undefined. */
function pinnedArgs(
  cond: Term,
  params: readonly SortedVar[],
  evalGround: (t: Term) => EvalResult,
): Value[] | undefined {
  const conjuncts = isApp(cond, 'and') ? cond.args : [cond];
  if (conjuncts.length !== params.length) return undefined;
  const pinned = new Map<string, Value>();
  for (const c of conjuncts) {
    if (!isApp(c, '=') || c.args.length !== 2) return undefined;
    const [a, b] = c.args as [Term, Term];
    const param = paramName(a, params) ?? paramName(b, params);
    if (param === undefined || pinned.has(param)) return undefined;
    const other = paramName(a, params) === param ? b : a;
    const v = evalGround(other);
    if (v.kind !== 'value' || valueKey(v.value) === undefined) return undefined;
    pinned.set(param, v.value);
  }
  if (pinned.size !== params.length) return undefined;
  return params.map((p) => pinned.get(p.name)!);
}

function paramName(t: Term, params: readonly SortedVar[]): string | undefined {
  if (t.kind !== 'app' || t.args.length !== 0 || t.id.indices.length !== 0 || t.qual) return undefined;
  return params.some((p) => p.name === t.id.symbol) ? t.id.symbol : undefined;
}
