// Invalid-model oracle: a lane says sat and gives a model under which an assertion evaluates to false
// (or the solver's own model check failed). Only single-check-sat mutants are evaluated: the model
// belongs to the last sat, the evaluator reads the scope of the first check-sat. Without the script (a link's
// claim) only the solver's own check counts.
import type { Script } from '../smtlib/ast.js';
import { evaluateAssertions } from '../smtlib/eval/index.js';
import { finding } from './finding-words.js';
import type { Observation, RawFinding } from './types.js';

export function invalidModelFindings(mutant: Script | undefined, outcomes: readonly Observation[]): RawFinding[] {
  const out: RawFinding[] = [];
  for (const o of outcomes) {
    if (o.status !== 'ok' || o.answers.length !== 1 || o.answers[0] !== 'sat') continue;
    if (o.modelInvalid) {
      out.push(
        finding({
          kind: 'invalid-model',
          lanes: [o.laneId],
          said: ['model'],
          detail: "the solver's own model check failed",
        }),
      );
      continue;
    }
    if (!o.model || !mutant) continue;
    const verdicts = evaluateAssertions(mutant, o.model);
    if (!verdicts.ok) continue;
    const falsified = verdicts.value.filter((v) => v.verdict.kind === 'false').length;
    if (falsified > 0) {
      out.push(
        finding({
          kind: 'invalid-model',
          lanes: [o.laneId],
          said: ['model'],
          detail: `the model falsifies ${falsified} assertion(s)`,
        }),
      );
    }
  }
  return out;
}
