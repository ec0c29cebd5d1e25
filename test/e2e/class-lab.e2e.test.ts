// The class lab (issue 38): the campaign view's "Class lab" sets Z3 4.8.17 (z3str3) beside Z3 5.2.0 and CVC5, the six
// mutators and every gallery seed for three minutes; such a campaign shows a wrong answer, a crash or a valid input
// rejected (cvc5 1.3.4 rejects a mutant of the one-bit rounding seed, #9697), and an unknown.
// How long that takes is the machine's business (BENCHMARKS, "The class lab campaign"): the test gives the campaign
// a budget it does not reach, stops it once the three kinds are in, and prints when they were (at load 16 a campaign
// of three minutes had not shown its unknown yet).
// Fusion pairs seeds by itself and makes mutants in proportion to the others (its count and theirs are printed);
// every finding's report, whatever its lanes, names its solver's version (never "unknown version" or "undefined"),
// or shows the known tracker issue instead.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { lanesReady, openPage } from './playground-page.js';

/** A download's text (the browser is remote: saved to a local copy first). */
async function saved(d: Download): Promise<string> {
  const to = join(mkdtempSync(join(tmpdir(), 'smtplay-lab-')), d.suggestedFilename());
  await d.saveAs(to);
  return readFileSync(to, 'utf8');
}

describe('the class lab campaign', () => {
  const env = useE2eEnv();

  it(
    'shows a wrong answer, a crash or a valid input rejected, and an unknown on the gallery',
    { timeout: 1_800_000 },
    async () => {
      const { page, errors } = await openPage(env);
      await lanesReady(page);
      await page.locator('[data-testid=tab-campaign]').click();
      const campaign = page.locator('campaign-view');
      await campaign.locator('[data-testid=campaign-lab]').click();
      await lanesReady(page, ['z3@5.2.0', 'z3@4.8.17', 'cvc5']);
      expect(await campaign.locator('#c-secs').inputValue()).toBe('180');
      expect(await campaign.locator('[data-testid=campaign-all-seeds]').isChecked()).toBe(true);
      const ticked = await campaign
        .locator('input[data-mutator]')
        .evaluateAll((bs) => bs.filter((b) => (b as HTMLInputElement).checked).length);
      expect(ticked).toBe(6);
      await campaign.locator('#c-secs').fill('1500');
      await campaign.locator('#c-secs').dispatchEvent('change');
      const started = Date.now();
      await campaign.locator('[data-testid=campaign-start]').click();
      const seenKinds = async (): Promise<string[]> =>
        ((await campaign.locator('[data-testid=campaign-kinds]').getAttribute('data-seen')) ?? '').split(' ');
      await expect
        .poll(seenKinds, { timeout: 1_500_000, interval: 1000 })
        .toEqual(expect.arrayContaining(['soundness', 'crash', 'incompleteness']));
      console.log(
        `class lab: a wrong answer, a crash or a valid input rejected, and an unknown after ${Math.round((Date.now() - started) / 1000)} s`,
      );
      await campaign.locator('[data-testid=campaign-stop]').click();
      await expect
        .poll(() => campaign.locator('[data-testid=campaign-phase]').textContent(), { timeout: 120_000 })
        .toBe('stopped');
      await screenshot(page, 'class-lab-1280');

      const rows = await campaign
        .locator('[data-testid=per-mutator] tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [tr.getAttribute('data-name'), Number(tr.querySelector('td')?.textContent)] as const),
        );
      const kinds = await campaign
        .locator('[data-testid=campaign-groups] [data-testid=finding]')
        .evaluateAll((lis) =>
          lis.map((li) => `${li.getAttribute('data-kind')}: ${li.textContent?.replace(/\s+/g, ' ')}`),
        );
      const counters = (await campaign.locator('[data-testid=campaign-counters]').textContent()) ?? '';
      console.log(
        `class lab: ${JSON.stringify(rows)}; ${counters.replace(/\s+/g, ' ')}\nfindings:\n${kinds.map((k) => k.slice(0, 200)).join('\n')}`,
      );
      // The results to compare: the chart, and the tables as CSV (a spreadsheet's) and JSON.
      expect(await campaign.locator('[data-testid=history-chart] polyline').count()).toBe(6);
      expect(await campaign.locator('[data-testid=answers-chart] polyline').count()).toBe(6);
      const [csvDownload] = await Promise.all([
        page.waitForEvent('download'),
        campaign.locator('[data-testid=campaign-export-csv]').click(),
      ]);
      const csv = (await saved(csvDownload)).split('\n');
      expect(csv[0]).toBe('table,name,mutants,findings,sat,unsat,unknown,timeout,crash,error');
      expect(csv.filter((l) => l.startsWith('mutator,'))).toHaveLength(6);
      expect(csv.filter((l) => l.startsWith('lane,'))).toHaveLength(3);
      const [jsonDownload] = await Promise.all([
        page.waitForEvent('download'),
        campaign.locator('[data-testid=campaign-export-json]').click(),
      ]);
      const json = JSON.parse(await saved(jsonDownload)) as { history: unknown[] };
      expect(json.history.length).toBeGreaterThan(1);
      await campaign.locator('[data-testid=campaign-history]').scrollIntoViewIfNeeded();
      await screenshot(page, 'class-lab-chart-1280');
      await page.setViewportSize({ width: 390, height: 800 });
      await screenshot(page, 'class-lab-390');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 800 });

      expect(await seenKinds()).toEqual(expect.arrayContaining(['soundness', 'crash', 'incompleteness']));

      // Fusion is not starved: before it paired seeds by itself it made 5 mutants against 52–74 for the others; paired but
      // weighted down for its timeouts, 42 against 86.4. The lab's campaign is balanced (scheduler.ts): within 2×.
      const fusion = rows.find(([name]) => name === 'fusion')?.[1] ?? 0;
      const others = rows.filter(([name]) => name !== 'fusion').map(([, n]) => n);
      const mean = others.reduce((a, b) => a + b, 0) / others.length;
      console.log(`fusion ${fusion} mutants; the others' mean ${mean.toFixed(1)} (${others.join(', ')})`);
      expect(fusion).toBeGreaterThanOrEqual(mean / 2);

      // Every finding's report: its known issue, or a report naming its versions; never an unknown version.
      const groups = campaign.locator('[data-testid=campaign-groups] [data-testid=finding]');
      const n = await groups.count();
      for (let i = 0; i < n; i++) {
        await groups.nth(i).locator('[data-testid=finding-report]').click();
        const panel = page.locator('report-panel [data-testid=report-panel]');
        await expect.poll(() => panel.getAttribute('data-phase'), { timeout: 120_000 }).toBe('ready');
        const words = (await panel.textContent()) ?? '';
        expect(words, `report of finding ${i}`).not.toMatch(/unknown version|undefined|is not known/);
        await page.locator('[data-testid=report-close]').click();
      }
      expect(errors).toEqual([]);
    },
  );
});
