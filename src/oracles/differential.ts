// Differential oracle: the lanes must not disagree, sat against unsat, on any check-sat.
import { finding } from './finding-words.js';
import { decided, type Observation, type RawFinding } from './types.js';

export function differentialFindings(outcomes: readonly Observation[]): RawFinding[] {
  const answers = outcomes.map(decided);
  const checks = Math.max(0, ...answers.map((a) => a.length));
  for (let i = 0; i < checks; i++) {
    const sat = outcomes.filter((_, l) => answers[l]![i] === 'sat').map((o) => o.laneId);
    const unsat = outcomes.filter((_, l) => answers[l]![i] === 'unsat').map((o) => o.laneId);
    if (sat.length > 0 && unsat.length > 0) {
      return [
        finding({
          kind: 'soundness',
          lanes: [...sat, ...unsat],
          said: [...sat.map(() => 'sat' as const), ...unsat.map(() => 'unsat' as const)],
          ...(checks > 1 ? { check: i + 1 } : {}),
        }),
      ];
    }
  }
  return [];
}
