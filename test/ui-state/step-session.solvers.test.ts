// Step mode's session on real Z3 WebAssembly lanes (5.2.0 and 4.8.17 with z3str3, in worker_threads as the
// page runs them): a step runs parent and mutant on every lane and is judged; the state resets with a new
// seed or mutator (no stale oracle note); findings are stored before they are shown; links round-trip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/finding/record.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { mutatorByName } from '../../src/mutators/registry.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import { StepSession, type StepView } from '../../src/ui-state/step-session.js';

const Z3 = 'z3@5.2.0';
const Z3STR3 = 'z3@4.8.17+smt.string_solver=z3str3';
const SAT_UNDECLARED =
  '(set-logic QF_LIA)\n(declare-const x Int)\n(declare-const y Int)\n(assert (and (< x y) (> x 2) (< y 9)))\n(check-sat)\n';
const UNSAT =
  '(set-logic QF_LIA)\n(declare-const x Int)\n(declare-const y Int)\n(assert (and (< x y) (> x 2) (< y 4)))\n(check-sat)\n';
const STR_LT_EMPTY = '(set-logic QF_S)\n(declare-fun s () String)\n(assert (str.< s ""))\n(check-sat)\n';

let pool: SolverPool;
let lanes: string[] = [Z3];
const saved: Finding[] = [];
const views: StepView[] = [];
let session: StepSession;

beforeAll(async () => {
  const resolved = await resolveLanes([Z3, Z3STR3]);
  pool = new SolverPool(resolved, (lane) => createNodeSolver(lane, { warmSpare: false }), 1);
  await pool.start();
  session = new StepSession(
    {
      run: (id, text, o) => pool.run(id, text, o),
      lanes: () => lanes,
      timeoutMs: () => 10_000,
      saveFinding: (f) => {
        // Stored before shown: the view has no reading for this run yet.
        expect(session.view.reading).toBeUndefined();
        saved.push(f);
        return Promise.resolve();
      },
    },
    (v) => views.push(v),
    SAT_UNDECLARED,
  );
});
afterAll(() => pool?.dispose());

const use = (name: string) =>
  session.configure({ mutator: name, options: defaultOptions(mutatorByName(name)!.info), rngSeed: 4 });

describe('step session on real Z3', () => {
  it('SAE on one seed, then OpFuzz on an unsat one: the oracle and its note belong to the step shown', async () => {
    use('sae');
    await session.go(0);
    expect(session.view.inputsNote).toBe(`${Z3} answers sat on the seed`);
    expect(session.view.result).toMatchObject({ ok: true, oracle: { kind: 'expected', expected: 'sat' } });
    expect(session.view.reading?.kind).toBe('matches');

    session.setSeed(UNSAT);
    expect(session.view.result).toBeUndefined(); // a new seed starts again at step 0
    use('opfuzz');
    await session.go(0);
    const v = session.view;
    expect(v.inputsNote).toBeUndefined();
    expect(v.result).toMatchObject({ ok: true, step: 0, oracle: { kind: 'differential' } });
    expect(v.rows.map((r) => r.parent?.answers)).toEqual([['unsat']]);
    expect(v.reading?.finding).toBe(false);
  });

  it('STORM shows its model M and the seed’s assertions, each true under M (issue 15: M was never shown)', async () => {
    lanes = [Z3];
    session.setSeed(SAT_UNDECLARED);
    use('storm');
    await session.go(0);
    const m = session.view.model;
    expect(m?.text).toMatch(/define-fun x \(\) Int/);
    expect(m?.label).toBe('sat');
    expect(m?.assertions).toEqual([{ term: '(and (< x y) (> x 2) (< y 9))', value: 'true' }]);
    session.setSeed(UNSAT);
    expect(session.view.model).toBeUndefined();
    use('opfuzz');
  });

  it('a new mutator or new options reset the step; the same ones keep it', async () => {
    await session.go(3);
    expect(session.view.result?.step).toBe(3);
    use('opfuzz');
    expect(session.view.result?.step).toBe(3);
    use('typefuzz');
    expect(session.view.result).toBeUndefined();
  });

  it('a link with a disagreement re-runs, reproduces, and its finding is stored before it is shown', async () => {
    lanes = [Z3, Z3STR3];
    const observed = [
      { lane: Z3, status: 'ok' as const, answers: ['unsat' as const] },
      { lane: Z3STR3, status: 'ok' as const, answers: ['sat' as const] },
    ];
    const link = {
      v: 1 as const,
      seeds: [STR_LT_EMPTY],
      rngSeed: 0,
      step: 0,
      mutant: STR_LT_EMPTY,
      lanes,
      timeoutMs: 10_000,
      observed,
    };
    session.openLink(link);
    expect(session.view.literal?.note).toMatch(/carried literally by a shared link/);
    expect((await session.runLink(link))?.reproduces).toBe(true);
    expect(session.view.reading).toMatchObject({ kind: 'soundness', finding: true });
    expect(saved.at(-1)).toMatchObject({
      kind: 'soundness',
      origin: 'step',
      lanes: [Z3STR3, Z3],
      mutant: STR_LT_EMPTY,
    });
    expect(session.finding()).toBe(saved.at(-1));
    // Its link carries the literal mutant and what was seen.
    expect(session.shareState()).toMatchObject({ mutant: STR_LT_EMPTY, lanes, observed });
  });
});
