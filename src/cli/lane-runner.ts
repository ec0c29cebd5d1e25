// Runs a text once on a lane named by its id, starting the lane's solver for that one run: what `smtplay bisect`
// needs, where every release runs the finding once. A Z3 release must already be at hand (bundled or cached,
// cli/lanes.ts fetches it); a lane that cannot be resolved or started throws, so the caller can say so.
import type { Outcome, RunOptions } from '../solvers/outcome.js';
import { resolveLane } from '../solvers/lane-spec.js';
import { createNodeSolver } from '../solvers/node-solvers.js';
import type { RunLane } from '../solvers/runner.js';
import type { ReleaseOptions } from '../solvers/z3/releases.js';
import { cliCatalog, parseLaneRequest } from './lanes.js';

export function oneShotRunLane(options: ReleaseOptions = {}): RunLane {
  return async (laneId: string, text: string, runOptions: RunOptions): Promise<Outcome> => {
    const request = parseLaneRequest(laneId);
    const lane = resolveLane(request, await cliCatalog([request], options));
    if (!lane.ok) throw new Error(lane.error.message);
    // One run: a persistent native process would only add its set-up to it.
    const solver = createNodeSolver(lane.value, { warmSpare: false, nativeProcesses: 'fresh' });
    try {
      await solver.start();
      return { ...(await solver.run(text, runOptions)), laneId };
    } finally {
      solver.dispose();
    }
  };
}
