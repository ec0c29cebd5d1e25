// Starts the CVC5 WASM worker in a browser (a module Web Worker) and wraps it with Comlink.
import * as Comlink from 'comlink';
import type { SpawnedWorker } from '../host.js';
import type { SolverWorkerApi } from '../worker-api.js';

export function spawnCvc5BrowserWorker(): SpawnedWorker {
  const worker = new Worker(new URL('./cvc5.worker.ts', import.meta.url), { type: 'module', name: 'cvc5' });
  const api = Comlink.wrap<SolverWorkerApi>(worker);
  // Uncaught errors in the worker never reach Comlink; they arrive here.
  const died = new Promise<string>((resolve) => {
    worker.addEventListener('error', (e) => resolve(`worker error: ${e.message || 'failed to load'}`), { once: true });
    worker.addEventListener('messageerror', () => resolve('worker messageerror'), { once: true });
  });
  return {
    api: api as unknown as SolverWorkerApi,
    // Calls pending on `api` never settle after this; the host stops waiting for them itself.
    terminate: () => worker.terminate(),
    died,
  };
}
