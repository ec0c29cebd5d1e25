// How a campaign runs things on its solvers: every run timed on the busy clock (the statistics' solver time) and
// counted in the time profile (profile.ts, which takes the run's cost off its outcome), and a mutant run on every
// lane at once, each lane with the options drawn for it (the outcome then names the lane as
// `lane+options`), its outcomes given once all have settled.
import { withExtraOptions } from '../solvers/lane-spec.js';
import type { Outcome, RunOptions } from '../solvers/outcome.js';
import type { LaneRunner, RunLane } from '../solvers/runner.js';
import type { TimeProfile } from './profile.js';
import type { ReferenceLane } from './reference.js';
import type { SolverOptions } from '../finding/options.js';
import type { BusyClock } from './stats.js';

/** The same runs, counted on the busy clock while they are in flight, and in the profile once done. */
export function timed(busy: BusyClock, run: RunLane, profile?: TimeProfile): RunLane {
  return async (laneId, text, options) => {
    busy.enter();
    try {
      const { cost, ...outcome } = await run(laneId, text, options);
      profile?.run(laneId, { ...outcome, ...(cost ? { cost } : {}) }, options.timeoutMs);
      return outcome;
    } finally {
      busy.leave();
    }
  };
}

/** The lanes under test and the reference lane, their runs timed on the busy clock. */
export function timedRuns(
  busy: BusyClock,
  runner: LaneRunner,
  reference: ReferenceLane,
  profile?: TimeProfile,
): { runner: LaneRunner; reference: ReferenceLane } {
  return {
    runner: {
      lanes: runner.lanes,
      run: timed(busy, (laneId, text, options) => runner.run(laneId, text, options), profile),
    },
    reference: {
      lane: reference.lane,
      run: timed(busy, (laneId, text, options) => reference.run(laneId, text, options), profile),
    },
  };
}

/**
 * Every lane's outcome; once all have settled (a lane still running when another's run is dropped is waited
 * for, so no run is left behind on a solver when the campaign returns), the first rejection if any.
 */
export async function everyLane(runs: readonly Promise<Outcome>[]): Promise<Outcome[]> {
  const settled = await Promise.allSettled(runs);
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return settled.map((r) => (r as PromiseFulfilledResult<Outcome>).value);
}

/** A text on one lane with the options drawn for it (option fuzzing); the outcome names the lane with them. */
export async function runWithOptions(
  runner: LaneRunner,
  laneId: string,
  text: string,
  runOptions: RunOptions,
  extra?: readonly string[],
): Promise<Outcome> {
  if (!extra?.length) return runner.run(laneId, text, runOptions);
  const o = await runner.run(laneId, text, { ...runOptions, options: extra });
  return { ...o, laneId: withExtraOptions(laneId, extra) };
}

/** A mutant's text on every lane of the runner, with the options drawn for each lane (option fuzzing). */
export function runMutant(
  runner: LaneRunner,
  text: string,
  runOptions: RunOptions,
  drawn?: SolverOptions,
): Promise<Outcome[]> {
  return everyLane(
    runner.lanes.map((lane) => runWithOptions(runner, lane.id, text, runOptions, drawn?.byLane[lane.id])),
  );
}
