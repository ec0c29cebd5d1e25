// z3-solver 4.8.17's emscripten asserts, on the main thread, that a pthread's worker which reports a
// detached exit still hosts that pthread. When the thread was cleaned up first (its call settled and the
// worker went back to the pool before the exit message arrived: emscripten-core/emscripten#9763), the
// assertion fails in the worker's message handler, outside any call of ours: nothing can catch it, and in
// Node the glue's own 'uncaughtException' listener rethrows it, which ends the whole process (a Vitest fork
// died of it once in CI). The late message says nothing that matters, so it is dropped here. Later
// releases' glue no longer sends it this way; they have no `PThread.loadWasmModuleToWorker` of this shape
// and nothing is changed for them.

interface PthreadWorker {
  pthread?: unknown;
  onmessage?: ((event: { data?: { cmd?: unknown } }) => void) | null;
  __smtplayGuarded?: true;
}

interface OldPThread {
  unusedWorkers?: PthreadWorker[];
  runningWorkers?: PthreadWorker[];
  loadWasmModuleToWorker?: (worker: PthreadWorker, ...rest: unknown[]) => unknown;
}

/** Whether a message is the late detached exit of a worker that no longer hosts a pthread. */
export function isLateDetachedExit(worker: PthreadWorker, data: { cmd?: unknown } | undefined): boolean {
  return data?.cmd === 'detachedExit' && worker.pthread === undefined;
}

function guardWorker(worker: PthreadWorker): void {
  const handler = worker.onmessage;
  if (!handler || worker.__smtplayGuarded) return;
  worker.__smtplayGuarded = true;
  worker.onmessage = (event) => {
    if (isLateDetachedExit(worker, event.data)) return;
    handler.call(worker, event);
  };
}

/** Drops late detached-exit messages of `em.PThread`'s workers, now and for every worker loaded later. */
export function guardLateThreadExits(em: { PThread?: unknown }): void {
  const pthreads = em.PThread as OldPThread | undefined;
  const load = pthreads?.loadWasmModuleToWorker;
  if (!pthreads || typeof load !== 'function' || load.length < 2) return;
  for (const worker of [...(pthreads.unusedWorkers ?? []), ...(pthreads.runningWorkers ?? [])]) guardWorker(worker);
  pthreads.loadWasmModuleToWorker = function (worker, ...rest) {
    const result = load.call(this, worker, ...rest);
    guardWorker(worker);
    return result;
  };
}
