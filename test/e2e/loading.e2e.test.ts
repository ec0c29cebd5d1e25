// Progressive loading on the built site (issue 15): `vite build` precompresses the solvers' builds and `vite preview`
// serves them with Content-Encoding; throttled to 20 Mbit/s (Chromium's network emulation), the page fetches one
// build at a time, so the first lane starts on its own build. Before, 65.9 MB of wasm loaded at once,
// uncompressed: 30.4 s to the first lane. The page's default lanes load: Z3 5.2.0's build and the CVC5 build, both
// through the page's one queue (the CVC5 worker is handed the bytes, as a Z3 worker is).
// What is checked counts bytes and orders events, never time (a busy machine compiles the wasm slower): the
// builds arrive brotli-compressed, the second is asked for only after the first has arrived, and what crossed
// the link before the first build was in (the page, its scripts, that build) fits in what 20 Mbit/s carries in
// the 8 s target (20 MB; the old loading needed 65.9 MB). The time itself is printed; `npm run bench:loading`
// runs this file with E2E_FIRST_LANE_MS=8000, the issue's target, and then checks it too.
import type { AddressInfo } from 'node:net';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { DEFAULT_LANES, LANE_LOAD_MS, statusOf } from './playground-page.js';
import { connectE2e, type E2eEnv } from './shared-env.js';
import { sharedSiteBuild } from './site-build.js';

const MBIT = 1e6 / 8;
const LINK_MBIT = 20;
const TARGET_MS = 8000;
/** What the throttled link carries in the target time: the most the first lane may wait for. */
const BYTES_BEFORE_FIRST_BUILD = (LINK_MBIT * MBIT * TARGET_MS) / 1000;
/** Set by `npm run bench:loading` only: the target on this machine's wall clock. */
const BENCH_FIRST_LANE_MS = process.env.E2E_FIRST_LANE_MS ? Number(process.env.E2E_FIRST_LANE_MS) : undefined;

/** A solver's build: a Z3 release's or the CVC5 build's wasm. */
const isBuild = (path: string): boolean => /\/(z3-built|cvc5)\.wasm$/.test(path);
/**
 * The most of a build the CVC5 availability check reads (a HEAD, then the first 4 bytes: solvers/cvc5/availability.ts);
 * a fetch of more is the build's download.
 */
const PROBE_BYTES = 4;

/** A resource the page fetched, from its Resource Timing entry (times on the page's clock, ms). */
interface Fetched {
  path: string;
  fetchStart: number;
  responseEnd: number;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

const fetchedByPage = (): Fetched[] =>
  [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => {
    const r = e as PerformanceResourceTiming;
    return {
      path: new URL(r.name).pathname,
      fetchStart: r.fetchStart,
      responseEnd: r.responseEnd,
      transferSize: r.transferSize,
      encodedBodySize: r.encodedBodySize,
      decodedBodySize: r.decodedBodySize,
    };
  });

const MB = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

describe('loading the built site over a 20 Mbit/s link', () => {
  let server: PreviewServer;
  let url: string;
  let env: E2eEnv;
  beforeAll(async () => {
    const site = await sharedSiteBuild();
    server = await preview({
      build: { outDir: site.dir },
      preview: { port: 0, host: '127.0.0.1', open: false },
      logLevel: 'error',
    });
    url = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}/`;
    env = await connectE2e();
  }, 300_000);
  afterAll(async () => {
    await env?.close();
    await server?.close();
  });

  it('fetches one precompressed build at a time, the first lane on its own build', { timeout: 480_000 }, async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const encodings: { path: string; encoding: string | undefined }[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: LINK_MBIT * MBIT,
      uploadThroughput: LINK_MBIT * MBIT,
    });
    const started = Date.now();
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      const request = r.request();
      if (isBuild(path) && request.method() === 'GET' && !request.headers()['range'])
        encodings.push({ path, encoding: r.headers()['content-encoding'] });
    });
    await page.goto(url);
    const ready = async (): Promise<string | undefined> => {
      for (const lane of DEFAULT_LANES) if ((await statusOf(page, lane)) === 'ready') return lane;
      return undefined;
    };
    await expect.poll(ready, { timeout: LANE_LOAD_MS, interval: 100 }).toBeDefined();
    const firstMs = Date.now() - started;
    const first = await ready();
    await screenshot(page, 'loading-first-lane-1280');
    for (const lane of DEFAULT_LANES)
      await expect.poll(() => statusOf(page, lane), { timeout: LANE_LOAD_MS, interval: 100 }).toBe('ready');
    const bothMs = Date.now() - started;

    const fetched = await page.evaluate(fetchedByPage);
    const builds = fetched
      .filter((f) => isBuild(f.path) && f.decodedBodySize > PROBE_BYTES)
      .sort((a, b) => a.fetchStart - b.fetchStart);
    const [one, two] = builds;
    const firstIn = Math.min(...builds.map((b) => b.responseEnd));
    const beforeFirstBuild = fetched
      .filter((f) => f.responseEnd <= firstIn)
      .reduce((sum, f) => sum + f.transferSize, 0);
    console.log(
      `[loading] ${LINK_MBIT} Mbit/s, 20 ms latency: first lane (${first}) ready after ${(firstMs / 1000).toFixed(1)} s, ` +
        `both after ${(bothMs / 1000).toFixed(1)} s; ${MB(beforeFirstBuild)} on the link before the first build was in; ` +
        `builds: ${builds.map((b) => `${b.path} ${MB(b.encodedBodySize)} of ${MB(b.decodedBodySize)}, asked at ${Math.round(b.fetchStart)} ms, in at ${Math.round(b.responseEnd)} ms`).join('; ')}; ` +
        `encodings: ${encodings.map((w) => `${w.path} ${w.encoding ?? 'identity'}`).join(', ')}`,
    );
    expect(encodings.map((w) => w.encoding)).toEqual(['br', 'br']);
    expect(builds.map((b) => b.path).sort()).toEqual(['/wasm/cvc5/cvc5.wasm', '/z3/z3-solver/z3-built.wasm']);
    for (const b of builds) expect(b.encodedBodySize).toBeLessThan(b.decodedBodySize / 3);
    // One build at a time: the page asks for the second only once the first has arrived.
    expect(two!.fetchStart).toBeGreaterThanOrEqual(one!.responseEnd);
    expect(beforeFirstBuild).toBeLessThanOrEqual(BYTES_BEFORE_FIRST_BUILD);
    // A figure, not a bound: `npm run bench:loading` prints it against its target (BENCHMARKS.md).
    if (BENCH_FIRST_LANE_MS !== undefined)
      console.log(`first lane ready in ${Math.round(firstMs)} ms (target ${BENCH_FIRST_LANE_MS} ms)`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
