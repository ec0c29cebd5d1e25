// Error-on-valid-input oracle: a lane rejects a well-sorted mutant that another lane accepted.
// When every lane rejects it, the mutant is counted as invalid instead (the mutator's fault, or an
// extension none of the lanes supports).
import { finding } from './finding-words.js';
import type { Observation, RawFinding } from './types.js';

export function rejectionFindings(outcomes: readonly Observation[]): RawFinding[] {
  if (!outcomes.some((o) => o.status === 'ok')) return [];
  return outcomes
    .filter((o) => o.status === 'error')
    .map((o) =>
      finding({ kind: 'error', lanes: [o.laneId], said: ['error'], ...(o.message ? { detail: o.message } : {}) }),
    );
}

export function isInvalidMutant(outcomes: readonly Observation[]): boolean {
  return outcomes.length > 0 && outcomes.every((o) => o.status === 'error');
}
