// Running a finding's lanes again (reduction, bisection, a live check, a link): lanes named with the options drawn
// for its mutant (`z3@4.8.17+smt.relevancy=0`) run on their base lanes with those options per run, so one solver
// per base lane serves every option set; so do those lanes as other Z3 releases.
import { parseLaneSpec } from '../solvers/lane-spec.js';
import type { RunLane } from '../solvers/runner.js';
import { optionLanes } from '../solvers/option-lanes.js';
import { asRelease } from './bisect-lanes.js';
import type { Finding } from './finding.js';
import { baseLaneId } from './solver-options.js';

/** The lanes a finding ran on, in order. */
export const lanesOf = (f: Pick<Finding, 'outcomes'>): string[] => f.outcomes.map((o) => o.laneId);

/** `run` for a finding's lanes on their base lanes (and those lanes as the given releases). */
export function onBaseLanes(
  f: Pick<Finding, 'outcomes' | 'solverOptions'>,
  run: RunLane,
  releases: readonly string[] = [],
): RunLane {
  const drawn = f.solverOptions;
  if (!drawn) return run;
  const bases = lanesOf(f).map((l) => baseLaneId(l, drawn));
  // Only a Z3 lane becomes a release (a cvc5 lane with drawn options is run as it is).
  const z3 = bases.filter((b) => {
    const lane = parseLaneSpec(b);
    return lane.ok && lane.value.family === 'z3';
  });
  return optionLanes(run, [...bases, ...z3.flatMap((b) => releases.map((v) => asRelease(b, v)))]);
}
