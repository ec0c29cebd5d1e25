// Same incompleteness: the first lane answers unknown where the second decides (sat or unsat).
import type { Outcome } from '../../solvers/outcome.js';
import type { Predicate } from '../types.js';
import { describe, NotReproducible, solverText, type RunLane } from './run-lane.js';
import { GOLDEN_TIMEOUT_MS, type SolverPredicate } from './solver-predicate.js';
import { AdaptiveTimeout } from './timeout.js';

export function isIncompleteness(incomplete: Outcome, deciding: Outcome): boolean {
  if (incomplete.status !== 'ok' || deciding.status !== 'ok') return false;
  return incomplete.answers.some(
    (x, i) => x === 'unknown' && (deciding.answers[i] === 'sat' || deciding.answers[i] === 'unsat'),
  );
}

export async function sameIncompleteness(
  run: RunLane,
  laneIds: readonly [string, string],
  text: string,
): Promise<SolverPredicate> {
  const golden = await Promise.all(laneIds.map((id) => run(id, text, { timeoutMs: GOLDEN_TIMEOUT_MS })));
  const [ga, gb] = golden as [Outcome, Outcome];
  if (!isIncompleteness(ga, gb)) throw new NotReproducible(`no unknown to keep: ${describe(ga)}; ${describe(gb)}`);
  const timeout = new AdaptiveTimeout(Math.max(ga.timeMs, gb.timeMs));
  const predicate: Predicate = async ({ script }, signal) => {
    if (signal.aborted) return false;
    const t = solverText(script);
    const a = await run(laneIds[0], t, { timeoutMs: timeout.ms });
    if (!a.answers.includes('unknown') || signal.aborted) return false;
    const b = await run(laneIds[1], t, { timeoutMs: timeout.ms });
    const keep = isIncompleteness(a, b);
    if (keep) timeout.interesting(Math.max(a.timeMs, b.timeMs));
    return keep;
  };
  return { predicate, golden, describe: `unknown on ${laneIds[0]} while ${laneIds[1]} decides` };
}
