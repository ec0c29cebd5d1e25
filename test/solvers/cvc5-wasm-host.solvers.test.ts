// SolverHost (src/solvers/host.ts) over the CVC5 WASM Node worker: the host's clock turns a hanging run
// into a timeout (terminate + respawn), a trap into a crash, and the lane keeps answering afterwards.
// The solver is the emscripten test module test/fixtures/emscripten-cli/fake-solver (no cvc5.wasm here).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tracked, withFakeTimers } from '../support/host-clock.js';
import type { Lane } from '../../src/solvers/lane.js';
import { SolverHost } from '../../src/solvers/host.js';
import { spawnCvc5NodeWorker } from '../../src/solvers/cvc5/spawn-node.js';

const GLUE = new URL('../fixtures/emscripten-cli/fake-solver.js', import.meta.url).pathname;
const lane: Lane = { id: 'cvc5@fake(wasm)', family: 'cvc5', version: '0.1.0', backend: 'wasm', options: [] };

describe('SolverHost over the CVC5 WASM worker', () => {
  let host: SolverHost | undefined;
  afterEach(() => {
    host?.dispose();
    host = undefined;
  });

  it('starts the worker and reports the version', async () => {
    host = new SolverHost(lane, spawnCvc5NodeWorker, { family: 'cvc5', source: GLUE, options: [] });
    expect(await host.start()).toEqual({ version: '0.1.0' });
    const o = await host.run('; answer: unsat\n(check-sat)\n', { timeoutMs: 5000 });
    expect(o).toMatchObject({ laneId: lane.id, status: 'ok', answers: ['unsat'] });
  });

  it('a hanging run becomes a timeout within timeoutMs + 500 ms of the host clock, its worker replaced, and the next query answers', async () => {
    for (const warmSpare of [true, false]) {
      const restarts: string[] = [];
      host = new SolverHost(
        lane,
        spawnCvc5NodeWorker,
        { family: 'cvc5', source: GLUE, options: [] },
        { warmSpare, onRestart: (why) => restarts.push(why) },
      );
      await host.start();
      const timeoutMs = 1000;
      // The hang never returns and cvc5's worker cannot be interrupted: only the host's timers end the run, the
      // timeout and then the grace before the worker is replaced. Timer time is counted, not the machine's time.
      const hung = await withFakeTimers(async () => {
        const run = tracked(host!.run('(check-sat)\n; hang\n', { timeoutMs }));
        await vi.advanceTimersByTimeAsync(timeoutMs - 1);
        expect(run.settled).toBe(false);
        await vi.advanceTimersByTimeAsync(500);
        expect(run.settled).toBe(true);
        return run.promise;
      });
      expect(hung.status).toBe('timeout');
      expect(restarts).toEqual(['timeout']);
      const next = await host.run('; answer: unsat\n(check-sat)\n; counter\n', { timeoutMs: 10_000 });
      expect(next).toMatchObject({ status: 'ok', answers: ['unsat'] });
      expect(next.stdout).toContain('counter 1');
      host.dispose();
    }
  });

  it('an abort becomes a crash, and the next query answers', async () => {
    host = new SolverHost(lane, spawnCvc5NodeWorker, { family: 'cvc5', source: GLUE, options: [] });
    await host.start();
    const crash = await host.run('(check-sat)\n; crash\n', { timeoutMs: 5000 });
    expect(crash.status).toBe('crash');
    expect(crash.message).toMatch(/Aborted/);
    const next = await host.run('; answer: unsat\n(check-sat)\n', { timeoutMs: 5000 });
    expect(next).toMatchObject({ status: 'ok', answers: ['unsat'] });
  });
});
