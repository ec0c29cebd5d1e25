// The theory signature tables and the queries the checker and the mutators need:
// resolve an application, list operators by name or by theory, look up theory sort symbols.
import type { Index } from '../ast.js';
import { sortEquals, sortToString, type Sort } from '../sort.js';
import { ARRAYS } from './arrays.js';
import { BITVECTORS, bvLiteralSort, isBvLiteralName } from './bitvectors.js';
import { CORE } from './core.js';
import { FLOATING_POINT } from './floating-point.js';
import { INTS } from './ints.js';
import { mismatchMessage } from './messages.js';
import { REALS } from './reals.js';
import { REALS_INTS } from './reals-ints.js';
import { resolveSignatureSort, type Mismatch, type ResolveOptions } from './resolve.js';
import { SEQUENCES } from './sequences.js';
import { SETS } from './sets.js';
import type { Signature, SortSymbol, Theory } from './signature.js';
import { STRINGS } from './strings.js';

export type { ArityKind, NatExpr, Signature, SortPattern, SortSymbol, Theory, TheoryName } from './signature.js';
export type { ResolveOptions, SignatureResult, Mismatch } from './resolve.js';
export { resolveSignature, resolveSignatureSort } from './resolve.js';
export { isBvLiteralName, bvLiteralSort } from './bitvectors.js';
export { bitVecSort, floatSort, internSort } from './intern.js';
export { unifyResult, type ResultUnification } from './unify.js';

/** Ints before Reals: an all-Int `(+ 1 2)` resolves to Int, a mixed one falls through to Real. */
export const THEORIES: readonly Theory[] = [
  CORE,
  INTS,
  REALS,
  REALS_INTS,
  BITVECTORS,
  FLOATING_POINT,
  STRINGS,
  ARRAYS,
  SEQUENCES,
  SETS,
];

const ALL: readonly Signature[] = THEORIES.flatMap((t) => t.ops);
const BY_NAME = new Map<string, Signature[]>();
for (const sig of ALL) {
  const list = BY_NAME.get(sig.name);
  if (list) list.push(sig);
  else BY_NAME.set(sig.name, [sig]);
}
const SORT_SYMBOLS = new Map<string, SortSymbol>(THEORIES.flatMap((t) => t.sorts.map((s) => [s.name, s] as const)));
const NONE: readonly Signature[] = [];

export function allSignatures(): readonly Signature[] {
  return ALL;
}

export function signaturesNamed(name: string): readonly Signature[] {
  return BY_NAME.get(name) ?? NONE;
}

/** A theory operator name (including the `bvN` literal family)? */
export function isTheorySymbol(name: string): boolean {
  return BY_NAME.has(name) || isBvLiteralName(name);
}

export function theorySortSymbol(name: string): SortSymbol | undefined {
  return SORT_SYMBOLS.get(name);
}

export type AppResolution =
  { ok: true; sort: Sort; signature: Signature | undefined } | { ok: false; message: string; unknown: boolean };

/**
 * The hot path of `resolveApp`: the result sort, or undefined when the application is ill-sorted
 * (call `resolveApp` then for the message). Allocates nothing beyond a result sort.
 */
export function resolveAppSort(
  name: string,
  indices: readonly Index[],
  argSorts: readonly Sort[],
  expected: Sort | undefined,
  strict = false,
): Sort | undefined {
  const sigs = BY_NAME.get(name);
  if (!sigs) {
    if (!isBvLiteralName(name) || argSorts.length !== 0) return undefined;
    const s = bvLiteralSort(name, indices);
    return typeof s === 'string' || (expected && !sortEquals(expected, s)) ? undefined : s;
  }
  for (let i = 0; i < sigs.length; i++) {
    const r = resolveSignatureSort(sigs[i]!, indices, argSorts, expected, strict);
    if (typeof r !== 'string') return r;
  }
  return undefined;
}

/**
 * The sort of `(name args…)` (or `((_ name indices…) args…)`, `((as name S) args…)`) over the theory
 * tables, or a message saying why it is ill-sorted. `unknown` is true when no theory has the name.
 */
export function resolveApp(
  name: string,
  indices: readonly Index[],
  argSorts: readonly Sort[],
  options: ResolveOptions = {},
): AppResolution {
  const strict = options.strict === true;
  const sigs = BY_NAME.get(name);
  if (!sigs) {
    if (isBvLiteralName(name) && argSorts.length === 0) {
      const s = bvLiteralSort(name, indices);
      if (typeof s === 'string') return { ok: false, message: s, unknown: false };
      if (options.expected && !sortEquals(options.expected, s)) {
        const message = `(_ ${name} ${indices.join(' ')}) cannot have sort ${sortToString(options.expected)}`;
        return { ok: false, message, unknown: false };
      }
      return { ok: true, sort: s, signature: undefined };
    }
    return { ok: false, message: `unknown symbol '${name}'`, unknown: true };
  }
  const failures: { sig: Signature; why: Mismatch }[] = [];
  for (const sig of sigs) {
    const r = resolveSignatureSort(sig, indices, argSorts, options.expected, strict);
    if (typeof r !== 'string') return { ok: true, sort: r, signature: sig };
    failures.push({ sig, why: r });
  }
  const message = mismatchMessage(name, indices, argSorts, options.expected, failures);
  return { ok: false, message, unknown: false };
}
