// Differential incompleteness: under a differential oracle that counts unknowns, a lane answering unknown
// on a check-sat that another lane decides is incomplete there (cvc5 unknown where z3 says unsat). Used by
// the reducer's "keep the unknown" predicate and by campaigns that ask for it.
import { finding } from './finding-words.js';
import type { Observation, RawFinding } from './types.js';

export function differentialIncompleteness(outcomes: readonly Observation[]): RawFinding[] {
  const out: RawFinding[] = [];
  for (const o of outcomes) {
    if (o.status !== 'ok') continue;
    for (const [i, answer] of o.answers.entries()) {
      if (answer !== 'unknown') continue;
      const deciding = outcomes.find(
        (d) => d !== o && d.status === 'ok' && (d.answers[i] === 'sat' || d.answers[i] === 'unsat'),
      );
      if (!deciding) continue;
      out.push(
        finding({
          kind: 'incompleteness',
          lanes: [o.laneId, deciding.laneId],
          said: ['unknown', deciding.answers[i] as 'sat' | 'unsat'],
          ...(o.unknownReason ? { reason: o.unknownReason } : {}),
        }),
      );
      break;
    }
  }
  return out;
}
