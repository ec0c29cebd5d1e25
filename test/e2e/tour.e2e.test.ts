// The guided tour (issue 15, teaching) clicked through on the real page at 1280 px and 390 px: it loads the
// z3str3 seed, picks TypeFuzz and its two lanes in place of the page's defaults (Z3 5.2.0, and Z3 4.8.17 with z3str3;
// CVC5 off), and each Next waits for what the step asks (Mutate, the real disagreement of Z3 4.8.17 + z3str3 with Z3
// 5.2.0, Reduce, Copy share link); the highlighted control is ringed. With the keyboard alone a step costs a press or
// two (the focus goes to the step's control, then to Next), Escape closes the tour wherever the focus is, and on a
// phone the tour is a compact bar at the bottom of the screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { ARTIFACTS, screenshot } from './browser.js';
import { focusedTestId } from './focus.js';
import { useE2eEnv } from './shared-env.js';
import { openPage, REFERENCE_Z3, statusOf } from './playground-page.js';

/** Solving the strings seed on a busy machine, after loading the lanes, takes its time (a hang guard). */
const SOLVE_MS = 240_000;

describe('the guided tour', () => {
  const env = useE2eEnv();

  const title = (page: Page) => page.locator('[data-testid=tour-title]').textContent();
  const next = (page: Page) => page.locator('[data-testid=tour-next]');

  /**
   * The ring drawn by the tour surrounds the control the step names. The ring follows its target after a scroll or
   * a layout change on the next frame, so it is polled: one measurement on a busy machine caught it a frame behind.
   */
  async function ringed(page: Page, selector: string): Promise<void> {
    const placement = async (): Promise<string> => {
      const target = await page.locator(selector).first().boundingBox();
      const ring = await page.locator('[data-testid=tour-ring]').boundingBox();
      if (!target || !ring) return `no ring around ${selector}`;
      const around =
        ring.x <= target.x &&
        ring.y <= target.y &&
        ring.x + ring.width >= target.x + target.width &&
        ring.y + ring.height >= target.y + target.height;
      return around ? 'around' : `ring ${JSON.stringify(ring)} not around ${selector} ${JSON.stringify(target)}`;
    };
    await expect.poll(placement, { timeout: 10_000 }).toBe('around');
  }

  for (const width of [1280, 390]) {
    it(`clicks through the whole tour at ${width} px`, { timeout: 3 * SOLVE_MS }, async () => {
      const { page, errors } = await openPage(env, '', width);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.locator('[data-testid=tour-start]').click();

      // 1. The seed: the tour's gallery entry, without errors.
      await expect.poll(() => title(page)).toBe('A seed formula');
      expect(await page.locator('gallery-picker select').inputValue()).toBe('qf_s_order');
      // The gallery names the bug the tour shows, with the Z3 releases it lives in.
      expect(await page.locator('gallery-picker [data-testid=real-bug]').textContent()).toMatch(
        /Real bug:[\s\S]*z3str3[\s\S]*fixed: last bad 4\.13\.3, first fixed 4\.13\.4/,
      );
      await expect.poll(() => page.locator('[data-testid=diagnostics]').textContent()).toContain('well-sorted');
      expect(await page.locator('step-view #mutator').inputValue()).toBe('typefuzz');
      // The tour's own lanes: the reference Z3 with its z3str3 string solver beside the newest; CVC5 switched off.
      await expect.poll(() => statusOf(page, REFERENCE_Z3)).not.toBe('off');
      expect(await page.locator(`lane-panel [data-lane="${REFERENCE_Z3}"] [data-testid=lane-extra]`).inputValue()).toBe(
        'smt.string_solver=z3str3',
      );
      expect(await statusOf(page, 'cvc5')).toBe('off');
      expect(await page.locator('[data-testid=tour-back]').isDisabled()).toBe(true);
      await expect.poll(() => next(page).isEnabled()).toBe(true);
      await screenshot(page, `tour-${width}-1-seed`);
      await next(page).click();

      // 2. Mutate: Next waits until every lane has answered on the mutant.
      await expect.poll(() => title(page)).toBe('Mutate');
      expect(await next(page).isDisabled()).toBe(true);
      await ringed(page, '[data-testid=mutate]');
      await screenshot(page, `tour-${width}-2-mutate`);
      await page.locator('[data-testid=mutate]').click();
      await expect.poll(() => next(page).isEnabled(), { timeout: SOLVE_MS }).toBe(true);
      await next(page).click();

      // 3. The disagreement: the real one, shown by the verdict.
      await expect.poll(() => title(page)).toBe('A disagreement');
      await expect.poll(() => next(page).isEnabled()).toBe(true);
      expect(await page.locator('step-view [data-testid=mutant]').textContent()).toContain('(str.< x "")');
      expect(await page.locator('[data-testid=outcome-row] th').allTextContents()).toEqual([
        'Z3 5.2.0',
        'Z3 4.8.17 (smt.string_solver=z3str3)',
      ]);
      expect(await page.locator('[data-testid=verdict]').textContent()).toMatch(/sat/);
      await ringed(page, '[data-testid=verdict]');
      await screenshot(page, `tour-${width}-3-disagreement`);
      await next(page).click();

      // 4. Reduce: Next once the reduction started.
      await expect.poll(() => title(page)).toBe('Reduce');
      expect(await next(page).isDisabled()).toBe(true);
      await ringed(page, '[data-testid=step-reduce]');
      await page.locator('[data-testid=step-reduce]').click();
      await expect.poll(() => next(page).isEnabled()).toBe(true);
      await screenshot(page, `tour-${width}-4-reduce`);
      await next(page).click();

      // 5. Share: Finish once the link is made; Back goes to Reduce and Next returns.
      await expect.poll(() => title(page)).toBe('Share');
      await page.locator('[data-testid=tour-back]').click();
      await expect.poll(() => title(page)).toBe('Reduce');
      await next(page).click();
      await expect.poll(() => title(page)).toBe('Share');
      expect(await next(page).textContent()).toContain('Finish');
      expect(await next(page).isDisabled()).toBe(true);
      await ringed(page, '[data-testid=share]');
      await page.locator('[data-testid=share]').click();
      await expect.poll(() => next(page).isEnabled()).toBe(true);
      expect(await page.locator('[data-testid=share-link]').inputValue()).toContain('#s=');
      await screenshot(page, `tour-${width}-5-share`);
      await next(page).click();
      await expect.poll(() => page.locator('[data-testid=tour-panel]').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('walks with the keyboard in a few presses and closes on Escape from anywhere', { timeout: SOLVE_MS }, async () => {
    const { page, errors } = await openPage(env, '', 390);
    let presses = 0;
    const press = async (key: string): Promise<void> => {
      presses++;
      await page.keyboard.press(key);
    };
    await page.locator('[data-testid=tour-start]').focus();
    await press('Enter');
    // The seed loads: the focus is on Next.
    await expect.poll(() => focusedTestId(page), { timeout: 60_000 }).toBe('tour-next');
    // On a phone the tour is a bar at the bottom, under a third of the screen.
    const panel = page.locator('[data-testid=tour-panel]');
    expect(await panel.getAttribute('data-dock')).toBe('bar');
    const box = (await panel.boundingBox())!;
    const screen = page.viewportSize()!.height;
    expect(box.height).toBeLessThan(screen / 3);
    expect(box.y + box.height).toBeGreaterThan(screen - 4);
    await screenshot(page, 'tour-390-keyboard-seed');
    await page.screenshot({ path: join(ARTIFACTS, 'tour-390-keyboard-seed-screen.png') });
    await press('Enter');
    // Mutate: the focus is on the step's own button; Enter runs it, and once the step is ready the focus is on Next.
    await expect.poll(() => title(page)).toBe('Mutate');
    await expect.poll(() => focusedTestId(page)).toBe('mutate');
    await press('Enter');
    await expect.poll(() => focusedTestId(page), { timeout: SOLVE_MS }).toBe('tour-next');
    await press('Enter');
    await expect.poll(() => title(page)).toBe('A disagreement');
    expect(presses).toBe(4);
    await page.screenshot({ path: join(ARTIFACTS, 'tour-390-keyboard-disagreement-screen.png') });
    // The focus leaves the tour; Escape closes it all the same.
    await page.locator('[data-testid=tab-campaign]').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-testid=tour-panel]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('can be closed at any step', { timeout: 60_000 }, async () => {
    const { page, errors } = await openPage(env, '', 390);
    await page.locator('[data-testid=tour-start]').click();
    await expect.poll(() => title(page)).toBe('A seed formula');
    await page.locator('[data-testid=tour-close]').click();
    await expect.poll(() => page.locator('[data-testid=tour-panel]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
