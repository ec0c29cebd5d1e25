// The theory signature tables and the queries the checker and the mutators need:
// resolve an application, list operators by name or by theory, look up theory sort symbols.
import type { Index } from '../ast.js';
import { describeReaders, type Vocabulary } from '../dialect.js';
import { sortEquals, sortToString, type Sort } from '../sort.js';
import { BITVECTORS, bvLiteralSort, isBvLiteralName } from './bitvectors.js';
import { mismatchMessage } from './messages.js';
import { resolveSignatureSort, type ResolveOptions } from './resolve.js';
import type { FunctionSorts, Mismatch, ResolveContext } from './resolve-types.js';
import type { CompiledSortSymbol, Signature, Theory } from './signature.js';
import { LITERAL_FAMILIES, THEORIES } from './theory-list.js';

export type {
  ArityKind,
  CompiledSortSymbol,
  NatExpr,
  Signature,
  SortPattern,
  SortSymbol,
  Theory,
  TheoryName,
} from './signature.js';
export type { ResolveOptions, SignatureResult } from './resolve.js';
export type { Mismatch, FunctionSorts, ResolveContext } from './resolve-types.js';
export { resolveSignature, resolveSignatureSort } from './resolve.js';
export { isBvLiteralName, bvLiteralSort } from './bitvectors.js';
export { bitVecSort, floatSort, internSort } from './intern.js';
export { unifyResult, type ResultUnification } from './unify.js';
export { THEORIES } from './theory-list.js';

const ALL: readonly Signature[] = THEORIES.flatMap((t) => t.ops);
/** Z3's n-ary operators with one argument (`(+ x)`, pattern-text.ts): tried after every other signature. */
const late = (sig: Signature): boolean => !sig.introduce && sig.arity === 'fixed' && sig.args.length === 1;
const BY_NAME = new Map<string, Signature[]>();
for (const sig of [...ALL.filter((s) => !late(s)), ...ALL.filter(late)]) {
  const list = BY_NAME.get(sig.name);
  if (list) list.push(sig);
  else BY_NAME.set(sig.name, [sig]);
}
// A sort name may mean different sorts to different dialects (Z3's Set is an array to Bool).
const SORT_SYMBOLS = new Map<string, CompiledSortSymbol[]>();
for (const t of THEORIES) {
  for (const s of t.sorts) {
    const list = SORT_SYMBOLS.get(s.name);
    if (list) list.push(s);
    else SORT_SYMBOLS.set(s.name, [s]);
  }
}
const NONE: readonly Signature[] = [];
const BV_LITERAL_READERS = BITVECTORS.dialects;

export function allSignatures(): readonly Signature[] {
  return ALL;
}

/** The signatures of `name`: its table entries, or the literal family it belongs to (`ff3`, `ff-1`). */
export function signaturesNamed(name: string): readonly Signature[] {
  return BY_NAME.get(name) ?? familyOf(name) ?? NONE;
}

function familyOf(name: string): readonly Signature[] | undefined {
  // On the hot path for every user symbol: the prefix test rules most names out without a regex.
  for (const f of LITERAL_FAMILIES) if (name.startsWith(f.prefix) && f.pattern.test(name)) return f.signatures;
  return undefined;
}

export function theoryNamed(name: string): Theory | undefined {
  return THEORIES.find((t) => t.name === name);
}

/** Arithmetic's function symbols in every dialect (Ints, Reals, Reals_Ints): only a logic with arithmetic reads them. */
export const ARITHMETIC_SYMBOLS: ReadonlySet<string> = new Set(
  (['Ints', 'Reals', 'Reals_Ints'] as const).flatMap((n) => theoryNamed(n)?.ops.map((o) => o.name) ?? []),
);

/** A theory operator name (including the `bvN` literal family)? */
export function isTheorySymbol(name: string): boolean {
  return BY_NAME.has(name) || isBvLiteralName(name) || familyOf(name) !== undefined;
}

/** Does a sort symbol take `nargs` sort arguments? */
const takes = (s: CompiledSortSymbol, nargs: number): boolean =>
  s.args === 'any' || (typeof s.args === 'number' ? s.args === nargs : nargs >= s.args.atLeast);

/**
 * Who reads the sort symbol `name` in any of its meanings (for messages); given `nargs`, in the meanings that
 * take that many arguments (Z3 alone reads `(Array I J E)`).
 */
export function theorySortReaders(name: string, nargs?: number): number {
  const list = SORT_SYMBOLS.get(name) ?? [];
  const fitting = nargs === undefined ? [] : list.filter((s) => takes(s, nargs));
  return (fitting.length > 0 ? fitting : list).reduce((m, s) => m | s.dialects, 0);
}

/**
 * The theory sort symbol `name` means to the vocabulary (the first table's, without one); with `nargs`,
 * a meaning that takes that many arguments comes first.
 */
