// Starts the CVC5 WASM worker in a browser (a module Web Worker) and wraps it with Comlink.
import type { SpawnedWorker } from '../host.js';
import { wrapBrowserWorker } from '../browser-worker.js';

export function spawnCvc5BrowserWorker(): SpawnedWorker {
  return wrapBrowserWorker(new Worker(new URL('./cvc5.worker.ts', import.meta.url), { type: 'module', name: 'cvc5' }));
}
