// The gallery's real bugs, live (Debian's Chromium, the default build: Z3 5.2.0 and 4.8.17): "Show it live"
// puts the bug's witness on its lanes and runs it, so the step view shows the finding; Bisect then runs it on
// the page's releases and names the range between them. One bug needs the seed alone (a crash under an
// option), the other a TypeFuzz step (a wrong answer under z3str3).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FINDING_KIND_TITLES } from '../../src/oracles/index.js';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { openPage } from './playground-page.js';

const CASES = [
  {
    id: 'qf_ania_horner',
    kind: FINDING_KIND_TITLES.crash,
    range:
      /^regression: between 4\.8\.17 \(last good\) and 5\.2\.0 \(first bad\); \d+ releases between them not checked/,
  },
  {
    id: 'qf_s_order',
    kind: FINDING_KIND_TITLES.soundness,
    range: /^fixed: between 4\.8\.17 \(last bad\) and 5\.2\.0 \(first fixed\); \d+ releases between them not checked/,
  },
];

const verdict = (page: Page) => page.locator('step-view [data-testid=verdict]').textContent();

describe('the gallery’s real bugs, live', () => {
  const env = useE2eEnv();

  for (const c of CASES) {
    it(`shows ${c.id} on its lanes and bisects it over the page's releases`, { timeout: 240_000 }, async () => {
      const { page, errors } = await openPage(env);
      await page.locator('gallery-picker select').selectOption(c.id);
      const bug = page.locator('gallery-picker [data-testid=real-bug]');
      await expect.poll(() => bug.count()).toBe(1);
      // The page must see no uncaught error, not even from the trap in Z3's thread (z3.worker.ts catches it there).
      await page.evaluate(() => {
        const w = globalThis as unknown as { seen: string[] };
        w.seen = [];
        addEventListener('error', (e) => w.seen.push(e.message));
      });
      await bug.locator('[data-testid=show-bug]').click();
      await expect.poll(() => verdict(page), { timeout: 120_000 }).toContain(c.kind);
      await screenshot(page, `gallery-bug-${c.id}-1280`);
      await page.locator('step-view [data-testid=step-bisect]').click();
      const panel = page.locator('bisect-panel [data-testid=bisect-panel]');
      await expect.poll(() => panel.getAttribute('data-phase'), { timeout: 120_000 }).toBe('done');
      // A two-release build measures a range with releases between its ends that it did not run: it says so.
      expect(await page.locator('bisect-panel [data-testid=bisect-range]').textContent()).toMatch(c.range);
      expect(await page.locator('bisect-panel [data-testid=bisect-gap]').textContent()).toContain(
        '`smtplay bisect` checks them',
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await bug.scrollIntoViewIfNeeded();
      await screenshot(page, `gallery-bug-${c.id}-390`);
      expect(await page.evaluate(() => (globalThis as unknown as { seen: string[] }).seen)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
