// Running a signature backwards, for generative mutation (TypeFuzz): given the sort a hole needs,
// which indices and argument sorts make the operator produce it?
import { sortEquals, type Sort } from '../sort.js';
import { evalNat, instantiate, instantiateRun, matchPattern, matchState, whereHolds, type Bindings } from './match.js';
import type { Signature, SortPattern } from './signature.js';

export interface ResultUnification {
  /** The operator's numeral indices; undefined where the result does not determine one (extract's j). */
  indices: (number | undefined)[];
  /**
   * Argument sorts in order (for assoc/chainable operators: the binary signature). Undefined where the
   * result leaves the sort open (the operands of `=`, the operand of extract): the caller picks one
   * and checks the full application with `resolveApp`. A variadic argument (`A*`, `P...`) is one entry:
   * see `run`.
   */
  args: (Sort | undefined)[];
  /**
   * For a signature with a variadic argument: the sorts of a list argument `A*` when the result fixed
   * them (`(tuple …)` of a known tuple sort), else undefined (a repeated `P...` argument takes `args[at]`).
   */
  run: readonly Sort[] | undefined;
  /** The bindings, for callers that go on matching (TypeFuzz's shapes). */
  bindings: Bindings;
}

/** Like matchPattern, but an index expression over still-unknown variables (`n+m`) is not a mismatch. */
function matchResult(sig: Signature, p: SortPattern, actual: Sort, b: Bindings): boolean {
  switch (p.k) {
    case 'sort':
      return sortEquals(p.sort, actual);
    case 'var': {
      const bound = b[p.slot];
      if (bound === undefined) {
        b[p.slot] = actual;
        return true;
      }
      return typeof bound === 'object' && !Array.isArray(bound) && sortEquals(bound as Sort, actual);
    }
    case 'app': {
      if (p.segments) {
        matchState.ambiguous = false;
        return matchPattern(sig, p, actual, b, true) || matchState.ambiguous;
      }
      if (actual.name !== p.name || actual.indices.length !== p.indices.length) return false;
      if (actual.args.length !== p.args.length) return false;
      for (let i = 0; i < p.indices.length; i++) {
        const e = p.indices[i]!;
        if (e.k === 'var' && b[e.slot] === undefined) b[e.slot] = actual.indices[i]!;
        else {
          const v = evalNat(e, b);
          if (v !== undefined && v !== actual.indices[i]) return false;
        }
      }
      for (let i = 0; i < p.args.length; i++) if (!matchResult(sig, p.args[i]!, actual.args[i]!, b)) return false;
      return true;
    }
    case 'at': {
      // `A*[i]` with the list or index unknown says nothing yet.
      matchState.ambiguous = false;
      return matchPattern(sig, p, actual, b, true) || matchState.ambiguous;
    }
    case 'list':
    case 'pick':
    case 'rev':
      return false;
  }
}

/** Undefined when `sig` can never produce `result`; `indices` may pre-bind some of the operator's numeral indices. */
export function unifyResult(
  sig: Signature,
  result: Sort,
  indices: readonly (number | undefined)[] = [],
): ResultUnification | undefined {
  // Function-symbol indices name a function: backwards, there is nothing to name.
  if (sig.indexKinds.includes('fun')) return undefined;
  const b: Bindings = new Array<Bindings[number]>(sig.slots).fill(undefined);
  for (let i = 0; i < sig.indices.length; i++) if (sig.indexKinds[i] === 'nat') b[i] = indices[i];
  if (!matchResult(sig, sig.result, result, b)) return undefined;
  let allBound = true;
  for (const v of b) if (v === undefined) allBound = false;
  if (allBound && !whereHolds(sig, b)) return undefined;
  const v = sig.variadic;
  return {
    indices: sig.indices.map((_, i) => (typeof b[i] === 'number' ? (b[i] as number) : undefined)),
    args: sig.args.map((p, i) => (v?.at === i && v.kind === 'list' ? undefined : instantiate(p, b))),
    run: v?.kind === 'list' ? instantiateRun(sig.args[v.at]!, b) : undefined,
    bindings: b,
  };
}
