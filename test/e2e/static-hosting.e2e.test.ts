// The production build on a static host that sends no COOP/COEP headers, under a sub-path (like GitHub
// Pages; the tier's shared build: site-build.ts): coi-serviceworker must make the page cross-origin isolated, so the
// default lanes (Z3 5.2.0 and the CVC5 build the site ships) start and solve.
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { preview } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { CROSS_ORIGIN_ISOLATION } from '../../vite/cross-origin-isolation.js';
import { screenshot } from './browser.js';
import { lanesReady, openPage } from './playground-page.js';
import { useE2eEnv } from './shared-env.js';
import { sharedSiteBuild, type SiteBuild } from './site-build.js';

// Until the service worker controls the page, a reload can destroy the context of an evaluation.
const isolated = (page: Page) => page.evaluate(() => globalThis.crossOriginIsolated).catch(() => false);

describe('static hosting of the production build', () => {
  /** The tier's shared build, on its static host (a plain file server, under /smtplay/). */
  let site: SiteBuild;
  const env = useE2eEnv();
  beforeAll(async () => {
    site = await sharedSiteBuild();
  }, 300_000);

  it('is isolated by the service worker and solves with Z3 and CVC5', { timeout: 480_000 }, async () => {
    const direct = await fetch(site.publicUrl);
    expect(direct.headers.get('cross-origin-embedder-policy')).toBeNull();
    expect(direct.headers.get('cross-origin-opener-policy')).toBeNull();

    const { page, errors } = await openPage({ browser: env.browser, url: site.publicUrl });
    await expect.poll(() => isolated(page), { timeout: 30_000 }).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${site.publicUrl}coi-serviceworker.js`,
    );
    await lanesReady(page);

    await page.locator('gallery-picker select').selectOption('qf_lira');
    await expect.poll(() => page.locator('seed-editor .cm-content').textContent()).toContain('QF_LIRA');
    await page.locator('step-view #mutator').selectOption('opfuzz');
    await page.locator('[data-testid=mutate]').click();
    await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: 90_000 }).toBe(1);
    const rows = await page.locator('[data-testid=outcome-row]').allTextContents();
    expect(await page.locator('[data-testid=outcome-row] th').allTextContents()).toEqual(['Z3 5.2.0', 'CVC5']);
    for (const r of rows) expect(r).toMatch(/(sat|unsat|unknown)[\s\S]*(sat|unsat|unknown)/);
    await screenshot(page, 'static-hosting-1280');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('vite preview serves the build with the COOP/COEP headers', async () => {
    const server = await preview({
      build: { outDir: site.dir },
      preview: { port: 0, host: '127.0.0.1', open: false },
      logLevel: 'error',
    });
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(res.status).toBe(200);
      for (const [name, value] of Object.entries(CROSS_ORIGIN_ISOLATION)) expect(res.headers.get(name)).toBe(value);
      expect(await res.text()).toContain('coi-serviceworker.js');
    } finally {
      await server.close();
    }
  });
});
