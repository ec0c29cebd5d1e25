// What a term needs from the place it is copied to: its free symbols. A nullary symbol (a constant or
// a bound variable) must be bound there with the same sort, or be a visible global of that sort; an
// applied user function must be visible with the same signature. Theory operators need nothing.
import type { FunSig } from '../../smtlib/check/index.js';
import type { Sort } from '../../smtlib/sort.js';
import { sortKey } from './sort-key.js';
import { lookup, type Scope } from './scope.js';

export interface Need {
  readonly name: string;
  /** The visibility key of the global this symbol would be (see funKey). */
  readonly key: string;
  /** A nullary symbol may also be satisfied by a bound variable of `sort`. */
  readonly nullary: boolean;
  readonly sort: Sort;
}

export const NO_NEEDS: readonly Need[] = [];

export function symbolKey(name: string, params: readonly Sort[], result: Sort): string {
  return params.length === 0
    ? `${name}:${sortKey(result)}`
    : `${name}(${params.map(sortKey).join(' ')})${sortKey(result)}`;
}

export const funKey = (f: FunSig): string => symbolKey(f.name, f.params, f.result);

/** Datatype testers `(_ is C)` / `is-C` need their constructor. */
export const testerKey = (constructor: string): string => `tester:${constructor}`;

export function union(a: readonly Need[], b: readonly Need[]): readonly Need[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out = a.slice();
  for (const n of b) if (!out.some((m) => m.key === n.key)) out.push(n);
  return out;
}

export function without(needs: readonly Need[], names: readonly string[]): readonly Need[] {
  if (needs.length === 0 || names.length === 0) return needs;
  return needs.filter((n) => !(n.nullary && names.includes(n.name)));
}

/** Can a term with these needs go where `scope` is bound and the globals `visible` are declared? */
export function satisfied(needs: readonly Need[], scope: Scope | null, visible: ReadonlySet<string>): boolean {
  for (const n of needs) {
    const b = n.nullary ? lookup(scope, n.name) : null;
    if (b) {
      if (!b.sort || (b.sort !== n.sort && sortKey(b.sort) !== sortKey(n.sort))) return false;
    } else if (!visible.has(n.key)) return false;
  }
  return true;
}
