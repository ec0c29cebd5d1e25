// Which side of a sat/unsat disagreement is wrong, told by a model instead of guessed: a lane that said sat is asked
// for its model, and our evaluator (smtlib/eval) reads the formula's assertions under it.
//   - an assertion the model makes false: the sat side is wrong (it calls the formula sat with a model that does
//     not satisfy it, whatever the right answer is);
//   - a model that defines a constant through itself (self-defined.ts): no model at all, so the sat side is wrong
//     (it calls the formula sat without a model of it, whatever the right answer is);
//   - every assertion true: the formula is sat, so the unsat side is wrong;
//   - anything else (no model, an assertion the evaluator cannot decide, another answer this time): no witness, and
//     the choice falls back to the guesses of bisect-lanes.ts (the minority, the side with options).
// Only for a script with one check-sat: the evaluator reads the assertions in scope at the first one.
import { lastAnswer, type Observation } from '../oracles/index.js';
import { evaluateAssertions, parseModel, selfDefinedConstants, selfDefinedWords } from '../smtlib/eval/index.js';
import type { Script } from '../smtlib/ast.js';
import type { Outcome } from '../solvers/outcome.js';
import type { RunLane } from '../solvers/runner.js';
import type { ModelWitness } from '../finding/suspect-lanes.js';

const CHECKS: ReadonlySet<string> = new Set(['check-sat', 'check-sat-assuming', 'check-sat-using']);

/** Evaluates one sat lane's model on the script: the witness, or why there is none. */
export function witnessOf(script: Script, lane: string, model: string): ModelWitness | string {
  const parsed = parseModel(model);
  if (!parsed.ok) return `the model of ${lane} does not parse: ${parsed.error.message}`;
  const cycle = selfDefinedConstants(parsed.value);
  if (cycle.length > 0) {
    const fault = selfDefinedWords(cycle);
    return { wrong: 'sat', lane, why: `the sat side: the model of ${lane} ${fault}`, modelFault: `its model ${fault}` };
  }
  const verdicts = evaluateAssertions(script, parsed.value);
  if (!verdicts.ok) return `the model of ${lane} does not parse: ${verdicts.error.message}`;
  const falsified = verdicts.value.findIndex((v) => v.verdict.kind === 'false');
  if (falsified >= 0)
    return {
      wrong: 'sat',
      lane,
      why: `the sat side: the model of ${lane} makes assertion ${falsified + 1} false`,
      modelFault: `its model makes assertion ${falsified + 1} false`,
    };
  const open = verdicts.value.find((v) => v.verdict.kind === 'unknown');
  if (open && open.verdict.kind === 'unknown')
    return `the evaluator cannot decide an assertion: ${open.verdict.reason}`;
  return { wrong: 'unsat', lane, why: `the unsat side: the model of ${lane} satisfies every assertion` };
}

/**
 * Asks the sat lanes among `lanes` (as `golden` saw them) for their models, one after the other, until one decides;
 * a golden outcome that carries its model is read as it is. Undefined when none decides.
 */
export async function modelWitness(
  script: Script,
  text: string,
  lanes: readonly string[],
  golden: readonly Outcome[],
  run: RunLane,
  timeoutMs: number,
): Promise<ModelWitness | undefined> {
  if (script.commands.filter((c) => CHECKS.has(c.cmd)).length !== 1) return undefined;
  const answer = (o: Outcome | undefined): string | undefined =>
    o && o.status === 'ok' ? lastAnswer(o as Observation) : undefined;
  const unsat = lanes.some((l) => answer(golden.find((o) => o.laneId === l)) === 'unsat');
  if (!unsat) return undefined;
  for (const lane of lanes) {
    const seen = golden.find((o) => o.laneId === lane);
    if (answer(seen) !== 'sat') continue;
    const withModel = seen?.model ? seen : await run(lane, text, { timeoutMs, produceModel: true });
    if (answer(withModel) !== 'sat' || !withModel.model) continue;
    const witness = witnessOf(script, lane, withModel.model);
    if (typeof witness !== 'string') return witness;
  }
  return undefined;
}

/**
 * What is wrong with the model a lane gives for a sat that is wrong by construction (the mutant's expected answer is
 * unsat): asked for it once more, `lane` prints a model, and the evaluator reads it (witnessOf). Undefined when this run
 * does not say sat (a race may not), gives no model, or the model is not found at fault.
 */
export async function wrongSatModelFault(
  script: Script,
  text: string,
  lane: string,
  run: RunLane,
  timeoutMs: number,
): Promise<string | undefined> {
  const o = await run(lane, text, { timeoutMs, produceModel: true }).catch(() => undefined);
  if (!o || o.status !== 'ok' || lastAnswer(o as Observation) !== 'sat' || !o.model) return undefined;
  const witness = witnessOf(script, lane, o.model);
  return typeof witness !== 'string' && witness.wrong === 'sat' ? witness.modelFault : undefined;
}
