// Wraps a browser Web Worker that `Comlink.expose`s a SolverWorkerApi (or another plain-data API: the model checker's).
import * as Comlink from 'comlink';
import type { Remote } from 'comlink';
import type { SolverWorkerApi } from './worker-api.js';

export interface WrappedWorker<Api> {
  /** Each method of Api, called in the worker: a SolverWorkerApi's promises pass as they are (worker-glue.test.ts). */
  api: Remote<Api>;
  terminate(): void;
  /** Settles (never rejects) with a message when the worker dies on its own. */
  died: Promise<string>;
}

export function wrapBrowserWorker<Api = SolverWorkerApi>(worker: Worker): WrappedWorker<Api> {
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
    api: Comlink.wrap<Api>(worker),
    // Calls pending on `api` never settle after this; the host stops waiting for them itself.
    terminate: () => worker.terminate(),
    died,
  };
}
