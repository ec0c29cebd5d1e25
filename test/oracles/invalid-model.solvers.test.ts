// The invalid-model oracle on real models: a solver's model satisfies its own script, and the oracle
// flags it when evaluated against a script it does not satisfy.
import { describe, expect, it } from 'vitest';
import { invalidModelFindings } from '../../src/oracles/invalid-model.js';
import { checkModel } from '../../src/oracles/model-check.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { CVC5_NATIVE, Z3_NATIVE } from '../solvers/native-lanes.js';

function script(text: string) {
  const parsed = parseScript(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const POSITIVE =
  '(set-logic QF_LIA)\n(declare-const x Int)\n(declare-const y Int)\n(assert (> x (+ y 3)))\n(assert (> y 5))\n(check-sat)\n';
const NEGATIVE = POSITIVE.replace('(> y 5)', '(< y (- 5))');
// Arrays whose models are store chains over other arrays: the shape of the self-defined model Z3 main gave under SLS
// (head-public-12), here from solvers that define each array by values and other arrays only, never by itself.
const ARRAYS = [
  '(set-logic QF_AX)',
  '(declare-sort I 0)',
  '(declare-sort E 0)',
  '(declare-const a (Array I E))',
  '(declare-const b (Array I E))',
  '(declare-const i I)',
  '(declare-const j I)',
  '(declare-const e E)',
  '(assert (= b (store a i e)))',
  '(assert (not (= (select a j) (select b j))))',
  '(assert (not (= a b)))',
  '(check-sat)',
  '',
].join('\n');

describe.each([Z3_NATIVE, CVC5_NATIVE])('invalid-model oracle with $id', (lane) => {
  it('accepts the model of a sat answer and rejects it for a contradicting script', async () => {
    const solver = createNodeSolver(lane);
    const outcome = await solver.run(POSITIVE, { timeoutMs: 10_000, produceModel: true });
    expect(outcome.answers).toEqual(['sat']);
    expect(outcome.model).toBeDefined();
    expect(invalidModelFindings(script(POSITIVE), [outcome])).toEqual([]);
    expect(invalidModelFindings(script(NEGATIVE), [outcome])).toMatchObject([
      { kind: 'invalid-model', lanes: [lane.id] },
    ]);
  });

  it('finds no array model of its own defined through itself', async () => {
    const outcome = await createNodeSolver(lane).run(ARRAYS, { timeoutMs: 10_000, produceModel: true });
    expect(outcome.answers).toEqual(['sat']);
    expect(outcome.model).toMatch(/define-fun a /);
    expect(checkModel(script(ARRAYS), outcome.model!)).toEqual({ kind: 'checked', falsified: 0 });
    expect(invalidModelFindings(script(ARRAYS), [outcome])).toEqual([]);
  });
});
