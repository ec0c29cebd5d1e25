// Node worker_threads for the solver backends (CLI and tests), wrapped with Comlink.
import { Worker } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/umd/node-adapter.js';
import type { SpawnedWorker } from './host.js';
import type { SolverWorkerApi } from './worker-api.js';

const BOOTSTRAP = new URL('./ts-worker-bootstrap.mjs', import.meta.url);

/**
 * Starts a worker_thread running a TypeScript entry module. Node 20 does not apply
 * `new Worker(url, { execArgv: ['--import', 'tsx'] })` to the worker's entry module itself (it fails with
 * ERR_UNKNOWN_FILE_EXTENSION), so a small JS bootstrap registers tsx in the thread and imports the entry.
 */
export function startTsWorker(entry: URL): Worker {
  return new Worker(BOOTSTRAP, { workerData: { entry: entry.href } });
}

/** Wraps a worker_thread that `Comlink.expose`s a SolverWorkerApi. */
export function wrapNodeWorker(worker: Worker): SpawnedWorker {
  const api = Comlink.wrap<SolverWorkerApi>(nodeEndpoint(worker as unknown as Parameters<typeof nodeEndpoint>[0]));
  const died = new Promise<string>((resolve) => {
    worker.once('error', (e: unknown) => resolve(e instanceof Error ? `${e.name}: ${e.message}` : String(e)));
    worker.once('messageerror', (e: unknown) => resolve(`messageerror: ${String(e)}`));
    worker.once('exit', (code: number) => resolve(`worker exited with code ${code}`));
  });
  return {
    api: api as unknown as SolverWorkerApi,
    terminate: () => void worker.terminate(),
    died,
  };
}
