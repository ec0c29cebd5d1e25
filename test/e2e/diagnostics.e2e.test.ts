// The seed editor lists every parse and sort error of a text at once (issue 15: it stopped at the first parse
// error), with its line:col, and marks each in the gutter.
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { openPage } from './playground-page.js';

describe('seed diagnostics', () => {
  const env = useE2eEnv();

  it('lists every parse and sort error, and the seed cannot run', { timeout: 60_000 }, async () => {
    const { page, errors } = await openPage(env, '', 1280);
    const editor = page.locator('seed-editor .cm-content');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    // Typed line by line (the editor closes brackets itself, so the text is inserted, not typed).
    await page.keyboard.insertText('(declare-const x Int)\n(assert (> x 1)\n(assert (+ x true))\n(check-sat');
    const items = page.locator('[data-testid=diagnostics] li');
    await expect
      .poll(() => items.allTextContents())
      .toEqual([
        "3:1: expected ')' but found '('",
        '3:9: + expects arguments of sort Int or Real, got Int and Bool',
        "4:11: unexpected end of input: missing ')'",
      ]);
    expect(await page.locator('[data-testid=diagnostics]').textContent()).toContain('3 errors');
    expect(await page.locator('[data-testid=mutate]').isDisabled()).toBe(true);
    await expect.poll(() => page.locator('seed-editor .cm-lint-marker-error').count()).toBe(2);
    await screenshot(page, 'diagnostics-all-errors-1280');
    expect(errors).toEqual([]);
    await page.close();
  });
});
