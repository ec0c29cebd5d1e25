// The one way a test makes a solver's Outcome by hand: a lane that ran to completion in 1 ms, answered nothing and
// printed nothing, with the fields the test is about given as overrides. Tests of classification and judging need
// outcomes without a solver; every field of the type comes from here, so a new required field is added once.
import type { Answer, Outcome } from '../../src/solvers/outcome.js';

export function outcome(laneId: string, fields: Partial<Omit<Outcome, 'laneId'>> = {}): Outcome {
  return { laneId, answers: [], stdout: '', stderr: '', status: 'ok', message: '', timeMs: 1, ...fields };
}

/** A lane that answered, one answer per check-sat (`answered('z3@5.2.0', 'sat')`). */
export function answered(laneId: string, ...answers: Answer[]): Outcome {
  return outcome(laneId, { answers });
}
