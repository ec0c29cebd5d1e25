// Campaigns in Debian's Chromium: a time-budgeted OpFuzz run against both Z3 lanes (live counters, no long
// main-thread task, Stop), and a hanging query that makes a lane restart while the campaign goes on. The run
// lasts 20 s here; `npm run bench:browser-campaign` runs it for 60 s (E2E_CAMPAIGN_MS) and prints its figures.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startE2e, type E2eEnv } from './browser.js';
import { describeTasks, longestCpuMs, traceMainThread } from './main-thread.js';

/**
 * Three sums of three cubes (x³ + y³ + z³ = k has no small solutions for these k), checked three times.
 * An OpFuzz mutant changes one operator, so the other equations keep every mutant hard. Z3 in the browser
 * honours an interrupt, but only for the (check-sat) that is running: the next one starts afresh, so the
 * query runs on past the host's grace period and the host has to terminate the worker and start a new one.
 * (A single hard check-sat — pigeonhole, x³ + y³ + z³ = 33 — is interrupted in time and keeps its worker.)
 */
const HANGING_SEED = [
  '(set-logic QF_NIA)',
  ...[0, 1, 2].map((i) => `(declare-const x${i} Int)\n(declare-const y${i} Int)\n(declare-const z${i} Int)`),
  ...[33, 42, 165].map(
    (k, i) => `(assert (= (+ (* x${i} x${i} x${i}) (* y${i} y${i} y${i}) (* z${i} z${i} z${i})) ${k}))`,
  ),
  '(check-sat)',
  '(check-sat)',
  '(check-sat)',
  '',
].join('\n');

const LANES = ['z3@5.2.0', 'z3@4.8.17'] as const;
const CAMPAIGN_MS = Number(process.env.E2E_CAMPAIGN_MS ?? 20_000);

const statusOf = (page: Page, base: string) =>
  page.locator(`lane-panel [data-lane="${base}"] [data-testid=lane-status]`).textContent();
const phaseOf = (page: Page) => page.locator('[data-testid=campaign-phase]').textContent();

/** `navigations` counts page loads: anything but 1 means the page reloaded under the test. */
async function openPage(env: E2eEnv, width = 1280): Promise<{ page: Page; errors: string[]; navigations: string[] }> {
  const page = await env.browser.newPage({ viewport: { width, height: 800 } });
  const errors: string[] = [];
  const navigations: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations.push(f.url());
  });
  await page.goto(env.url);
  return { page, errors, navigations };
}

async function setSeed(page: Page, text: string): Promise<void> {
  const content = page.locator('seed-editor .cm-content');
  await content.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await content.fill(text);
}

async function setNumber(page: Page, selector: string, value: number): Promise<void> {
  await page.locator(selector).fill(String(value));
  await page.locator(selector).dispatchEvent('change');
  await expect.poll(() => page.locator(selector).inputValue()).toBe(String(value));
}

async function lanesReady(page: Page): Promise<void> {
  for (const lane of LANES) await expect.poll(() => statusOf(page, lane), { timeout: 90_000 }).toContain('ready');
}

interface Counters {
  tested: number;
  generated: number;
  seconds: number;
}

async function countersOf(page: Page): Promise<Counters | undefined> {
  const el = page.locator('[data-testid=campaign-counters]');
  if ((await el.count()) === 0) return undefined;
  const text = (await el.textContent()) ?? '';
  const m = /(\d+) mutants tested of (\d+) generated[\s\S]*?(\d+) s\b/.exec(text);
  return m ? { tested: Number(m[1]), generated: Number(m[2]), seconds: Number(m[3]) } : undefined;
}

/** Per-lane rows of the campaign table: lane title → [sat, unsat, unknown, timeout, crash, error]. */
async function laneCounts(page: Page): Promise<Record<string, number[]>> {
  const rows = await page.locator('campaign-view [data-testid=per-lane] tbody tr').all();
  const out: Record<string, number[]> = {};
  for (const row of rows) {
    const title = ((await row.locator('th').textContent()) ?? '').trim();
    out[title] = (await row.locator('td').allTextContents()).map((t) => Number(t.trim()));
  }
  return out;
}

interface StatusChange {
  lane: string;
  status: string;
  at: number;
}

/**
 * Records every status each lane panel badge shows, in order, from now on (window.laneStatuses). A
 * MutationObserver with old values sees even a status that is rendered for a single frame.
 */
