// Starts the Z3 WASM worker as a Node worker_thread and wraps it with Comlink.
import type { SpawnedWorker } from '../host.js';
import { startNodeWorker, wrapNodeWorker } from '../node-worker.js';

const Z3_ENTRY = new URL('./z3.node-worker.ts', import.meta.url);

export function spawnZ3NodeWorker(): SpawnedWorker {
  return wrapNodeWorker(startNodeWorker(Z3_ENTRY));
}
