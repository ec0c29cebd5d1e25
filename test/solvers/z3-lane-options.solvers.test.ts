// Lane options on the Z3 WebAssembly lanes: Z3's API only warns about an unknown parameter or a value of the
// wrong type and runs without it, so the worker refuses such a lane (a rejected configuration, as the z3 binary
// refuses its command line), while a parameter the release knows takes effect.
import { afterAll, describe, expect, it } from 'vitest';
import { judge } from '../../src/oracles/index.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import type { Solver } from '../../src/solvers/solver.js';

const SAT = '(declare-const x Int)\n(assert (> x 5))\n(check-sat)\n';
const solvers: Solver[] = [];
afterAll(() => solvers.forEach((s) => s.dispose()));

async function run(spec: string, script = SAT) {
  const lane = parseLane(spec);
  if (!lane.ok) throw new Error(lane.error.message);
  const solver = createNodeSolver(lane.value, { warmSpare: false });
  solvers.push(solver);
  return solver.run(script, { timeoutMs: 20_000 });
}

describe('Z3 lane options', () => {
  it('refuses an unknown parameter and a mistyped value on every call; the judge sets such lanes apart', async () => {
    const unknown = await run('z3@4.8.17+smt.no_such_param=1');
    expect(unknown).toMatchObject({ status: 'error', errorKind: 'option', answers: [] });
    expect(unknown.message).toMatch(/unknown parameter 'no_such_param'.*smt\.no_such_param=1/);
    const mistyped = await run('z3+model_validate=maybe');
    expect(mistyped).toMatchObject({ status: 'error', errorKind: 'option' });
    const fine = await run('z3');
    const verdict = judge(undefined, { kind: 'differential', expected: null }, [unknown, mistyped, fine]);
    expect(verdict.findings).toEqual([]);
    expect(verdict.rejected.map((r) => r.laneId)).toEqual([unknown.laneId, mistyped.laneId]);
  });

  it('runs with a parameter the release knows, and the parameter changes what Z3 does', async () => {
    // No string is below "" (the fixture's bug, reduced): the default string solver of 4.8.17 says unsat, its
    // z3str3 string solver says sat, so the option reached the solver.
    const lt = '(declare-const y String)\n(assert (str.< y ""))\n(check-sat)\n';
    expect(await run('z3@4.8.17', lt)).toMatchObject({ status: 'ok', answers: ['unsat'] });
    expect(await run('z3@4.8.17+smt.string_solver=z3str3', lt)).toMatchObject({ status: 'ok', answers: ['sat'] });
  });
});