async function recordLaneStatuses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { laneStatuses: StatusChange[] };
    w.laneStatuses = [];
    const panel = document.querySelector('smt-playground')?.shadowRoot?.querySelector('lane-panel')?.shadowRoot;
    if (!panel) throw new Error('no lane panel');
    const badges = () =>
      [...panel.querySelectorAll<HTMLElement>('[data-testid=lane-status]')].map((el) => ({
        el,
        lane: el.closest('[data-lane]')?.getAttribute('data-lane') ?? '?',
      }));
    const push = (lane: string, status: string): void => {
      const last = w.laneStatuses.findLast((c) => c.lane === lane);
      if (last?.status !== status) w.laneStatuses.push({ lane, status, at: performance.now() });
    };
    for (const { el, lane } of badges()) push(lane, (el.textContent ?? '').trim());
    new MutationObserver((records) => {
      for (const r of records) {
        const badge = r.target.parentElement?.closest<HTMLElement>('[data-testid=lane-status]');
        if (r.type === 'characterData' && badge && r.oldValue !== null) {
          const lane = badge.closest('[data-lane]')?.getAttribute('data-lane') ?? '?';
          push(lane, r.oldValue.trim());
        }
      }
      for (const { el, lane } of badges()) push(lane, (el.textContent ?? '').trim());
    }).observe(panel, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
  });
}

const laneStatusesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { laneStatuses: StatusChange[] }).laneStatuses);

