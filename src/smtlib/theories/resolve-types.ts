// The words resolution speaks in: why a signature did not apply, and what it may ask the checker (the
// sorts of a function index, the sort an index names). resolve.ts and the general matcher (general.ts)
// both use them; they have their own file so that general.ts need not import resolve.ts, which calls it.
import type { Sort } from '../sort.js';

/** Why a signature did not apply, from least to most specific (the most specific failure is reported). */
export type Mismatch = 'indices' | 'arity' | 'sorts' | 'where' | 'result' | 'underdetermined';

/**
 * The sorts a function symbol used as an index may have (`(_ as-array f)`, `(_ map f)`), as function
 * sorts `(-> A… B)`; `domain` is known when the arguments fixed it (then theory operators resolve too).
 */
export type FunctionSorts = (name: string, domain: readonly Sort[] | undefined) => readonly Sort[];

/** What resolution may ask the checker: the sorts of a function index, the sort an index names. */
export interface ResolveContext {
  readonly functionSorts?: FunctionSorts | undefined;
  readonly sortNamed?: ((name: string) => Sort | undefined) | undefined;
}
