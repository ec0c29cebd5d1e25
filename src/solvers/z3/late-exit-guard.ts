// Messages from a z3-solver module's pthread workers that arrive after the thread they speak of is gone.
// Emscripten's main-thread handler asserts that the thread still exists: 4.8.17's for a late detached exit
// (emscripten-core/emscripten#9763), 4.8.17 to 4.12's for a `cleanupThread` of a thread that closing the engine
// (terminateAllThreads) already returned to the pool, since Node delivers what a worker posted before it was
// terminated. The assertion fails in the worker's message handler, outside any call of ours: nothing can catch
// it, and in Node 4.8.17's glue's 'uncaughtException' listener rethrows it, which ends the whole process (a
// Vitest fork died of it twice in CI). Such a message says nothing that matters any more, so it is dropped here;
// once the engine is closed every message of its workers is.

interface PthreadWorker {
  pthread?: unknown;
  onmessage?: ((event: { data?: ThreadMessage }) => void) | null;
  __smtplayGuarded?: true;
}

interface ThreadMessage {
  cmd?: unknown;
  thread?: unknown;
}

interface PThreadTable {
  pthreads?: Record<string, unknown>;
  unusedWorkers?: PthreadWorker[];
  runningWorkers?: PthreadWorker[];
  loadWasmModuleToWorker?: (worker: PthreadWorker, ...rest: unknown[]) => unknown;
}

/** The commands whose handler looks its thread up and asserts it is there. */
const ABOUT_A_THREAD = new Set(['cleanupThread', 'killThread', 'cancelThread']);

/** Whether `data` speaks of a thread `pthreads` no longer has (a worker no longer hosting one, for an exit). */
export function isStale(pthreads: PThreadTable, worker: PthreadWorker, data: ThreadMessage | undefined): boolean {
  if (data?.cmd === 'detachedExit') return worker.pthread === undefined;
  if (typeof data?.cmd === 'string' && ABOUT_A_THREAD.has(data.cmd)) {
    return pthreads.pthreads !== undefined && pthreads.pthreads[String(data.thread)] === undefined;
  }
  return false;
}

export interface ThreadGuard {
  /** From now on every message of the module's workers is dropped (the engine is closed). */
  close(): void;
}

/** Guards `em.PThread`'s workers, now and every worker loaded later; a build without pthreads is left as it is. */
export function guardLateThreadExits(em: { PThread?: unknown }): ThreadGuard {
  const table = em.PThread as PThreadTable | undefined;
  const load = table?.loadWasmModuleToWorker;
  const state = { closed: false };
  if (!table || typeof load !== 'function') return { close: () => void (state.closed = true) };
  const guard = (worker: PthreadWorker): void => {
    const handler = worker.onmessage;
    if (!handler || worker.__smtplayGuarded) return;
    worker.__smtplayGuarded = true;
    worker.onmessage = (event) => {
      if (state.closed || isStale(table, worker, event.data)) return;
      handler.call(worker, event);
    };
  };
  for (const worker of [...(table.unusedWorkers ?? []), ...(table.runningWorkers ?? [])]) guard(worker);
  table.loadWasmModuleToWorker = function (worker, ...rest) {
    const result = load.call(this, worker, ...rest);
    guard(worker);
    return result;
  };
  return { close: () => void (state.closed = true) };
}