describe('campaigns in Chromium', () => {
  let env: E2eEnv;
  beforeAll(async () => {
    env = await startE2e();
  });
  afterAll(async () => {
    await env?.close();
  });

  it(
    `runs OpFuzz on a gallery seed against both Z3 lanes for ${CAMPAIGN_MS / 1000} s with moving counters, no long task, and Stop`,
    { timeout: CAMPAIGN_MS + 240_000 },
    async () => {
      const { page, errors, navigations } = await openPage(env);
      await page.locator('gallery-picker select').selectOption('qf_lira');
      await expect.poll(() => page.locator('seed-editor .cm-content').textContent()).toContain('QF_LIRA');
      await lanesReady(page);
      await page.locator('[data-testid=tab-campaign]').click();
      // Budgets larger than the run: the test presses Stop at CAMPAIGN_MS, before either budget ends.
      await setNumber(page, 'campaign-view #c-max', 100_000);
      await setNumber(page, 'campaign-view #c-secs', Math.ceil(CAMPAIGN_MS / 1000) + 120);
      const stopTrace = await traceMainThread(env.browser, page);

      await page.locator('[data-testid=campaign-start]').click();
      const started = Date.now();
      await expect.poll(() => phaseOf(page)).toContain('running');
      const samples: Counters[] = [];
      const sampleEvery = CAMPAIGN_MS / 6;
      for (let i = 1; i <= 6; i++) {
        await page.waitForTimeout(Math.max(0, started + i * sampleEvery - Date.now()));
        expect(await phaseOf(page)).toContain('running');
        const c = await countersOf(page);
        if (c) samples.push(c);
        if (i === 3) await screenshot(page, 'campaign-running-1280');
      }
      // Stop: acknowledged at once ('stopping' while the queries already sent finish), then stopped.
      await page.locator('[data-testid=campaign-stop]').click();
      const stopClicked = Date.now();
      await expect.poll(() => phaseOf(page), { timeout: 5000, interval: 50 }).toMatch(/stopping|stopped/);
      const ackMs = Date.now() - stopClicked;
      await expect.poll(() => phaseOf(page), { timeout: 30_000, interval: 100 }).toContain('stopped');
      const stopMs = Date.now() - stopClicked;

      const final = await countersOf(page);
      console.log(
        `campaign: samples ${JSON.stringify(samples.map((s) => s.tested))}, final ${JSON.stringify(final)}, ` +
          `Stop acknowledged within ${ackMs} ms, stopped within ${stopMs} ms`,
      );
      // Counters move live: every sample was taken, none went back, and at most one of the five intervals saw
      // no progress (the counters update when a mutant's last lane answers; on a loaded CI machine one interval
      // can pass while both lanes sit in a query that runs to its 5 s timeout).
      expect(samples).toHaveLength(6);
      const moved = { tested: 0, seconds: 0 };
      for (let i = 1; i < samples.length; i++) {
        for (const k of ['tested', 'seconds'] as const) {
          expect(samples[i]![k]).toBeGreaterThanOrEqual(samples[i - 1]![k]);
          if (samples[i]![k] > samples[i - 1]![k]) moved[k]++;
        }
      }
      expect(Math.min(moved.tested, moved.seconds)).toBeGreaterThanOrEqual(samples.length - 2);
      expect(final!.tested).toBeGreaterThanOrEqual(samples.at(-1)!.tested);
      const perLane = await laneCounts(page);
      expect(Object.keys(perLane)).toEqual(['Z3 5.2.0', 'Z3 4.8.17']);
      for (const counts of Object.values(perLane)) expect(counts.reduce((a, b) => a + b, 0)).toBe(final!.tested);
      // Stop is prompt (at most the two queries per lane already sent, 5 s timeout each), and nothing
      // moves afterwards.
      expect(stopMs).toBeLessThan(15_000);
      await page.waitForTimeout(3000);
      expect(await countersOf(page)).toEqual(final);
      expect(await phaseOf(page)).toContain('stopped');
      expect(await page.locator('[data-testid=campaign-start]').isEnabled()).toBe(true);

      const tasks = await stopTrace();
      console.log(`campaign: main thread ${describeTasks(tasks)}`);
      // CPU time, not wall time (see main-thread.ts): a main thread blocked by the campaign shows as hundreds
      // of ms to seconds; issue 15 measured no task over 180 ms of wall time on a quiet machine.
      expect(longestCpuMs(tasks)).toBeLessThan(200);

      await screenshot(page, 'campaign-stopped-1280');
      await page.setViewportSize({ width: 800, height: 800 });
      await screenshot(page, 'campaign-stopped-800');
      expect(errors).toEqual([]);
      expect(navigations).toHaveLength(1);
      await page.close();
    },
  );

  it(
    'restarts a lane whose query runs past its timeout, shows it in the lane panel, and the campaign goes on',
    { timeout: 360_000 },
    async () => {
      const { page, errors, navigations } = await openPage(env);
      await lanesReady(page);
      await setSeed(page, HANGING_SEED);
      await expect
        .poll(() => page.locator('[data-testid=diagnostics]').textContent(), { timeout: 30_000 })
        .toMatch(/well-sorted/);
      await setNumber(page, 'lane-panel #timeout', 1000);
      await page.locator('[data-testid=tab-campaign]').click();
      await setNumber(page, 'campaign-view #c-max', 100_000);
      await setNumber(page, 'campaign-view #c-secs', 300);
      await recordLaneStatuses(page);
      await page.locator('[data-testid=campaign-start]').click();
      await expect.poll(() => phaseOf(page)).toMatch(/running/);

      // A lane shows 'restarting' …
      let restarted: StatusChange | undefined;
      await expect
        .poll(
          async () => {
            restarted = (await laneStatusesOf(page)).find((c) => c.status === 'restarting');
            return restarted?.lane;
          },
          { timeout: 120_000, interval: 500 },
        )
        .toMatch(/^z3@/)
        .catch(async (e: unknown) => {
          await screenshot(page, 'campaign-hang-failure');
          const statuses = (await laneStatusesOf(page)).map((c) => `${c.lane}:${c.status}`).join(' ');
          console.log(`no restart: ${await phaseOf(page)} ${JSON.stringify(await laneCounts(page))} ${statuses}`);
          throw e;
        });
      const lane = restarted!.lane;
      const atRestart = (await countersOf(page))?.tested ?? 0;
      // … then serves again (ready, or busy with the next query at once), and the panel keeps the count.
      await expect
        .poll(
          async () =>
            (await laneStatusesOf(page)).some(
              (c) => c.lane === lane && c.at > restarted!.at && (c.status === 'ready' || c.status === 'busy'),
            ),
          { timeout: 60_000, interval: 250 },
        )
        .toBe(true);
      const restartsText = page.locator(`lane-panel [data-lane="${lane}"] [data-testid=lane-restarts]`);
      await expect
        .poll(() => restartsText.textContent())
        .toMatch(/restarts: [1-9]\d* \(last: a query ignored its timeout\)/);
      // The campaign goes on: more mutants are tested after the restart, and the timeouts are counted.
      await expect
        .poll(async () => (await countersOf(page))?.tested ?? 0, { timeout: 90_000, interval: 500 })
        .toBeGreaterThan(atRestart + 2);
      const title = lane === 'z3@5.2.0' ? 'Z3 5.2.0' : 'Z3 4.8.17';
      await expect.poll(async () => (await laneCounts(page))[title]?.[3] ?? 0).toBeGreaterThan(0);
      await screenshot(page, 'campaign-hang-1280');

      const stopClicked = Date.now();
      if ((await phaseOf(page))?.includes('running')) await page.locator('[data-testid=campaign-stop]').click();
      await expect.poll(() => phaseOf(page), { timeout: 60_000, interval: 100 }).toMatch(/stopped|done/);
      const stopMs = Date.now() - stopClicked;
      // Once nothing runs, every lane is ready again.
      for (const l of LANES) await expect.poll(() => statusOf(page, l), { timeout: 60_000 }).toContain('ready');
      const history = await laneStatusesOf(page);
      const sequence = (l: string) => history.filter((c) => c.lane === l).map((c) => c.status);
      const shown = history.find((c) => c.lane === lane && c.at > restarted!.at);
      const compact = (l: string) =>
        sequence(l)
          .join('>')
          .replace(/(ready>busy>)+/g, '(ready>busy>)*');
      console.log(
        `hang: first restart on ${lane}, 'restarting' shown ${Math.round(shown!.at - restarted!.at)} ms, then ` +
          `'${shown!.status}'; stopped within ${stopMs} ms; ` +
          `${LANES.map((l) => `${l}: ${compact(l)}`).join('; ')}; ` +
          `${await restartsText.textContent()}; counters ${JSON.stringify(await countersOf(page))}, ` +
          `per lane ${JSON.stringify(await laneCounts(page))}`,
      );
      expect(sequence(lane)).toContain('restarting');
      expect(errors).toEqual([]);
      expect(navigations).toHaveLength(1);
      await page.close();
    },
  );
});
