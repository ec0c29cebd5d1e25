// The playground on a phone (issue 15: at 390 px the page was 510 px wide and Mutate sat ~950 px down; no
// `main` landmark). At 390 × 844 the document is no wider than the viewport, and the seed, Mutate and the
// verdict are on the first screen.
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { lanesReady } from './playground-page.js';

const W = 390;
const H = 844;

describe('the playground at 390 px', () => {
  const env = useE2eEnv();

  it(
    'fits the width and shows the seed, Mutate and the verdict on the first screen',
    { timeout: 480_000 },
    async () => {
      const page = await env.browser.newPage({ viewport: { width: W, height: H }, isMobile: true, hasTouch: true });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(env.url);
      expect(await page.getByRole('main').count()).toBe(1);
      await lanesReady(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(W);
      const bottom = async (selector: string): Promise<number> => {
        const box = await page.locator(selector).boundingBox();
        if (!box) throw new Error(`${selector} is not shown`);
        return box.y + box.height;
      };
      expect(await bottom('seed-editor')).toBeLessThanOrEqual(H);
      expect(await bottom('[data-testid=mutate]')).toBeLessThanOrEqual(H);
      await page.locator('[data-testid=mutate]').click();
      await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: 90_000 }).toBe(1);
      expect(await page.locator('[data-testid=outcome-row] th').allTextContents()).toEqual(['Z3 5.2.0', 'CVC5']);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await bottom('[data-testid=verdict]')).toBeLessThanOrEqual(H);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(W);
      await page.screenshot({ path: 'test-results/phone-390-first-screen.png' });
      await screenshot(page, 'phone-390-full');
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
