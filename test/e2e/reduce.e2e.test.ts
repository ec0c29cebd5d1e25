// Reduce in the playground (Debian's Chromium): a finding opened from a share link is reduced on the
// browser lanes with live progress; the reduced finding still shows the same verdict, and its own share
// link reproduces it in a new page. A second run is cancelled and keeps the smallest finding so far.
//
// The finding is a Z3 5.2.0 vs Z3 4.8.17 disagreement (sat vs unsat) found by a fuzzing campaign and kept as
// a fixture: Z3 4.8.17 with smt.string_solver=z3str3 (test/fixtures/findings/z3str3-str-lt-empty.json).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINDING_KIND_TITLES } from '../../src/oracles/index.js';
import { loadFindingFixture, Z3STR3_DISAGREEMENT } from '../support/finding-fixture.js';
import { screenshot } from './browser.js';
import { useE2eEnv, type E2eEnv } from './shared-env.js';
import { describeTasks, longestCpuMs, traceMainThread } from './main-thread.js';
import { literalLink } from '../support/links.js';
import { openPage } from './playground-page.js';

interface Case {
  name: string;
  text: string;
  lanes: string[];
}

const NAME = 'Z3 5.2.0 vs Z3 4.8.17 (z3str3) disagreement';

/** The kept finding (read in beforeAll, never at module scope). */
function fixtureCase(): Case {
  const fixture = loadFindingFixture(Z3STR3_DISAGREEMENT);
  return { name: NAME, text: fixture.mutant, lanes: fixture.lanes };
}

/**
 * The same finding with 60 unrelated string assertions before its check-sat: a reduction that takes long
 * enough, on any machine, to be cancelled half-way.
 */
function padded(c: Case): Case {
  return {
    ...c,
    text: c.text.replace(
      /\(check-sat\)/,
      Array.from(
        { length: 60 },
        (_, k) => `(declare-fun pad_${k} () String)\n(assert (str.prefixof "a" pad_${k}))\n`,
      ).join('') + '(check-sat)',
    ),
  };
}

let CASE: Case;
let PADDED: Case;
/** The verdict's words for this finding, in the one vocabulary of finding kinds. */
const KIND = FINDING_KIND_TITLES.soundness;

/** Opens the finding's link (it runs on open) and waits until the step view shows the finding. */
async function openFinding(env: E2eEnv, c: Case = CASE): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(env, await literalLink(c.text, c.lanes));
  const { page } = opened;
  await expect
    .poll(() => page.locator('step-view [data-testid=verdict]').textContent(), { timeout: 90_000 })
    .toContain(KIND);
  return opened;
}

/** The focused element through shadow roots, as `TAG#id`. */
const deepFocus = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? `${el.tagName}${el.id ? `#${el.id}` : ''}` : '';
  });

const phaseOf = (page: Page) => page.locator('reduce-panel [data-testid=reduce-panel]').getAttribute('data-phase');
const bytesOf = async (page: Page) =>
  Number((await page.locator('reduce-panel [data-testid=reduce-bytes]').textContent())?.match(/\d+/)?.[0]);

