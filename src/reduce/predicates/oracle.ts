// Same oracle violation: the lane still gives the decided answer that contradicts the expected one
// (the finding's `:status`, or what the mutation is known to preserve).
import type { Answer } from '../../solvers/outcome.js';
import type { Predicate } from '../types.js';
import { describe, NotReproducible, solverText, type RunLane } from './run-lane.js';
import { GOLDEN_TIMEOUT_MS, type SolverPredicate } from './solver-predicate.js';
import { AdaptiveTimeout } from './timeout.js';

export async function sameOracleViolation(
  run: RunLane,
  laneId: string,
  text: string,
  expected: 'sat' | 'unsat',
): Promise<SolverPredicate> {
  const golden = await run(laneId, text, { timeoutMs: GOLDEN_TIMEOUT_MS });
  const wrong: Answer = expected === 'sat' ? 'unsat' : 'sat';
  if (golden.status !== 'ok' || golden.answers[0] !== wrong)
    throw new NotReproducible(`no ${wrong} answer to keep: ${describe(golden)}`);
  const timeout = new AdaptiveTimeout(golden.timeMs);
  const predicate: Predicate = async ({ script }, signal) => {
    if (signal.aborted) return false;
    const o = await run(laneId, solverText(script), { timeoutMs: timeout.ms });
    const keep = o.status === 'ok' && o.answers[0] === wrong;
    if (keep) timeout.interesting(o.timeMs);
    return keep;
  };
  return { predicate, golden: [golden], describe: `${laneId} answers ${wrong}, expected ${expected}` };
}
