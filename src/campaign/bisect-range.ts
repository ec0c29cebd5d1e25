// From one verdict per release to the range a person acts on: the last good and first bad release of a
// regression, or the last bad and first fixed release of an old bug. Only `good` and `bad` decide; a release
// that refused the lane's options, could not be run, or gave no usable answer sits inside whatever range it
// falls in and is listed with its verdict.
import { compareVersions } from '../solvers/versions.js';

/**
 * good: the release runs the finding without showing it; bad: it shows it; not-applicable: it refused the
 * lane's options; inconclusive: it timed out, answered unknown, or misbehaved otherwise; unavailable: it could
 * not be loaded.
 */
export type BisectVerdict = 'good' | 'bad' | 'not-applicable' | 'inconclusive' | 'unavailable';

export interface VersionVerdict {
  version: string;
  verdict: BisectVerdict;
  /** What the substituted lane(s) did: `sat`, `timeout`, `crash: …`, `refused smt.x=1: …`. */
  detail: string;
}

export type BisectRange =
  | { kind: 'regression'; lastGood: string; firstBad: string; text: string }
  | { kind: 'fixed'; lastBad: string; firstGood: string; text: string }
  /** Bad on every release that decided. */
  | { kind: 'always'; text: string }
  /** Good on every release that decided. */
  | { kind: 'never'; text: string }
  /** Good and bad alternate more than once (a flaky finding, or a bug fixed and brought back). */
  | { kind: 'mixed'; transitions: { from: string; to: string; verdict: 'good' | 'bad' }[]; text: string }
  /** No release decided. */
  | { kind: 'undecided'; text: string };

export function bisectRange(verdicts: readonly VersionVerdict[]): BisectRange {
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
  return t.verdict === 'bad'
    ? {
        kind: 'regression',
        lastGood: t.from,
        firstBad: t.to,
        text: `regression: last good ${t.from}, first bad ${t.to}`,
      }
    : { kind: 'fixed', lastBad: t.from, firstGood: t.to, text: `fixed: last bad ${t.from}, first fixed ${t.to}` };
}
