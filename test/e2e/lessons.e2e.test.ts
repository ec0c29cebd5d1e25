// The seven lessons (issue 38): each opens its gallery seed and mutator, takes a prediction before the mutant runs,
// runs it on the page's lanes (Z3 5.2.0 and CVC5) and checks the prediction against what they said; at 1280 and
// 390 px, with the keyboard alone for a lesson at 390 px, and with no axe violation on the lessons view.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/ui-state/lessons.js';
import { anyViolations } from './axe.js';
import { screenshot } from './browser.js';
import { focusedTestId, tabTo } from './focus.js';
import { useE2eEnv } from './shared-env.js';
import { lanesReady, openPage } from './playground-page.js';

const SOLVE_MS = 180_000;

/** Waits for the lesson's check (or the step's reason when no mutant was made) and returns the check's words. */
async function checked(page: Page): Promise<{ right: string | null; text: string }> {
  const check = page.locator('lesson-panel [data-testid=lesson-check]');
  await expect
    .poll(async () => (await check.count()) + (await page.locator('[data-testid=step-reason]').count()), {
      timeout: SOLVE_MS,
    })
    .toBeGreaterThan(0);
  expect(await page.locator('[data-testid=step-reason]').count(), 'the lesson makes a mutant').toBe(0);
  return {
    right: await check.getAttribute('data-right'),
    text: ((await check.textContent()) ?? '').replace(/\s+/g, ' '),
  };
}

describe('the lessons', () => {
  const env = useE2eEnv();

  it(
    'every lesson takes a prediction, runs its mutant and checks the prediction (1280 px)',
    { timeout: 1_200_000 },
    async () => {
      const { page, errors } = await openPage(env);
      await lanesReady(page);
      await page.locator('[data-testid=tab-lessons]').click();
      expect(await page.locator('lesson-panel nav button').count()).toBe(7);
      for (const lesson of LESSONS) {
        await page.locator(`[data-testid=lesson-open-${lesson.id}]`).click();
        const panel = page.locator('lesson-panel [data-testid=lesson]');
        expect(await panel.getAttribute('data-lesson')).toBe(lesson.id);
        expect(await panel.locator('[data-testid=lesson-cite]').textContent()).toMatch(/\b(19|20)\d\d\b/);
        // Run waits for a prediction.
        expect(await page.locator('[data-testid=lesson-run]').isDisabled()).toBe(true);
        await page.locator('[data-testid=predict-sat]').check();
        await page.locator('[data-testid=lesson-run]').click();
        const { right, text } = await checked(page);
        console.log(`lesson ${lesson.id}: ${text}`);
        expect(right).toMatch(/^(true|false)$/);
        // The check says what the lanes said, and it is right exactly when they all said sat.
        expect(text).toMatch(/Z3 5\.2\.0: \S+/);
        expect(right === 'true').toBe(/What happened: every solver says sat\./.test(text));
        if (lesson.id === 'storm' || lesson.id === 'fusion') await screenshot(page, `lesson-${lesson.id}-1280`);
        // The five oracles on this run: open in the lesson on oracles, which shows an OpFuzz mutant (no expected answer).
        const oracles = page.locator('lesson-panel [data-testid=oracle-comparison]');
        expect(await oracles.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(lesson.id === 'oracles');
        expect(await oracles.locator('tbody tr').count()).toBe(5);
        if (lesson.id === 'oracles') {
          expect(await oracles.locator('tr[data-oracle=expected]').getAttribute('data-applies')).toBe('false');
          // A crash in the check's answers is a bug to the crash oracle, and only then.
          const crashed = /: crash\b/.test(text);
          expect(await oracles.locator('tr[data-oracle=crash]').getAttribute('data-bug')).toBe(String(crashed));
          await screenshot(page, 'lesson-oracles-1280');
        }
      }
      expect(await anyViolations(page, 'lessons 1280')).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('a lesson with the keyboard alone at 390 px, with no axe violation', { timeout: 600_000 }, async () => {
    const { page, errors } = await openPage(env, '', 390);
    await lanesReady(page);
    await tabTo(page, 'tab-lessons');
    await page.keyboard.press('Enter');
    await tabTo(page, 'lesson-open-sae');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('lesson-panel [data-testid=lesson]').getAttribute('data-lesson')).toBe('sae');
    await tabTo(page, 'predict-sat');
    await page.keyboard.press('Space');
    expect(await page.locator('[data-testid=predict-sat]').isChecked()).toBe(true);
    await tabTo(page, 'lesson-run');
    expect(await focusedTestId(page)).toBe('lesson-run');
    await page.keyboard.press('Enter');
    const { right } = await checked(page);
    expect(right).toMatch(/^(true|false)$/);
    // The oracles' table, opened, fits the phone too.
    await page.locator('lesson-panel [data-testid=oracle-comparison] summary').click();
    expect(await page.locator('lesson-panel [data-testid=oracle-comparison] tbody tr').first().isVisible()).toBe(true);
    await screenshot(page, 'lesson-sae-390');
    // Nothing wider than the phone's screen.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
    expect(await anyViolations(page, 'lessons 390')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
