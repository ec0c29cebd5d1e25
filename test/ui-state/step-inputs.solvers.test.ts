// Step mode for the mutators that need a solver first, on a real Z3 wasm lane: the seed's answer for
// Janus and SAE when the seed declares none, and STORM's reference model M.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLanes } from '../../src/cli/lanes.js';
import { parseModel, evaluate, contextFromCommands, scopeAtFirstCheckSat } from '../../src/smtlib/eval/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import type { Solver } from '../../src/solvers/solver.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { mutatorByName } from '../../src/mutators/registry.js';
import { runStep } from '../../src/ui-state/step.js';
import type { Lane } from '../../src/solvers/lane.js';
import type { RunLane } from '../../src/solvers/runner.js';
import { stepInputs } from '../../src/ui-state/step-inputs.js';
import { NO_SPARE } from '../support/no-spare.js';

const UNDECLARED = `(set-logic QF_LIA)
(declare-const x Int)
(declare-const y Int)
(assert (and (< x y) (> x 2) (or (= y 10) (< (+ x y) 4))))
(check-sat)
`;

let solver: Solver;
let lane: Lane;
const run: RunLane = (_, t, o) => solver.run(t, o);

beforeAll(async () => {
  const [z3] = await resolveLanes(['z3']);
  solver = createNodeSolver(z3!, NO_SPARE);
  await solver.start();
  lane = z3!;
});
afterAll(() => solver?.dispose());

const step = (mutator: string, inputs: object | undefined, k = 0) =>
  runStep({
    seed: UNDECLARED,
    mutator,
    options: defaultOptions(mutatorByName(mutator)!.info),
    rngSeed: 5,
    step: k,
    ...(inputs ? { inputs } : {}),
  });

describe('step inputs from a real Z3 lane', () => {
  it('without them Janus and STORM explain what they need', () => {
    expect(step('janus', undefined)).toMatchObject({ ok: false });
    expect(step('storm', undefined)).toMatchObject({ ok: false, reason: expect.stringMatching(/model/) });
  });

  it('Janus and SAE get the answer the lane gives on the undeclared seed', async () => {
    for (const name of ['janus', 'sae']) {
      const got = await stepInputs(UNDECLARED, name, [lane], run, 5000);
      expect(got).toMatchObject({ ok: true, inputs: { label: 'sat' } });
      const r = step(name, got.ok ? got.inputs : undefined);
      expect(r.ok, JSON.stringify(r)).toBe(true);
      if (r.ok) expect(r.oracle).toMatchObject({ kind: 'expected', expected: 'sat' });
    }
  });

  it('STORM instances are true under the model M the lane gave', async () => {
    const got = await stepInputs(UNDECLARED, 'storm', [lane], run, 5000);
    if (!got.ok) throw new Error(got.reason);
    expect(got.inputs.note).toMatch(/model M from z3@5\.2\.0/);
    const model = parseModel(got.inputs.model!);
    if (!model.ok) throw new Error('model does not parse');
    for (let k = 0; k < 5; k++) {
      const r = step('storm', got.inputs, k);
      if (!r.ok) throw new Error(r.reason);
      const mutant = parseScript(r.mutant);
      if (!mutant.ok) throw new Error('mutant does not parse');
      const scope = scopeAtFirstCheckSat(mutant.value);
      const ctx = contextFromCommands(scope.commands, model.value);
      for (const a of scope.assertions)
        expect(evaluate(a, ctx)).toMatchObject({ kind: 'value', value: { value: true } });
    }
  });
});
