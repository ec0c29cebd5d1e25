// Runs seeds many times on a Z3 wasm lane inside the playground page (the real SolverHost and module
// worker), to catch the input race of the stock eval_smtlib2_string (made-up "invalid command" errors).
// Used by z3-wasm.e2e.test.ts (a few hundred runs) and bench/z3-browser.ts (a thousand).
import type { Page } from 'playwright-core';
import type { Seed } from '../support/seed-set.js';

// Inside the page: one calibration pass keeps the seeds this lane decides quickly (under 300 ms; a seed still
// running after 1 s is cut off, which costs a worker restart), then `total` runs cycle over them. On a busy
// machine fewer seeds make 300 ms, so the calibration keeps at least the `atLeast` quickest seeds it decided:
// how many seeds the runs cycle over depends on what the lane decides, not on the machine's load. Returns
// every run's seed index, status, answers and stdout.
const RUN_IN_PAGE = `async ({ spec, scripts, total, atLeast }) => {
  const { parseLane } = await import('/src/solvers/lane-spec.ts');
  const { SolverHost } = await import('/src/solvers/host.ts');
  const { spawnZ3BrowserWorker } = await import('/src/solvers/z3/spawn-browser.ts');
  const { z3GlueUrl } = await import('/src/solvers/z3/bundled.ts');
  const parsed = parseLane(spec);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const lane = parsed.value;
  // The same WorkerInit the page's lane service gives a Z3 worker (src/ui/lane-service.ts), minus the wasm
  // bytes, which the worker then fetches itself.
  const init = { family: 'z3', source: z3GlueUrl(lane.pkg, document.baseURI), options: lane.options };
  const host = new SolverHost(lane, spawnZ3BrowserWorker, init, { warmSpare: false });
  const info = await host.start();
  const decided = [];
  for (let i = 0; i < scripts.length; i++) {
    const started = performance.now();
    const o = await host.run(scripts[i], { timeoutMs: 1000 });
    if (o.status === 'ok') decided.push({ i, ms: performance.now() - started });
  }
  decided.sort((a, b) => a.ms - b.ms);
  const fast = decided.filter((d, k) => d.ms < 300 || k < atLeast).map((d) => d.i);
  const runs = [];
  const loopStarted = performance.now();
  for (let k = 0; k < total; k++) {
    const i = fast[k % fast.length];
    const o = await host.run(scripts[i], { timeoutMs: 10000 });
    runs.push({ i, status: o.status, answers: o.answers, message: o.message, stdout: o.stdout });
  }
  const loopMs = performance.now() - loopStarted;
  host.dispose();
  return { version: info.version, fast: fast.length, runs, loopMs };
}`;

export interface PageRun {
  /** Index into the scripts. */
  i: number;
  status: string;
  answers: string[];
  message: string;
  stdout: string;
}

export interface PageRuns {
  version: string;
  /** How many scripts the runs cycle over: those the lane decided within 300 ms, or its `atLeast` quickest. */
  fast: number;
  runs: PageRun[];
  /** Wall time of the `total` runs, calibration excluded. */
  loopMs: number;
}

/** `page` must be on the playground (cross-origin isolated). */
export async function runZ3InPage(
  page: Page,
  spec: string,
  scripts: string[],
  total: number,
  atLeast = 0,
): Promise<PageRuns> {
  return (await page.evaluate(`(${RUN_IN_PAGE})(${JSON.stringify({ spec, scripts, total, atLeast })})`)) as PageRuns;
}

/** Runs that ended in an error status or printed an `(error …)`: with the fix, there are none. */
export function spuriousErrors(result: PageRuns): PageRun[] {
  return result.runs.filter((r) => r.status === 'error' || /\(error /.test(r.stdout));
}

/** Up to 100 small seeds whose every check-sat native z3 decides: every run should end without an error. */
export function decidedSeeds(seeds: readonly Seed[]): Seed[] {
  return seeds
    .filter((s) => /^(sat|unsat)(;(sat|unsat))*$/.test(s.row?.z3 ?? '') && s.text.length < 2500)
    .slice(0, 100);
}
