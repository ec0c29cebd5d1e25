// From one verdict per release to the range a person acts on: the last good and first bad release of a
// regression, or the last bad and first fixed release of an old bug. Only `good` and `bad` decide; a release
// that refused the lane's options, could not be run, or gave no usable answer sits inside whatever range it
// falls in and is listed with its verdict. A range says only what was measured: given the releases that exist,
// the ones between its two ends that were not run (or did not decide) are named, and the range is only "first
// bad 4.10.0" when no release lies between the last good and it.
import { compareVersions, sortVersions } from '../solvers/versions.js';

/**
 * good: the release runs the finding without showing it; bad: it shows it; not-applicable: it refused the
 * lane's options, or the input as outside what it supports (`refuses the input: <its words>`); inconclusive: it
 * timed out, answered unknown, or misbehaved otherwise; unavailable: it could not be loaded.
 */
export type BisectVerdict = 'good' | 'bad' | 'not-applicable' | 'inconclusive' | 'unavailable';

export interface VersionVerdict {
  version: string;
  verdict: BisectVerdict;
  /** What the substituted lane(s) did: `sat`, `timeout`, `crash: …`, `refused smt.x=1: …`. */
  detail: string;
}

export type BisectRange =
  /** `unchecked`: releases between the two ends that did not decide (absent when none, or none are known). */
  | { kind: 'regression'; lastGood: string; firstBad: string; unchecked?: string[]; text: string }
  | { kind: 'fixed'; lastBad: string; firstGood: string; unchecked?: string[]; text: string }
  /** Bad on every release that decided. */
  | { kind: 'always'; text: string }
  /** Good on every release that decided. */
  | { kind: 'never'; text: string }
  /** Good and bad alternate more than once (a flaky finding, or a bug fixed and brought back). */
  | { kind: 'mixed'; transitions: { from: string; to: string; verdict: 'good' | 'bad' }[]; text: string }
  /** No release decided. */
  | { kind: 'undecided'; text: string };

/** The releases of `known` strictly between `from` and `to` that did not decide. */
function between(from: string, to: string, known: readonly string[], decided: ReadonlySet<string>): string[] {
  return sortVersions(known).filter(
    (v) => compareVersions(v, from) > 0 && compareVersions(v, to) < 0 && !decided.has(v),
  );
}

/** "between A and B; N releases between them were not checked (…)", or the exact edge when none lie between. */
function edge(
  from: { version: string; said: string },
  to: { version: string; said: string },
  unchecked: readonly string[],
): string {
  if (unchecked.length === 0) return `${from.said} ${from.version}, ${to.said} ${to.version}`;
  const list = unchecked.length <= 4 ? unchecked.join(', ') : `${unchecked[0]} … ${unchecked[unchecked.length - 1]}`;
  const n = unchecked.length === 1 ? '1 release' : `${unchecked.length} releases`;
  return `between ${from.version} (${from.said}) and ${to.version} (${to.said}); ${n} between them not checked (${list})`;
}

/**
 * The range the verdicts show. `known`: every release there is (npm's list), so the range can name those it did
 * not measure; without it the range speaks only of the releases that were run.
 */
export function bisectRange(verdicts: readonly VersionVerdict[], known: readonly string[] = []): BisectRange {
  const decided = [...verdicts]
    .sort((a, b) => compareVersions(a.version, b.version))
    .filter((v): v is VersionVerdict & { verdict: 'good' | 'bad' } => v.verdict === 'good' || v.verdict === 'bad');
  const first = decided[0];
  const last = decided[decided.length - 1];
  if (!first || !last) return { kind: 'undecided', text: 'no release decided (see the verdicts)' };
  const transitions = decided.slice(1).flatMap((v, i) => {
    const before = decided[i]!;
    return v.verdict === before.verdict ? [] : [{ from: before.version, to: v.version, verdict: v.verdict }];
  });
  const span = `${first.version} … ${last.version}`;
  if (transitions.length === 0)
    return first.verdict === 'bad'
      ? { kind: 'always', text: `shows on every release that decided (${span})` }
      : { kind: 'never', text: `shows on no release that decided (${span})` };
  if (transitions.length > 1)
    return {
      kind: 'mixed',
      transitions,
      text: `good and bad alternate: ${transitions.map((t) => `${t.from} → ${t.to} ${t.verdict}`).join(', ')}`,
    };
  const t = transitions[0]!;
  const unchecked = between(t.from, t.to, known, new Set(decided.map((v) => v.version)));
  const gap = unchecked.length ? { unchecked } : {};
  return t.verdict === 'bad'
    ? {
        kind: 'regression',
        lastGood: t.from,
        firstBad: t.to,
        ...gap,
        text: `regression: ${edge({ version: t.from, said: 'last good' }, { version: t.to, said: 'first bad' }, unchecked)}`,
      }
    : {
        kind: 'fixed',
        lastBad: t.from,
        firstGood: t.to,
        ...gap,
        text: `fixed: ${edge({ version: t.from, said: 'last bad' }, { version: t.to, said: 'first fixed' }, unchecked)}`,
      };
}

/** What a finding record keeps of a bisection (`Finding.bisect`). */
export interface Bisection {
  range: BisectRange;
  /** One per release, oldest first. */
  verdicts: VersionVerdict[];
  /** ISO time. */
  at: string;
  /** The lanes a release was substituted for, and the reference lanes kept as they ran. */
  varied: string[];
  kept: string[];
  /** Why those lanes were varied. */
  why: string;
  /**
   * Set when the range was measured on another formula than its record's: the finding before reduction (its id and
   * size), carried over to the reduced record (reduction.ts).
   */
  measuredOn?: { id: string; bytes: number };
}
