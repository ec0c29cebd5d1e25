// Z3 wasm lanes in Debian's Chromium through the real SolverHost and module worker: the input race of the
// stock eval_smtlib2_string (4–9 made-up "invalid command" errors per 100 runs) must not happen. 150 runs
// of Z3 5.2.0 and 60 of 4.8.17 over the repo corpus; `npm run bench:z3-browser` does 1,000 and 200.
import { beforeAll, describe, expect, it } from 'vitest';
import { ownSeeds, type Seed } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { decidedSeeds, runZ3InPage, spuriousErrors } from './z3-runs-in-page.js';

describe('Z3 wasm in Chromium', () => {
  const env = useE2eEnv();
  let seeds: Seed[] = [];
  beforeAll(async () => {
    seeds = decidedSeeds(quickForZ3Wasm(ownSeeds()));
  });

  // The runs cycle over the seeds decided within 300 ms, or at least the `minFast` quickest the lane decided
  // (within 1 s each): Z3 4.8.17 decides fewer of the repo's seeds quickly (it is slower, and some seeds are hard).
  it.each([
    ['z3', 150, 40],
    ['z3@4.8.17', 60, 10],
  ])('%s: %i runs of corpus seeds give no spurious errors', { timeout: 600_000 }, async (spec, total, minFast) => {
    const page = await env.browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(env.url);
    expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);
    const result = await runZ3InPage(
      page,
      spec,
      seeds.map((s) => s.text),
      total,
      minFast,
    );
    const runs = result.runs;
    const spurious = spuriousErrors(result);
    const byStatus = runs.reduce<Record<string, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});
    console.log(
      `${spec} (Z3 ${result.version}) in Chromium: ${runs.length} runs over ${result.fast} seeds, ` +
        `${JSON.stringify(byStatus)}, ${spurious.length} spurious errors`,
    );
    expect(result.fast).toBeGreaterThanOrEqual(minFast);
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
