// Honest lanes and progressive loading in Chromium (issue 15): on a site that serves no CVC5 build (the page's
// browser context answers 404 under wasm/cvc5/), the CVC5 lane cannot be enabled and says what to do, and the
// reference Z3 takes its place among the default lanes; a build is fetched only when its lane is enabled, its bytes
// are shown while it loads, and Mutate waits for a ready lane instead of showing "running…" with nothing running.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeShare } from '../../src/share/codec.js';
import { DEFAULT_CVC5_BASE } from '../../src/solvers/cvc5/availability.js';
import { screenshot } from './browser.js';
import { hideInContext } from './browser-served.js';
import { useE2eEnv } from './shared-env.js';
import { lanesReady, REFERENCE_Z3, statusOf, wasmRequests } from './playground-page.js';

const SEED = '(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n';

describe('lanes in Chromium', () => {
  const env = useE2eEnv();

  const mutate = (page: Page) => page.locator('[data-testid=mutate]');

  it('offers no CVC5 lane without a build: it cannot be enabled, says how to add one, and the reference Z3 runs', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await hideInContext(page.context(), new URL(DEFAULT_CVC5_BASE, env.url).href);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(env.url);
    const cvc5 = page.locator('lane-panel [data-lane="cvc5"]');
    await expect.poll(() => statusOf(page, 'cvc5')).toBe('unavailable');
    expect(await cvc5.locator('input[type=checkbox]').first().isDisabled()).toBe(true);
    expect(await cvc5.textContent()).toContain('cannot be enabled and no run counts it');
    await cvc5.locator('summary').click();
    expect(await cvc5.locator('[data-testid=lane-help]').textContent()).toContain('wasm/README.md');
    // Where CVC5 cannot run, the newest Z3 runs against the oldest (ui-state/lanes.ts, defaultLaneChoices).
    await lanesReady(page, ['z3@5.2.0', REFERENCE_Z3]);
    await mutate(page).click();
    await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: 60_000 }).toBe(1);
    const lanes = await page.locator('[data-testid=outcome-row] th').allTextContents();
    expect(lanes.map((l) => l.trim())).toEqual(['Z3 5.2.0', 'Z3 4.8.17']);
    await screenshot(page, 'lanes-cvc5-unavailable-1280');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads only the enabled lane, shows its bytes, and keeps Mutate waiting until it is ready', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const wasm = wasmRequests(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    // The build's bytes are held back until the test has seen the page wait for them.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/z3-built.wasm', async (route) => {
      await held;
      await route.continue();
    });
    const link = await encodeShare({
      v: 1,
      seeds: [SEED],
      rngSeed: 1,
      step: 0,
      lanes: ['z3@5.2.0'],
      timeoutMs: 5000,
      mutator: { name: 'opfuzz', options: {} },
    });
    await page.goto(env.url + link);
    // Until the page has decoded the link it shows its default lanes (Z3 5.2.0 and CVC5 on, none started): wait
    // for the link's lanes to be applied before reading what Mutate waits for.
    await expect.poll(() => statusOf(page, 'cvc5')).toBe('off');
    expect(await statusOf(page, REFERENCE_Z3)).toBe('off');
    await expect.poll(() => statusOf(page, 'z3@5.2.0')).toBe('loading');
    expect(await mutate(page).isDisabled()).toBe(true);
    expect(await page.locator('[data-testid=mutate-why]').textContent()).toBe('waiting for Z3 5.2.0 to load');
    await screenshot(page, 'lanes-waiting-1280');
    release();
    await expect.poll(() => page.locator('[data-testid=lane-bytes]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => statusOf(page, 'z3@5.2.0'), { timeout: 90_000 }).toBe('ready');
    // The link runs once its lane is ready; Mutate waits for that run.
    await expect.poll(() => page.locator('[data-testid=reproduced]').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => statusOf(page, 'z3@5.2.0'), { timeout: 30_000 }).toBe('ready');
    expect(await mutate(page).isDisabled()).toBe(false);
    expect(await page.locator('[data-testid=mutate-why]').count()).toBe(0);
    expect(wasm).toEqual(['/z3/z3-solver/z3-built.wasm']);
    // The lanes the link left off never start: no CVC5 worker, and no other Z3 build.
    expect(workers.filter((url) => url.includes('cvc5'))).toEqual([]);
    expect(await statusOf(page, REFERENCE_Z3)).toBe('off');
    expect(await statusOf(page, 'cvc5')).toBe('off');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads the CVC5 build through the page too: Mutate waits for it, and its bytes are shown', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    // The build's download is held back (the availability check's HEAD and first bytes are not).
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let downloads = 0;
    await page.context().route('**/wasm/cvc5/cvc5.wasm', async (route) => {
      const request = route.request();
      if (request.method() === 'GET' && !request.headers()['range']) {
        downloads++;
        await held;
      }
      await route.continue();
    });
    const link = await encodeShare({
      v: 1,
      seeds: [SEED],
      rngSeed: 1,
      step: 0,
      lanes: ['cvc5'],
      timeoutMs: 5000,
      mutator: { name: 'opfuzz', options: {} },
    });
    await page.goto(env.url + link);
    await expect.poll(() => statusOf(page, 'z3@5.2.0')).toBe('off');
    await expect.poll(() => downloads).toBe(1);
    expect(await statusOf(page, 'cvc5')).toBe('loading');
    expect(await mutate(page).isDisabled()).toBe(true);
    expect(await page.locator('[data-testid=mutate-why]').textContent()).toBe('waiting for CVC5 to load');
    // The page fetches the build and hands it to the worker, which does not fetch it again.
    expect(workers.filter((url) => url.includes('cvc5'))).toEqual([]);
    release();
    const bytes = page.locator('lane-panel [data-lane="cvc5"] [data-testid=lane-bytes]');
    await expect.poll(() => bytes.count(), { timeout: 30_000 }).toBe(1);
    expect(await bytes.textContent()).toMatch(/^\d+\.\d MB$|^\d+\.\d of \d+\.\d MB$/);
    await lanesReady(page, ['cvc5']);
    await expect.poll(() => page.locator('[data-testid=reproduced]').count(), { timeout: 30_000 }).toBe(1);
    expect(downloads).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
