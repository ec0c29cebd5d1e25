// Wraps a browser Web Worker that `Comlink.expose`s a SolverWorkerApi.
import * as Comlink from 'comlink';
import type { SpawnedWorker } from './host.js';
import type { SolverWorkerApi } from './worker-api.js';

export function wrapBrowserWorker(worker: Worker): SpawnedWorker {
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
