// The variables bound around a term (let, quantifier, lambda, match, function parameters), as an
// immutable list sharing its tail: terms under the same binders share one scope object.
import type { Sort } from '../../smtlib/sort.js';

export interface Scope {
  readonly name: string;
  /** Undefined when the binder's sort could not be resolved: the name is bound but unusable. */
  readonly sort: Sort | undefined;
  readonly outer: Scope | null;
}

export interface Binder {
  readonly name: string;
  readonly sort: Sort | undefined;
}

export function bind(outer: Scope | null, binders: readonly Binder[]): Scope | null {
  let scope = outer;
  for (const b of binders) scope = { name: b.name, sort: b.sort, outer: scope };
  return scope;
}

/** The innermost binding of `name`, or null when it is not bound. */
export function lookup(scope: Scope | null, name: string): Scope | null {
  for (let s = scope; s; s = s.outer) if (s.name === name) return s;
  return null;
}
