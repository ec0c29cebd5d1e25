// Z3's workers in Chromium (issue 23): each shipped Z3's glue (z3-built.js) is fetched once per worker, not once
// more per pthread (a page load fetched it three times), with the reference Z3 turned on beside the default lanes;
// and a crash campaign on the gallery's horner seed, whose
// Z3 threads trap ("remainder by zero"), leaves the page no uncaught error: each trap is the lane's crash outcome.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeShare } from '../../src/share/codec.js';
import { GALLERY } from '../../src/ui/gallery/examples.js';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { DEFAULT_LANES, enableLane, lanesReady, openPage, REFERENCE_Z3, statusOf } from './playground-page.js';

const HORNER_LANE = 'z3@5.2.0+smt.arith.nl.horner_frequency=0';

/** The paths of every z3-built.js the page (its workers included) asks for, and of every Z3 worker it starts. */
function glueRequests(page: Page): { glue: string[]; workers: string[] } {
  const seen = { glue: [] as string[], workers: [] as string[] };
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('/z3-built.js')) seen.glue.push(path);
    if (/\/z3\.worker[^/]*\.(?:ts|js)$/.test(path)) seen.workers.push(path);
  });
  return seen;
}

/**
 * Counts the page's own compiles of a solver build (a module over 1 MB) from before its first script runs: the
 * lane service compiles each build once and hands the module to every worker that runs it.
 */
async function countCompiles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = globalThis as unknown as { compiles: number };
    w.compiles = 0;
    const big = (x: unknown): boolean =>
      (x instanceof ArrayBuffer || ArrayBuffer.isView(x)) && (x as ArrayBuffer).byteLength > 1_000_000;
    const compile = WebAssembly.compile.bind(WebAssembly);
    WebAssembly.compile = (bytes) => {
      if (big(bytes)) w.compiles++;
      return compile(bytes);
    };
  });
}

/** Crashes counted in the campaign's per-lane table (its columns: sat, unsat, unknown, timeout, crash, error). */
async function crashes(page: Page): Promise<number> {
  const cells = await page.locator('campaign-view [data-testid=per-lane] tbody tr td').allTextContents();
  return Number(cells[4]?.trim() ?? 0);
}

describe('Z3 workers in Chromium', () => {
  const env = useE2eEnv();

  it('fetches each shipped Z3 glue once, and both Z3 lanes answer beside CVC5', { timeout: 480_000 }, async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const { glue } = glueRequests(page);
    await page.goto(env.url);
    // The page starts the newest Z3 (and CVC5); the reference Z3 is a click away.
    await lanesReady(page);
    await enableLane(page, REFERENCE_Z3);
    await lanesReady(page, [...DEFAULT_LANES, REFERENCE_Z3]);
    // Both builds start their pthreads from the glue the worker already has: a query that runs proves they work.
    await page.locator('[data-testid=mutate]').click();
    await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: 60_000 }).toBe(1);
    const answers = await page.locator('[data-testid=outcome-row]').allTextContents();
    expect(await page.locator('[data-testid=outcome-row] th').allTextContents()).toEqual([
      'Z3 5.2.0',
      'Z3 4.8.17',
      'CVC5',
    ]);
    for (const row of answers) expect(row).toMatch(/\b(sat|unsat)\b/);
    expect(glue.sort()).toEqual(['/z3/z3-4817/z3-built.js', '/z3/z3-solver/z3-built.js']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it(
    'runs a crash campaign on the horner seed with no uncaught error on the page, each trap a crash outcome',
    { timeout: 240_000 },
    async () => {
      const seed = GALLERY.find((g) => g.id === 'qf_ania_horner')!.text;
      const link = await encodeShare({
        v: 1,
        seeds: [seed],
        rngSeed: 1,
        step: 0,
        lanes: [HORNER_LANE],
        timeoutMs: 5000,
        mutator: { name: 'opfuzz', options: {} },
      });
      const { page, errors } = await openPage(env, link, 1280, countCompiles);
      const { glue, workers } = glueRequests(page);
      // The window's own uncaught errors, beside what Chromium reports for the page's workers (pageerror).
      await page.evaluate(() => {
        const w = globalThis as unknown as { seen: string[] };
        w.seen = [];
        addEventListener('error', (e) => w.seen.push(e.message));
        addEventListener('unhandledrejection', (e) => w.seen.push(String(e.reason)));
      });
      await expect.poll(() => statusOf(page, 'z3@5.2.0'), { timeout: 90_000 }).toMatch(/ready|busy/);
      await page.locator('[data-testid=tab-campaign]').click();
      for (const [selector, value] of [
        ['campaign-view #c-max', 100_000],
        ['campaign-view #c-secs', 180],
      ] as const) {
        await page.locator(selector).fill(String(value));
        await page.locator(selector).dispatchEvent('change');
      }
      await page.locator('[data-testid=campaign-start]').click();
      // About one mutant in 14 traps; three traps are enough to see.
      await expect.poll(() => crashes(page), { timeout: 180_000, interval: 1000 }).toBeGreaterThanOrEqual(3);
      await page.locator('[data-testid=campaign-stop]').click();
      await expect
        .poll(() => page.locator('[data-testid=campaign-phase]').textContent(), { timeout: 60_000 })
        .toContain('stopped');
      const traps = await crashes(page);
      await screenshot(page, 'z3-crash-campaign-1280');
      // The replacements did not compile Z3 again: the page compiled each build it loaded once (Z3 5.2.0, and CVC5
      // when its build is served), and every worker instantiated that module (before, each worker compiled the bytes).
      const compiles = await page.evaluate(() => (globalThis as unknown as { compiles: number }).compiles);
      expect(compiles).toBeGreaterThanOrEqual(1);
      expect(compiles).toBeLessThanOrEqual(2);
      // Each trap is the lane's crash, in the trap's own words (the same as the CLI's: the thread it came from is no
      // part of them); the worker that replaced it fetched the glue once.
      // Workers start for other reasons too (the page's lanes, a hard timeout on a busy machine, the live check of
      // a finding on the newest release): every one fetches the glue once, its threads none.
      const said = page.getByText('RuntimeError: remainder by zero');
      expect(await said.count()).toBeGreaterThan(0);
      expect(glue.length).toBeGreaterThanOrEqual(traps);
      expect(workers.length).toBeGreaterThanOrEqual(traps);
      expect(glue.length).toBeLessThanOrEqual(workers.length);
      console.log(
        `crash campaign: ${traps} traps, ${workers.length} workers, ${glue.length} glue fetches, ${compiles} compiles on the page, ${errors.length} page errors`,
      );
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (globalThis as unknown as { seen: string[] }).seen)).toEqual([]);
      await page.close();
    },
  );
});
