// The general matcher: signatures with list variables, variadic arguments, index lists, function-symbol
// indices or `#` (tuples, relations, tables, set.insert, pseudo-Booleans, Z3's map and as-array). Slower
// than the fixed path in resolve.ts, which every SMT-LIB 2.6 operator still takes.
import type { Index } from '../ast.js';
import type { Sort } from '../sort.js';
import { instantiate, matchPattern, matchState, whereHolds, type Bindings } from './match.js';
import type { FunctionSorts, Mismatch, ResolveContext } from './resolve-types.js';
import type { Signature, SortPattern } from './signature.js';

/** Binds numeral, numeral-list, function-symbol and sort-name indices to the first slots. */
function bindIndices(
  sig: Signature,
  indices: readonly Index[],
  b: Bindings,
  context: ResolveContext | undefined,
): boolean {
  const kinds = sig.indexKinds;
  const list = kinds.length > 0 && kinds[kinds.length - 1] === 'nats';
  if (list ? indices.length < kinds.length - 1 : indices.length !== kinds.length) return false;
  for (let i = 0; i < sig.slots; i++) b[i] = undefined;
  for (let k = 0; k < kinds.length; k++) {
    const kind = kinds[k];
    if (kind === 'nats') {
      const rest = indices.slice(k);
      if (!rest.every((v) => typeof v === 'number')) return false;
      b[k] = rest as number[];
    } else if (kind === 'sort') {
      const v = indices[k];
      const sort = typeof v === 'string' ? context?.sortNamed?.(v) : undefined;
      if (!sort) return false;
      b[k] = sort;
    } else {
      const v = indices[k];
      if (kind === 'fun' || kind === 'sym' ? typeof v !== 'string' : typeof v !== 'number') return false;
      b[k] = v;
    }
  }
  return true;
}

interface Pending {
  readonly pattern: SortPattern;
  readonly actual: Sort;
  /** Position within a repeated run (for `A*` collecting one sort per argument). */
  readonly rep: number;
}

/** The argument patterns of an application with `n` arguments, expanded around the variadic argument. */
function expand(sig: Signature, argSorts: readonly Sort[], b: Bindings): Pending[] | 'arity' | 'sorts' {
  const n = argSorts.length;
  const v = sig.variadic;
  if (!v) {
    if (n !== sig.args.length) return 'arity';
    return argSorts.map((actual, i) => ({ pattern: sig.args[i]!, actual, rep: 0 }));
  }
  const fixed = sig.args.length - 1;
  const runLength = n - fixed;
  if (runLength < v.min) return 'arity';
  const out: Pending[] = [];
  for (let i = 0; i < v.at; i++) out.push({ pattern: sig.args[i]!, actual: argSorts[i]!, rep: 0 });
  const run = argSorts.slice(v.at, v.at + runLength);
  const p = sig.args[v.at]!;
  if (v.kind === 'list') {
    // `A*` as arguments: their sorts are the list.
    if (p.k !== 'list') return 'sorts';
    const bound = b[p.slot];
    if (Array.isArray(bound)) {
      if (bound.length !== run.length) return 'sorts';
      for (let j = 0; j < run.length; j++)
        out.push({ pattern: { k: 'sort', sort: bound[j] as Sort }, actual: run[j]!, rep: 0 });
    } else b[p.slot] = run;
  } else run.forEach((actual, j) => out.push({ pattern: p, actual, rep: j }));
  for (let i = v.at + 1; i < sig.args.length; i++) {
    out.push({ pattern: sig.args[i]!, actual: argSorts[i - v.at - 1 + v.at + runLength]!, rep: 0 });
  }
  return out;
}

/** The domain of a function pattern `(-> D… R)` under `b`, when it is fully bound. */
function domainOf(p: SortPattern, b: Bindings): readonly Sort[] | undefined {
  if (p.k !== 'app' || p.name !== '->') return undefined;
  const whole = instantiate(p, b);
  if (whole) return whole.args.slice(0, -1);
  const partial: SortPattern = { ...p, args: p.args.slice(0, -1), name: 'domain' };
  return instantiate(partial, b)?.args;
}

/** Matches each function-symbol index against the sorts its name may have. */
function bindFunctions(sig: Signature, b: Bindings, functionSorts: FunctionSorts | undefined): boolean {
  for (let k = 0; k < sig.indexKinds.length; k++) {
    if (sig.indexKinds[k] !== 'fun') continue;
    const pattern = sig.functionIndices[k]!;
    const name = b[k] as string;
    const candidates = functionSorts?.(name, domainOf(pattern, b)) ?? [];
    let matched = false;
    for (const c of candidates) {
      const trial = b.slice();
      matchState.ambiguous = false;
      if (matchPattern(sig, pattern, c, trial, true)) {
        for (let i = 0; i < sig.slots; i++) b[i] = trial[i];
        matched = true;
        break;
      }
    }
    if (!matched) return false;
  }
  return true;
}

export function resolveGeneral(
  sig: Signature,
  indices: readonly Index[],
  argSorts: readonly Sort[],
  expected: Sort | undefined,
  strict: boolean,
  b: Bindings,
  context: ResolveContext | undefined,
): Sort | Mismatch {
  if (sig.arity !== 'fixed') return 'arity';
  if (!bindIndices(sig, indices, b, context)) return 'indices';
  const functionSorts = context?.functionSorts;
  matchState.args = argSorts.length;
  const expanded = expand(sig, argSorts, b);
  if (typeof expanded === 'string') return expanded;
  // Arguments whose list variables are not yet bound wait for the others (`(@ f x)` binds A* from x).
  let pending = expanded;
  let functionsBound = !sig.indexKinds.includes('fun');
  while (pending.length > 0) {
    const waiting: Pending[] = [];
    for (const q of pending) {
      matchState.ambiguous = false;
      matchState.rep = q.rep;
      if (matchPattern(sig, q.pattern, q.actual, b, strict)) continue;
      if (!matchState.ambiguous) return 'sorts';
      waiting.push(q);
    }
    if (waiting.length === pending.length) {
      if (functionsBound) return 'underdetermined';
      if (!bindFunctions(sig, b, functionSorts)) return 'sorts';
      functionsBound = true;
    }
    pending = waiting;
  }
  if (!functionsBound && !bindFunctions(sig, b, functionSorts)) return 'sorts';
  if (sig.where.length && !whereHolds(sig, b)) return 'where';
  if (expected) {
    matchState.ambiguous = false;
    if (!matchPattern(sig, sig.result, expected, b, true)) return 'result';
  }
  return instantiate(sig.result, b) ?? 'underdetermined';
}
