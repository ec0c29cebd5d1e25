// A link opened in the same tab (issue 15: "open the latest" changed the URL but not the page, no `hashchange`
// handling). With the playground already open on one seed, setting location.hash to a share link shows that
// link's mutant, without a reload.
import { describe, expect, it } from 'vitest';
import { encodeShare } from '../../src/share/codec.js';
import { useE2eEnv } from './shared-env.js';
import { openPage } from './playground-page.js';

const MUTANT = '(declare-const same_tab_marker Int)\n(assert (> same_tab_marker 41))\n(check-sat)\n';

describe('a link opened in the same tab', () => {
  const env = useE2eEnv();

  it('shows the link’s state without a reload', async () => {
    const { page, errors } = await openPage(env);
    await page.locator('gallery-picker select').selectOption('qf_lira');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const hash = await encodeShare({
      v: 1,
      seeds: [MUTANT],
      mutant: MUTANT,
      lanes: ['z3@5.2.0'],
      timeoutMs: 5_000,
      rngSeed: 0,
      step: 0,
    });
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
    await expect
      .poll(() => page.locator('step-view [data-testid=literal-mutant]').textContent(), { timeout: 30_000 })
      .toContain('same_tab_marker');
    // The same document: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(errors).toEqual([]);
    await page.close();
  });
});
