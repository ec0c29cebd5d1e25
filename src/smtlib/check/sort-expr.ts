// Sort expressions as written → semantic sorts: define-sort expansion, declared sorts and datatypes
// with their arity, theory sorts (BitVec, FloatingPoint and its Float32-style aliases, Array, Seq, Set).
import type { SortExpr } from '../ast.js';
import { sortOf, type Sort } from '../sort.js';
import { describeReaders } from '../dialect.js';
import { internSort, theorySortReaders, theorySortSymbol, type SortPattern } from '../theories/index.js';
import { instantiate, type Bindings } from '../theories/match.js';
import type { Env } from './env.js';

export type SortResult = { ok: true; sort: Sort } | { ok: false; message: string; at: SortExpr };

const err = (at: SortExpr, message: string): SortResult => ({ ok: false, message, at });

/** A sort parameter of `par`/`define-sort`. */
export const paramSort = (name: string): Sort => ({ name, indices: [], args: [], param: true });

/**
 * `params` maps the sort parameters in scope (of a `par` datatype or a define-sort body) to what they
 * stand for: a parameter sort while declaring, the actual argument while expanding.
 */
export function resolveSortExpr(expr: SortExpr, env: Env, params?: ReadonlyMap<string, Sort>): SortResult {
  const name = expr.id.symbol;
  const indices = expr.id.indices;
  const nargs = expr.args.length;
  if (params && indices.length === 0 && nargs === 0) {
    const p = params.get(name);
    if (p) return { ok: true, sort: p };
  }
  const args: Sort[] = [];
  for (const a of expr.args) {
    const r = resolveSortExpr(a, env, params);
    if (!r.ok) return r;
    args.push(r.sort);
  }
  const def = env.sortDef(name);
  if (def) {
    if (indices.length) return err(expr, `sort '${name}' takes no indices`);
    switch (def.kind) {
      case 'declared':
        if (nargs !== def.arity) return err(expr, arityMessage(name, def.arity, nargs));
        return { ok: true, sort: nargs === 0 ? def.sort : sortOf(name, [], args) };
      case 'datatype': {
        const builtin = def.info.builtin;
        if (builtin && env.vocabulary && !env.vocabulary.accepts(builtin.dialects)) {
          const readers = describeReaders(builtin.dialects);
          return err(
            expr,
            `the built-in sort '${name}' is not in the ${env.vocabulary.describe()} dialect (${readers})`,
          );
        }
        if (nargs !== def.info.params.length) return err(expr, arityMessage(name, def.info.params.length, nargs));
        if (nargs === 0) return { ok: true, sort: def.info.sort };
        const sort = sortOf(name, [], args);
        if (!args.some(mentionsParam)) env.noteInstance(sort);
        return { ok: true, sort };
      }
      case 'defined': {
        if (nargs !== def.params.length) return err(expr, arityMessage(name, def.params.length, nargs));
        const bound = new Map<string, Sort>();
        def.params.forEach((p, i) => {
          if (!def.shadowed?.includes(p)) bound.set(p, args[i]!);
        });
        const r = resolveSortExpr(def.body, env, bound);
        return r.ok ? r : err(expr, `in the definition of sort '${name}': ${r.message}`);
      }
    }
  }
  const vocabulary = env.vocabulary;
  const sym = theorySortSymbol(name, vocabulary, nargs);
  if (!sym) return err(expr, `unknown sort '${name}'`);
  if (vocabulary && !vocabulary.accepts(sym.dialects)) {
    const readers = theorySortReaders(name, nargs);
    const what = readers === theorySortReaders(name) ? `sort '${name}'` : `sort '${name}' of ${nargs} sort arguments`;
    return err(expr, `${what} is not in the ${vocabulary.describe()} dialect (${describeReaders(readers)})`);
  }
  if (sym.alias) {
    if (indices.length || nargs) return err(expr, `sort '${name}' takes no indices or arguments`);
    return { ok: true, sort: sym.alias };
  }
  if (indices.length !== sym.indices) {
    if (sym.indices === 0) return err(expr, `sort '${name}' takes no indices`);
    return err(
      expr,
      `sort '${name}' needs ${sym.indices} numeral ${sym.indices === 1 ? 'index' : 'indices'}: (_ ${name} …)`,
    );
  }
  const wanted = sym.args;
  if (wanted !== 'any' && (typeof wanted === 'number' ? nargs !== wanted : nargs < wanted.atLeast)) {
    return err(expr, arityMessage(name, wanted, nargs));
  }
  const values: number[] = [];
  for (const i of indices) {
    if (typeof i !== 'number') return err(expr, `the indices of sort '${name}' must be numerals`);
    values.push(i);
  }
  if (name === 'BitVec' && values[0]! < 1) return err(expr, 'bit-vector width must be positive');
  if (name === 'FloatingPoint' && (values[0]! < 2 || values[1]! < 2)) {
    return err(expr, 'floating-point exponent and significand widths must be greater than 1');
  }
  if (sym.expands) return { ok: true, sort: expandSort(sym.expands, args) };
  return { ok: true, sort: internSort(name, values, args) };
}

const mentionsParam = (s: Sort): boolean => s.param === true || s.args.some(mentionsParam);

function arityMessage(name: string, expected: number | { readonly atLeast: number }, got: number): string {
  if (typeof expected !== 'number')
    return `sort '${name}' expects at least ${expected.atLeast} sort arguments, got ${got}`;
  return `sort '${name}' expects ${expected} sort argument${expected === 1 ? '' : 's'}, got ${got}`;
}

/** A sort symbol standing for another sort, its arguments as the list `A*`: (Relation Int Int) = (Set (Tuple Int Int)). */
function expandSort(pattern: SortPattern, args: readonly Sort[]): Sort {
  const b: Bindings = [];
  const slot = findList(pattern);
  if (slot !== undefined) b[slot] = args;
  return instantiate(pattern, b) ?? sortOf('<error>');
}

function findList(p: SortPattern): number | undefined {
  if (p.k === 'list') return p.slot;
  if (p.k !== 'app') return undefined;
  for (const a of p.args) {
    const s = findList(a);
    if (s !== undefined) return s;
  }
  return undefined;
}
