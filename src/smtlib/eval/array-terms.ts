// Array terms: select/store, `(as const …)`, Z3's `(_ as-array f)` and `lambda`. A function-backed
// array keeps its ite-table as explicit entries so equality and printing work on it.
import type { AppTerm, ApplyTerm, LambdaTerm, Term } from '../ast.js';
import { arraySort, type Sort } from '../sort.js';
import { charge } from './budget.js';
import { arrayOf, constArray, select, store, storeInto, type ArrayValue } from './arrays.js';
import { compileTable } from './function-table.js';
import { firstUnknown, illSorted, knownValues, type Callable, type Env, type Interpreter } from './interpreter.js';
import { resolveSort } from './resolve-sort.js';
import { known, unknown, type ArrayEntry, type EvalResult, type Value } from './value.js';
import { isApp } from '../terms/query.js';

/** The index of Z3's arrays of several index sorts, `(Array I J E)`: the tuple of the indices. */
export const indexValue = (indices: readonly Value[]): Value =>
  indices.length === 1 ? indices[0]! : { kind: 'tuple', items: indices };

/** An array (or a function of several arguments, a lambda's value) at the given indices. */
export function selectAt(fn: Value, indices: readonly Value[]): EvalResult {
  if (indices.length === 0) return illSorted('select');
  if (fn.kind === 'array') return select(fn, indexValue(indices));
  if (fn.kind === 'function' && fn.arity === indices.length) return fn.apply(indices);
  return illSorted('select');
}

export function arrayOperation(symbol: 'select' | 'store', values: readonly Value[]): EvalResult {
  const [a] = values;
  if (!a || values.length < 2) return illSorted(symbol);
  if (symbol === 'select') return selectAt(a, values.slice(1));
  if (values.length < 3) return illSorted('store');
  if (a.kind === 'function') return unknown('store into a lambda of several parameters');
  if (a.kind !== 'array') return illSorted('store');
  return store(a, indexValue(values.slice(1, -1)), values[values.length - 1]!);
}

/** Z3's `(term args…)`: the term's array (or lambda) at the arguments. */
export function applyTerm(ip: Interpreter, t: ApplyTerm): EvalResult {
  const results = [ip.evalTerm(t.fn), ...t.args.map((a) => ip.evalTerm(a))];
  const values = knownValues(results);
  if (!values) return firstUnknown(results)!;
  return selectAt(values[0]!, values.slice(1));
}

const isStore = (t: Term): t is AppTerm => isApp(t, 'store', 3);

/** A chain `(store (store … i₁ v₁) i₂ v₂)` is built in one map, without recursing per level. */
export function storeChain(ip: Interpreter, t: AppTerm): EvalResult {
  const chain: AppTerm[] = [];
  let base: Term = t;
  while (isStore(base)) {
    chain.push(base);
    base = base.args[0]!;
  }
  const start = ip.evalTerm(base);
  if (start.kind === 'unknown') return start;
  if (start.value.kind !== 'array') return illSorted('store');
  const array = start.value;
  const entries = new Map(array.entries);
  for (let k = chain.length - 1; k >= 0; k--) {
    const [, indexTerm, valueTerm] = chain[k]!.args as [Term, Term, Term];
    const index = ip.evalTerm(indexTerm);
    if (index.kind === 'unknown') return index;
    const value = ip.evalTerm(valueTerm);
    if (value.kind === 'unknown') return value;
    const problem = storeInto(entries, index.value, value.value);
    if (problem) return unknown(problem);
  }
  return known(arrayOf(entries, array.default, array.sort));
}

/** `((as const (Array I E)) v)`. */
export function constantArray(ip: Interpreter, t: AppTerm): EvalResult {
  const v = ip.evalTerm(t.args[0]!);
  if (v.kind === 'unknown') return v;
  const sort = t.qual ? resolveSort(t.qual, ip.ctx.sortDefinitions) : t.sort;
  return known(constArray(v.value, sort));
}

/** Z3's `(_ as-array f)`: the array whose select is the model (or script) function f. */
export function asArray(ip: Interpreter, t: AppTerm): EvalResult {
  const name = t.id.indices[0];
  const f =
    typeof name === 'string' && t.id.indices.length === 1
      ? (ip.ctx.model.functions.get(name) ?? ip.ctx.definitions.get(name))
      : undefined;
  if (!f) return unknown('as-array of an undefined function');
  const index = f.params[0] ? resolveSort(f.params[0].sort, ip.ctx.sortDefinitions) : undefined;
  const element = 'sort' in f ? resolveSort(f.sort, ip.ctx.sortDefinitions) : undefined;
  const sort = index && element ? arraySort(index, element) : undefined;
  return arrayFromFunction(ip, f, `(_ as-array ${name})`, sort);
}

