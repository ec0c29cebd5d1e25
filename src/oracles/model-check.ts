// Checking a lane's model against the mutant it claims to satisfy, with our evaluator: what the invalid-model oracle
// reads. The check itself is `checkModel` (synchronous, within the evaluator's budget). Where it runs is a
// `ModelChecker`: in this thread (the CLI, the tests) or in a worker under a time bound (the page, so that a check
// never blocks the page's main thread: model-check-host.ts). A campaign asks its checker before it judges and hands
// the verdicts to the one judge, which otherwise checks in-process itself.
import type { Script } from '../smtlib/ast.js';
import { evaluateAssertions, parseModel, selfDefinedConstants, type EvalLimits } from '../smtlib/eval/index.js';
import { parseScript } from '../smtlib/parser.js';
import type { Observation } from './types.js';

/**
 * checked: every assertion was evaluated or left unknown for a reason of its own; `falsified` of them are false.
 * self-defined: the model defines these constants through themselves (smtlib/eval/self-defined.ts), so it gives them
 *   no value and is no model, whatever the assertions say.
 * gave-up: the check ran out of its budget or its time before it found a false assertion (no verdict; counted).
 * unreadable: the model (or the mutant) does not parse (no verdict).
 */
export type ModelCheck =
  | { kind: 'checked'; falsified: number }
  | { kind: 'self-defined'; names: readonly string[] }
  | { kind: 'gave-up'; reason: string }
  | { kind: 'unreadable'; reason: string };

/** The verdicts of a mutant's model checks, by the lane id of the outcome whose model was checked. */
export type ModelChecks = ReadonlyMap<string, ModelCheck>;

/** Where models are checked: the mutant's text (as the lanes ran it) and a lane's model in, a verdict out. */
export interface ModelChecker {
  check(mutant: string, model: string): Promise<ModelCheck>;
}

/** Whether the invalid-model oracle checks this lane's model: one `sat` answer, a model, no failed self-check. */
export function hasModelToCheck(o: Observation): o is Observation & { model: string } {
  return o.status === 'ok' && o.answers.length === 1 && o.answers[0] === 'sat' && !o.modelInvalid && !!o.model;
}

/** Checks a model against the assertions in scope at the mutant's first check-sat, in this thread. */
export function checkModel(mutant: Script, model: string, limits?: EvalLimits): ModelCheck {
  const parsed = parseModel(model);
  if (!parsed.ok) return { kind: 'unreadable', reason: `the model does not parse: ${parsed.error.message}` };
  const names = selfDefinedConstants(parsed.value);
  if (names.length > 0) return { kind: 'self-defined', names };
  const verdicts = evaluateAssertions(mutant, parsed.value, limits);
  if (!verdicts.ok) return { kind: 'unreadable', reason: `the model does not parse: ${verdicts.error.message}` };
  const falsified = verdicts.value.filter((v) => v.verdict.kind === 'false').length;
  if (falsified > 0) return { kind: 'checked', falsified };
  for (const { verdict } of verdicts.value)
    if (verdict.kind === 'unknown' && verdict.gaveUp) return { kind: 'gave-up', reason: verdict.reason };
  return { kind: 'checked', falsified: 0 };
}

/** `checkModel` on the mutant's text. */
export function checkModelText(mutant: string, model: string, limits?: EvalLimits): ModelCheck {
  const script = parseScript(mutant);
  if (!script.ok) return { kind: 'unreadable', reason: `the mutant does not parse: ${script.error.message}` };
  return checkModel(script.value, model, limits);
}

/** Checks in this thread (the CLI's backend): the work is bounded by the evaluator's budget alone. */
export const inProcessModelChecker: ModelChecker = {
  check: async (mutant, model) => checkModelText(mutant, model),
};

/** Every lane's model of the mutant that the invalid-model oracle reads, checked by `checker`. */
export async function modelChecksOf(
  checker: ModelChecker,
  mutant: string,
  outcomes: readonly Observation[],
): Promise<ModelChecks> {
  const checked = await Promise.all(
    outcomes.filter(hasModelToCheck).map(async (o) => [o.laneId, await checker.check(mutant, o.model)] as const),
  );
  return new Map(checked);
}
