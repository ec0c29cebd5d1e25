// SolverHost (src/solvers/host.ts) over the CVC5 WASM Node worker: the host's clock turns a hanging run
// into a timeout (terminate + respawn), a trap into a crash, and the lane keeps answering afterwards.
// The solver is the emscripten test module test/fixtures/emscripten-cli/fake-solver (no cvc5.wasm here).
import { afterEach, describe, expect, it } from 'vitest';
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

  it('a hanging run becomes a timeout within timeoutMs + 500 ms, and the next query answers', async () => {
    for (const warmSpare of [true, false]) {
      host = new SolverHost(lane, spawnCvc5NodeWorker, { family: 'cvc5', source: GLUE, options: [] }, { warmSpare });
      await host.start();
      const timeoutMs = 1000;
      const t0 = performance.now();
      const hung = await host.run('(check-sat)\n; hang\n', { timeoutMs });
      const elapsed = performance.now() - t0;
      expect(hung.status).toBe('timeout');
      expect(elapsed).toBeLessThan(timeoutMs + 500);
      const t1 = performance.now();
      const next = await host.run('; answer: unsat\n(check-sat)\n; counter\n', { timeoutMs: 10_000 });
      console.log(
        `warmSpare=${warmSpare}: timeout reported after ${elapsed.toFixed(0)} ms; next answer after ${(performance.now() - t1).toFixed(0)} ms`,
      );
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
