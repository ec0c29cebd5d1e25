// The page with the keyboard alone (issue 23, item 3): Mutate, a campaign's Start and Stop, the guided tour and a
// finding's report are reached with Tab and pressed with Enter, and after each the focus is back on the control
// that started it (through the components' shadow roots), never dropped to the top of the page.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadFindingFixture,
  Z3STR3_DISAGREEMENT,
  type FindingFixture,
  fixtureLink,
} from '../support/finding-fixture.js';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { focusedTestId, recordFocusMoves, tabTo } from './focus.js';
import { lanesReady, openPage } from './playground-page.js';

/** Solving on a busy machine (a hang guard). */
const SOLVE_MS = 120_000;

describe('the page with the keyboard alone', () => {
  const env = useE2eEnv();
  let fixture: FindingFixture;
  beforeAll(async () => {
    fixture = loadFindingFixture(Z3STR3_DISAGREEMENT);
  });

  it('Mutate, the tour and a campaign keep the focus', { timeout: 6 * SOLVE_MS }, async () => {
    const { page, errors } = await openPage(env);
    await lanesReady(page);

    // Mutate: disabled while the lanes run, then the focus is on it again (Enter steps on).
    await tabTo(page, 'mutate');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: SOLVE_MS }).toBe(1);
    await expect.poll(() => page.locator('[data-testid=mutate]').isEnabled(), { timeout: SOLVE_MS }).toBe(true);
    await expect.poll(() => focusedTestId(page)).toBe('mutate');
    expect(await page.locator('[data-testid=mutate]').textContent()).toContain('Step again (step 1)');

    // The tour: a dialog that takes the focus (its Next once the seed is loaded), closes on Escape and gives the
    // focus back to its button.
    await tabTo(page, 'tour-start');
    await page.keyboard.press('Enter');
    // Once its ring is drawn the tour has placed itself and moved the focus as it will (tour-panel.ts
    // focusTargetWhenReady); read the focus after that, not while the step still loads on a busy machine.
    await expect.poll(() => page.locator('[data-testid=tour-ring]').count(), { timeout: SOLVE_MS }).toBe(1);
    await expect.poll(() => focusedTestId(page)).toBe('tour-next');
    expect(await page.locator('[data-testid=tour-panel]').evaluate((d) => d.tagName)).toBe('DIALOG');
    await screenshot(page, 'keyboard-1280-tour-focus');
    // From Next, Shift+Tab reaches Close: Back is off on the first step. CI runs 6 and 8 (load 9–10) landed on a
    // `summary` of the page instead, which this machine does not reproduce under two busy loops (the focus probably
    // left Next between the poll and the key). So the key is pressed from Next, reached by the keyboard, up to three
    // times, and where the focus went is printed each time; a page whose order is wrong fails all three.
    let landed = '';
    for (let attempt = 1; attempt <= 3 && landed !== 'tour-close'; attempt++) {
      await tabTo(page, 'tour-next');
      const moves = await recordFocusMoves(page);
      await page.keyboard.press('Shift+Tab');
      landed = await focusedTestId(page);
      if (landed !== 'tour-close') console.log(`Shift+Tab from Next, try ${attempt}: ${(await moves()).join(' → ')}`);
    }
    expect(landed).toBe('tour-close');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-testid=tour-panel]').count()).toBe(0);
    await expect.poll(() => focusedTestId(page)).toBe('tour-start');

    // A campaign: Start disables itself, so the focus moves to Stop; Enter stops it and the focus is on Start.
    await tabTo(page, 'tab-campaign');
    await page.keyboard.press('Enter');
    await tabTo(page, 'campaign-start');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedTestId(page)).toBe('campaign-stop');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('[data-testid=campaign-phase]').textContent(), { timeout: SOLVE_MS })
      .toMatch(/stopped|done/);
    await expect.poll(() => focusedTestId(page)).toBe('campaign-start');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a finding's report opens and closes with the keyboard, back on Report", { timeout: 2 * SOLVE_MS }, async () => {
    const hash = await fixtureLink(fixture);
    const { page, errors } = await openPage(env, hash);
    await expect
      .poll(() => page.locator('[data-testid=verdict]').textContent(), { timeout: SOLVE_MS })
      .toContain('wrong answer (soundness)');
    await tabTo(page, 'step-report');
    await page.keyboard.press('Enter');
    const report = page.locator('report-panel [data-testid=report-panel]');
    await expect.poll(() => report.count()).toBe(1);
    await tabTo(page, 'report-close');
    await page.keyboard.press('Enter');
    await expect.poll(() => report.count()).toBe(0);
    await expect.poll(() => focusedTestId(page)).toBe('step-report');
    expect(errors).toEqual([]);
    await page.close();
  });
});
