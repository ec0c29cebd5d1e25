// A page campaign checks the lanes' models with our evaluator in a worker, not on the main thread (issue 23). The
// seed asks for its model, and evaluating its assertions is expensive for our evaluator (a chain of definitions
// that each call the previous one twice: 2^17 calls, several hundred ms of CPU per check) though trivial for Z3.
// The main thread's tasks are timed by CPU from a Chromium trace (main-thread.ts): a check there would be one task
// of that length, twice per mutant. The page's default lanes run it: Z3 5.2.0 and CVC5, both asked for models.
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { describeTasks, longestCpuMs, traceMainThread } from './main-thread.js';
import { lanesReady, openPage } from './playground-page.js';

const DEPTH = 17;
const SEED = [
  '(set-logic QF_LIA)',
  '(define-fun f0 ((x Int)) Int x)',
  ...Array.from({ length: DEPTH }, (_, i) => `(define-fun f${i + 1} ((x Int)) Int (+ (f${i} x) (f${i} x)))`),
  '(declare-const x Int)',
  `(assert (> (f${DEPTH} x) 5))`,
  '(assert (< x 10))',
  '(check-sat)',
  '(get-model)',
  '',
].join('\n');

describe('model checks of a page campaign', () => {
  const env = useE2eEnv();

  it(
    'run in a worker: the campaign checks models and the main thread has no long task',
    { timeout: 480_000 },
    async () => {
      const { page, errors } = await openPage(env);
      await lanesReady(page);
      const content = page.locator('seed-editor .cm-content');
      await content.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await content.fill(SEED);
      await expect
        .poll(() => page.locator('[data-testid=diagnostics]').textContent(), { timeout: 30_000 })
        .toMatch(/well-sorted/);
      await page.locator('[data-testid=tab-campaign]').click();
      for (const [selector, value] of [
        ['campaign-view #c-max', 100_000],
        ['campaign-view #c-secs', 180],
      ] as const) {
        await page.locator(selector).fill(String(value));
        await page.locator(selector).dispatchEvent('change');
      }
      const stopTrace = await traceMainThread(env.browser, page);
      await page.locator('[data-testid=campaign-start]').click();
      const counters = page.locator('[data-testid=campaign-counters]');
      const checked = async () => Number(/(\d+) models checked/.exec((await counters.textContent()) ?? '')?.[1] ?? 0);
      await expect.poll(checked, { timeout: 150_000, interval: 1000 }).toBeGreaterThanOrEqual(8);
      await page.locator('[data-testid=campaign-stop]').click();
      await expect
        .poll(() => page.locator('[data-testid=campaign-phase]').textContent(), { timeout: 60_000 })
        .toContain('stopped');
      const tasks = await stopTrace();
      const text = ((await counters.textContent()) ?? '').replace(/\s+/g, ' ').trim();
      console.log(`model checks: ${text}; main thread ${describeTasks(tasks)}`);
      await screenshot(page, 'campaign-model-checks-1280');
      expect(page.workers().some((w) => w.url().includes('model-check'))).toBe(true);
      // CPU time, not wall time (main-thread.ts): a check on this thread is a task of several hundred ms of CPU.
      expect(longestCpuMs(tasks)).toBeLessThan(200);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
