// How the CLI runs solvers for a finding's hand-over (handover/pipeline.ts): the finding's own lanes on a pool of
// their solvers, started for the work (each must start and answer first: lane-start.ts; one that cannot run here is
// a UsageError, said by the command) and stopped after; any other lane (a newest release, a bisection's) on a solver
// started per run, its outcome kept on disk (outcome-cache.ts).
import { baseLaneId } from '../finding/options.js';
import { lanesOf } from '../handover/finding-lanes.js';
import type { HandoverPool } from '../handover/pipeline.js';
import { checkLanesAnswer } from './lane-start.js';
import { oneShotRunLane } from './lane-runner.js';
import { resolveLanes } from './lanes.js';
import { cachedRunLane, type OutcomeCacheOptions } from './outcome-cache.js';
import { withPool } from './pool.js';

export function cliPool(jobs: number, cache: OutcomeCacheOptions = {}): HandoverPool {
  return {
    lanesOf: async (finding, work) => {
      const bases = [...new Set(lanesOf(finding).map((id) => baseLaneId(id, finding.solverOptions)))];
      const lanes = await resolveLanes(bases);
      return withPool(lanes, jobs, async (run, started) => {
        await checkLanesAnswer(lanes, started, run);
        return work(run);
      });
    },
    run: cachedRunLane(oneShotRunLane(), cache),
  };
}
