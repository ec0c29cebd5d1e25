// Z3 wasm lanes in Debian's Chromium through the real SolverHost and module worker: the input race of the
// stock eval_smtlib2_string (4–9 made-up "invalid command" errors per 100 runs) must not happen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadManifest, loadSeeds } from '../support/seeds.js';
import { screenshot, startE2e, type E2eEnv } from './browser.js';

// Inside the page: one calibration pass keeps the seeds this lane decides quickly, then `total` runs cycle
// over them. Returns every run's seed index, status, answers and stdout.
const RUN_IN_PAGE = `async ({ spec, scripts, total }) => {
  const { parseLaneSpec } = await import('/src/solvers/lane-spec.ts');
  const { SolverHost } = await import('/src/solvers/host.ts');
  const { spawnZ3BrowserWorker } = await import('/src/solvers/z3/spawn-browser.ts');
  const lane = parseLaneSpec(spec).value;
  const host = new SolverHost(lane, spawnZ3BrowserWorker, { family: 'z3', source: lane.pkg, options: [] }, { warmSpare: false });
  const info = await host.start();
  const fast = [];
  for (let i = 0; i < scripts.length; i++) {
    const started = performance.now();
    const o = await host.run(scripts[i], { timeoutMs: 3000 });
    if (o.status === 'ok' && performance.now() - started < 300) fast.push(i);
  }
  const runs = [];
  for (let k = 0; k < total; k++) {
    const i = fast[k % fast.length];
    const o = await host.run(scripts[i], { timeoutMs: 10000 });
    runs.push({ i, status: o.status, answers: o.answers, message: o.message, stdout: o.stdout });
  }
  host.dispose();
  return { version: info.version, fast: fast.length, runs };
}`;

describe('Z3 wasm in Chromium', () => {
  let env: E2eEnv;
  beforeAll(async () => {
    env = await startE2e();
  });
  afterAll(async () => {
    await env?.close();
  });

  // Small seeds that native z3 decides, so every run should end in sat/unsat without any error.
  const decidedByZ3 = new Set(
    loadManifest('public')
      .filter((r) => r.z3 === 'sat' || r.z3 === 'unsat')
      .map((r) => r.path),
  );
  const seeds = loadSeeds('public')
    .filter((s) => decidedByZ3.has(s.path) && s.text.length < 2500)
    .slice(0, 100);

  it.each([
    ['z3', 1000],
    ['z3@4.8.17', 200],
  ])('%s: %i runs of corpus seeds give no spurious errors', { timeout: 600_000 }, async (spec, total) => {
    const page = await env.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(env.url);
    expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);
    const result = (await page.evaluate(
      `(${RUN_IN_PAGE})(${JSON.stringify({ spec, scripts: seeds.map((s) => s.text), total })})`,
    )) as {
      version: string;
      fast: number;
      runs: { i: number; status: string; answers: string[]; message: string; stdout: string }[];
    };
    const runs = result.runs;
    const spurious = runs.filter((r) => r.status === 'error' || /\(error /.test(r.stdout));
    const byStatus = runs.reduce<Record<string, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});
    console.log(
      `${spec} (Z3 ${result.version}) in Chromium: ${runs.length} runs over ${result.fast} seeds, ` +
        `${JSON.stringify(byStatus)}, ${spurious.length} spurious errors`,
    );
    expect(result.fast).toBeGreaterThanOrEqual(50);
    expect(runs).toHaveLength(total);
    expect(spurious.map((r) => `${seeds[r.i]!.path}: ${r.message} ${r.stdout.slice(0, 200)}`)).toEqual([]);
    // Every repetition of a seed gives the same answers.
    const first = new Map<number, string[]>();
    for (const r of runs) expect(r.answers).toEqual(first.get(r.i) ?? (first.set(r.i, r.answers), r.answers));
    await screenshot(page, `z3-wasm-${spec}`);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
