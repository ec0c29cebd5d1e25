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
