// Asking what a term is: the one set of term predicates for the evaluator, the mutators and the reducer.
// "Plain" means written without indices and without `(as … S)`: `(_ extract 3 0)` is not `extract`.
import type { AppTerm, Term } from '../ast.js';
import { childrenOf } from './traverse.js';

/** An application (or symbol reference) without indices and without a sort qualification. */
export const isPlain = (t: AppTerm): boolean => t.id.indices.length === 0 && !t.qual;

/** `t` is a plain application of `symbol` (with `arity` arguments, if given). */
export function isApp(t: Term, symbol: string, arity?: number): t is AppTerm {
  return t.kind === 'app' && t.id.symbol === symbol && isPlain(t) && (arity === undefined || t.args.length === arity);
}

/** `t` as a plain application of `symbol` (with `arity` arguments, if given), else undefined. */
export const appOf = (t: Term, symbol: string, arity?: number): AppTerm | undefined =>
  isApp(t, symbol, arity) ? t : undefined;

/** `t` is a plain symbol reference (no arguments), named `name` if given. */
export const isSym = (t: Term, name?: string): t is AppTerm =>
  t.kind === 'app' && t.args.length === 0 && isPlain(t) && (name === undefined || t.id.symbol === name);

export const isTrue = (t: Term): boolean => isSym(t, 'true');
export const isFalse = (t: Term): boolean => isSym(t, 'false');

/** Every symbol occurring in a term as a function or constant name, or as a match pattern's (bound or free). */
export function symbolsIn(t: Term, out: Set<string> = new Set()): Set<string> {
  if (t.kind === 'app') out.add(t.id.symbol);
  if (t.kind === 'match') for (const c of t.cases) out.add(c.pattern.name);
  for (const c of childrenOf(t)) symbolsIn(c, out);
  return out;
}
