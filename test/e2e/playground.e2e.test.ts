// The playground in Debian's Chromium: lanes, editor diagnostics, step mode, share links, persistence.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeRaw, encodeShare, FRAGMENT_PREFIX, toBase64Url } from '../../src/share/codec.js';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';
import { describeTasks, longestCpuMs, traceMainThread } from './main-thread.js';
import { LANE_LOAD_MS, laneToggle, lanesReady, openPage, REFERENCE_Z3, statusOf } from './playground-page.js';

async function setSeed(page: Page, text: string): Promise<void> {
  const content = page.locator('seed-editor .cm-content');
  await content.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await content.fill(text);
}

/** What the page keeps under `key` in its IndexedDB store (src/ui/persist.ts), once the page has opened it. */
function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('smt-fuzz-playground');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('kv').objectStore('kv').get(key);
          get.onsuccess = () => {
            resolve(get.result);
            db.close();
          };
          get.onerror = () => reject(get.error ?? new Error('IndexedDB'));
        };
      }),
    key,
  );
}

describe('playground in Chromium', () => {
  const env = useE2eEnv();

  it(
    'starts isolated with the newest Z3 and CVC5 ready, the reference Z3 a click away',
    { timeout: 480_000 },
    async () => {
      const { page, errors } = await openPage(env);
      expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);
      await lanesReady(page);
      // The CVC5 lane runs the build the page serves (public/wasm/cvc5/, wasm/install-cvc5.ts), which reports itself.
      const cvc5 = page.locator('lane-panel [data-lane="cvc5"]');
      expect(await cvc5.textContent()).toMatch(/reports \d+\.\d+\.\d+/);
      expect(await cvc5.locator('[data-testid=lane-help]').count()).toBe(0);
      // The reference Z3 is off, and can be turned on (a site without a CVC5 build: lanes.e2e.test.ts).
      expect(await statusOf(page, REFERENCE_Z3)).toBe('off');
      expect(await laneToggle(page, REFERENCE_Z3).isDisabled()).toBe(false);
      await screenshot(page, 'playground-start-1280');
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('steps one OpFuzz mutation of a gallery example and runs both lanes', { timeout: 480_000 }, async () => {
    const { page, errors } = await openPage(env);
    await page.locator('gallery-picker select').selectOption('qf_lira');
    await expect.poll(() => page.locator('seed-editor .cm-content').textContent()).toContain('QF_LIRA');
    await expect.poll(() => page.locator('[data-testid=provenance]').textContent()).toContain('this project');
    await page.locator('step-view #mutator').selectOption('opfuzz');
    await lanesReady(page);
    await page.locator('[data-testid=mutate]').click();
    await expect.poll(() => page.locator('[data-testid=trace]').textContent()).toMatch(/Rule .*→/s);
    expect(await page.locator('diff-view ins').count()).toBe(1);
    await expect
      .poll(() => page.locator('[data-testid=verdict]').count(), { timeout: 90_000 })
      .toBe(1)
      .catch(async (e: unknown) => {
        await screenshot(page, 'playground-step-failure');
        throw e;
      });
    expect(await page.locator('[data-testid=verdict]').textContent()).toMatch(/Verdict: /);
    const rows = await page.locator('[data-testid=outcome-row]').allTextContents();
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toMatch(/(sat|unsat|unknown|timeout)[\s\S]*(sat|unsat|unknown|timeout)/);
    expect(await page.locator('[data-testid=outcome-row] th').allTextContents()).toEqual(['Z3 5.2.0', 'CVC5']);
    expect(await page.locator('[data-testid=step-label]').textContent()).toContain('step 0');
    await screenshot(page, 'playground-step-1280');
    await page.locator('[data-testid=mutate]').click();
    await expect.poll(() => page.locator('[data-testid=step-label]').textContent()).toContain('step 1');
    await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: 60_000 }).toBe(1);
    await page.setViewportSize({ width: 800, height: 800 });
    await screenshot(page, 'playground-step-800');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows an inline error for a malformed seed and disables running', { timeout: 60_000 }, async () => {
    const { page, errors } = await openPage(env, '', 800);
    await setSeed(page, '(declare-const x Int)\n(assert (> x true))\n');
    await expect.poll(() => page.locator('[data-testid=diagnostics]').textContent()).toMatch(/1 error[\s\S]*2:\d+: /);
    await expect.poll(() => page.locator('seed-editor .cm-lintRange-error').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=mutate]').isDisabled()).toBe(true);
    expect(await page.locator('gallery-picker select').inputValue()).toBe('');
    await screenshot(page, 'playground-error-800');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses tampered links with a message and never runs or injects them', { timeout: 90_000 }, async () => {
    const base = { v: 1 as const, seeds: ['(check-sat)'], rngSeed: 1, step: 0, lanes: ['z3@5.2.0'], timeoutMs: 1000 };
    const links: [string, RegExp][] = [
      ['#s=***not-base64***', /not valid base64url/],
      [FRAGMENT_PREFIX + toBase64Url(new Uint8Array([0xff, 0xee, 0xdd, 0xcc, 0x01])), /does not decompress/],
      [await encodeRaw({ ...base, v: 99 }), /newer playground/],
      [await encodeRaw({ ...base, lanes: ['native:/bin/sh'] }), /unknown solver lane/],
    ];
    for (const [hash, message] of links) {
      const { page, errors } = await openPage(env, hash, 800);
      await expect.poll(() => page.locator('[data-testid=share-notice]').textContent()).toMatch(message);
      expect(await page.locator('[data-testid=share-rerun]').count()).toBe(0);
      expect(await page.locator('[data-testid=outcome-row]').count()).toBe(0);
      expect(errors).toEqual([]);
      if (message.source.includes('base64')) await screenshot(page, 'playground-refused-800');
      await page.close();
    }
    // A valid link whose formula carries markup: shown as text, never as an element, and run on its lane at once.
    const evil = '(declare-const x Int)\n(assert (= (str.len "<img src=x onerror=alert(1)>") x))\n(check-sat)\n';
    const hash = await encodeShare({ ...base, seeds: [evil], mutant: evil, step: 0, timeoutMs: 10_000 });
    const { page, errors, dialogs } = await openPage(env, hash);
    await expect.poll(() => page.locator('[data-testid=share-notice]').textContent()).toContain('run on its lanes');
    // A literal mutant is shown as the link carries it (no mutator step, no diff).
    await expect
      .poll(() => page.locator('[data-testid=literal-mutant]').textContent())
      .toContain('<img src=x onerror=alert(1)>');
    const imgs = await page.evaluate(() => {
      const all: Element[] = [];
      const visit = (root: Document | ShadowRoot): void => {
        for (const el of root.querySelectorAll('*')) {
          all.push(el);
          if (el.shadowRoot) visit(el.shadowRoot);
        }
      };
      visit(document);
      return all.filter((e) => e.tagName === 'IMG').length;
    });
    expect(imgs).toBe(0);
    // It ran on its one lane with no click: an outcome and a verdict, the notice no longer says nothing ran.
    await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: 60_000 }).toBe(1);
    expect(await page.locator('[data-testid=outcome-row]').count()).toBe(1);
    expect(await page.locator('[data-testid=share-notice]').textContent()).not.toContain('Nothing has run yet');
    expect(await page.locator('[data-testid=share-rerun]').count()).toBe(1);
    await screenshot(page, 'playground-hostile-link-1280');
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('round-trips a share link into a new page, which runs it at once', { timeout: 600_000 }, async () => {
    const { page } = await openPage(env);
    await page.locator('gallery-picker select').selectOption('qf_nia');
    await page.locator('step-view #rng').fill('5');
    await page.locator('step-view #rng').dispatchEvent('change');
    await lanesReady(page);
    await page.locator('[data-testid=mutate]').click();
    await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: 60_000 }).toBe(1);
    const mutant = await page.locator('[data-testid=mutant]').textContent();
    await page.locator('[data-testid=share]').click();
    const link = await page.locator('[data-testid=share-link]').inputValue();
    expect(link).toMatch(/#s=[A-Za-z0-9_-]+$/);
    // No public URL in this build, and the dev server is on 127.0.0.1: the notice says others cannot open it.
    expect(link.startsWith(`${env.url}#s=`)).toBe(true);
    expect(await page.locator('[data-testid=share-home]').textContent()).toContain('others cannot open it');
    await page.close();

    const fresh = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await fresh.goto(link);
    await expect
      .poll(() => fresh.locator('[data-testid=claim]').textContent())
      .toMatch(/This link claims: Z3 5\.2\.0 says \w+; CVC5 says \w+/);
    expect(await fresh.locator('[data-testid=mutant]').textContent()).toBe(mutant);
    expect(await fresh.locator('[data-testid=step-label]').textContent()).toContain('rng seed 5, step 0');
    // It runs on open, with no click, and says whether it reproduces.
    await expect
      .poll(() => fresh.locator('[data-testid=reproduced]').getAttribute('data-reproduced'), { timeout: LANE_LOAD_MS })
      .toBe('true');
    const rows = await fresh.locator('[data-testid=outcome-row]').allTextContents();
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toMatch(/(sat|unsat|unknown|timeout)[\s\S]*(sat|unsat|unknown|timeout)/);
    await screenshot(fresh, 'playground-link-1280');
    await fresh.close();
  });

  it('keeps seeds and settings across a reload', { timeout: 90_000 }, async () => {
    const { page } = await openPage(env);
    await setSeed(page, '(declare-const kept Int)\n(assert (> kept 3))\n(check-sat)\n');
    await page.locator('lane-panel #timeout').fill('2500');
    await page.locator('lane-panel #timeout').dispatchEvent('change');
    await page.locator('lane-panel [data-lane="z3@4.8.17"] input[type=checkbox]').nth(1).check();
    // Reloaded once the page has stored them (not after a guessed pause: IndexedDB is slower on a busy machine).
    const settings = async () => {
      const s = (await stored(page, 'settings')) as
        { timeoutMs?: number; lanes?: { base: string; modelValidate: boolean }[] } | undefined;
      return [s?.timeoutMs, s?.lanes?.find((l) => l.base === 'z3@4.8.17')?.modelValidate];
    };
    await expect.poll(settings).toEqual([2500, true]);
    await expect.poll(() => stored(page, 'seed')).toContain('declare-const kept Int');
    await page.reload();
    await expect.poll(() => page.locator('seed-editor .cm-content').textContent()).toContain('declare-const kept Int');
    expect(await page.locator('lane-panel #timeout').inputValue()).toBe('2500');
    expect(await page.locator('lane-panel [data-lane="z3@4.8.17"] input[type=checkbox]').nth(1).isChecked()).toBe(true);
    await page.close();
  });

  it(
    'runs a small campaign with live counters, pause/resume, and no long main-thread task',
    { timeout: 600_000 },
    async () => {
      const { page, errors } = await openPage(env);
      await lanesReady(page);
      await page.locator('[data-testid=tab-campaign]').click();
      await page.locator('campaign-view #c-max').fill('12');
      await page.locator('campaign-view #c-max').dispatchEvent('change');
      const stopTrace = await traceMainThread(env.browser, page);
      await page.locator('[data-testid=campaign-start]').click();
      await expect.poll(() => page.locator('[data-testid=campaign-phase]').textContent()).toMatch(/running|done/);
      // Pause only if it is still running at the moment of the click, read and clicked in one step in the page: a
      // campaign this small may end between a read of its phase and a click (CI run 6 waited on a disabled Pause).
      const paused = await page
        .locator('[data-testid=campaign-pause]')
        .evaluate((b: HTMLButtonElement) => !b.disabled && (b.click(), true));
      if (paused) {
        await expect.poll(() => page.locator('[data-testid=campaign-phase]').textContent()).toContain('paused');
        await page.locator('[data-testid=campaign-resume]').click();
      }
      await expect
        .poll(() => page.locator('[data-testid=campaign-phase]').textContent(), { timeout: 150_000 })
        .toContain('done');
      expect(await page.locator('[data-testid=campaign-counters]').textContent()).toMatch(/\d+ mutants tested/);
      expect(await page.locator('campaign-view [data-testid=per-lane] tbody tr th').allTextContents()).toEqual([
        'Z3 5.2.0',
        'CVC5',
      ]);
      await screenshot(page, 'playground-campaign-1280');
      const tasks = await stopTrace();
      console.log(`small campaign: main thread ${describeTasks(tasks)}`);
      expect(longestCpuMs(tasks)).toBeLessThan(100);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
