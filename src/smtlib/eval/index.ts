// The evaluator's public API: parse a model, evaluate terms and a script's assertions under it.
import type { Script, Term } from '../ast.js';
import { ok, type Result } from '../result.js';
import { DEFAULT_LIMITS, EvalBudget, type EvalLimits } from './budget.js';
import { contextFromCommands, type EvalContext } from './context.js';
import { Evaluator } from './evaluator.js';
import { parseModel } from './parse-model.js';
import { scopeAtFirstCheckSat } from './scope.js';
import type { Model } from './model.js';
import type { EvalResult } from './value.js';

export { DEFAULT_LIMITS, EvalBudget } from './budget.js';
export type { EvalLimits } from './budget.js';
export { contextFromCommands } from './context.js';
export type { EvalContext } from './context.js';
export type { Model, ModelFunction } from './model.js';
export { parseModel } from './parse-model.js';
export { selfDefinedConstants, selfDefinedWords } from './self-defined.js';
export { valueToSmt } from './print-value.js';
export { scopeAtFirstCheckSat, scopeAtLastCheckSat } from './scope.js';
export type { EvalResult, Value } from './value.js';

/** One assertion of a model check may spend 1/ASSERTION_SHARE of its steps. */
const ASSERTION_SHARE = 4;

const evaluators = new WeakMap<EvalContext, Evaluator>();

/**
 * Evaluates a closed term; model tables and constants are cached per context. Its work is bounded by the context's
 * limits (EvalLimits): one budget per call, or `budget`, shared by the calls given it.
 */
export function evaluate(term: Term, ctx: EvalContext, budget?: EvalBudget): EvalResult {
  let evaluator = evaluators.get(ctx);
  if (!evaluator) evaluators.set(ctx, (evaluator = new Evaluator(ctx)));
  return evaluator.evaluate(term, budget);
}

/** `gaveUp`: the evaluation ran out of its budget (EvalLimits) before it could say. */
export type Verdict = { kind: 'true' } | { kind: 'false' } | { kind: 'unknown'; reason: string; gaveUp?: true };

export interface AssertionVerdict {
  readonly term: Term;
  readonly verdict: Verdict;
}

export function verdictOf(r: EvalResult): Verdict {
  if (r.kind === 'unknown')
    return { kind: 'unknown', reason: r.reason, ...(r.gaveUp ? { gaveUp: true as const } : {}) };
  if (r.value.kind !== 'bool') return { kind: 'unknown', reason: 'assertion is not Boolean' };
  return { kind: r.value.value ? 'true' : 'false' };
}

/**
 * Evaluates every assertion in scope at the first check-sat under a `get-model` output (or the model parsed from it),
 * within one budget of `limits` for them all (a model check does a bounded amount of work whatever the script and the
 * model), of which one assertion may spend a quarter: an assertion that runs away leaves the others their chance to be false.
 */
export function evaluateAssertions(
  script: Script,
  modelText: string | Model,
  limits: EvalLimits = DEFAULT_LIMITS,
): Result<AssertionVerdict[]> {
  const model = typeof modelText === 'string' ? parseModel(modelText) : ok(modelText);
  if (!model.ok) return model;
  const scope = scopeAtFirstCheckSat(script);
  const ctx = contextFromCommands(scope.commands, model.value, limits);
  const budget = new EvalBudget(limits);
  const share = Math.ceil(limits.steps / ASSERTION_SHARE);
  return ok(scope.assertions.map((term) => ({ term, verdict: verdictOf(evaluate(term, ctx, budget.part(share))) })));
}