export function theorySortSymbol(
  name: string,
  vocabulary?: Vocabulary,
  nargs?: number,
): CompiledSortSymbol | undefined {
  const list = SORT_SYMBOLS.get(name);
  if (!list) return undefined;
  if (list.length === 1) return list[0];
  // On the path of every sort written: no arrays are built here.
  let fitting: CompiledSortSymbol | undefined;
  for (const s of list) {
    if (nargs !== undefined && !takes(s, nargs)) continue;
    if (!vocabulary || vocabulary.accepts(s.dialects)) return s;
    fitting ??= s;
  }
  return fitting ?? (vocabulary && list.find((s) => vocabulary.accepts(s.dialects))) ?? list[0];
}

/**
 * Theory operators named as a function index (`(_ map and)`, `(_ nullable.lift +)`): their sort at
 * the domain the arguments fixed.
 */
export function theoryFunctionSorts(vocabulary?: Vocabulary): FunctionSorts {
  return (name, domain) => {
    if (!domain) return [];
    const r = resolveAppSort(name, [], domain, undefined, true, vocabulary);
    return r ? [{ name: '->', indices: [], args: [...domain, r] }] : [];
  };
}

export type AppResolution =
  | { ok: true; sort: Sort; signature: Signature | undefined }
  | { ok: false; message: string; unknown: boolean; dialect?: boolean };

/**
 * The hot path of `resolveApp`: the result sort, or undefined when the application is ill-sorted
 * (call `resolveApp` then for the message). Allocates nothing beyond a result sort. A `vocabulary`
 * leaves out the operators its dialects do not read.
 */
export function resolveAppSort(
  name: string,
  indices: readonly Index[],
  argSorts: readonly Sort[],
  expected: Sort | undefined,
  strict = false,
  vocabulary?: Vocabulary,
  context?: ResolveContext,
): Sort | undefined {
  const sigs = BY_NAME.get(name) ?? familyOf(name);
  if (!sigs) {
    if (!isBvLiteralName(name) || argSorts.length !== 0) return undefined;
    if (vocabulary && !vocabulary.accepts(BV_LITERAL_READERS)) return undefined;
    const s = bvLiteralSort(name, indices);
    return typeof s === 'string' || (expected && !sortEquals(expected, s)) ? undefined : s;
  }
  for (let i = 0; i < sigs.length; i++) {
    const sig = sigs[i]!;
    if (vocabulary && !vocabulary.accepts(sig.dialects)) continue;
    const r = resolveSignatureSort(sig, indices, argSorts, expected, strict, context ?? defaultContext(sig));
    if (typeof r !== 'string') return r;
  }
  return undefined;
}

const theoryOnly: ResolveContext = { functionSorts: theoryFunctionSorts() };
const defaultContext = (sig: Signature): ResolveContext | undefined => (sig.general ? theoryOnly : undefined);

export interface AppOptions extends ResolveOptions {
  vocabulary?: Vocabulary | undefined;
}

/**
 * The sort of `(name args…)` (or `((_ name indices…) args…)`, `((as name S) args…)`) over the theory
 * tables, or a message saying why it is ill-sorted. `unknown` is true when no theory has the name;
 * `dialect` when only a dialect outside the vocabulary reads the application.
 */
export function resolveApp(
  name: string,
  indices: readonly Index[],
  argSorts: readonly Sort[],
  options: AppOptions = {},
): AppResolution {
  const strict = options.strict === true;
  const vocabulary = options.vocabulary;
  const sigs = BY_NAME.get(name) ?? familyOf(name);
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
  let outside: Signature | undefined;
  for (const sig of sigs) {
    const context = options.context ?? defaultContext(sig);
    const r = resolveSignatureSort(sig, indices, argSorts, options.expected, strict, context);
    if (vocabulary && !vocabulary.accepts(sig.dialects)) {
      if (typeof r !== 'string') outside ??= sig;
      continue;
    }
    if (typeof r !== 'string') return { ok: true, sort: r, signature: sig };
    failures.push({ sig, why: r });
  }
  if (vocabulary && (outside || failures.length === 0)) {
    const readers = outside?.dialects ?? sigs.reduce((m, s) => m | s.dialects, 0);
    const what =
      failures.length === 0
        ? `'${name}'`
        : argSorts.length === 0
          ? `'${indices.length ? `(_ ${name} ${indices.join(' ')})` : name}'`
          : `'${name}' on ${argSorts.map(sortToString).join(', ')}`;
    const message = `${what} is not in the ${vocabulary.describe()} dialect (${describeReaders(readers)})`;
    return { ok: false, message, unknown: false, dialect: true };
  }
  const message = mismatchMessage(name, indices, argSorts, options.expected, failures);
  return { ok: false, message, unknown: false };
}
