import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';

describe('playground shell in Chromium', () => {
  const env = useE2eEnv();

  it('is cross-origin isolated and shows live sort-check diagnostics', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(env.url);
    expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);
    await expect.poll(() => page.locator('[data-testid=diagnostics]').textContent()).toContain('well-sorted');
    await screenshot(page, 'shell-1280');

    const editor = page.locator('seed-editor .cm-content');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await editor.fill('(declare-const x (_ BitVec 8))\n(assert (= (bvadd x 1) x))\n');
    await expect.poll(() => page.locator('[data-testid=diagnostics]').textContent()).toContain('1 error');
    const text = await page.locator('[data-testid=diagnostics]').textContent();
    expect(text).toMatch(/2:\d+: .*/);
    expect(text).toContain('1 error');
    await page.setViewportSize({ width: 800, height: 800 });
    await screenshot(page, 'shell-800-error');
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
