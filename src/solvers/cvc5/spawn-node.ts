// Starts the CVC5 WASM worker as a Node worker_thread (for the CLI and the tests) and wraps it with Comlink.
import type { SpawnedWorker } from '../host.js';
import { startNodeWorker, wrapNodeWorker } from '../node-worker.js';

const CVC5_ENTRY = new URL('./cvc5.node-worker.ts', import.meta.url);

export function spawnCvc5NodeWorker(): SpawnedWorker {
  return wrapNodeWorker(startNodeWorker(CVC5_ENTRY));
}
