// Starts the Vite dev server and Debian's Chromium (never a downloaded browser) for end-to-end tests. The e2e
// tier starts one of each for all its files (global-setup.ts; a test file connects with shared-env.ts);
// `startE2e` starts a private pair, for a script outside Vitest (bench/z3-browser.ts). playwright-core gives
// each launch a fresh temporary profile.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserServer, type LaunchOptions, type Page } from 'playwright-core';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = 'test-results';

/** A browser and the playground's address: what a test drives. */
export interface E2eEnv {
  browser: Browser;
  url: string;
  close(): Promise<void>;
}

export interface DevServer {
  server: ViteDevServer;
  url: string;
}

/**
 * No file watching, so an edit elsewhere in the checkout never reloads a page under a test. `watch: null` in
 * the inline config is not enough: Vite's config merge drops null values, so it is set on the resolved config.
 */
const noWatch: Plugin = {
  name: 'e2e-no-watch',
  configResolved(config) {
    (config.server as { watch: unknown }).watch = null;
  },
};

/**
 * The app's own Vite config (vite.config.ts) served on a free port of 127.0.0.1. `env` holds settings that
 * vite.config.ts reads while the server starts (e.g. SMTPLAY_Z3_RELEASES); they are set for the start only.
 */
export async function startDevServer(options: { env?: Record<string, string> } = {}): Promise<DevServer> {
  const saved = Object.entries(options.env ?? {}).map(([k, v]) => {
    const before = process.env[k];
    process.env[k] = v;
    return [k, before] as const;
  });
  let server: ViteDevServer;
  try {
    server = await createServer({
      plugins: [noWatch],
      server: { port: 0, strictPort: false, host: '127.0.0.1', open: false, watch: null },
      logLevel: 'warn',
    });
    await server.listen();
  } finally {
    for (const [k, before] of saved) {
      if (before === undefined) delete process.env[k];
      else process.env[k] = before;
    }
  }
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no TCP address');
  return { server, url: `http://127.0.0.1:${address.port}/` };
}

const LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Chromium for this process alone. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/** Chromium that other processes connect to (`chromium.connect(server.wsEndpoint())`): the e2e tier's one browser. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

/** A private dev server and browser, for a script outside the e2e tier (a test file uses connectE2e). */
export async function startE2e(): Promise<E2eEnv> {
  const dev = await startDevServer();
  const browser = await launchChromium();
  return {
    browser,
    url: dev.url,
    async close() {
      await browser.close();
      await dev.server.close();
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
