// The CVC5 WASM Node worker_thread behind Comlink, on the emscripten test module
// test/fixtures/emscripten-cli/fake-solver (built by build.sh; no cvc5.wasm here): answers, crashes,
// a hang that only terminating the worker stops. The in-process loader is tested in cvc5-wasm.test.ts.
import { describe, expect, it } from 'vitest';
import { spawnCvc5NodeWorker } from '../../src/solvers/cvc5/spawn-node.js';

const GLUE_PATH = new URL('../fixtures/emscripten-cli/fake-solver.js', import.meta.url);

describe('the Node worker_thread + Comlink', () => {
  const init = { family: 'cvc5' as const, source: GLUE_PATH.pathname, options: ['--produce-models'] };

  it('answers through Comlink, with the lane options passed to the solver', async () => {
    const w = spawnCvc5NodeWorker();
    try {
      expect(await w.api.init(init)).toEqual({ version: '0.1.0' });
      const r = await w.api.run('; answer: unsat\n(check-sat)\n; args\n; counter\n', 5000);
      expect(r).toMatchObject({
        stdout: 'unsat\narg --tlimit-per=5000\narg --produce-models\ncounter 1\n',
        exitCode: 0,
        timedOut: false,
      });
      const crash = await w.api.run('; crash\n', 5000);
      expect(crash.trap).toMatch(/^RuntimeError: Aborted\(/);
      // The same worker keeps answering after a crash: the crashed instance was thrown away.
      expect((await w.api.run('; counter\n', 5000)).stdout).toBe('counter 1\n');
    } finally {
      w.terminate();
    }
  });

  it('a hanging run is stopped only by terminating the worker; a new worker then answers', async () => {
    const first = spawnCvc5NodeWorker();
    await first.api.init(init);
    const hanging = first.api.run('(check-sat)\n; hang\n', 500);
    const settled = await Promise.race([
      hanging.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((r) => setTimeout(() => r('still running'), 1500)),
    ]);
    expect(settled).toBe('still running');
    // interrupt() cannot get through: callMain blocks the worker's only thread.
    const interrupted = await Promise.race([
      first.api.interrupt().then(() => 'interrupt answered'),
      new Promise((r) => setTimeout(() => r('no answer'), 300)),
    ]);
    expect(interrupted).toBe('no answer');
    first.terminate();
    expect(await first.died).toMatch(/exited/);
    // (How long terminating and a new worker take: bench:solvers -- --timeouts.)
    const second = spawnCvc5NodeWorker();
    try {
      await second.api.init(init);
      expect((await second.api.run('; answer: unsat\n(check-sat)\n', 5000)).stdout).toBe('unsat\n');
    } finally {
      second.terminate();
    }
  });

  it('init fails with a clear error when the build is missing', async () => {
    const w = spawnCvc5NodeWorker();
    try {
      await expect(w.api.init({ ...init, source: '/nonexistent/cvc5.js' })).rejects.toThrow(/ENOENT/);
    } finally {
      w.terminate();
    }
  });
});
