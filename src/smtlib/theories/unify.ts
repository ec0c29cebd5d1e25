// Running a signature backwards, for generative mutation (TypeFuzz): given the sort a hole needs,
// which indices and argument sorts make the operator produce it?
import { sortEquals, type Sort } from '../sort.js';
import { evalNat, instantiate, whereHolds, type Bindings } from './match.js';
import type { Signature, SortPattern } from './signature.js';

export interface ResultUnification {
  /** The operator's numeral indices; undefined where the result does not determine one (extract's j). */
  indices: (number | undefined)[];
  /**
   * Argument sorts in order (for assoc/chainable operators: the binary signature). Undefined where the
   * result leaves the sort open (the operands of `=`, the operand of extract): the caller picks one
   * and checks the full application with `resolveApp`.
   */
  args: (Sort | undefined)[];
}

/** Like matchPattern, but an index expression over still-unknown variables (`n+m`) is not a mismatch. */
function matchResult(p: SortPattern, actual: Sort, b: Bindings): boolean {
  switch (p.k) {
    case 'sort':
      return sortEquals(p.sort, actual);
    case 'var': {
      const bound = b[p.slot];
      if (bound === undefined) {
        b[p.slot] = actual;
        return true;
      }
      return typeof bound === 'object' && sortEquals(bound, actual);
    }
    case 'app': {
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
      for (let i = 0; i < p.args.length; i++) if (!matchResult(p.args[i]!, actual.args[i]!, b)) return false;
      return true;
    }
  }
}

/** Undefined when `sig` can never produce `result`; `indices` may pre-bind some of the operator's indices. */
export function unifyResult(
  sig: Signature,
  result: Sort,
  indices: readonly (number | undefined)[] = [],
): ResultUnification | undefined {
  const b: Bindings = new Array<Sort | number | undefined>(sig.slots).fill(undefined);
  for (let i = 0; i < sig.indices.length; i++) b[i] = indices[i];
  if (!matchResult(sig.result, result, b)) return undefined;
  let allBound = true;
  for (const v of b) if (v === undefined) allBound = false;
  if (allBound && !whereHolds(sig, b)) return undefined;
  return {
    indices: sig.indices.map((_, i) => b[i] as number | undefined),
    args: sig.args.map((p) => instantiate(p, b)),
  };
}
