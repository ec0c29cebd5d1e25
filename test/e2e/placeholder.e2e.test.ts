// The lane option input's placeholder (smt.string_solver=z3str3) at 100 % zoom (issue 23, item 5): Chromium lays a
// placeholder out in a box of its own with line-height: normal, which cut the underscore off in DejaVu Sans Mono.
// The underscore's cell is read back from a screenshot: it must have ink.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { openPage } from './playground-page.js';

/** How many pixels of the character cell `index` of a monospace input's text are darker than the background. */
async function inkOfCell(page: Page, input: Locator, index: number): Promise<number> {
  const png = (await input.screenshot()).toString('base64');
  const cell = await input.evaluate((el, i) => {
    const s = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${s.fontSize} ${s.fontFamily}`;
    const w = ctx.measureText('m').width;
    const left = parseFloat(s.paddingLeft) + parseFloat(s.borderLeftWidth);
    return { from: Math.round(left + i * w + 1), to: Math.round(left + (i + 1) * w - 1) };
  }, index);
  return page.evaluate(
    async ({ png, cell }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      // Inside the border (2 px off each edge): only the text's ink.
      const data = ctx.getImageData(cell.from, 2, cell.to - cell.from, img.height - 4).data;
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 215) ink++;
      return ink;
    },
    { png, cell },
  );
}

describe("the lane option input's placeholder", () => {
  const env = useE2eEnv();

  it('shows the underscore of smt.string_solver at 100 % zoom', { timeout: 60_000 }, async () => {
    const { page, errors } = await openPage(env);
    const input = page.locator('lane-panel [data-lane="z3@5.2.0"] [data-testid=lane-extra]');
    expect(await input.inputValue()).toBe('');
    const placeholder = await input.getAttribute('placeholder');
    expect(placeholder).toBe('smt.string_solver=z3str3');
    expect(await inkOfCell(page, input, placeholder!.indexOf('_'))).toBeGreaterThan(0);
    await input.screenshot({ path: join(ARTIFACTS, 'placeholder-1280-input.png') });
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, 'placeholder-390');
    expect(errors).toEqual([]);
    await page.close();
  });
});
