// The public home for links (issue 15): a site built with SMTPLAY_PUBLIC_URL, served under a sub-path by a
// plain static server that sends no COOP/COEP headers (as GitHub Pages does). A copy of it elsewhere on this
// computer makes share links to the public playground; the public page opens such a link in a fresh browser
// (the service worker isolates it, with one reload, keeping the link's fragment) and reproduces the state.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { lanesReady, LANE_LOAD_MS, openPage } from './playground-page.js';
import { connectE2e, type E2eEnv } from './shared-env.js';
import { sharedSiteBuild } from './site-build.js';
import { serveStatic, type StaticServer } from './static-server.js';

// Until the service worker controls the page, its reload can destroy the context of an evaluation.
const isolated = (page: Page) => page.evaluate(() => globalThis.crossOriginIsolated).catch(() => false);

describe('a build with a public URL, served under a sub-path without COOP/COEP headers', () => {
  /** The public playground, as on GitHub Pages (https://OWNER.github.io/REPO/): the tier's shared build (site-build.ts). */
  let pub: { url: string };
  /** Another copy of the same build on this computer, at another address. */
  let copy: StaticServer;
  let env: E2eEnv;
  beforeAll(async () => {
    const site = await sharedSiteBuild();
    pub = { url: site.publicUrl };
    copy = await serveStatic(site.dir, '/copy/', { precompressed: true });
    env = await connectE2e();
  }, 300_000);
  afterAll(async () => {
    await env?.close();
    await copy?.close();
  });

  it('links from a local copy to the public page, which reproduces the state', { timeout: 600_000 }, async () => {
    expect(pub.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/smtplay\/$/);
    const direct = await fetch(pub.url);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('cross-origin-embedder-policy')).toBeNull();
    expect(direct.headers.get('cross-origin-opener-policy')).toBeNull();

    const { page, errors } = await openPage({ browser: env.browser, url: copy.url });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(copy.url).origin });
    await expect.poll(() => isolated(page), { timeout: 30_000 }).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${copy.url}coi-serviceworker.js`,
    );
    await lanesReady(page);
    await page.locator('gallery-picker select').selectOption('qf_lira');
    await expect.poll(() => page.locator('seed-editor .cm-content').textContent()).toContain('QF_LIRA');
    await page.locator('step-view #mutator').selectOption('opfuzz');
    await page.locator('step-view #rng').fill('7');
    await page.locator('step-view #rng').dispatchEvent('change');
    await page.locator('[data-testid=mutate]').click();
    await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: 90_000 }).toBe(1);
    const mutant = await page.locator('[data-testid=mutant]').textContent();
    expect(mutant).toContain('QF_LIRA');
    await page.locator('[data-testid=share]').click();
    const link = await page.locator('[data-testid=share-link]').inputValue();
    expect(link.startsWith(`${pub.url}#s=`)).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await page.locator('[data-testid=share-home]').textContent()).toBe(
      `The link opens the public playground at ${pub.url}, not this copy (${copy.url}).`,
    );
    await screenshot(page, 'subpath-copy-link-1280');
    expect(errors).toEqual([]);
    await page.close();

    // A fresh browser context: no service worker yet, so the public page isolates itself with one reload.
    const fresh = await openPage({ browser: env.browser, url: link });
    const opened = fresh.page;
    await expect.poll(() => isolated(opened), { timeout: 30_000 }).toBe(true);
    expect(await opened.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${pub.url}coi-serviceworker.js`,
    );
    expect(opened.url()).toBe(link);
    await expect
      .poll(() => opened.locator('[data-testid=claim]').textContent(), { timeout: 30_000 })
      .toMatch(/This link claims: Z3 5\.2\.0 says \w+; CVC5 says \w+/);
    expect(await opened.locator('[data-testid=mutant]').textContent()).toBe(mutant);
    expect(await opened.locator('[data-testid=step-label]').textContent()).toContain('rng seed 7, step 0');
    // It runs on open, with no click.
    await expect
      .poll(() => opened.locator('[data-testid=reproduced]').getAttribute('data-reproduced'), { timeout: LANE_LOAD_MS })
      .toBe('true');
    await screenshot(opened, 'subpath-public-reproduced-1280');
    expect(fresh.errors).toEqual([]);
    expect(fresh.dialogs).toEqual([]);
    await opened.close();
  });
});
