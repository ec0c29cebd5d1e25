// "No output" on real solvers: Z3 5.2.0 (wasm, in a worker_thread), native z3 4.8.12 and native cvc5 1.0.3 print
// nothing for a script of settings, declarations and assertions (checked with `smtplay solve … --solver z3
// --solver native:z3 --solver native:cvc5`); every lane is ok with no answers, and the judge finds nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { judge } from '../../src/oracles/judge.js';
import type { Lane } from '../../src/solvers/lane.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import type { Solver } from '../../src/solvers/solver.js';
import { CVC5_NATIVE, Z3_NATIVE } from './native-lanes.js';

const z3Wasm = (): Lane => {
  const r = parseLane('z3');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const SILENT = [
  '(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n(assert (> x 1))\n',
  '(declare-datatypes ((P 0)) (((p (fst Int) (snd Int)))))\n(define-fun f ((q P)) Int (fst q))\n(push 1)\n(pop 1)\n',
];

describe('a script whose commands print nothing, on Z3 wasm, native z3 and native cvc5', () => {
  const solvers: Solver[] = [];
  afterAll(() => solvers.forEach((s) => s.dispose()));

  it('is ok with no answers on every lane, and the judge finds nothing', async () => {
    for (const lane of [z3Wasm(), Z3_NATIVE, CVC5_NATIVE]) solvers.push(createNodeSolver(lane));
    for (const script of SILENT) {
      const outcomes = await Promise.all(solvers.map((s) => s.run(script, { timeoutMs: 30_000 })));
      for (const o of outcomes) {
        expect(o.stdout.trim(), o.laneId).toBe('');
        expect(o, o.laneId).toMatchObject({ status: 'ok', answers: [] });
      }
      expect(judge(undefined, { kind: 'differential', expected: null }, outcomes).findings).toEqual([]);
    }
    // The same lanes still answer a script that asks.
    const asked = await Promise.all(solvers.map((s) => s.run(`${SILENT[0]!}(check-sat)\n`, { timeoutMs: 30_000 })));
    for (const o of asked) expect(o, o.laneId).toMatchObject({ status: 'ok', answers: ['sat'] });
  });
});
