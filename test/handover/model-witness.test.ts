// Telling the wrong side of a sat/unsat disagreement by a model (handover/model-witness.ts), with stand-in lanes:
// the evaluator's reading of a model, the choice it makes in bisect-lanes.ts over the guesses, and a bisection that
// asks the sat lane for its model. On real Z3: test/handover/model-witness.solvers.test.ts.
import { describe, expect, it } from 'vitest';
import { bisect } from '../../src/handover/bisect.js';
import { chooseVaried } from '../../src/finding/suspect-lanes.js';
import { witnessOf } from '../../src/handover/model-witness.js';
import { judge, planFor, type Observation } from '../../src/oracles/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { RunLane } from '../../src/solvers/runner.js';

const TEXT = '(declare-const x Int)\n(assert (> x 2))\n(assert (< x 5))\n(check-sat)\n';
const script = (text: string) => {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const model = (x: number) => `(\n  (define-fun x () Int ${x})\n)`;
const differential = { kind: 'differential', expected: null } as const;

describe('witnessOf', () => {
  it('a model that falsifies an assertion shows the sat side wrong; one that satisfies all, the unsat side', () => {
    expect(witnessOf(script(TEXT), 'z3+a=1', model(7))).toEqual({
      wrong: 'sat',
      lane: 'z3+a=1',
      why: 'the sat side: the model of z3+a=1 makes assertion 2 false',
      modelFault: 'its model makes assertion 2 false',
    });
    expect(witnessOf(script(TEXT), 'z3+a=1', model(3))).toMatchObject({ wrong: 'unsat' });
  });

  it('a model that defines a constant through itself shows the sat side wrong, whatever the assertions say', () => {
    // head-public-12: Z3 main under smt.sls.enable=true, sat on an unsatisfiable QF_AX formula, with this model of a1.
    const arrays =
      '(declare-sort I 0)\n(declare-sort E 0)\n(declare-fun a1 () (Array I E))\n(declare-fun i () I)\n' +
      '(assert (distinct (store a1 i (select a1 i)) a1))\n(check-sat)\n';
    const self = '(\n  (define-fun a1 () (Array I E) (store a1 I!val!0 E!val!1))\n  (define-fun i () I I!val!0)\n)';
    expect(witnessOf(script(arrays), 'z3+smt.sls.enable=true', self)).toEqual({
      wrong: 'sat',
      lane: 'z3+smt.sls.enable=true',
      why: 'the sat side: the model of z3+smt.sls.enable=true defines a1 in terms of itself, which gives no value',
      modelFault: 'its model defines a1 in terms of itself, which gives no value',
    });
  });

  it('no witness from a model that does not parse, or an assertion the evaluator cannot decide', () => {
    expect(witnessOf(script(TEXT), 'z3', '(oops')).toMatch(/does not parse/);
    const uf = '(declare-fun f (Int) Int)\n(assert (> (f 1) 2))\n(check-sat)\n';
    expect(witnessOf(script(uf), 'z3', '(\n)')).toMatch(/cannot decide/);
  });
});

describe('a disagreement between two Z3 lanes with options on both sides', () => {
  const SAT = 'z3@5.2.0+sat.smt=true';
  const UNSAT = 'z3@4.8.17+smt.relevancy=0';
  const finding = { kind: 'soundness' as const, lanes: [SAT, UNSAT], oracle: differential, run: [SAT, UNSAT] };
  const observed: Observation[] = [
    { laneId: SAT, status: 'ok', answers: ['sat'] },
    { laneId: UNSAT, status: 'ok', answers: ['unsat'] },
  ];

  it('cannot be told without a model, and is told by one', () => {
    expect(chooseVaried(finding, observed)).toMatchObject({ code: 'ambiguous' });
    const wrongSat = witnessOf(script(TEXT), SAT, model(9));
    if (typeof wrongSat === 'string') throw new Error(wrongSat);
    expect(chooseVaried(finding, observed, [], wrongSat)).toEqual({ vary: [SAT], keep: [UNSAT], why: wrongSat.why });
    const wrongUnsat = witnessOf(script(TEXT), SAT, model(4));
    if (typeof wrongUnsat === 'string') throw new Error(wrongUnsat);
    expect(chooseVaried(finding, observed, [], wrongUnsat)).toMatchObject({ vary: [UNSAT] });
    // --vary still comes first
    expect(chooseVaried(finding, observed, [UNSAT], wrongSat)).toMatchObject({ vary: [UNSAT] });
  });

  /** Lanes that say sat with a model of x (when one is asked for) or unsat; anything else throws. */
  const lanes =
    (said: Record<string, number | 'unsat'>, asked: string[] = []): RunLane =>
    async (laneId, _text, options) => {
      const what = said[laneId];
      if (what === undefined) throw new Error(`no answer for ${laneId}`);
      if (options.produceModel) asked.push(laneId);
      const base = { laneId, stdout: '', stderr: '', message: '', timeMs: 1, status: 'ok' as const };
      if (what === 'unsat') return { ...base, answers: ['unsat'] } satisfies Outcome;
      return { ...base, answers: ['sat'], ...(options.produceModel ? { model: model(what) } : {}) } satisfies Outcome;
    };

  async function bisectWith(said: Record<string, number | 'unsat'>, asked: string[]) {
    const run = lanes(said, asked);
    const outcomes = await Promise.all([SAT, UNSAT].map((l) => run(l, TEXT, { timeoutMs: 1 })));
    const raw = judge(script(TEXT), differential, outcomes).findings[0]!;
    const plan = planFor({ kind: raw.kind, lanes: raw.lanes }, differential, outcomes);
    if (!plan.ok) throw new Error(plan.reason);
    return bisect({ text: TEXT, target: plan.target, versions: ['5.2.0'], run, timeoutMs: 1 });
  }

  it('a bisection asks the sat lane for its model and varies the side it shows wrong', async () => {
    const asked: string[] = [];
    const wrongSat = await bisectWith({ [SAT]: 9, [UNSAT]: 'unsat' }, asked);
    if (!wrongSat.ok) throw new Error(wrongSat.reason);
    expect(asked).toEqual([SAT]);
    expect(wrongSat.bisection.varied).toEqual([SAT]);
    expect(wrongSat.bisection.why).toBe(`the sat side: the model of ${SAT} makes assertion 2 false`);
    expect(wrongSat.bisection.verdicts.map((v) => v.verdict)).toEqual(['bad']);

    const wrongUnsat = await bisectWith({ [SAT]: 3, [UNSAT]: 'unsat', 'z3@5.2.0+smt.relevancy=0': 'unsat' }, []);
    if (!wrongUnsat.ok) throw new Error(wrongUnsat.reason);
    expect(wrongUnsat.bisection.varied).toEqual([UNSAT]);
    expect(wrongUnsat.bisection.why).toBe(`the unsat side: the model of ${SAT} satisfies every assertion`);
  });
});
