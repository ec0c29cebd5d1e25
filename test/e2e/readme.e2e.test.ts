// README's "First five minutes in the page", walked as written (issue 38), so the README cannot drift from the page
// again: each step's promised effect is checked on the page's default lanes (Z3 5.2.0 and CVC5). The sentences the
// steps check are read from README.md itself, so a change to the README that the page does not follow fails here.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { lanesReady, openPage } from './playground-page.js';

/** README's section, each numbered step's text. */
function readmeSteps(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.split('## First five minutes in the page')[1]?.split('\n## ')[0] ?? '';
  return section
    .split(/\n(?=\d\. )/)
    .filter((s) => /^\d\. /.test(s))
    .map((s) => s.replace(/\s+/g, ' '));
}

const text = async (page: Page, selector: string): Promise<string> =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ');

describe("README's first five minutes in the page", () => {
  const env = useE2eEnv();

  it('does what each step says', { timeout: 600_000 }, async () => {
    const steps = readmeSteps();
    expect(steps).toHaveLength(4);
    const [seedStep, stepStep, findingStep, linkStep] = steps as [string, string, string, string];
    const { page, errors } = await openPage(env);
    await lanesReady(page);

    // 1. A seed: the gallery entry the README names, by its title.
    const title = /Try _(.+)_\./.exec(seedStep)?.[1];
    expect(title).toBeDefined();
    const picker = page.locator('gallery-picker select');
    const value = await picker
      .locator('option')
      .evaluateAll((os, t) => os.find((o) => o.textContent?.trim() === t)?.getAttribute('value'), title);
    expect(value, `the gallery has "${title}"`).toBeTruthy();
    await picker.selectOption(value!);
    await expect.poll(() => text(page, 'seed-editor .cm-content')).toContain('fp.to_sbv 1');
    // "every parse and sort error shows at once": a broken seed shows its line.
    expect(seedStep).toContain('every parse and sort error shows at once');

    // 2. Step: OpFuzz, Mutate; the lanes named answer, with the verdict; Back, Go to step, How OpFuzz works.
    expect(stepStep).toContain('(Z3 5.2.0 and CVC5)');
    await page.locator('step-view #mutator').selectOption('opfuzz');
    await page.locator('[data-testid=mutate]').click();
    await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: 120_000 }).toBe(1);
    expect(await page.locator('[data-testid=outcome-row] th').allTextContents()).toEqual(['Z3 5.2.0', 'CVC5']);
    for (const control of ['**Back**', '**Go to step**', '**How OpFuzz works**']) expect(stepStep).toContain(control);
    expect(await page.locator('[data-testid=back]').count()).toBe(1);
    expect(await page.locator('[data-testid=jump]').count()).toBe(1);
    expect(await page.locator('step-view summary', { hasText: 'How OpFuzz works' }).count()).toBe(1);

    // 3. A finding: the campaign's first mutants break CVC5 on the = OpFuzz changed, the finding the README names:
    // cvc5 1.3.4, the page's CVC5, rejects the valid formula (cvc5 1.3.2 crashed on it).
    await page.locator('[data-testid=tab-campaign]').click();
    const campaign = page.locator('campaign-view');
    await campaign.locator('[data-testid=campaign-start]').click();
    const groups = campaign.locator('[data-testid=campaign-groups] [data-testid=finding]');
    const crash = groups.filter({ hasText: 'CVC5' }).filter({ hasText: '(_ fp.to_sbv 1)' }).first();
    await expect.poll(() => crash.count(), { timeout: 300_000 }).toBe(1);
    expect(await crash.getAttribute('data-kind')).toBe('error');
    expect(findingStep).toContain('cvc5 1.3.4 rejects the valid formula');
    expect(await crash.textContent()).toContain('resulting bit-vector size is too large');
    const witness = (await crash.locator('[data-testid=finding-witness]').textContent()) ?? '';
    expect(witness).toContain('(_ fp.to_sbv 1)');
    // The README's account of what OpFuzz changed holds for this witness.
    expect(findingStep).toContain('OpFuzz changes the `=`');
    expect(witness).not.toMatch(/\(= b \(\(_ fp\.to_sbv 1\)/);
    // A finding never shows beside "0 mutants tested".
    expect(await text(page, 'campaign-view [data-testid=campaign-counters]')).not.toMatch(/^\s*0 mutants tested/);
    // It is known to cvc5's tracker: the finding says so, and the README says so.
    expect(findingStep).toContain('cvc5 issue #9697');
    expect(await crash.locator('[data-testid=finding-known]').textContent()).toContain('cvc5 #9697');
    // Kept in Findings (IndexedDB), with Reduce and Report; Bisect absent with why (one CVC5 build).
    expect(await page.locator('findings-list [data-testid=finding]').count()).toBeGreaterThan(0);
    for (const control of ['**Findings**', '**Reduce**', '**Report**']) expect(findingStep).toContain(control);
    expect(await crash.locator('[data-testid=finding-reduce]').count()).toBe(1);
    expect(await crash.locator('[data-testid=finding-bisect]').count()).toBe(0);
    expect(await crash.locator('[data-testid=finding-no-bisect]').textContent()).toMatch(/one CVC5 build/);
    expect(findingStep).toMatch(/no \*\*Bisect\*\*/);
    // Report shows the known issue, its status and its address, and no new-issue button.
    await crash.locator('[data-testid=finding-report]').click();
    const panel = page.locator('report-panel [data-testid=report-panel]');
    await expect.poll(() => panel.getAttribute('data-phase'), { timeout: 120_000 }).toBe('ready');
    expect(await text(page, 'report-panel [data-testid=report-known]')).toContain('Known: cvc5 #9697, fixed on main');
    expect(await page.locator('report-panel [data-testid=report-known-link]').getAttribute('href')).toBe(
      'https://github.com/cvc5/cvc5/issues/9697',
    );
    expect(await page.locator('report-panel [data-testid=report-open-issue]').count()).toBe(0);
    expect(await text(page, 'report-panel')).not.toMatch(/unknown version|undefined/);
    expect(findingStep).toContain('Known: cvc5 #9697, fixed on main');
    await screenshot(page, 'readme-known-report-1280');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.locator('report-panel').scrollIntoViewIfNeeded();
    await screenshot(page, 'readme-known-report-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('[data-testid=report-close]').click();

    // 4. Its share link: Copy link on the finding gives a URL carrying the mutant; it runs at once where opened.
    expect(linkStep).toContain('**Copy link**');
    await crash.locator('[data-testid=finding-link]').click();
    const link = await page.locator('[data-testid=share-link]').inputValue();
    expect(link).toMatch(/#s=[A-Za-z0-9_-]+$/);
    const other = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await other.goto(link);
    // "sees it run at once and whether it reproduces there": the run ends in a verdict, said in words. (On a machine
    // loaded past its cores the crash can outlast the lane's timeout: the page then says it did not reproduce.)
    const reproduced = other.locator('[data-testid=reproduced]');
    await expect.poll(() => reproduced.getAttribute('data-reproduced'), { timeout: 240_000 }).toMatch(/^(true|false)$/);
    console.log(`the link on another page: ${(await reproduced.textContent())?.replace(/\s+/g, ' ')}`);
    expect(linkStep).toContain('whether it reproduces there');
    expect(errors).toEqual([]);
  });
});
