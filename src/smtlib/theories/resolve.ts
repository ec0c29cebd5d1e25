// Resolving one application `(f args…)` against one signature: arity kind, indices, argument
// sorts, side conditions, and the `(as f S)` result sort.
import type { Index } from '../ast.js';
import { sortEquals, type Sort } from '../sort.js';
import { resolveGeneral } from './general.js';
import { instantiate, matchPattern, whereHolds, type Bindings } from './match.js';
import type { Mismatch, ResolveContext } from './resolve-types.js';
import type { Signature } from './signature.js';

export type SignatureResult = { ok: true; sort: Sort } | { ok: false; why: Mismatch };

export interface ResolveOptions {
  /** The sort required by `(as f S)`; it also fixes variables the arguments leave open (`(as const (Array Int Int))`). */
  expected?: Sort | undefined;
  /** Exact sorts only: no Int→Real coercion (what a mutator needs to stay well-sorted in every solver). */
  strict?: boolean | undefined;
  /** Resolves function-symbol and sort indices; without it only theory operators can be named there. */
  context?: ResolveContext | undefined;
}

// Resolution never re-enters itself, so one scratch array serves every call without allocating.
const scratch: Bindings = new Array<Bindings[number]>(64).fill(undefined);

/** Binds the operator's numeral indices (they take the first slots, see `op`); false when they do not fit. */
function bindIndices(sig: Signature, indices: readonly Index[], b: Bindings): boolean {
  if (indices.length !== sig.indices.length) return false;
  for (let i = 0; i < indices.length; i++) {
    const v = indices[i];
    if (typeof v !== 'number') return false;
    b[i] = v;
  }
  for (let i = indices.length; i < sig.slots; i++) b[i] = undefined;
  return true;
}

function resetFrom(b: Bindings, from: number, to: number): void {
  for (let i = from; i < to; i++) b[i] = undefined;
}

function finish(sig: Signature, b: Bindings, expected: Sort | undefined): Sort | Mismatch {
  if (sig.where.length && !whereHolds(sig, b)) return 'where';
  if (expected && !matchPattern(sig, sig.result, expected, b, true)) return 'result';
  return instantiate(sig.result, b) ?? 'underdetermined';
}

/** One binary step of a fold: `(f left right)`. */
function step(
  sig: Signature,
  b: Bindings,
  nIndices: number,
  left: Sort,
  right: Sort,
  strict: boolean,
): Sort | Mismatch {
  resetFrom(b, nIndices, sig.slots);
  if (!matchPattern(sig, sig.args[0]!, left, b, strict)) return 'sorts';
  if (!matchPattern(sig, sig.args[1]!, right, b, strict)) return 'sorts';
  return finish(sig, b, undefined);
}

/** The allocation-free core: the result sort, or why the signature does not apply. */
export function resolveSignatureSort(
  sig: Signature,
  indices: readonly Index[],
  argSorts: readonly Sort[],
  expected: Sort | undefined,
  strictOption: boolean,
  context?: ResolveContext,
): Sort | Mismatch {
  const b = scratch;
  const strict = strictOption || sig.exact;
  if (sig.general) return resolveGeneral(sig, indices, argSorts, expected, strict, b, context);
  if (!bindIndices(sig, indices, b)) return 'indices';
  const n = argSorts.length;
  switch (sig.arity) {
    case 'fixed': {
      if (n !== sig.args.length) return 'arity';
      for (let i = 0; i < n; i++) if (!matchPattern(sig, sig.args[i]!, argSorts[i]!, b, strict)) return 'sorts';
      if (sig.resultArg >= 0 && !expected && sig.where.length === 0) return argSorts[sig.resultArg]!;
      return finish(sig, b, expected);
    }
    case 'chainable':
    case 'pairwise': {
      if (n < sig.minArgs) return 'arity';
      // One binding for all arguments: every pair must agree, so all arguments share the pattern's sort.
      for (let i = 0; i < n; i++) {
        if (!matchPattern(sig, sig.args[i === 0 ? 0 : 1]!, argSorts[i]!, b, strict)) return 'sorts';
      }
      return finish(sig, b, expected);
    }
    case 'left-assoc':
    case 'right-assoc': {
      if (n < sig.minArgs || n === 0) return 'arity';
      if (n === 1) {
        if (!matchPattern(sig, sig.args[0]!, argSorts[0]!, b, strict)) return 'sorts';
        return finish(sig, b, expected);
      }
      const k = indices.length;
      let acc: Sort | Mismatch;
      if (sig.arity === 'left-assoc') {
        acc = argSorts[0]!;
        for (let i = 1; i < n; i++) {
          acc = step(sig, b, k, acc, argSorts[i]!, strict);
          if (typeof acc === 'string') return acc;
        }
      } else {
        acc = argSorts[n - 1]!;
        for (let i = n - 2; i >= 0; i--) {
          acc = step(sig, b, k, argSorts[i]!, acc, strict);
          if (typeof acc === 'string') return acc;
        }
      }
      return !expected || sortEquals(acc, expected) ? acc : 'result';
    }
  }
}

export function resolveSignature(
  sig: Signature,
  indices: readonly Index[],
  argSorts: readonly Sort[],
  options: ResolveOptions = {},
): SignatureResult {
  const r = resolveSignatureSort(sig, indices, argSorts, options.expected, options.strict === true, options.context);
  return typeof r === 'string' ? { ok: false, why: r } : { ok: true, sort: r };
}
