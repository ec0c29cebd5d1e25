// Starts the model-check worker in a browser (a module Web Worker) and wraps it with Comlink; the page's campaigns
// check models through a ModelCheckHost over it (model-check-host.ts).
import { wrapBrowserWorker } from '../solvers/browser-worker.js';
import type { ModelCheckWorkerApi, SpawnedModelChecker } from './model-check-host.js';

export function spawnModelCheckBrowserWorker(): SpawnedModelChecker {
  return wrapBrowserWorker<ModelCheckWorkerApi>(
    new Worker(new URL('./model-check.worker.ts', import.meta.url), { type: 'module', name: 'model-check' }),
  );
}
