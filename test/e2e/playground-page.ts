// Helpers for tests that drive the playground page, whichever server it comes from.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Site {
  browser: Browser;
  url: string;
}

/**
 * The lanes a fresh page turns on where a CVC5 build is served (ui-state/lanes.ts, defaultLaneChoices): the newest Z3
 * against CVC5. Written out here, not read from the product, so a change of the defaults shows in these tests.
 */
export const DEFAULT_LANES = ['z3@5.2.0', 'cvc5'] as const;

/** The reference Z3 release, off by default: tests that compare Z3 releases turn it on (enableLane). */
export const REFERENCE_Z3 = 'z3@4.8.17';

/**
 * How long a poll waits for a lane to load before the test gives up: a guard against a hang, not a bound on speed
 * (CVC5's build is 13 MB of wasm, compiled beside Z3's on a busy machine).
 */
export const LANE_LOAD_MS = 240_000;

export const statusOf = (page: Page, base: string) =>
  page.locator(`lane-panel [data-lane="${base}"] [data-testid=lane-status]`).textContent();

/** Waits until every one of `lanes` (by base) shows 'ready' in the lane panel. */
export async function lanesReady(page: Page, lanes: readonly string[] = DEFAULT_LANES): Promise<void> {
  for (const lane of lanes) await expect.poll(() => statusOf(page, lane), { timeout: LANE_LOAD_MS }).toBe('ready');
}

/** The "use" box of a lane's row in the lane panel. */
export const laneToggle = (page: Page, base: string) =>
  page.locator(`lane-panel [data-lane="${base}"] input[type=checkbox]`).first();

/** Turns a lane on as a person does, with its "use" box in the lane panel; the page then starts loading it. */
export async function enableLane(page: Page, base: string): Promise<void> {
  await laneToggle(page, base).check();
  await expect.poll(() => statusOf(page, base)).not.toBe('off');
}

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
  // A browser of shared-env.ts sets this already; another one (a test's own) gets the same hang guard here.
  page.setDefaultTimeout(LANE_LOAD_MS);
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
