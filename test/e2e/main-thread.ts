// Main-thread tasks of the page under test, timed from a Chromium trace.
// Why not PerformanceObserver('longtask'): it gives wall time, and on two cores shared with the solver workers
// (and, in CI, with the node test tiers) a 40 ms task of the page stretches to hundreds of ms while the thread
// waits for a core. The trace also gives each task's thread CPU time (`tdur`), which a busy machine barely
// changes: a main thread the page itself blocks shows there as a long task, whatever the load.
import type { Browser, Page } from 'playwright-core';

export interface MainTask {
  wallMs: number;
  cpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Tasks shorter than this in wall time are not kept (the long-task API's own threshold). */
const KEEP_FROM_MS = 50;

/**
 * Starts tracing `page`'s browser; the returned function stops it and gives the renderer main threads' tasks
 * of at least 50 ms wall time. One trace at a time per browser.
 */
export async function traceMainThread(browser: Browser, page: Page): Promise<() => Promise<MainTask[]>> {
  // A test that failed while tracing left its trace open on the shared browser: end it, so one failure does not
  // fail every later file that traces ("Cannot start recording trace while already recording trace").
  await browser.stopTracing().catch(() => undefined);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  return async () => {
    const parsed = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
    const mainThreads = new Set(
      events
        .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    if (mainThreads.size === 0) throw new Error('the trace names no renderer main thread');
    return events
      .filter((e) => e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`))
      .map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? e.dur ?? 0) / 1000 }))
      .filter((t) => t.wallMs >= KEEP_FROM_MS);
  };
}

/** The longest CPU time among the tasks (0 when there are none). */
export const longestCpuMs = (tasks: readonly MainTask[]): number => Math.max(0, ...tasks.map((t) => t.cpuMs));

/** e.g. "3 tasks over 50 ms (wall/CPU ms: 180/42, 75/60, 51/12)". */
export const describeTasks = (tasks: readonly MainTask[]): string =>
  `${tasks.length} tasks over ${KEEP_FROM_MS} ms of wall time` +
  (tasks.length
    ? ` (wall/CPU ms: ${tasks
        .slice(0, 20)
        .map((t) => `${Math.round(t.wallMs)}/${Math.round(t.cpuMs)}`)
        .join(', ')}${tasks.length > 20 ? ', …' : ''})`
    : '');
