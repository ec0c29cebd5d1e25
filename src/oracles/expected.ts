// Expected-answer oracle: the mutant's answer is known by construction. A contrary answer is a
// soundness bug; `unknown` is an incompleteness finding only when the oracle says so.
import type { Expected } from '../mutators/types.js';
import { finding } from './finding-words.js';
import type { Observation, RawFinding } from './types.js';

export function expectedFindings(
  outcomes: readonly Observation[],
  expected: Expected,
  unknownIsFinding = false,
): RawFinding[] {
  const out: RawFinding[] = [];
  for (const o of outcomes) {
    if (o.status !== 'ok') continue;
    const last = o.answers[o.answers.length - 1];
    if (last !== undefined && last !== 'unknown' && last !== expected) {
      out.push(finding({ kind: 'soundness', lanes: [o.laneId], said: [last], expected }));
    } else if (last === 'unknown' && unknownIsFinding) {
      out.push(
        finding({
          kind: 'incompleteness',
          lanes: [o.laneId],
          said: ['unknown'],
          expected,
          ...(o.unknownReason ? { reason: o.unknownReason } : {}),
        }),
      );
    }
  }
  return out;
}
