// Bisect in the playground (Debian's Chromium), on a page built with more Z3 releases than the default
// (SMTPLAY_Z3_RELEASES, read by vite/z3-releases.ts): the extra releases are offered but not loaded until a
// bisection runs them; the z3str3 disagreement kept as a fixture (Z3 5.2.0 vs Z3 4.8.17 with
// smt.string_solver=z3str3) is bisected over the four releases the page ships, verdict by verdict, to the
// release that fixed it, and the stored finding shows the range.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFindingFixture, Z3STR3_DISAGREEMENT } from '../support/finding-fixture.js';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { literalLink } from '../support/links.js';
import { wasmRequests } from './playground-page.js';
import { RELEASES_SETTING } from '../../vite/z3-releases.js';

const RELEASES = '5.2.0,4.13.4,4.13.3,4.8.17';

describe('Bisect in the playground', () => {
  const env = useE2eEnv({ env: { [RELEASES_SETTING]: RELEASES } });
  let link: string;
  beforeAll(async () => {
    const fixture = loadFindingFixture(Z3STR3_DISAGREEMENT);
    link = await literalLink(fixture.mutant, fixture.lanes);
    // A dev server of this file's own: the shared one ships the default two releases.
  });

  const rows = (page: Page) => page.locator('bisect-panel [data-testid=bisect-row]');

  it('bisects a finding over the releases the page ships', { timeout: 300_000 }, async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const wasm = wasmRequests(page);
    await page.goto(env.url + link);
    // The build's four releases are offered; the link's two lanes run.
    for (const base of ['z3@5.2.0', 'z3@4.13.4', 'z3@4.13.3', 'z3@4.8.17'])
      expect(await page.locator(`lane-panel [data-lane="${base}"]`).count()).toBe(1);
    // The link runs on open, with no click.
    await expect
      .poll(() => page.locator('findings-list [data-testid=finding]').count(), { timeout: 90_000 })
      .toBeGreaterThan(0);
    expect(wasm.sort()).toEqual(['/z3/z3-4817/z3-built.wasm', '/z3/z3-solver/z3-built.wasm']);

    await page.locator('findings-list [data-testid=finding-bisect]').first().click();
    const panel = page.locator('bisect-panel [data-testid=bisect-panel]');
    await expect.poll(() => rows(page).count()).toBe(4);
    expect(await rows(page).evaluateAll((r) => r.map((x) => x.getAttribute('data-version')))).toEqual([
      '4.8.17',
      '4.13.3',
      '4.13.4',
      '5.2.0',
    ]);
    await expect
      .poll(() => panel.getAttribute('data-phase'), { timeout: 240_000 })
      .toBe('done')
      .catch(async (e: unknown) => {
        await screenshot(page, 'bisect-failure');
        throw e;
      });
    expect(await page.locator('bisect-panel [data-testid=bisect-range]').textContent()).toBe(
      'fixed: last bad 4.13.3, first fixed 4.13.4',
    );
    // Which formula was measured: the step's finding has no reduction, so the finding as found.
    expect(await page.locator('bisect-panel [data-testid=bisect-measured]').textContent()).toMatch(
      /^Measured on the finding as found \(\d+ bytes\)\.$/,
    );
    expect(await rows(page).evaluateAll((r) => r.map((x) => x.getAttribute('data-verdict')))).toEqual([
      'bad',
      'bad',
      'good',
      'good',
    ]);
    // The releases between were loaded for the bisection alone.
    expect(wasm).toContain('/z3/z3-4.13.3/z3-built.wasm');
    expect(wasm).toContain('/z3/z3-4.13.4/z3-built.wasm');
    // The stored finding carries the range.
    await expect
      .poll(() => page.locator('findings-list [data-testid=finding-range]').first().textContent())
      .toContain('fixed: last bad 4.13.3, first fixed 4.13.4');
    await page.locator('bisect-panel').scrollIntoViewIfNeeded();
    await screenshot(page, 'bisect-done-1280');
    // The step view offers the same beside its verdict; the panel closes and opens again.
    await page.locator('bisect-panel [data-testid=bisect-close]').click();
    expect(await page.locator('bisect-panel').count()).toBe(0);
    await page.locator('step-view [data-testid=step-bisect]').click();
    await expect.poll(() => panel.getAttribute('data-phase'), { timeout: 240_000 }).toBe('done');
    expect(await page.locator('bisect-panel [data-testid=bisect-range]').textContent()).toBe(
      'fixed: last bad 4.13.3, first fixed 4.13.4',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('bisect-panel').scrollIntoViewIfNeeded();
    await screenshot(page, 'bisect-done-390');
    expect(errors).toEqual([]);
    await page.close();
  });
});