describe(`Reduce in the playground: ${NAME}`, () => {
  const env = useE2eEnv();
  beforeAll(async () => {
    CASE = fixtureCase();
    PADDED = padded(CASE);
  });

  it('reduces the finding, keeps its verdict, and the new link reproduces it', { timeout: 300_000 }, async () => {
    const { page, errors } = await openFinding(env);
    const stopTrace = await traceMainThread(env.browser, page);
    const reduceButton = page.locator('step-view [data-testid=step-reduce]');
    expect(await reduceButton.getAttribute('aria-label')).toBe('Reduce this finding');
    // Keyboard reachable: focus the button and press Enter.
    await reduceButton.focus();
    await page.keyboard.press('Enter');
    // Focus moves to the panel's heading (the Reduce button is disabled while reducing).
    await expect.poll(() => deepFocus(page)).toBe('H2#reduce-title');
    await expect
      .poll(async () => Number(await page.locator('reduce-panel [data-testid=reduce-candidates]').textContent()), {
        timeout: 90_000,
        interval: 20,
      })
      .toBeGreaterThan(0);
    await screenshot(page, 'reduce-progress-1280'); // live progress (or already done, on a fast machine)
    await expect
      .poll(() => phaseOf(page), { timeout: 240_000 })
      .toBe('done')
      .catch(async (e: unknown) => {
        await screenshot(page, 'reduce-failure');
        throw e;
      });

    const panel = page.locator('reduce-panel');
    const reduced = (await panel.locator('[data-testid=mutant]').textContent()) ?? '';
    expect(await panel.locator('[data-testid=parent]').textContent()).toBe(CASE.text);
    expect(reduced.length).toBeGreaterThan(0);
    expect(reduced.length).toBeLessThan(CASE.text.length);
    expect(await bytesOf(page)).toBe(reduced.length);
    expect(await panel.locator('[data-testid=reduce-percent]').textContent()).toMatch(/^\d+% of \d+ bytes$/);
    expect(await panel.locator('[data-testid=reduce-phase]').textContent()).toContain('Done');
    expect(await panel.locator('[data-testid=reduce-verdict]').textContent()).toContain(KIND);
    // One tone per verdict: the wrong answer is orange in the reduce panel as in the outcome table.
    const colourOf = (selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).color);
    const orange = 'rgb(166, 67, 11)';
    expect(await colourOf('reduce-panel [data-testid=reduce-verdict]')).toBe(orange);
    expect(await colourOf('step-view [data-testid=verdict]')).toBe(orange);
    expect(await panel.locator('[data-testid=reduce-same]').textContent()).toBe('still the same finding');
    expect(await panel.locator('[data-testid=reduce-stats]').textContent()).toMatch(
      new RegExp(`${CASE.text.length} → ${reduced.length} bytes`),
    );
    expect(await panel.locator('[data-testid=reduce-chart] polyline').getAttribute('points')).toMatch(/\d.* \d/);
    expect(await panel.locator('[data-testid=reduce-chart]').getAttribute('aria-label')).toMatch(
      new RegExp(`${CASE.text.length} bytes at the start, ${reduced.length} bytes after`),
    );
    // The reducer runs on the main thread between solver runs: the page must stay responsive.
    const tasks = await stopTrace();
    console.log(`reduction: main thread ${describeTasks(tasks)}`);
    expect(longestCpuMs(tasks)).toBeLessThan(500);
    await page.locator('reduce-panel').scrollIntoViewIfNeeded();
    await screenshot(page, 'reduce-panel-1280');
    await page.setViewportSize({ width: 800, height: 800 });
    await screenshot(page, 'reduce-panel-800');

    await panel.locator('[data-testid=reduce-copy]').click();
    await expect.poll(() => panel.locator('[data-testid=reduce-copied]').textContent()).toMatch(/Copied|refused/);
    const link = await panel.locator('[data-testid=reduce-link]').inputValue();
    expect(link).toMatch(/#s=[A-Za-z0-9_-]+$/);
    expect(errors).toEqual([]);
    await page.close();

    // The reduced finding's link, in a new page: the reduced text, and a re-run that reproduces it.
    const fresh = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const freshErrors: string[] = [];
    fresh.on('pageerror', (e) => freshErrors.push(e.message));
    await fresh.goto(link);
    await expect.poll(() => fresh.locator('[data-testid=claim]').textContent()).toMatch(/This link claims: Z3 5\.2\.0/);
    // The link carries the reduced mutant literally: shown as it is, with no mutator step.
    expect(await fresh.locator('step-view [data-testid=literal-mutant]').textContent()).toBe(reduced);
    // It runs on open, with no click.
    await expect
      .poll(() => fresh.locator('[data-testid=reproduced]').getAttribute('data-reproduced'), { timeout: 90_000 })
      .toBe('true');
    expect(await fresh.locator('step-view [data-testid=verdict]').textContent()).toContain(KIND);
    await screenshot(fresh, 'reduce-link-reproduced-1280');
    expect(freshErrors).toEqual([]);
    await fresh.close();
  });

  it('cancels a second run from the findings list and keeps the result so far', { timeout: 300_000 }, async () => {
    const { page, errors } = await openFinding(env, PADDED);
    const button = page.locator('findings-list [data-testid=finding-reduce]');
    await expect.poll(() => button.count()).toBe(1);
    // Its accessible name says which finding, with lanes named as the page shows them (not by their ids).
    const label = (await button.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^Reduce: Z3 4\.8\.17 \(smt\.string_solver=z3str3\) sat vs Z3 5\.2\.0 unsat/);
    expect(label).not.toContain('z3@');
    await button.click();
    // Cancel once a first smaller script has been accepted, so there is a partial result to keep.
    await expect.poll(() => bytesOf(page), { timeout: 90_000, interval: 20 }).toBeLessThan(PADDED.text.length);
    const cancel = page.locator('reduce-panel [data-testid=reduce-cancel]');
    await cancel.click();
    // How few runs reach the solvers after a cancel is counted in reduce-control.solvers.test.ts; here, that it ends.
    await expect.poll(() => phaseOf(page), { timeout: 60_000 }).toBe('cancelled');

    const panel = page.locator('reduce-panel');
    expect(await panel.locator('[data-testid=reduce-phase]').textContent()).toContain(
      'Cancelled: kept the smallest finding reached so far',
    );
    const reduced = (await panel.locator('[data-testid=mutant]').textContent()) ?? '';
    expect(reduced.length).toBeGreaterThan(0);
    expect(reduced.length).toBeLessThan(PADDED.text.length);
    expect(await bytesOf(page)).toBe(reduced.length);
    expect(await panel.locator('[data-testid=reduce-same]').textContent()).toBe('still the same finding');
    expect(await panel.locator('[data-testid=reduce-link]').inputValue()).toMatch(/#s=[A-Za-z0-9_-]+$/);
    expect(await panel.locator('[data-testid=reduce-cancel]').count()).toBe(0);
    await screenshot(page, 'reduce-cancelled-1280');
    // Reduce is offered again, and Close dismisses the panel.
    expect(await button.isDisabled()).toBe(false);
    await panel.locator('[data-testid=reduce-close]').click();
    expect(await page.locator('reduce-panel').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
