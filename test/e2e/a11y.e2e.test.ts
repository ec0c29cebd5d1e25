// Accessibility of every view (issue 23, item 3) checked by axe-core in Debian's Chromium: the step view after a
// Mutate, the guided tour open, the campaign view, a finding opened from a share link with the findings list and
// its report and its reduction. No view may have a serious or critical violation; the others are printed. A campaign
// with findings (option fuzzing finds the horner crash, test/e2e/horner.ts) and its finding's report may have no
// violation at all, and at 390 px the campaign's findings begin within the first two screens and the per-lane table
// fits the screen's width. Screenshots at 1280 px and 390 px of the views the issue changed (the intro, the tour
// dialog, the link's literal mutant, the reduction's diff, the campaign with findings).
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadFindingFixture,
  Z3STR3_DISAGREEMENT,
  type FindingFixture,
  fixtureLink,
} from '../support/finding-fixture.js';
import { anyViolations, blockingViolations } from './axe.js';
import { ARTIFACTS, screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { HORNER_RNG_SEED } from './horner.js';
import { lanesReady, openPage } from './playground-page.js';

/** Loading the lanes and solving on a busy machine (a hang guard). */
const SOLVE_MS = 120_000;

/** Both widths of a view, for the screenshots; `part` also alone (a whole page at 390 px is too tall to look at). */
async function bothWidths(page: Page, name: string, part?: Locator): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, `a11y-${width}-${name}`);
    await part?.screenshot({ path: join(ARTIFACTS, `a11y-${width}-${name}-part.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('accessibility of the page (axe-core)', () => {
  const env = useE2eEnv();
  let fixture: FindingFixture;
  beforeAll(async () => {
    fixture = loadFindingFixture(Z3STR3_DISAGREEMENT);
  });

  it('step view, tour and campaign view have no serious or critical violation', { timeout: 3 * SOLVE_MS }, async () => {
    const { page, errors } = await openPage(env);
    await page.locator('[data-testid=mutate]').click();
    await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: SOLVE_MS }).toBe(1);
    await expect.poll(() => page.locator('[data-testid=mutate]').isEnabled(), { timeout: SOLVE_MS }).toBe(true);
    expect.soft(await blockingViolations(page, 'step view')).toEqual([]);
    await bothWidths(page, 'step');

    await page.locator('[data-testid=tour-start]').click();
    await expect.poll(() => page.locator('[data-testid=tour-title]').textContent()).toBe('A seed formula');
    expect.soft(await blockingViolations(page, 'tour open')).toEqual([]);
    await bothWidths(page, 'tour');
    await page.locator('[data-testid=tour-close]').click();
    await expect.poll(() => page.locator('[data-testid=tour-panel]').count()).toBe(0);

    await page.locator('[data-testid=tab-campaign]').click();
    await expect.poll(() => page.locator('[data-testid=campaign-start]').count()).toBe(1);
    expect.soft(await blockingViolations(page, 'campaign view')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it(
    "a campaign with findings and its finding's report have no violation of any impact",
    { timeout: 5 * SOLVE_MS },
    async () => {
      const { page, errors } = await openPage(env);
      await page.locator('gallery-picker select').selectOption('qf_ania_horner');
      await lanesReady(page);
      await page.locator('[data-testid=tab-campaign]').click();
      const campaign = page.locator('campaign-view');
      for (const [id, value] of [
        ['#c-max', 3],
        ['#c-secs', 3600],
        ['#c-rng', HORNER_RNG_SEED],
      ] as const) {
        await campaign.locator(id).fill(String(value));
        await campaign.locator(id).dispatchEvent('change');
      }
      await campaign.locator('[data-testid=campaign-fuzz-options]').check();
      await campaign.locator('[data-testid=campaign-start]').click();
      await expect
        .poll(() => campaign.locator('[data-testid=campaign-phase]').textContent(), { timeout: 2 * SOLVE_MS })
        .toBe('done');
      const crash = campaign.locator('[data-testid=campaign-groups] [data-testid=finding][data-kind=crash]');
      await expect.poll(() => crash.count()).toBe(1);
      await expect
        .poll(() => crash.locator('[data-testid=finding-live]').getAttribute('data-verdict'), { timeout: SOLVE_MS })
        .toBe('live');
      // One row per lane; the option sets drawn for Z3 5.2.0 open on demand.
      expect(await campaign.locator('[data-testid=per-lane] tbody tr[data-lane]').count()).toBe(2);
      await campaign.locator('[data-testid=lane-option-sets] summary').first().click();
      expect(await anyViolations(page, 'campaign with findings')).toEqual([]);
      await bothWidths(page, 'campaign-findings');

      // At 390 px the findings begin within the first two screens of the page.
      await page.setViewportSize({ width: 390, height: 844 });
      const top = await campaign
        .locator('[data-testid=campaign-groups]')
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(2 * 844);
      // And the per-lane table fits the phone's width: no scroll box to drag sideways.
      const lanes = await campaign
        .locator('[role=region][aria-label="Answers per lane"]')
        .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(lanes.scroll).toBeLessThanOrEqual(lanes.client);
      await page.setViewportSize({ width: 1280, height: 800 });

      await crash.locator('[data-testid=finding-report]').click();
      const report = page.locator('report-panel [data-testid=report-panel]');
      await expect.poll(() => report.getAttribute('data-phase'), { timeout: SOLVE_MS }).toBe('ready');
      expect(await anyViolations(page, 'report of a campaign finding')).toEqual([]);
      await report.scrollIntoViewIfNeeded();
      await bothWidths(page, 'campaign-report', report);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it(
    'a finding opened from a share link, the findings and the report have none',
    { timeout: 3 * SOLVE_MS },
    async () => {
      const hash = await fixtureLink(fixture);
      const { page, errors } = await openPage(env, hash);
      await expect
        .poll(() => page.locator('[data-testid=verdict]').textContent(), { timeout: SOLVE_MS })
        .toContain('wrong answer (soundness)');
      await expect.poll(() => page.locator('findings-list [data-testid=finding]').count()).toBe(1);
      expect(await page.locator('[data-testid=literal-note]').textContent()).toContain('shared link');
      expect.soft(await blockingViolations(page, 'finding from a link')).toEqual([]);
      await bothWidths(page, 'link-finding', page.locator('step-view'));

      await page.locator('findings-list [data-testid=finding-report]').click();
      const report = page.locator('report-panel [data-testid=report-panel]');
      await expect.poll(() => report.getAttribute('data-phase'), { timeout: SOLVE_MS }).toBe('ready');
      expect.soft(await anyViolations(page, 'report')).toEqual([]);

      // The reduction's diff marks only the lines it removed: every marked line of the original is gone from the
      // reduced formula, every unmarked one is still there.
      await page.locator('step-view [data-testid=step-reduce]').click();
      const reducePanel = page.locator('reduce-panel');
      await expect
        .poll(() => reducePanel.locator('[data-testid=reduce-panel]').getAttribute('data-phase'), {
          timeout: 2 * SOLVE_MS,
        })
        .toBe('done');
      const reduced = ((await reducePanel.locator('[data-testid=mutant]').textContent()) ?? '').split('\n');
      const removed = await reducePanel.locator('[data-testid=parent] del').allTextContents();
      const original = ((await reducePanel.locator('[data-testid=parent]').textContent()) ?? '').split('\n');
      expect(removed.length).toBeGreaterThan(0);
      // Whole lines are marked (one changed region from the first change to the last would span several), …
      for (const line of removed) expect(original).toContain(line);
      for (const line of removed) expect(reduced).not.toContain(line);
      for (const line of original.filter((l) => !removed.includes(l))) expect(reduced).toContain(line);
      expect.soft(await blockingViolations(page, 'reduce')).toEqual([]);
      await reducePanel.scrollIntoViewIfNeeded();
      await bothWidths(page, 'reduce', reducePanel.locator('[data-testid=reduce-diff]'));
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
