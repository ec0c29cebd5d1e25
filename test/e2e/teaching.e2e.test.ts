// Step mode as a classroom (issue 15): Fusion takes a second seed (gallery or paste) instead of a renamed copy
// of the first; STORM shows its model M and the seed's assertions true under it; each lane's raw output can be
// opened; the walk jumps to step N and starts again at step 0 on a new seed; an empty seed cannot run. All on the
// page's default lanes: Z3 5.2.0 against CVC5, each answering every step.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { connectE2e, type E2eEnv } from './shared-env.js';
import { lanesReady } from './playground-page.js';

describe('teaching in step mode', () => {
  let env: E2eEnv;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    env = await connectE2e();
    page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(env.url);
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await env?.close();
  });

  const verdict = () => page.locator('[data-testid=verdict]');
  /** One step; both default lanes answer it (or run out of their time: a lane's own result, not the page's). */
  const mutate = async (): Promise<void> => {
    await page.locator('[data-testid=mutate]').click();
    await expect.poll(() => verdict().count(), { timeout: 90_000 }).toBe(1);
    expect(await page.locator('[data-testid=outcome-row] th').allTextContents()).toEqual(['Z3 5.2.0', 'CVC5']);
    for (const row of await page.locator('[data-testid=outcome-row]').allTextContents())
      expect(row).toMatch(/\b(sat|unsat|unknown|timeout)\b/);
  };

  it('Fusion fuses the seed with a second seed picked from the gallery', { timeout: 480_000 }, async () => {
    await lanesReady(page);
    // Two unsat gallery seeds that share a fusable sort (Int). A seed without free variables (the LIA one) or
    // without one of the first's sorts gives no mutant: Fusion links a variable of each seed.
    await page.locator('gallery-picker select').selectOption('qf_nia');
    await page.locator('step-view #mutator').selectOption('fusion');
    const second = page.locator('[data-testid=second-seed]');
    await expect.poll(() => second.count()).toBe(1);
    await second.locator('select').selectOption('qf_alia');
    expect(await page.locator('[data-testid=second-seed-text]').inputValue()).toContain('(set-info :status unsat)');
    await mutate();
    // The mutant's own text (diff-view's shadow root holds it; the host's textContent is empty): declarations of
    // both seeds, renamed apart.
    const mutant = (await page.locator('step-view [data-testid=mutant]').textContent()) ?? '';
    expect(mutant).toMatch(/declare-const x\S* Int/);
    expect(mutant).toMatch(/declare-const k\S* Int/);
    expect((await page.locator('[data-testid=trace]').textContent()) ?? '').not.toContain('copy');
    await screenshot(page, 'teaching-fusion-1280');
  });

  it('STORM shows its model M, every assertion of the seed true under it', async () => {
    await page.locator('gallery-picker select').selectOption('qf_lira');
    await page.locator('step-view #mutator').selectOption('storm');
    await mutate();
    const values = await page.locator('[data-testid=model-assertions] .badge').allTextContents();
    expect(values.length).toBeGreaterThan(0);
    expect(new Set(values.map((v) => v.trim()))).toEqual(new Set(['true']));
    expect(await page.locator('[data-testid=model-text]').textContent()).toContain('define-fun');
    await screenshot(page, 'teaching-storm-1280');
  });

  it('opens a lane’s raw output, jumps to step N, and starts again at step 0 on a new seed', async () => {
    await page.locator('step-view #mutator').selectOption('opfuzz');
    await mutate();
    // Each lane's own output on the seed and on the mutant, Z3's and CVC5's.
    const raws = page.locator('[data-testid=raw-output]');
    expect(await raws.count()).toBe(4);
    for (const raw of await raws.all()) {
      await raw.locator('summary').click();
      expect(await raw.locator('pre').textContent()).toMatch(/^stdout:\n(sat|unsat|unknown)/);
    }
    await page.locator('[data-testid=jump-step]').fill('5');
    await page.locator('[data-testid=jump]').click();
    await expect
      .poll(() => page.locator('[data-testid=step-label]').textContent(), { timeout: 90_000 })
      .toContain('step 5');
    await page.locator('gallery-picker select').selectOption('lia');
    await expect.poll(() => page.locator('[data-testid=step-label]').count()).toBe(0);
    expect(await page.locator('[data-testid=mutate]').textContent()).toContain('Mutate (step 0)');
  });

  it('shows the oracle of the step on screen: SAE on a sat seed, then OpFuzz on an unsat one (no stale note)', async () => {
    // Issue 13: step mode kept SAE's "expected sat" note after the seed and mutator changed.
    const oracle = () => page.locator('step-view [data-testid=oracle]').textContent();
    await page.locator('gallery-picker select').selectOption('qf_lira');
    await page.locator('step-view #mutator').selectOption('sae');
    await mutate();
    expect(await oracle()).toContain('the mutant must be sat');
    expect(await page.locator('[data-testid=inputs-note]').count()).toBe(1);
    await page.locator('gallery-picker select').selectOption('qf_alia');
    await expect.poll(() => verdict().count()).toBe(0);
    await page.locator('step-view #mutator').selectOption('opfuzz');
    await mutate();
    expect(await oracle()).toContain('differential');
    expect(await oracle()).not.toContain('must be sat');
    expect(await page.locator('[data-testid=inputs-note]').count()).toBe(0);
    expect(await verdict().textContent()).not.toContain('as expected');
  });

  it('refuses an empty seed, saying so', async () => {
    const editor = page.locator('seed-editor .cm-content');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await expect.poll(() => page.locator('[data-testid=diagnostics]').textContent()).toContain('The seed is empty');
    expect(await page.locator('[data-testid=mutate]').isDisabled()).toBe(true);
  });
});
