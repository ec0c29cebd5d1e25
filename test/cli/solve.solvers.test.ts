// `smtplay solve` as a process: wasm and native lanes, a timeout from the host clock, usage errors. A
// crashing solver's row: solve-known-bugs.corpus.test.ts (it needs a known cvc5 crash trigger).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { smtplay } from './run-cli.js';

let dir: string;
let SAT: string;

describe('smtplay solve', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'smtplay-solve-'));
    SAT = join(dir, 'sat.smt2');
    writeFileSync(
      SAT,
      '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 5))\n(check-sat)\n(assert (< x 5))\n(check-sat)\n',
    );
  });

  it('runs one script on wasm and native lanes and prints one Outcome per lane', async () => {
    const { code, stdout } = await smtplay([
      'solve',
      SAT,
      '--solver',
      'z3',
      '--solver',
      'z3@4.8.17',
      '--solver',
      'native:cvc5',
      '--solver',
      'native:z3',
      '--json',
    ]);
    expect(code).toBe(0);
    const outcomes = JSON.parse(stdout) as {
      lane: string;
      answers: string[];
      status: string;
      timeMs: number;
      message: string;
    }[];
    expect(outcomes.map((o) => o.lane)).toEqual(['z3@5.2.0', 'z3@4.8.17', 'native:cvc5@1.0.3', 'native:z3@4.8.12']);
    for (const o of outcomes) {
      expect(o).toMatchObject({ status: 'ok', answers: ['sat', 'unsat'] });
      expect(typeof o.timeMs).toBe('number');
      expect(typeof o.message).toBe('string');
    }
  });

  it('reports a timeout from the host clock', async () => {
    const hard = join(dir, 'hard.smt2');
    writeFileSync(
      hard,
      '(set-logic QF_NIA)\n(declare-const x Int)\n(declare-const y Int)\n(declare-const z Int)\n(assert (= (+ (* x x x) (* y y y) (* z z z)) 33))\n(check-sat)\n',
    );
    const { stdout } = await smtplay([
      'solve',
      hard,
      '--solver',
      'z3',
      '--solver',
      'native:cvc5',
      '--timeout',
      '1000',
      '--json',
    ]);
    const outcomes = JSON.parse(stdout) as { status: string; timeMs: number }[];
    // `timeout` is only ever the host's clock (the solvers' own limits answer unknown); how soon after the limit
    // it comes is bounded in the host tests (z3-host, native) and measured by bench:solvers.
    for (const o of outcomes) {
      expect(o.status).toBe('timeout');
      expect(o.timeMs).toBeGreaterThanOrEqual(1000);
    }
  });

  it('rejects unknown lanes and missing files with exit code 2', async () => {
    expect((await smtplay(['solve', SAT, '--solver', 'z3@9.9.9'])).code).toBe(2);
    expect((await smtplay(['solve', SAT, '--solver', 'yices'])).code).toBe(2);
    expect((await smtplay(['solve', join(dir, 'missing.smt2'), '--solver', 'z3'])).code).toBe(2);
  });

  it('runs the newest solvers at hand without --solver, and says which', async () => {
    const r = await smtplay(['solve', SAT, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(
      /^no --solver given: the newest solvers at hand, cvc5 [\d.]+ \(.*\); z3 [\d.]+ .*Z3 5\.2\.0 \(WebAssembly/,
    );
    const lanes = (JSON.parse(r.stdout) as { laneId: string; status: string }[]).map((o) => [o.laneId, o.status]);
    expect(lanes).toEqual([
      [expect.stringMatching(/^native:cvc5@[\d.]+\+--check-models$/), 'ok'],
      [expect.stringMatching(/^native:z3@[\d.]+\+model_validate=true$/), 'ok'],
      ['z3@5.2.0+model_validate=true', 'ok'],
    ]);
  });
});
