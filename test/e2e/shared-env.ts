// How an e2e test file reaches the tier's one Vite dev server and one Chromium, which global-setup.ts starts
// once per run and hands over with Vitest's provide/inject. A file (or a describe block) connects once and is
// closed after its tests:
//
//   const env = useE2eEnv();
//   it('…', async () => { const page = await env.browser.newPage(); await page.goto(env.url); … });
//
// (`connectE2e` is the same connection by hand, for a file that closes it in its own afterAll.)
//
// Each `browser.newPage()` opens a fresh browser context (its own storage, service workers and cache), and
// `close()` closes every context the file opened, so files never see each other's state. A page that needs
// extra files served (a test fixture) routes them in its context (browser-served.ts); a file that needs the
// dev server under other settings (e.g. SMTPLAY_Z3_RELEASES) passes `env` and gets a dev server of its own.
// The production build is shared the same way (site-build.ts). Any file runs alone too:
// `npx vitest run --project e2e test/e2e/x.e2e.test.ts`.
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startDevServer, type E2eEnv } from './browser.js';
import { LANE_LOAD_MS } from './playground-page.js';

export type { E2eEnv };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Vite dev server's address, ending in `/`. */
    e2eDevUrl: string;
    /** Where the shared Chromium accepts playwright connections. */
    e2eBrowserWs: string;
    /** A folder of this run for the shared production build (site-build.ts). */
    e2eSiteRoot: string;
    /** The static host that serves the shared build at /smtplay/: the public URL the build's links name. */
    e2ePublicUrl: string;
  }
}

/** A value global-setup.ts provides; a clear error when the file runs outside the e2e project. */
export function provided<K extends 'e2eDevUrl' | 'e2eBrowserWs' | 'e2eSiteRoot' | 'e2ePublicUrl'>(key: K): string {
  const value = inject(key);
  if (!value)
    throw new Error(
      `${key} is not provided: run e2e files in the e2e project (npx vitest run --project e2e test/e2e/…)`,
    );
  return value;
}

/**
 * The shared browser and dev server. With `env`, a dev server of this file's own under those settings (read by
 * vite.config.ts when it starts), closed with the file; the browser is still the shared one.
 */
export async function connectE2e(options: { env?: Record<string, string> } = {}): Promise<E2eEnv> {
  const own = options.env ? await startDevServer({ env: options.env }) : undefined;
  const browser = await chromium.connect(provided('e2eBrowserWs'));
  // Every page a file opens waits as long as a lane may take to load (a hang guard), not Playwright's 30 s: under
  // load a cold page took longer than that to navigate, and a panel to render.
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args: Parameters<typeof newPage>) => {
    const page = await newPage(...args);
    page.setDefaultTimeout(LANE_LOAD_MS);
    return page;
  };
  return {
    browser,
    url: own?.url ?? provided('e2eDevUrl'),
    async close() {
      for (const context of browser.contexts()) await context.close();
      await browser.close();
      await own?.server.close();
    },
  };
}

/**
 * Connects in `beforeAll` and closes in `afterAll` of the surrounding block: the shared browser and dev server (or,
 * with `options.env`, a dev server of the file's own), read through the returned object once the block's tests run.
 */
export function useE2eEnv(options: { env?: Record<string, string> } = {}): E2eEnv {
  let connected: E2eEnv | undefined;
  beforeAll(async () => {
    connected = await connectE2e(options);
  });
  afterAll(async () => {
    await connected?.close();
  });
  const get = (): E2eEnv => {
    if (!connected) throw new Error('the e2e environment is read before its beforeAll connected it');
    return connected;
  };
  return {
    get browser() {
      return get().browser;
    },
    get url() {
      return get().url;
    },
    close: () => get().close(),
  };
}
