// Same invalid model: the lane (run with model validation) still reports that its model fails.
import type { Predicate } from '../types.js';
import { describe, NotReproducible, solverText, type RunLane } from './run-lane.js';
import { GOLDEN_TIMEOUT_MS, type SolverPredicate } from './solver-predicate.js';
import { AdaptiveTimeout } from './timeout.js';

export async function sameInvalidModel(run: RunLane, laneId: string, text: string): Promise<SolverPredicate> {
  const golden = await run(laneId, text, { timeoutMs: GOLDEN_TIMEOUT_MS, produceModel: true });
  if (!golden.modelInvalid) throw new NotReproducible(`no invalid model to keep: ${describe(golden)}`);
  const timeout = new AdaptiveTimeout(golden.timeMs);
  const predicate: Predicate = async ({ script }, signal) => {
    if (signal.aborted) return false;
    const o = await run(laneId, solverText(script), { timeoutMs: timeout.ms, produceModel: true });
    if (o.modelInvalid) timeout.interesting(o.timeMs);
    return o.modelInvalid === true;
  };
  return { predicate, golden: [golden], describe: `invalid model on ${laneId}` };
}
