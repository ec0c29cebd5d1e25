// The Z3 wasm input-race soak in Debian's Chromium, at the scale the e2e test once ran (the test now does
// 300 and 60 runs): 1,000 runs of Z3 5.2.0 and 200 of Z3 4.8.17 over small decided seeds (the external
// public seeds when present, else test/corpus/), through the real SolverHost and module worker in the
// playground page. Prints spurious errors (must be 0) and runs per second.
// Usage: npm run bench:z3-browser [-- --runs 1000,200]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { externalSeeds, ownSeeds } from '../test/support/seed-set.js';
import { externalSeedsPresent } from '../test/support/seeds-location.js';
import { startE2e } from '../test/e2e/browser.js';
import { decidedSeeds, runZ3InPage, spuriousErrors } from '../test/e2e/z3-runs-in-page.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1000,200' } } });
const [z3Runs = 1000, oldRuns = 200] = values.runs.split(',').map(Number);
const external = externalSeedsPresent();
const seeds = decidedSeeds(external ? externalSeeds(['public']) : ownSeeds());
const env = await startE2e();
const rows: string[] = [];
try {
  for (const [spec, total] of [
    ['z3', z3Runs],
    ['z3@4.8.17', oldRuns],
  ] as const) {
    const page = await env.browser.newPage();
    await page.goto(env.url);
    if (!(await page.evaluate(() => globalThis.crossOriginIsolated)))
      throw new Error('page is not cross-origin isolated');
    const result = await runZ3InPage(
      page,
      spec,
      seeds.map((s) => s.text),
      total,
    );
    const perSecond = (1000 * result.runs.length) / result.loopMs;
    rows.push(
      `${spec.padEnd(10)} Z3 ${result.version.padEnd(9)} ${String(result.runs.length).padStart(5)} runs over ${result.fast} seeds  ` +
        `${spuriousErrors(result).length} spurious errors  ${perSecond.toFixed(1)} runs/s`,
    );
    await page.close();
  }
} finally {
  await env.close();
}
console.log(
  `\nZ3 wasm in Chromium, seeds: ${external ? 'external public' : 'test/corpus'} (load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')})`,
);
for (const row of rows) console.log(row);
