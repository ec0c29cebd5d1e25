// Running a finding's lanes again (reduction, bisection, a live check, a link): lanes named with the options drawn
// for its mutant (`z3@4.8.17+smt.relevancy=0`) run on their base lanes with those options per run, so one solver
// per base lane serves every option set; so do those lanes as other Z3 releases.
import { parseLaneSpec } from '../solvers/lane-spec.js';
import type { RunLane } from '../solvers/runner.js';
import { optionLanes } from '../solvers/option-lanes.js';
import { asRelease, onHead } from '../finding/suspect-lanes.js';
import type { Finding } from '../finding/record.js';
import { baseLaneId } from '../finding/options.js';

/** The lanes a finding ran on, in order. */
export const lanesOf = (f: Pick<Finding, 'outcomes'>): string[] => f.outcomes.map((o) => o.laneId);

/**
 * `run` for a finding's lanes on their base lanes (and those lanes as the given Z3 releases, or as other lanes of
 * their solver: `heads`, lane specs without options such as `native:cvc5@1.3.2`).
 */
export function onBaseLanes(
  f: Pick<Finding, 'outcomes' | 'solverOptions'>,
  run: RunLane,
  releases: readonly string[] = [],
  heads: readonly string[] = [],
): RunLane {
  const drawn = f.solverOptions;
  if (!drawn) return run;
  const bases = lanesOf(f).map((l) => baseLaneId(l, drawn));
  const family = (id: string): string | undefined => {
    const lane = parseLaneSpec(id);
    return lane.ok ? lane.value.family : undefined;
  };
  // Only a Z3 lane becomes a release; a lane becomes a head of its own solver.
  const z3 = bases.filter((b) => family(b) === 'z3');
  const asHeads = bases.flatMap((b) => heads.filter((h) => family(h) === family(b)).map((h) => onHead(b, h)));
  return optionLanes(run, [...bases, ...z3.flatMap((b) => releases.map((v) => asRelease(b, v))), ...asHeads]);
}
