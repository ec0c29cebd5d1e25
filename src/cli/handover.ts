// A finding made ready to hand over, the same for `smtplay report` (one folder) and `smtplay triage` (a merge's new
// findings): reduced through the one pipeline (handover/reduce.ts) unless it already was, its reduced record
// live-checked on the newest release of its solver (handover/live-check.ts, cli/newest.ts) and, when asked, bisected over releases
// (handover/bisect.ts); the results are kept in the record (Finding.reduction, .live, .bisect, .state), so the work
// is never done twice nor lost. Runs outside the reduction start a solver per run and keep outcomes on disk
// (outcome-cache.ts), as `smtplay bisect` does.
import { bisect } from '../handover/bisect.js';
import { lanesOf } from '../handover/finding-lanes.js';
import { stateAfterLiveCheck } from '../finding/state.js';
import type { Finding, KeptReduction } from '../finding/record.js';
import { liveCheck } from '../handover/live-check.js';
import { reportedRecord } from '../finding/reduction.js';
import { baseLaneId } from '../finding/options.js';
import { planFor } from '../oracles/index.js';
import { reduceFinding, unreducedKey, type FindingReduceProgress } from '../handover/reduce.js';
import type { RunLane } from '../solvers/runner.js';
import { resolveLanes } from './lanes.js';
import { checkLanesAnswer } from './lane-start.js';
import { oneShotRunLane } from './lane-runner.js';
import type { NewestAtHand } from './newest.js';
import { cachedRunLane } from './outcome-cache.js';
import { withPool } from './pool.js';

export interface ReduceSettings {
  jobs: number;
  /** Stops the reduction at this many ms (what was reached is re-checked and kept). */
  capMs?: number;
  onProgress?: (p: FindingReduceProgress) => void;
}

/** Reduced already: a reduced record itself, or one that keeps its reduction. */
export const isReduced = (f: Finding): boolean => f.origin === 'reduced' || f.reduction !== undefined;

/**
 * The finding reduced through the pipeline, on a pool of its base lanes, as kept in its record. A lane that cannot
 * run here is the caller's to report (resolveLanes and checkLanesAnswer throw a UsageError).
 */
export async function reduceKept(finding: Finding, settings: ReduceSettings): Promise<KeptReduction> {
  const at = new Date().toISOString();
  const bases = [...new Set(lanesOf(finding).map((id) => baseLaneId(id, finding.solverOptions)))];
  const lanes = await resolveLanes(bases);
  const done = await withPool(lanes, settings.jobs, async (run, started) => {
    await checkLanesAnswer(lanes, started, run);
    return reduceFinding(finding, run, {
      jobs: settings.jobs,
      ...(settings.capMs !== undefined ? { signal: AbortSignal.timeout(settings.capMs) } : {}),
      ...(settings.onProgress ? { onProgress: settings.onProgress } : {}),
    });
  });
  if (!done.ok) {
    const why =
      done.stage === 'golden'
        ? `it does not reproduce: ${done.reason}`
        : done.stage === 'cancelled'
          ? 'the time for reducing ran out before it began'
          : done.reason;
    return { key: unreducedKey(finding), failed: why, at };
  }
  const r = done.reduction;
  if (!r.reduced) return { key: r.key, failed: 'the reduced formula no longer shows the finding on a fresh run', at };
  return { key: r.key, finding: r.reduced, at };
}

/** How runs outside a reduction go: a solver started per run, outcomes kept on disk. */
export const oneShotRuns = (): RunLane => cachedRunLane(oneShotRunLane());

/**
 * The record with its reported record (the reduced one, else itself) live-checked on `newest`, and, when that is the
 * reduced one, the record itself too; a reported finding found fixed is fixed upstream.
 */
export async function liveChecked(finding: Finding, newest: NewestAtHand, run: RunLane): Promise<Finding> {
  const note = newest.notes.join('; ');
  const check = async (f: Finding): Promise<Finding> => {
    const live = await liveCheck({ finding: f, newest: newest.releases, run });
    return { ...f, live: note && live.release ? { ...live, text: `${live.text} (${note})` } : live };
  };
  const reduced = finding.reduction?.finding;
  const own = await check(finding);
  if (!reduced || !finding.reduction) return withState(own, own);
  const checked = await check(reduced);
  return withState({ ...own, reduction: { ...finding.reduction, finding: checked } }, checked);
}

function withState(f: Finding, reported: Finding): Finding {
  const state = reported.live ? stateAfterLiveCheck(f.state, reported.live) : f.state;
  return state ? { ...f, state } : f;
}

export interface BisectSettings {
  versions: readonly string[];
  known: readonly string[];
  jobs: number;
  run: RunLane;
}

/**
 * The reported record bisected over the releases (kept in the reduced record when there is one); why not, when
 * it cannot be (no Z3 lane misbehaved, it no longer shows on its own lanes).
 */
export async function bisected(
  finding: Finding,
  settings: BisectSettings,
): Promise<{ finding: Finding; why?: string }> {
  const target = reportedRecord(finding);
  const planned = planFor(target, target.oracle, target.outcomes);
  if (!planned.ok) return { finding, why: planned.reason };
  const result = await bisect({
    text: target.mutant,
    target: planned.target,
    versions: settings.versions,
    known: settings.known,
    run: settings.run,
    timeoutMs: target.timeoutMs,
    concurrency: settings.jobs,
  });
  if (!result.ok) return { finding, why: result.reason };
  const reduced = finding.reduction?.finding;
  if (reduced && finding.reduction)
    return {
      finding: { ...finding, reduction: { ...finding.reduction, finding: { ...reduced, bisect: result.bisection } } },
    };
  return { finding: { ...finding, bisect: result.bisection } };
}
