// Wraps a browser Web Worker that `Comlink.expose`s a SolverWorkerApi.
import * as Comlink from 'comlink';
import type { SpawnedWorker } from './host.js';
import type { SolverWorkerApi } from './worker-api.js';

export function wrapBrowserWorker(worker: Worker): SpawnedWorker {
  const api = Comlink.wrap<SolverWorkerApi>(worker);
  // Uncaught errors in the worker never reach Comlink; they arrive here. The host reports them (a crash is an
  // outcome), so they must not also reach the page as its own uncaught errors (a WASM trap in one of Z3's
  // pthreads is rethrown by the glue in the worker and would).
  const died = new Promise<string>((resolve) => {
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      resolve(`worker error: ${e.message || 'failed to load'}`);
    });
    worker.addEventListener('messageerror', () => resolve('worker messageerror'), { once: true });
  });
  return {
    api: api as unknown as SolverWorkerApi,
    // Calls pending on `api` never settle after this; the host stops waiting for them itself.
    terminate: () => worker.terminate(),
    died,
  };
}
