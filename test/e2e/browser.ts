// Starts the Vite dev server and Debian's Chromium (never a downloaded browser) for end-to-end tests.
// playwright-core gives each launch a fresh temporary profile.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type Plugin, type PluginOption, type ViteDevServer } from 'vite';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = 'test-results';

export interface E2eEnv {
  server: ViteDevServer;
  browser: Browser;
  url: string;
  close(): Promise<void>;
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

/** `plugins` are added to the app's own Vite config (e.g. to serve test fixtures). */
export async function startE2e(plugins: PluginOption[] = []): Promise<E2eEnv> {
  const server = await createServer({
    plugins: [noWatch, ...plugins],
    server: { port: 0, strictPort: false, host: '127.0.0.1', open: false, watch: null },
    logLevel: 'warn',
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no TCP address');
  const browser = await launchChromium();
  return {
    server,
    browser,
    url: `http://127.0.0.1:${address.port}/`,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
