// The evaluator's public API: parse a model, evaluate terms and a script's assertions under it.
import type { Script, Term } from '../ast.js';
import { ok, type Result } from '../result.js';
import { contextFromCommands, type EvalContext } from './context.js';
import { Evaluator } from './evaluator.js';
import { parseModel } from './parse-model.js';
import { scopeAtFirstCheckSat } from './scope.js';
import type { EvalResult } from './value.js';

export { contextFromCommands, DEFAULT_LIMITS } from './context.js';
export type { EvalContext, EvalLimits } from './context.js';
export type { Model, ModelFunction } from './model.js';
export { parseModel } from './parse-model.js';
export { valueToSmt } from './print-value.js';
export { scopeAtFirstCheckSat } from './scope.js';
export type { EvalResult, Value } from './value.js';

const evaluators = new WeakMap<EvalContext, Evaluator>();

/** Evaluates a closed term; model tables and constants are cached per context. */
export function evaluate(term: Term, ctx: EvalContext): EvalResult {
  let evaluator = evaluators.get(ctx);
  if (!evaluator) evaluators.set(ctx, (evaluator = new Evaluator(ctx)));
  return evaluator.evaluate(term);
}

export type Verdict = { kind: 'true' } | { kind: 'false' } | { kind: 'unknown'; reason: string };

export interface AssertionVerdict {
  readonly term: Term;
  readonly verdict: Verdict;
}

export function verdictOf(r: EvalResult): Verdict {
  if (r.kind === 'unknown') return { kind: 'unknown', reason: r.reason };
  if (r.value.kind !== 'bool') return { kind: 'unknown', reason: 'assertion is not Boolean' };
  return { kind: r.value.value ? 'true' : 'false' };
}

/** Evaluates every assertion in scope at the first check-sat under a `get-model` output. */
export function evaluateAssertions(script: Script, modelText: string): Result<AssertionVerdict[]> {
  const model = parseModel(modelText);
  if (!model.ok) return model;
  const scope = scopeAtFirstCheckSat(script);
  const ctx = contextFromCommands(scope.commands, model.value);
  return ok(scope.assertions.map((term) => ({ term, verdict: verdictOf(evaluate(term, ctx)) })));
}
