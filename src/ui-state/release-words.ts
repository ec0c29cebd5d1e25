// What the page says of a finding against the solver's releases, in words a student follows: its check on the newest
// release (finding/live-verdict.ts keeps the record's own line, which the CLI and the reports print) and its bisection
// range (finding/bisect-range.ts), which here names how many releases were run and how many between them were not.
import type { Bisection } from '../finding/bisect-range.js';
import type { LiveCheck } from '../finding/live-verdict.js';
import type { Finding } from '../finding/record.js';
import { misbehavingFamilies } from '../finding/suspect-lanes.js';
import { laneTitle, versionOf } from '../solvers/lane-spec.js';
import { compareVersions, sortVersions } from '../solvers/versions.js';
import { KNOWN_Z3_RELEASES } from '../solvers/z3/bundled.js';

/**
 * A finding's check on the newest release: a fixed one says which release no longer shows it and what the finding
 * was found on (never "fixed by" a release that was itself among them: which release fixed it is Bisect's question);
 * the other verdicts keep the record's line.
 */
export function liveWords(live: LiveCheck): string {
  if (live.verdict !== 'fixed') return live.text;
  const newest = live.checks?.find((c) => live.release !== undefined && versionOf(c.lane) === live.release)?.title;
  if (!newest) return live.text;
  const found = live.seenOn.length ? ` (found on ${live.seenOn.join(' and ')})` : '';
  return `no longer shows on ${newest}, the newest release${found}`;
}

/**
 * What the page says while a finding waits for its check on the newest release: the solvers the live check runs
 * (misbehavingFamilies: those of its lanes; for an unknown, the one that gave up), so a CVC5 crash is not said to be
 * checked on Z3.
 */
export function checkingWords(f: Pick<Finding, 'kind' | 'lanes'>): string {
  const families = misbehavingFamilies(f).map((x) => laneTitle(x));
  return families.length === 0
    ? 'checking on the newest releases…'
    : `checking on the newest ${families.join(' and ')} ${families.length === 1 ? 'release' : 'releases'}…`;
}

const releases = (n: number): string => (n === 1 ? '1 release' : `${n} releases`);

/**
 * A bisection's range for the page: the range's own words, and when it is the same on every release run ("always
 * bad", "never bad") how many were run and how many releases between the oldest and newest run were not, so a range
 * of two releases does not read as a measurement of all. `known`: every release there is (npm's list).
 */
export function rangeWords(
  b: Pick<Bisection, 'range' | 'verdicts'>,
  known: readonly string[] = KNOWN_Z3_RELEASES,
): string {
  const range = b.range;
  if (range.kind !== 'always' && range.kind !== 'never') return range.text;
  const run = sortVersions(b.verdicts.filter((v) => v.verdict === 'good' || v.verdict === 'bad').map((v) => v.version));
  const first = run[0];
  const last = run[run.length - 1];
  if (first === undefined || last === undefined) return range.text;
  const ran = new Set(b.verdicts.map((v) => v.version));
  const notRun = known.filter(
    (v) => compareVersions(v, first) > 0 && compareVersions(v, last) < 0 && !ran.has(v),
  ).length;
  const what = range.kind === 'always' ? 'always bad' : 'never bad';
  const gap = notRun > 0 ? `; ${releases(notRun)} between them not run` : '';
  return `${what} on the ${run.length === 1 ? 'one release' : `${run.length} releases`} run (${run.join(', ')}${gap})`;
}
