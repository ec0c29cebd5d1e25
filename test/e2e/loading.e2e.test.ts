// Progressive loading on the built site (issue 15): `vite build` precompresses the Z3 builds and `vite preview`
// serves them with Content-Encoding; throttled to 20 Mbit/s (Chromium's network emulation), one lane is ready
// before the other. Before, 65.9 MB of wasm loaded at once, uncompressed: 30.4 s to the first lane.
// The speed target (first lane within 8 s on a quiet machine) is `npm run bench:loading`, which runs this file
// with E2E_FIRST_LANE_MS=8000. Here the bound is 20 s: compiling the wasm takes CPU, which in CI the node tiers
// share, while the old loading fails it on the download alone (26 s for 65.9 MB at 20 Mbit/s).
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot } from './browser.js';
import { statusOf } from './playground-page.js';

const MBIT = 1e6 / 8;
const FIRST_LANE_MS = Number(process.env.E2E_FIRST_LANE_MS ?? 20_000);

describe('loading the built site over a 20 Mbit/s link', () => {
  let outDir: string;
  let server: PreviewServer;
  let url: string;
  let browser: Browser;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'smtplay-loading-'));
    await build({ build: { outDir, emptyOutDir: true }, logLevel: 'error' });
    server = await preview({
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1', open: false },
      logLevel: 'error',
    });
    url = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}/`;
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it(`has the first lane ready within ${FIRST_LANE_MS / 1000} s, from precompressed builds`, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const wasm: { path: string; encoding: string | undefined; at: number }[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 20 * MBIT,
      uploadThroughput: 20 * MBIT,
    });
    const started = Date.now();
    page.on('response', (r) => {
      if (r.url().endsWith('z3-built.wasm'))
        wasm.push({
          path: new URL(r.url()).pathname,
          encoding: r.headers()['content-encoding'],
          at: Date.now() - started,
        });
    });
    await page.goto(url);
    const ready = async (): Promise<string | undefined> => {
      for (const lane of ['z3@5.2.0', 'z3@4.8.17']) if ((await statusOf(page, lane)) === 'ready') return lane;
      return undefined;
    };
    await expect.poll(ready, { timeout: 60_000, interval: 100 }).toBeDefined();
    const firstMs = Date.now() - started;
    const first = await ready();
    await screenshot(page, 'loading-first-lane-1280');
    await expect.poll(() => statusOf(page, 'z3@4.8.17'), { timeout: 90_000, interval: 100 }).toBe('ready');
    await expect.poll(() => statusOf(page, 'z3@5.2.0'), { timeout: 90_000, interval: 100 }).toBe('ready');
    const bothMs = Date.now() - started;
    console.log(
      `[loading] 20 Mbit/s, 20 ms latency: first lane (${first}) ready after ${(firstMs / 1000).toFixed(1)} s, ` +
        `both after ${(bothMs / 1000).toFixed(1)} s; wasm responses: ${wasm.map((w) => `${w.path} ${w.encoding ?? 'identity'} at ${w.at} ms`).join(', ')}`,
    );
    expect(wasm.map((w) => w.encoding)).toEqual(['br', 'br']);
    expect(firstMs).toBeLessThanOrEqual(FIRST_LANE_MS);
    expect(errors).toEqual([]);
    await page.close();
  });
});
