// z3-solver 4.8.17's late detached-exit message (emscripten-core/emscripten#9763) on the real glue: delivered
// to a pool worker that hosts no pthread, it failed an assertion outside any call and, through the glue's
// 'uncaughtException' listener, ended a Vitest fork in CI. The engine drops it; later messages still work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadZ3Module } from '../../src/solvers/z3/load-node.js';
import { ensureZ3Release } from '../../src/solvers/z3/releases.js';

interface PoolWorker {
  pthread?: unknown;
  onmessage(event: { data: { cmd: string; thread?: number } }): void;
}
interface Pool {
  unusedWorkers: PoolWorker[];
  runningWorkers: PoolWorker[];
  /** A pool worker with the glue's message handler, hosting no pthread yet. */
  getNewWorker(): PoolWorker & { terminate(): void };
  /** Called by the glue when a thread's exit message arrives: its worker hosts no pthread from then on. */
  returnWorkerToPool(worker: PoolWorker): void;
}

/**
 * The pool's workers that host no pthread, once there is one. A thread's worker goes back to the pool only when its
 * exit message reaches the main thread (`returnWorkerToPool`), which a busy machine delivers after the answer: so
 * this waits for that call (an event), never for time to pass.
 */
async function workersHostingNoPthread(pool: Pool): Promise<PoolWorker[]> {
  for (;;) {
    const idle = [...pool.unusedWorkers, ...pool.runningWorkers].filter((w) => !w.pthread);
    if (idle.length > 0) return idle;
    // Nothing runs between the check above and this hook (one thread): no return can slip between them.
    await new Promise<void>((resolve) => {
      const original = pool.returnWorkerToPool;
      pool.returnWorkerToPool = function (this: Pool, worker: PoolWorker): void {
        pool.returnWorkerToPool = original;
        original.call(this, worker);
        resolve();
      };
    });
  }
}

describe('the late detached exit of a z3-solver 4.8.17 pthread', () => {
  let engine: Z3Engine;
  let pool: Pool;
  beforeAll(async () => {
    const module = await loadZ3Module('z3-4817');
    pool = (module.em as unknown as { PThread: Pool }).PThread;
    const { Z3Engine: Engine } = await import('../../src/solvers/z3/engine.js');
    engine = new Engine(module);
  });
  afterAll(() => engine.close());

  it("fails the glue's own assertion when no engine guards it (the test can fail)", async () => {
    const bare = (await loadZ3Module('z3-4817')).em as unknown as { PThread: Pool };
    const worker = bare.PThread.getNewWorker();
    expect(() => worker.onmessage({ data: { cmd: 'detachedExit' } })).toThrow(/Assertion failed/);
    worker.terminate();
  });

  it('is dropped by a worker the pool starts after the engine exists', () => {
    const worker = pool.getNewWorker();
    expect(() => worker.onmessage({ data: { cmd: 'detachedExit' } })).not.toThrow();
    pool.unusedWorkers.push(worker);
  });

  it('is dropped for a worker that hosts no pthread, and the engine answers after it', async () => {
    expect(await engine.evalSmtlib('(declare-const p Bool)(assert p)(check-sat)')).toBe('sat\n');
    const idle = await workersHostingNoPthread(pool);
    for (const worker of idle) expect(() => worker.onmessage({ data: { cmd: 'detachedExit' } })).not.toThrow();
    expect(await engine.evalSmtlib('(declare-const p Bool)(assert (and p (not p)))(check-sat)')).toBe('unsat\n');
  });

  // 4.8.17's glue lets such a cleanup pass; 4.10.0's asserts (it ended a Vitest fork in CI after a close).
  it("drops a cleanup of a thread the module no longer has, which 4.10.0's glue asserts on", async () => {
    const dir = (await ensureZ3Release('4.10.0')).dir;
    const stale = { data: { cmd: 'cleanupThread', thread: 12345 } };
    const bare = (await loadZ3Module(dir)).em as unknown as { PThread: Pool };
    const unguarded = bare.PThread.getNewWorker();
    expect(() => unguarded.onmessage(stale)).toThrow(/Assertion failed/);
    unguarded.terminate();
    const { Z3Engine: Engine } = await import('../../src/solvers/z3/engine.js');
    const module = await loadZ3Module(dir);
    const guarded = new Engine(module);
    const worker = (module.em as unknown as { PThread: Pool }).PThread.getNewWorker();
    expect(() => worker.onmessage(stale)).not.toThrow();
    worker.terminate();
    guarded.close();
  });
});

describe('a closed z3-solver engine', () => {
  it('drops what its workers post after it closed (Node delivers what a worker sent before it was terminated)', async () => {
    const module = await loadZ3Module('z3-4817');
    const pthreads = (module.em as unknown as { PThread: Pool }).PThread;
    const { Z3Engine: Engine } = await import('../../src/solvers/z3/engine.js');
    const engine = new Engine(module);
    expect(await engine.evalSmtlib('(declare-const p Bool)(assert p)(check-sat)')).toBe('sat\n');
    const workers = [...pthreads.unusedWorkers, ...pthreads.runningWorkers];
    expect(workers.length).toBeGreaterThan(0);
    engine.close();
    for (const worker of workers) {
      expect(() => worker.onmessage({ data: { cmd: 'cleanupThread', thread: 4096 } })).not.toThrow();
      expect(() => worker.onmessage({ data: { cmd: 'detachedExit' } })).not.toThrow();
    }
  });
});
