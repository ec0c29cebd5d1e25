// Helpers for tests that drive the playground page, whichever server it comes from.
import type { Browser, Page } from 'playwright-core';

export interface Site {
  browser: Browser;
  url: string;
}

export const statusOf = (page: Page, base: string) =>
  page.locator(`lane-panel [data-lane="${base}"] [data-testid=lane-status]`).textContent();

/** The paths of the Z3 builds (z3-built.wasm) a page asks for, as it asks. */
export function wasmRequests(page: Page): string[] {
  const wasm: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('z3-built.wasm')) wasm.push(new URL(r.url()).pathname);
  });
  return wasm;
}

/**
 * A new page (in a fresh browser context) at `site.url + hash`, with the page errors and dialog messages it
 * produces; `prepare` runs before the page loads (e.g. to serve a fixture in its context: browser-served.ts).
 */
export async function openPage(
  site: Site,
  hash = '',
  width = 1280,
  prepare?: (page: Page) => Promise<void>,
): Promise<{ page: Page; errors: string[]; dialogs: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height: 800 } });
  await prepare?.(page);
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(site.url + hash);
  return { page, errors, dialogs };
}
