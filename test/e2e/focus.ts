// Where the keyboard's focus is, through the components' shadow roots.
import type { Page } from 'playwright-core';

/** The focused element's data-testid (its tag name when it has none), looking inside every open shadow root. */
export function focusedTestId(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? (el.getAttribute('data-testid') ?? el.tagName.toLowerCase()) : 'none';
  });
}

/**
 * Presses Tab until the control with this data-testid has the focus, as a keyboard user would reach it; throws
 * when it is not reached within `limit` presses (not reachable by the keyboard).
 */
export async function tabTo(page: Page, testid: string, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await focusedTestId(page)) === testid) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${testid} not reached with ${limit} presses of Tab`);
}

/**
 * Starts recording where the focus goes (each focusin's innermost target, through shadow roots); the function returned
 * reads the record. For a test's failure message: which element took the focus in between.
 */
export async function recordFocusMoves(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { focusMoves?: string[] };
    w.focusMoves = [];
    const name = (el: EventTarget | undefined): string =>
      el instanceof Element ? (el.getAttribute('data-testid') ?? el.tagName.toLowerCase()) : String(el);
    document.addEventListener('focusin', (e) => w.focusMoves?.push(name(e.composedPath()[0])), true);
    document.addEventListener('focusout', (e) => w.focusMoves?.push(`(left ${name(e.composedPath()[0])})`), true);
  });
  return () => page.evaluate(() => (window as unknown as { focusMoves?: string[] }).focusMoves ?? []);
}
