// Same soundness disagreement: the same two lanes give the same differing answers.
import type { Answer, Outcome } from '../../solvers/outcome.js';
import type { Predicate } from '../types.js';
import { describe, NotReproducible, sameAnswers, solverText, type RunLane } from './run-lane.js';
import { GOLDEN_TIMEOUT_MS, type SolverPredicate } from './solver-predicate.js';
import { AdaptiveTimeout } from './timeout.js';

const decided = (a: Answer): boolean => a !== 'unknown';

/** Both ran to completion and some check-sat got sat from one and unsat from the other. */
export function isDisagreement(a: Outcome, b: Outcome): boolean {
  if (a.status !== 'ok' || b.status !== 'ok') return false;
  return a.answers.some((x, i) => {
    const y = b.answers[i];
    return y !== undefined && decided(x) && decided(y) && x !== y;
  });
}

export async function sameDisagreement(
  run: RunLane,
  laneIds: readonly [string, string],
  text: string,
): Promise<SolverPredicate> {
  const golden = await Promise.all(laneIds.map((id) => run(id, text, { timeoutMs: GOLDEN_TIMEOUT_MS })));
  const [ga, gb] = golden as [Outcome, Outcome];
  if (!isDisagreement(ga, gb)) throw new NotReproducible(`the lanes agree: ${describe(ga)}; ${describe(gb)}`);
  const timeout = new AdaptiveTimeout(Math.max(ga.timeMs, gb.timeMs));
  const predicate: Predicate = async ({ script }, signal) => {
    if (signal.aborted) return false;
    const t = solverText(script);
    const [a, b] = await Promise.all(laneIds.map((id) => run(id, t, { timeoutMs: timeout.ms })));
    const keep = sameAnswers(a!.answers, ga.answers) && sameAnswers(b!.answers, gb.answers) && isDisagreement(a!, b!);
    if (keep) timeout.interesting(Math.max(a!.timeMs, b!.timeMs));
    return keep;
  };
  return {
    predicate,
    golden,
    describe: `${laneIds[0]} says ${ga.answers.join(' ')}, ${laneIds[1]} says ${gb.answers.join(' ')}`,
  };
}
