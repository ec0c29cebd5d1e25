// Bisection of a playground finding over the Z3 releases the page ships (handover/bisect.ts `bisectStep`, the same
// step as `smtplay bisect` and `triage`, which fetch any release from npm; on the reduced formula when there is one): one verdict per release as it comes in, cancel, and
// the finding with its range (stored, and carried by its GitHub issue text and bundle).
// Environment-neutral (a RunLane in, plain view objects out), so it is tested in Node.
import { bisectStep, measuredText } from '../handover/bisect.js';
import type { Bisection, VersionVerdict } from '../finding/bisect-range.js';
import type { Finding } from '../finding/record.js';
import type { RunLane } from '../solvers/runner.js';
import { sortVersions } from '../solvers/versions.js';
import { BUNDLED_Z3, KNOWN_Z3_RELEASES } from '../solvers/z3/bundled.js';
import { misbehavingLanes } from '../finding/suspect-lanes.js';
import { familyOf } from '../solvers/lane-spec.js';

export type BisectPhase = 'running' | 'done' | 'failed' | 'cancelled';

export interface BisectView {
  /** The finding bisected (its id). */
  findingId: string;
  phase: BisectPhase;
  /** The releases tried, oldest first. */
  versions: string[];
  /** One per release answered so far. */
  verdicts: VersionVerdict[];
  /** Once done: the range, the lanes varied and kept (also in `finding.bisect`). */
  bisection?: Bisection;
  /**
   * The finding with its bisection, once done: kept in its reduced record when it has one (the record a report is
   * about), else in the finding itself (handover/bisect.ts `bisectStep`).
   */
  finding?: Finding;
  /** Which formula was measured: `measured on the reduced formula (84 bytes)`. */
  measured?: string;
  /** Which record the range belongs to (finding/keep.ts `keptBisection`). */
  measuredOn?: 'reduced' | 'found';
  message?: string;
}

/** Where to go for releases the page does not ship. */
export const MORE_RELEASES =
  'smtplay bisect FINDING_DIR runs any release on npm; a page built with SMTPLAY_Z3_RELEASES=… ships more';

/**
 * What a range leaves unmeasured, in words: the releases between its two ends this page did not run (it ships only
 * some), and where they are checked. Undefined when the range is exact (no release lies between its ends).
 */
export function gapText(b: Pick<Bisection, 'range'>): string | undefined {
  const range = b.range;
  if ((range.kind !== 'regression' && range.kind !== 'fixed') || !range.unchecked?.length) return undefined;
  const [from, to] = range.kind === 'regression' ? [range.lastGood, range.firstBad] : [range.lastBad, range.firstGood];
  const n = range.unchecked.length;
  // Halving the gap is the next step; naming every release makes a setting nobody types.
  const middle = range.unchecked[Math.floor((n - 1) / 2)]!;
  return (
    `Measured between Z3 ${from} and ${to} only: ${n === 1 ? 'the release' : `the ${n} releases`} between them ` +
    `${n === 1 ? 'was' : 'were'} not checked in this page. \`smtplay bisect\` checks them (it fetches any release from ` +
    `npm); a page built with SMTPLAY_Z3_RELEASES naming them runs them here ` +
    `(e.g. SMTPLAY_Z3_RELEASES=${sortVersions([from, middle, to]).reverse().join(',')}).`
  );
}

/**
 * Whether Bisect can run on a finding in this page, or why not (the button is then absent and this is said instead):
 * it varies the lane that misbehaved over the Z3 releases the page ships, so it needs a Z3 lane among those that
 * misbehaved and two releases. A CVC5 finding has nothing to vary: the page has one CVC5 build.
 */
export function bisectOffer(
  f: Pick<Finding, 'kind' | 'lanes'>,
  releases: readonly string[] = BUNDLED_Z3.map((z) => z.version),
): { ok: true } | { ok: false; why: string } {
  const misbehaving = misbehavingLanes(f);
  if (!misbehaving.some((l) => familyOf(l) === 'z3'))
    return {
      ok: false,
      why: 'No bisection here: it compares Z3 releases, and only CVC5 misbehaved (this page has one CVC5 build, nothing to compare it with).',
    };
  if (releases.length < 2)
    return { ok: false, why: `No bisection here: this page ships ${releases.length} Z3 release (${MORE_RELEASES}).` };
  return { ok: true };
}

class Cancelled extends Error {}

export class BisectSession {
  private readonly abort = new AbortController();
  view: BisectView;

  constructor(
    private readonly finding: Finding,
    versions: readonly string[],
    private readonly onView: (view: BisectView) => void = () => undefined,
  ) {
    this.view = { findingId: finding.id, phase: 'running', versions: sortVersions(versions), verdicts: [] };
  }

  private set(patch: Partial<BisectView>): BisectView {
    this.view = { ...this.view, ...patch };
    this.onView(this.view);
    return this.view;
  }

  /** Stops after the runs in flight; `run` then resolves with phase `cancelled`. */
  cancel(): void {
    this.abort.abort();
  }

  async run(lanesRun: RunLane): Promise<BisectView> {
    const f = this.finding;
    if (this.view.versions.length < 2)
      return this.set({
        phase: 'failed',
        message: `this page ships ${this.view.versions.length} Z3 release(s): nothing to bisect (${MORE_RELEASES})`,
      });
    const signal = this.abort.signal;
    const done = await bisectStep(f, {
      versions: this.view.versions,
      known: KNOWN_Z3_RELEASES,
      run: (lane, text, options) => {
        if (signal.aborted) throw new Cancelled('cancelled');
        return lanesRun(lane, text, options);
      },
      onVerdict: (v) => {
        if (!signal.aborted) this.set({ verdicts: [...this.view.verdicts, v] });
      },
    });
    if (signal.aborted) return this.set({ phase: 'cancelled', message: 'cancelled: no range recorded' });
    const measured = `measured on ${measuredText(done)}`;
    if (!done.ok) return this.set({ phase: 'failed', message: `nothing to bisect: ${done.reason}`, measured });
    const bisection = done.bisection;
    return this.set({
      phase: 'done',
      verdicts: bisection.verdicts,
      bisection,
      measured,
      measuredOn: done.on,
      finding: done.finding,
    });
  }
}
