// The two solvers the fusion oracle tests use: Z3 (z3-solver WASM, in this process) and native cvc5,
// each reduced to one verdict per script: sat, unsat, unknown, timeout, error or crash.
import { classify } from '../../src/solvers/classify/index.js';
import { runNative } from '../../src/solvers/native/index.js';
import type { Lane } from '../../src/solvers/lane.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadZ3Node } from '../../src/solvers/z3/load-node.js';
import { CVC5_NATIVE } from '../solvers/native-lanes.js';

export type Verdict = 'sat' | 'unsat' | 'unknown' | 'timeout' | 'error' | 'crash';

export interface Run {
  verdict: Verdict;
  message: string;
}

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

/** Z3's own timeout gives `unknown`; a run that ignores it is interrupted after twice the time. */
export async function runZ3(engine: Z3Engine, script: string, timeoutMs: number): Promise<Run> {
  const timer = setTimeout(() => engine.interrupt(), timeoutMs * 2);
  try {
    const stdout = await engine.evalSmtlib(script);
    return verdictOf(classify({ stdout, stderr: '', exitCode: 0, signal: null, timedOut: false }));
  } catch (error) {
    return { verdict: 'crash', message: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * cvc5 1.0 rejects str.substr, str.replace … without a string logic unless --strings-exp is given,
 * and a fused script may have no set-logic (see fusion/logic.ts).
 */
const CVC5: Lane = { ...CVC5_NATIVE, id: `${CVC5_NATIVE.id}+strings-exp`, options: ['--strings-exp'] };

export async function runCvc5(script: string, timeoutMs: number): Promise<Run> {
  return verdictOf(await runNative(CVC5, script, { timeoutMs }));
}
