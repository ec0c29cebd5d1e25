// Same crash: the same normalized crash signature on the same lane.
import type { Outcome } from '../../solvers/outcome.js';
import type { Predicate } from '../types.js';
import { describe, NotReproducible, solverText, type RunLane } from './run-lane.js';
import { AdaptiveTimeout } from './timeout.js';
import { GOLDEN_TIMEOUT_MS, type SolverPredicate } from './solver-predicate.js';

export function isSameCrash(golden: Outcome, o: Outcome): boolean {
  return o.status === 'crash' && o.message === golden.message;
}

export async function sameCrash(run: RunLane, laneId: string, text: string): Promise<SolverPredicate> {
  const golden = await run(laneId, text, { timeoutMs: GOLDEN_TIMEOUT_MS });
  if (golden.status !== 'crash') throw new NotReproducible(`no crash to keep: ${describe(golden)}`);
  const timeout = new AdaptiveTimeout(golden.timeMs);
  const predicate: Predicate = async ({ script }, signal) => {
    if (signal.aborted) return false;
    const o = await run(laneId, solverText(script), { timeoutMs: timeout.ms });
    const keep = isSameCrash(golden, o);
    if (keep) timeout.interesting(o.timeMs);
    return keep;
  };
  return { predicate, golden: [golden], describe: `crash on ${laneId}: ${golden.message}` };
}
