// The two solvers the oracle tests use: Z3 (z3-solver WASM, in this process) and native cvc5. Each run is an
// Outcome, as a lane of a campaign gives one (the soundness harnesses hand them to the judge, soundness-judge.ts);
// `runZ3`/`runCvc5` reduce it to one verdict per script for the rule tests: sat, unsat, unknown, timeout, error
// or crash.
import { classify } from '../../src/solvers/classify/index.js';
import { withModelRequest } from '../../src/solvers/model-request.js';
import { runNative } from '../../src/solvers/native/index.js';
import type { Lane } from '../../src/solvers/lane.js';
import { canonicalLaneId } from '../../src/solvers/lane-spec.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadZ3Node } from '../../src/solvers/z3/load-node.js';
import { CVC5_NATIVE } from '../solvers/native-lanes.js';
import { outcome } from '../support/outcome.js';

export type Verdict = 'sat' | 'unsat' | 'unknown' | 'timeout' | 'error' | 'crash';

export interface Run {
  verdict: Verdict;
  message: string;
}

/** The lane id Z3's outcomes carry: the build z3-solver is (`z3@5.2.0`). */
export const Z3_WASM_LANE = canonicalLaneId('z3');

function verdictOf(c: Pick<Outcome, 'answers' | 'status' | 'message'>): Run {
  if (c.status !== 'ok') return { verdict: c.status, message: c.message };
  const answer = c.answers.at(-1);
  return answer ? { verdict: answer, message: '' } : { verdict: 'error', message: 'no answer' };
}

export async function startZ3(timeoutMs: number): Promise<Z3Engine> {
  const engine = await loadZ3Node('z3-solver', { onStderr: () => undefined });
  engine.setParam('timeout', String(timeoutMs));
  return engine;
}

/**
 * Z3's own timeout gives `unknown`; a run that ignores it is interrupted after twice the time. With `produceModel`
 * the model of a sat answer comes with the outcome (the judge checks it against the mutant).
 */
export async function z3Outcome(
  engine: Z3Engine,
  script: string,
  timeoutMs: number,
  produceModel = false,
): Promise<Outcome> {
  const timer = setTimeout(() => engine.interrupt(), timeoutMs * 2);
  const started = performance.now();
  try {
    const stdout = await engine.evalSmtlib(produceModel ? withModelRequest(script) : script);
    const raw = { stdout, stderr: '', exitCode: 0, signal: null, timedOut: false };
    return outcome(Z3_WASM_LANE, { ...classify(raw), stdout, timeMs: performance.now() - started });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return outcome(Z3_WASM_LANE, { status: 'crash', message, timeMs: performance.now() - started });
  } finally {
    clearTimeout(timer);
  }
}

export async function runZ3(engine: Z3Engine, script: string, timeoutMs: number): Promise<Run> {
  return verdictOf(await z3Outcome(engine, script, timeoutMs));
}

/**
 * cvc5 1.0 rejects str.substr, str.replace … without a string logic unless --strings-exp is given,
 * and a fused script may have no set-logic (see fusion/logic.ts).
 */
const CVC5: Lane = { ...CVC5_NATIVE, id: `${CVC5_NATIVE.id}+--strings-exp`, options: ['--strings-exp'] };

export function cvc5Outcome(script: string, timeoutMs: number): Promise<Outcome> {
  return runNative(CVC5, script, { timeoutMs });
}

export async function runCvc5(script: string, timeoutMs: number): Promise<Run> {
  return verdictOf(await cvc5Outcome(script, timeoutMs));
}

/** An outcome as one word, for the harnesses' counts of what the solvers did. */
export function verdictWord(o: Outcome): Verdict {
  return verdictOf(o).verdict;
}
