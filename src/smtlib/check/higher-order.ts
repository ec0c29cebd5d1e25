// Higher-order terms (cvc5's HO_ logics and SMT-LIB 2.7): a declared function used as a value has the
// function sort (-> params… result); a term of function sort applied to arguments yields the result
// (or, applied to fewer, a function of the rest). Z3 reads neither: its lambdas are arrays.
import type { Vocabulary } from '../dialect.js';
import { sortEquals, type Sort } from '../sort.js';
import type { SExpr } from '../ast.js';
import { parseSExprs, parseSortExpr } from '../parser.js';
import { printSExpr } from '../printer.js';
import { internSort, resolveAppSort } from '../theories/index.js';
import { resolveSortExpr } from './sort-expr.js';
import type { Env } from './env.js';
import { acceptsSort } from './functions.js';
import type { FunSig } from './symbols.js';

/**
 * The sort name of a lambda: an array where every dialect asked for is Z3, else a function; without
 * dialects, a function in a logic pointing to cvc5 (Env.familyHint), else an array.
 */
export function lambdaSortName(vocabulary: Vocabulary | undefined, hint: 'cvc5' | undefined): 'Array' | '->' {
  if (!vocabulary) return hint === 'cvc5' ? '->' : 'Array';
  return vocabulary.specs.every((s) => s.dialect === 'z3') ? 'Array' : '->';
}

const functionSort = (f: FunSig): Sort => internSort('->', [], [...f.params, f.result]);

/**
 * Z3's function index with its sorts, `(+ (Int Int) Int)`: the function sort it names, when the theory
 * operator (or a user function) takes those sorts to that result.
 */
function qualifiedFunction(env: Env, text: string): Sort | undefined {
  const parsed = parseSExprs(text);
  const e = parsed.ok ? parsed.value[0] : undefined;
  if (e?.kind !== 'list' || e.items.length !== 3) return undefined;
  const [name, params, result] = e.items as [SExpr, SExpr, SExpr];
  if (name.kind !== 'symbol' || params.kind !== 'list') return undefined;
  const sortOf = (x: SExpr): Sort | undefined => {
    const p = parseSortExpr(printSExpr(x));
    if (!p.ok) return undefined;
    const r = resolveSortExpr(p.value, env);
    return r.ok ? r.sort : undefined;
  };
  const domain = params.items.map(sortOf);
  const range = sortOf(result);
  if (!range || domain.some((d) => !d)) return undefined;
  const sorts = domain as Sort[];
  const theory = resolveAppSort(name.name, [], sorts, range, true, env.vocabulary);
  const user = env.functions(name.name)?.some((f) => f.params.length === sorts.length && sortEquals(f.result, range));
  return theory || user ? internSort('->', [], [...sorts, range]) : undefined;
}

/** The function sorts `name` has as a value: its overloads with parameters, or a function-sorted constant. */
export function functionValueSorts(env: Env, name: string, domain: readonly Sort[] | undefined): Sort[] {
  if (name.startsWith('(')) {
    const s = qualifiedFunction(env, name);
    return s ? [s] : [];
  }
  const out: Sort[] = [];
  const local = env.local(name);
  if (local && (local.name === '->' || local.name === 'Array')) out.push(local);
  for (const f of env.functions(name) ?? []) {
    if (f.polymorphic) continue;
    const s = f.params.length > 0 ? functionSort(f) : f.result.name === '->' ? f.result : undefined;
    if (!s) continue;
    if (domain && !(domain.length === s.args.length - 1 && domain.every((d, i) => sortEquals(d, s.args[i]!)))) continue;
    out.push(s);
  }
  return out;
}

/** Z3 reads a function used as a value as the array of its graph, cvc5 as a function (as for a lambda). */
const graphSort = (f: FunSig, reading: 'Array' | '->'): Sort => internSort(reading, [], [...f.params, f.result]);

/** A higher-order sort, with the syntax that reads it (syntax.ts). */
export interface HigherOrderUse {
  readonly sort: Sort;
  readonly feature: 'function-value' | 'function-as-array';
}

/**
 * `f` as a value (no arguments, f has parameters) or `(g a…)` with g of function sort: the sort, or
 * undefined when the application is not higher-order. A function value is an array in Z3's reading.
 */
export function higherOrder(
  env: Env,
  name: string,
  funs: readonly FunSig[] | undefined,
  argSorts: readonly Sort[],
  expected: Sort | undefined,
): HigherOrderUse | undefined {
  if (argSorts.length === 0) {
    const reading = lambdaSortName(env.vocabulary, env.familyHint);
    const values = funs?.filter((f) => f.params.length > 0 && !f.polymorphic) ?? [];
    const fits = expected ? values.filter((f) => sortEquals(graphSort(f, reading), expected)) : values;
    if (fits.length !== 1) return undefined;
    const feature = reading === 'Array' ? 'function-as-array' : 'function-value';
    return { sort: graphSort(fits[0]!, reading), feature };
  }
  const head = env.local(name) ?? funs?.find((f) => f.params.length === 0)?.result;
  if (!head || head.name !== '->') return undefined;
  const sort = applyFunction(head, argSorts, env.strict);
  return sort && { sort, feature: 'function-value' };
}

/** The sort of a function-sorted value applied to arguments (fewer than its arity: the rest's function). */
export function applyFunction(fn: Sort, argSorts: readonly Sort[], strict: boolean): Sort | undefined {
  const params = fn.args.slice(0, -1);
  if (argSorts.length > params.length) return undefined;
  for (let i = 0; i < argSorts.length; i++) if (!acceptsSort(params[i]!, argSorts[i]!, strict)) return undefined;
  if (argSorts.length === params.length) return fn.args[fn.args.length - 1];
  return internSort('->', [], fn.args.slice(argSorts.length));
}
