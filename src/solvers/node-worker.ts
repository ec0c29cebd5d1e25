// Node worker_threads for the solver backends (CLI and tests), wrapped with Comlink.
import { Worker } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/umd/node-adapter.js';
import type { SpawnedWorker } from './host.js';
import type { SolverWorkerApi } from './worker-api.js';

// scripts/build-cli.mjs defines this as true in the CLI's build; from the sources (Vitest, tsx) it is undeclared.
declare const __SMTPLAY_BUILD__: boolean | undefined;
const RUNS_FROM_BUILD = typeof __SMTPLAY_BUILD__ !== 'undefined' && __SMTPLAY_BUILD__;

/**
 * Starts the worker_thread whose entry module is `entry`, given as the TypeScript source beside the caller:
 * `new URL('./z3.node-worker.ts', import.meta.url)`.
 * - From the CLI's build the caller is a chunk in the flat build/cli/ folder, where the entry was bundled as
 *   `z3.node-worker.js` (scripts/build-cli.mjs lists the worker entries): that file is started as it is.
 * - From the sources, Node 20 does not apply `new Worker(url, { execArgv: ['--import', 'tsx'] })` to the
 *   worker's entry module itself (ERR_UNKNOWN_FILE_EXTENSION), so a small JS bootstrap registers tsx in the
 *   thread and imports the entry.
 */
export function startNodeWorker(entry: URL): Worker {
  if (RUNS_FROM_BUILD) return new Worker(new URL(entry.href.replace(/\.ts$/, '.js')));
  return new Worker(new URL('./ts-worker-bootstrap.mjs', import.meta.url), { workerData: { entry: entry.href } });
}

/** Wraps a worker_thread that `Comlink.expose`s a SolverWorkerApi. */
export function wrapNodeWorker(worker: Worker): SpawnedWorker {
  const died = new Promise<string>((resolve) => {
    worker.once('error', (e: unknown) => resolve(e instanceof Error ? `${e.name}: ${e.message}` : String(e)));
    worker.once('messageerror', (e: unknown) => resolve(`messageerror: ${String(e)}`));
    worker.once('exit', (code: number) => resolve(`worker exited with code ${code}`));
  });
  return {
    // Comlink's Remote<SolverWorkerApi>: each method a promise of what the worker's returns (worker-glue.test.ts).
    api: Comlink.wrap<SolverWorkerApi>(nodeEndpoint(worker)),
    terminate: () => void worker.terminate(),
    died,
  };
}