/**
 * A function of the model used as a value (cvc5 models a constant of sort (-> A B) as a define-fun with
 * parameters): the array (one parameter) or function value it denotes.
 */
export function functionAsValue(ip: Interpreter, f: Callable & { name: string }): EvalResult {
  return arrayFromFunction(ip, f, f.name, undefined);
}

export function lambdaArray(ip: Interpreter, t: LambdaTerm): EvalResult {
  return arrayFromFunction(ip, { params: t.vars, body: t.body }, '(lambda …)', t.sort, ip.captureScope());
}

/** An array from a unary function: its ite-table becomes entries, the rest the default. */
function arrayFromFunction(
  ip: Interpreter,
  f: Callable,
  describe: string,
  sort: Sort | undefined,
  captured?: Env,
): EvalResult {
  if (f.params.length !== 1) return known(functionValue(ip, f, describe, captured));
  // Evaluated with the parameter unknown, a known result is the same for every index.
  const ground = (t: Term): EvalResult => ip.call(f.params, t, [unknown('parameter')], captured);
  const table = captured ? compileTable(f.params, f.body, ground) : ip.tableOf(f);
  const entries = new Map<string, ArrayEntry>();
  for (const [key, row] of table.rows) {
    const v = ground(row.branch);
    if (v.kind !== 'value') return known(functionArray(ip, f, describe, sort, new Map(), f.body, captured));
    entries.set(key, { index: row.args[0]!, value: v.value });
  }
  const rest = ground(table.elseBranch);
  if (rest.kind === 'value') return known(arrayOf(entries, { kind: 'const', value: rest.value }, sort));
  return known(functionArray(ip, f, describe, sort, entries, table.elseBranch, captured));
}

/** A lambda of several parameters, applied by the higher-order operators (set.fold, bag.fold …). */
function functionValue(ip: Interpreter, f: Callable, describe: string, captured?: Env): Value {
  const apply = (args: readonly Value[]): EvalResult =>
    args.length === f.params.length ? ip.call(f.params, f.body, args.map(known), captured) : unknown('wrong arity');
  return { kind: 'function', arity: f.params.length, apply, describe };
}

/** Applies a function value (an array, or a `function` of several arguments) to arguments. */
export function applyFunction(fn: Value, args: readonly Value[]): EvalResult {
  if (fn.kind === 'array' && args.length >= 1) return select(fn, indexValue(args));
  if (fn.kind === 'function' && fn.arity === args.length) return fn.apply(args);
  return unknown('applying a value that is not a function of this arity');
}

function functionArray(
  ip: Interpreter,
  f: Callable,
  describe: string,
  sort: Sort | undefined,
  entries: Map<string, ArrayEntry>,
  rest: Term,
  captured?: Env,
): ArrayValue {
  const apply = (index: Value): EvalResult => ip.call(f.params, rest, [known(index)], captured);
  return arrayOf(entries, { kind: 'function', apply, describe }, sort);
}

/**
 * An operation applied pointwise to arrays whose defaults are constants (Z3's `(_ map f)` and its set
 * operations on arrays to Bool): the result's entries are at every index one of the arrays lists.
 */
export function pointwise(arrays: readonly Value[], apply: (values: Value[]) => EvalResult): EvalResult {
  const as: ArrayValue[] = [];
  for (const a of arrays) {
    if (a.kind !== 'array') return unknown('a pointwise operation on a value that is not an array');
    if (a.default.kind !== 'const') return unknown('a pointwise operation on an array given by a function');
    as.push(a);
  }
  if (as.length === 0) return unknown('a pointwise operation on no array');
  const indices = new Map<string, Value>();
  for (const a of as) for (const [k, e] of a.entries) indices.set(k, e.index);
  charge(indices.size);
  const dflt = apply(as.map((a) => (a.default as { value: Value }).value));
  if (dflt.kind !== 'value') return dflt;
  const entries = new Map<string, ArrayEntry>();
  for (const [k, index] of indices) {
    const values: Value[] = [];
    for (const a of as) {
      const v = select(a, index);
      if (v.kind !== 'value') return v;
      values.push(v.value);
    }
    const r = apply(values);
    if (r.kind !== 'value') return r;
    entries.set(k, { index, value: r.value });
  }
  return known(arrayOf(entries, { kind: 'const', value: dflt.value }, as[0]!.sort));
}
