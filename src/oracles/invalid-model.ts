// Invalid-model oracle: a lane says sat and gives a model under which an assertion evaluates to false, or a model
// that defines a constant through itself and so gives it no value (or the solver's own model check failed). Only single-check-sat mutants are evaluated: the model
// belongs to the last sat, the evaluator reads the scope of the first check-sat. The verdict of a model's check is
// the one given (a campaign checks models before it judges, off the page's main thread: model-check.ts), else
// checked here; without the script (a link's claim) only the solver's own check counts.
import type { Script } from '../smtlib/ast.js';
import { selfDefinedWords } from '../smtlib/eval/index.js';
import { finding } from './finding-words.js';
import { checkModel, hasModelToCheck, type ModelCheck, type ModelChecks } from './model-check.js';
import type { Observation, RawFinding } from './types.js';

export interface InvalidModels {
  findings: RawFinding[];
  /** Lanes' models our evaluator checked, and those whose check gave up (out of budget or time). */
  checked: number;
  gaveUp: number;
}

export function invalidModelFindings(
  mutant: Script | undefined,
  outcomes: readonly Observation[],
  given?: ModelChecks,
): RawFinding[] {
  return invalidModels(mutant, outcomes, given).findings;
}

/** The invalid-model findings, with how many models were checked and how many checks gave up. */
export function invalidModels(
  mutant: Script | undefined,
  outcomes: readonly Observation[],
  given?: ModelChecks,
): InvalidModels {
  const out: InvalidModels = { findings: [], checked: 0, gaveUp: 0 };
  for (const o of outcomes) {
    if (o.status !== 'ok' || o.answers.length !== 1 || o.answers[0] !== 'sat') continue;
    if (o.modelInvalid) {
      out.findings.push(
        finding({
          kind: 'invalid-model',
          lanes: [o.laneId],
          said: ['model'],
          detail: "the solver's own model check failed",
        }),
      );
      continue;
    }
    if (!hasModelToCheck(o)) continue;
    const check: ModelCheck | undefined = given?.get(o.laneId) ?? (mutant ? checkModel(mutant, o.model) : undefined);
    if (!check || check.kind === 'unreadable') continue;
    out.checked++;
    if (check.kind === 'gave-up') out.gaveUp++;
    else if (check.kind === 'self-defined') {
      out.findings.push(
        finding({
          kind: 'invalid-model',
          lanes: [o.laneId],
          said: ['model'],
          detail: `the model ${selfDefinedWords(check.names)}`,
        }),
      );
    } else if (check.falsified > 0) {
      out.findings.push(
        finding({
          kind: 'invalid-model',
          lanes: [o.laneId],
          said: ['model'],
          detail: `the model falsifies ${check.falsified} assertion(s)`,
        }),
      );
    }
  }
  return out;
}
