// The sentence a link's observations make: "this link claims: Z3 5.2.0 says unsat, expected sat".
import { laneTitle } from '../ui-state/lanes.js';
import { describeObserved, lastAnswer, type Observed } from '../ui-state/verdict.js';
import type { ShareState } from './state.js';

export function claimOf(state: ShareState): string | undefined {
  if (!state.observed?.length) return undefined;
  const parts = state.observed.map((o) => describeObserved(o, laneTitle));
  return `this link claims: ${parts.join('; ')}${state.expected ? `, expected ${state.expected}` : ''}`;
}

/** Whether a re-run shows the same thing the link claims (same status and final answer per lane). */
export function reproduces(claimed: readonly Observed[], now: readonly Observed[]): boolean {
  return claimed.every((c) => {
    const n = now.find((o) => o.lane === c.lane);
    return (
      n !== undefined &&
      n.status === c.status &&
      lastAnswer(n) === lastAnswer(c) &&
      !!n.modelInvalid === !!c.modelInvalid
    );
  });
}
