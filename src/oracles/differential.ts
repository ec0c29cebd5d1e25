// Differential oracle: the lanes must not disagree, sat against unsat, on any check-sat.
import { decided, type Observation, type RawFinding } from './types.js';

export function differentialFindings(outcomes: readonly Observation[]): RawFinding[] {
  const answers = outcomes.map(decided);
  const checks = Math.max(0, ...answers.map((a) => a.length));
  for (let i = 0; i < checks; i++) {
    const sat = outcomes.filter((_, l) => answers[l]![i] === 'sat').map((o) => o.laneId);
    const unsat = outcomes.filter((_, l) => answers[l]![i] === 'unsat').map((o) => o.laneId);
    if (sat.length > 0 && unsat.length > 0) {
      const where = checks > 1 ? ` (check-sat ${i + 1})` : '';
      return [
        {
          kind: 'soundness',
          lanes: [...sat, ...unsat].sort(),
          message: `${sat.join(', ')} sat vs ${unsat.join(', ')} unsat${where}`,
        },
      ];
    }
  }
  return [];
}
