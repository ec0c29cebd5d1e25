// The sentence a link's observations make: "this link claims: Z3 5.2.0 says unsat, expected sat", and whether
// a re-run shows the same thing.
import { lastAnswer } from '../oracles/index.js';
import { laneTitle } from '../solvers/lane-spec.js';
import type { Observed, ShareState } from './state.js';

export function describeObserved(o: Observed): string {
  const who = laneTitle(o.lane);
  if (o.status === 'ok') return `${who} says ${o.answers.length ? o.answers.join(', ') : 'nothing'}`;
  if (o.status === 'error') return `${who} rejected the script`;
  return `${who}: ${o.status}`;
}

export function claimOf(state: ShareState): string | undefined {
  if (!state.observed?.length) return undefined;
  const parts = state.observed.map(describeObserved);
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
