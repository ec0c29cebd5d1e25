// Lane options on the Z3 WebAssembly lanes: Z3's API only warns about an unknown parameter or a value of the
// wrong type and runs without it, so the worker refuses such a lane (a rejected configuration, as the z3 binary
// refuses its command line), while a parameter the release knows takes effect.
import { afterAll, describe, expect, it } from 'vitest';
import { judge } from '../../src/oracles/index.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import { SolverHost, type RestartReason } from '../../src/solvers/host.js';
import { spawnZ3NodeWorker } from '../../src/solvers/z3/spawn-node.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import type { Solver } from '../../src/solvers/solver.js';
import { readCorpusSeed } from '../support/corpus.js';

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

  it('runs a run’s options on a fresh instance once Z3 has forgotten their module', async () => {
    // After a run under one `rewriter`, one `smt` and one `nlsat` parameter, Z3_global_param_reset_all leaves Z3 5.2.0
    // (and 4.8.17) without the module `rewriter`: `rewriter.coalesce_chars=false` would only warn, and our
    // contains-b formula (live bug 3 of BENCHMARKS.md: sat under it with sat.smt=true, wrongly) would read unsat.
    const lane = parseLane('z3@5.2.0');
    if (!lane.ok) throw new Error(lane.error.message);
    const restarts: RestartReason[] = [];
    const solver = new SolverHost(
      lane.value,
      spawnZ3NodeWorker,
      { family: 'z3', source: 'z3-solver', options: [] },
      { warmSpare: false, onRestart: (r) => restarts.push(r) },
    );
    solvers.push(solver);
    const text = readCorpusSeed('QF_S/contains-b.smt2').text;
    const bug = { timeoutMs: 20_000, options: ['rewriter.coalesce_chars=false', 'sat.smt=true'] };
    expect(await solver.run(text, bug)).toMatchObject({ status: 'ok', answers: ['sat'] });
    const forget = ['nlsat.check_lemmas=true', 'smt.arith.nl.grobner_adaptive=true', 'rewriter.cache_all=true'];
    expect(await solver.run('(check-sat)', { timeoutMs: 20_000, options: forget })).toMatchObject({ answers: ['sat'] });
    expect(restarts).toEqual([]);
    const again = await solver.run(text, bug);
    expect(again).toMatchObject({ status: 'ok', answers: ['sat'] });
    expect(restarts).toEqual(['stale']);
    expect(again.stderr).not.toMatch(/unknown module/);
  });
});
