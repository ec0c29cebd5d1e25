// Starts the Z3 WASM worker in a browser (a module Web Worker) and wraps it with Comlink.
import type { SpawnedWorker } from '../host.js';
import { wrapBrowserWorker } from '../browser-worker.js';

export function spawnZ3BrowserWorker(): SpawnedWorker {
  return wrapBrowserWorker(new Worker(new URL('./z3.worker.ts', import.meta.url), { type: 'module', name: 'z3' }));
}
