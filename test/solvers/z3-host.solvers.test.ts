// The SolverHost with real Z3 wasm lanes in worker_threads: answers, models, hard timeouts and crashes.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { tracked, withFakeTimers } from '../support/host-clock.js';
import { SolverHost, type SpawnedWorker } from '../../src/solvers/host.js';
import type { Lane } from '../../src/solvers/lane.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { spawnZ3NodeWorker } from '../../src/solvers/z3/spawn-node.js';
import { HARD_NIA } from './fixtures/hard-queries.js';

const SAT = '(declare-const x Int)\n(assert (> x 41))\n(assert (< x 43))\n(check-sat)\n';
const UNSAT = '(declare-const x Int)\n(assert (> x 1))\n(assert (< x 0))\n(check-sat)\n';

function lane(spec: string): Lane {
  const r = parseLane(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const hosts: SolverHost[] = [];
function host(spec: string): SolverHost {
  const h = createNodeSolver(lane(spec)) as SolverHost;
  hosts.push(h);
  return h;
}
afterAll(() => hosts.forEach((h) => h.dispose()));

describe.each(['z3', 'z3@4.8.17'])('SolverHost on %s', (spec) => {
  it('answers, reports its version and returns the model of a sat answer', async () => {
    const h = host(spec);
    const info = await h.start();
    expect(info.version).toMatch(spec === 'z3' ? /^5\./ : /^4\.8\.17/);
    const sat = await h.run(SAT, { timeoutMs: 10_000, produceModel: true });
    expect(sat).toMatchObject({ status: 'ok', answers: ['sat'] });
    expect(sat.model).toMatch(/define-fun x \(\) Int\s+42/);
    const unsat = await h.run(UNSAT, { timeoutMs: 10_000, produceModel: true });
    expect(unsat).toMatchObject({ status: 'ok', answers: ['unsat'] });
    expect(unsat.model).toBeUndefined();
    const bad = await h.run('(assert (> y 0))\n(check-sat)\n', { timeoutMs: 10_000 });
    expect(bad.status).toBe('error');
  });

  it('cuts a hard nonlinear query off within timeoutMs + 500 ms of the host clock, then answers the next query', async () => {
    const h = host(spec);
    await h.start();
    // Timer time is counted, not the machine's: the run must end by the timeout and the grace (the query stops
    // when interrupted, or its worker is replaced), whatever the solver does meanwhile.
    const hard = await withFakeTimers(async () => {
      const run = tracked(h.run(HARD_NIA, { timeoutMs: 1000 }));
      await vi.advanceTimersByTimeAsync(999);
      expect(run.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(500);
      expect(run.settled).toBe(true);
      return run.promise;
    });
    expect(hard.status).toBe('timeout');
    const next = await h.run(UNSAT, { timeoutMs: 10_000 });
    expect(next).toMatchObject({ status: 'ok', answers: ['unsat'] });
  });
});

describe('SolverHost crash recovery', () => {
  it('classifies a dying Z3 as a crash, replaces the worker and answers the next query', async () => {
    const h = host('z3');
    await h.start();
    // 3,000,000 nested `not`s exhaust Z3 5.x's fixed 2 GiB heap: the module aborts (out of memory).
    const depth = 3_000_000;
    const deep = `(declare-const x Bool)\n(assert ${'(not '.repeat(depth)}x${')'.repeat(depth)})\n(check-sat)\n`;
    // Well under a minute of one core unloaded; the limit only keeps a busy laptop from calling it a timeout.
    const crashed = await h.run(deep, { timeoutMs: 600_000 });
    expect(crashed.status).toBe('crash');
    expect(crashed.message).toMatch(/out of memory|Aborted|exited/i);
    const next = await h.run(SAT, { timeoutMs: 10_000 });
    expect(next).toMatchObject({ status: 'ok', answers: ['sat'] });
  });
});

describe('SolverHost warm-up', () => {
  /** Real Z3 workers whose runs are listed per worker, in the order they were spawned. */
  function countingSpawn(runs: string[][]): () => SpawnedWorker {
    return () => {
      const w = spawnZ3NodeWorker();
      const mine: string[] = [];
      runs.push(mine);
      return {
        ...w,
        api: {
          init: (init) => w.api.init(init),
          run: (script, timeoutMs, options) => {
            mine.push(script);
            return w.api.run(script, timeoutMs, options);
          },
          interrupt: () => w.api.interrupt(),
          describeOptions: () => w.api.describeOptions(),
        },
      };
    };
  }

  it('runs a query in every new worker before it is ready, a replacement after a hard timeout too', async () => {
    const runs: string[][] = [];
    const l = lane('z3');
    const h = new SolverHost(
      l,
      countingSpawn(runs),
      { family: 'z3', source: 'z3-solver', options: [] },
      {
        warmSpare: false,
        graceMs: 0,
      },
    );
    hosts.push(h);
    await h.start();
    // Ready means warmed up: the worker's first query is behind it, not inside the caller's timeout.
    expect(runs).toHaveLength(1);
    expect(runs[0]).toHaveLength(1);
    expect(await h.run(SAT, { timeoutMs: 10_000 })).toMatchObject({ status: 'ok', answers: ['sat'] });
    expect(runs[0]!.slice(1)).toEqual([SAT]);
    // A hard query past its timeout with no grace: the host replaces the worker.
    for (let i = 0; i < 3 && h.restarts === 0; i++) await h.run(HARD_NIA, { timeoutMs: 300 });
    expect(h.restarts).toBeGreaterThan(0);
    expect(await h.run(UNSAT, { timeoutMs: 10_000 })).toMatchObject({ status: 'ok', answers: ['unsat'] });
    const replacement = runs.at(-1)!;
    expect(replacement).toHaveLength(2);
    expect(replacement[0]).toBe(runs[0]![0]);
    expect(replacement[1]).toBe(UNSAT);
  });
});
