// OpFuzz's operator classes, computed from the theory signature tables (never a hand-written list).
//
// The rule. At an occurrence `((_ f i…) a1 … an)` whose arguments have sorts S1 … Sn and whose own
// sort is R, operator g may replace f when
//   1. g, under the same indices, accepts n arguments of sorts S1 … Sn and returns exactly R
//      (resolved as the sort checker resolves it, so Int arguments may feed Real operators), and
//   2. g is in f's family at this arity: a *relation* family when the result is Bool, n ≥ 2 and the
//      signature takes all arguments at one sort pattern (=, distinct, <, bvult, fp.leq, str.prefixof,
//      and, or, xor, =>, set.subset …); otherwise the theory the signature belongs to.
// Rule 2 is what the paper's Fig. 5 reads as subtyping: `=`/`distinct` (A × … × A → Bool) can replace
// `>` (Fig. 4c), `div`/`mod` stay with the Int operators and `/` with the Real ones, while an operator
// of another theory that happens to accept the same sorts is not a candidate. The family is an
// equivalence, so every member of a class has the same class at the occurrence: a swap never changes
// which occurrences are mutation sites.
// Not swapped: `ite` (its first argument is a condition, not an operand), alias spellings
// (roundNearestTiesToEven for RNE), and user-declared functions (a theory operator never replaces
// one, nor the reverse: their meaning is the seed's, not a theory's).
import type { Index } from '../../smtlib/ast.js';
import { sortEquals, sortToString, type Sort } from '../../smtlib/sort.js';
import {
  allSignatures,
  resolveApp,
  resolveAppSort,
  type Signature,
  type TheoryName,
} from '../../smtlib/theories/index.js';
import type { DialectMask, Vocabulary } from '../../smtlib/dialect.js';
import { acceptsArgumentCount, isAliasName } from '../portable.js';

export interface OperatorClass {
  /** Names in signature-table order (the occurrence's own included unless it is an alias spelling). */
  readonly members: readonly string[];
  /** Who reads each member at the occurrence (parallel to `members`), see smtlib/dialect.ts. */
  readonly readers: readonly DialectMask[];
  /** The theory each member resolves to at the occurrence (parallel to `members`). */
  readonly theories: readonly TheoryName[];
  /** For reports: the family and the members, e.g. `relation{<=,<,>=,>,=,distinct}`. */
  readonly label: string;
}

const NEVER_SWAPPED = new Set(['ite']);

const CANDIDATE_NAMES: readonly string[] = [
  ...new Set(
    allSignatures()
      .filter((s) => s.introduce)
      .map((s) => s.name),
  ),
].filter((n) => !NEVER_SWAPPED.has(n) && !isAliasName(n));

function family(sig: Signature, arity: number): string {
  const first = sig.argText[0];
  const relation = sig.resultText === 'Bool' && arity >= 2 && sig.argText.every((a) => a === first);
  return relation ? 'relation' : sig.theory;
}

const cache = new Map<string, OperatorClass | null>();

/**
 * The class of an occurrence, or undefined when the operator has no partner (or is not a theory
 * operator). `qualified`: the occurrence is `(as f R)`, so candidates are resolved against R.
 */
export function operatorClass(
  name: string,
  indices: readonly Index[],
  argSorts: readonly Sort[],
  sort: Sort,
  qualified: boolean,
): OperatorClass | undefined {
  const key = `${name}|${indices.join(' ')}|${argSorts.map(sortToString).join(' ')}|${sortToString(sort)}|${qualified}`;
  let cls = cache.get(key);
  if (cls === undefined) {
    cls = computeClass(name, indices, argSorts, sort, qualified) ?? null;
    cache.set(key, cls);
  }
  return cls ?? undefined;
}

function computeClass(
  name: string,
  indices: readonly Index[],
  argSorts: readonly Sort[],
  sort: Sort,
  qualified: boolean,
): OperatorClass | undefined {
  if (NEVER_SWAPPED.has(name)) return undefined;
  const expected = qualified ? sort : undefined;
  const own = resolveApp(name, indices, argSorts, { expected });
  if (!own.ok || !own.signature || !sortEquals(own.sort, sort)) return undefined;
  const fam = family(own.signature, argSorts.length);
  const members: string[] = [];
  const readers: DialectMask[] = [];
  const theories: TheoryName[] = [];
  for (const candidate of CANDIDATE_NAMES) {
    if (!acceptsArgumentCount(candidate, argSorts.length)) continue;
    // Most candidates do not fit: rule them out without building resolveApp's error message.
    const fits = resolveAppSort(candidate, indices, argSorts, expected);
    if (!fits || !sortEquals(fits, sort)) continue;
    const r = resolveApp(candidate, indices, argSorts, { expected });
    // A form mutators never introduce (Z3's `(+ x)`) is no member, even where it resolves.
    if (!r.ok || !r.signature?.introduce) continue;
    if (sortEquals(r.sort, sort) && family(r.signature, argSorts.length) === fam) {
      members.push(candidate);
      readers.push(r.signature.dialects);
      theories.push(r.signature.theory);
    }
  }
  // An alias spelling (not itself a member) still has its class.
  if (members.filter((m) => m !== name).length === 0) return undefined;
  return { members, readers, theories, label: `${fam}{${members.join(',')}}` };
}

const inVocabulary = new WeakMap<OperatorClass, Map<string, readonly string[]>>();

/** The members a mutation keeping to `vocabulary` may introduce (all of them without one); cached. */
export function membersIn(cls: OperatorClass, vocabulary: Vocabulary | undefined): readonly string[] {
  if (!vocabulary) return cls.members;
  let byVocabulary = inVocabulary.get(cls);
  if (!byVocabulary) inVocabulary.set(cls, (byVocabulary = new Map()));
  const key = vocabulary.toString();
  let names = byVocabulary.get(key);
  if (!names) byVocabulary.set(key, (names = cls.members.filter((_, k) => vocabulary.accepts(cls.readers[k]!))));
  return names;
}
