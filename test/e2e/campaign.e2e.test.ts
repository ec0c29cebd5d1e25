// Campaigns in Debian's Chromium on the page's default lanes (Z3 5.2.0 against CVC5): an OpFuzz run (live
// counters, no long main-thread task, Stop), and a hanging query that makes a lane restart while the campaign goes
// on. Every bound counts events, not seconds: the first run goes on until its counters have moved six times and 250
// mutants were tested, and Stop may let only the queries already in flight reach a solver. `npm run
// bench:browser-campaign` runs it for 60 s (E2E_CAMPAIGN_MS) and prints its figures.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { type E2eEnv, useE2eEnv } from './shared-env.js';
import { describeTasks, longestCpuMs, traceMainThread } from './main-thread.js';
import { DEFAULT_LANES, lanesReady } from './playground-page.js';

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

const LANES = DEFAULT_LANES;
/** How the campaign's per-lane table names each lane. */
const TITLES: Record<(typeof LANES)[number], string> = { 'z3@5.2.0': 'Z3 5.2.0', cvc5: 'CVC5' };
/** The bench's run length (`npm run bench:browser-campaign`); the test runs until LIVE_UPDATES instead. */
const CAMPAIGN_MS = process.env.E2E_CAMPAIGN_MS ? Number(process.env.E2E_CAMPAIGN_MS) : undefined;
/** Distinct values of the tested counter the running campaign must show before Stop. */
const LIVE_UPDATES = 6;
/** Mutants tested before Stop: about what 20 s gave on a quiet machine (283), whatever the machine's speed. */
const MIN_TESTED = 250;
/**
 * The page's campaign hands sixteen mutants ahead to the lanes' queues (ui-state/campaign-control.ts), and Stop drops
 * the queued ones at once (campaign/engine.ts): after Stop, no more than one query per lane reaches a solver.
 */
const QUERIES_AFTER_STOP = LANES.length;

const phaseOf = (page: Page) => page.locator('[data-testid=campaign-phase]').textContent();

/** `navigations` counts page loads: anything but 1 means the page reloaded under the test. */
async function openPage(
  env: E2eEnv,
  prepare?: (page: Page) => Promise<void>,
): Promise<{ page: Page; errors: string[]; navigations: string[] }> {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await prepare?.(page);
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
  const rows = await page.locator('campaign-view [data-testid=per-lane] tbody tr[data-lane]').all();
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

interface SolverQueries {
  /** performance.now() of each query of a mutant posted to a solver worker. */
  posted: number[];
  /** performance.now() of the click on Stop, before the page handles it. */
  stopAt?: number;
}

/**
 * Before the page loads: records when each query of a mutant is posted to a solver worker (a Comlink call of
 * `run` whose script names `logic`: a new worker's warm-up query does not) and when Stop is clicked.
 */
async function recordSolverQueries(page: Page, logic: string): Promise<void> {
  await page.addInitScript((logic: string) => {
    const w = window as unknown as { solverQueries: SolverQueries };
    w.solverQueries = { posted: [] };
    const post = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
    Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
      const m = args[0] as { type?: string; path?: string[]; argumentList?: { value?: unknown }[] } | undefined;
      const script = m?.argumentList?.[0]?.value;
      if (m?.type === 'APPLY' && m.path?.[0] === 'run' && typeof script === 'string' && script.includes(logic))
        w.solverQueries.posted.push(performance.now());
      post.apply(this, args);
    };
    // Capture phase on the window: before the button's own handler runs.
    window.addEventListener(
      'click',
      (e) => {
        const path = e.composedPath() as HTMLElement[];
        if (path.some((el) => el.dataset?.testid === 'campaign-stop')) w.solverQueries.stopAt ??= performance.now();
      },
      true,
    );
  }, logic);
}

const solverQueriesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { solverQueries: SolverQueries }).solverQueries);

describe('campaigns in Chromium', () => {
  const env = useE2eEnv();

  it(
    'runs OpFuzz on a gallery seed against both lanes with moving counters, no long task, and a prompt Stop',
    { timeout: (CAMPAIGN_MS ?? 0) + 600_000 },
    async () => {
      const { page, errors, navigations } = await openPage(env, (p) => recordSolverQueries(p, 'QF_LIRA'));
      await page.locator('gallery-picker select').selectOption('qf_lira');
      await expect.poll(() => page.locator('seed-editor .cm-content').textContent()).toContain('QF_LIRA');
      await lanesReady(page);
      await page.locator('[data-testid=tab-campaign]').click();
      // Budgets larger than the run: the test presses Stop before either ends.
      await setNumber(page, 'campaign-view #c-max', 100_000);
      await setNumber(page, 'campaign-view #c-secs', Math.ceil((CAMPAIGN_MS ?? 0) / 1000) + 600);
      const stopTrace = await traceMainThread(env.browser, page);

      await page.locator('[data-testid=campaign-start]').click();
      const started = Date.now();
      await expect.poll(() => phaseOf(page)).toContain('running');
      // Every change of the counters seen while it runs; on until they moved LIVE_UPDATES times and MIN_TESTED
      // mutants were tested (and, in the bench, for CAMPAIGN_MS).
      const samples: Counters[] = [];
      const distinctTested = () => new Set(samples.map((c) => c.tested)).size;
      const runLong = () =>
        distinctTested() >= LIVE_UPDATES &&
        (samples.at(-1)?.tested ?? 0) >= MIN_TESTED &&
        Date.now() - started >= (CAMPAIGN_MS ?? 0);
      let phase = '';
      let shot = false;
      await expect
        .poll(
          async () => {
            phase = (await phaseOf(page)) ?? '';
            if (!phase.includes('running')) return true; // it ended by itself: failed below
            const c = await countersOf(page);
            const last = samples.at(-1);
            if (c && (c.tested !== last?.tested || c.seconds !== last.seconds)) samples.push(c);
            if (distinctTested() >= 3 && !shot) {
              shot = true;
              await screenshot(page, 'campaign-running-1280');
            }
            return runLong();
          },
          { timeout: (CAMPAIGN_MS ?? 0) + 240_000, interval: 250 },
        )
        .toBe(true);
      expect(phase).toContain('running');
      const ranMs = Date.now() - started;
      // Stop: acknowledged ('stopping' while the queries already sent finish), then stopped.
      await page.locator('[data-testid=campaign-stop]').click();
      const stopClicked = Date.now();
      await expect.poll(() => phaseOf(page), { interval: 50 }).toMatch(/stopping|stopped/);
      const ackMs = Date.now() - stopClicked;
      await expect.poll(() => phaseOf(page), { timeout: 120_000, interval: 100 }).toContain('stopped');
      const stopMs = Date.now() - stopClicked;

      const final = await countersOf(page);
      const queries = await solverQueriesOf(page);
      const afterStop = queries.posted.filter((at) => at > queries.stopAt!).length;
      console.log(
        `campaign: ran ${(ranMs / 1000).toFixed(1)} s, counters seen ${JSON.stringify(samples.map((s) => s.tested))}, ` +
          `final ${JSON.stringify(final)}, ${queries.posted.length} mutant queries (${afterStop} after Stop), ` +
          `Stop acknowledged within ${ackMs} ms, stopped within ${stopMs} ms`,
      );
      // Counters move live: they never went back, and changed LIVE_UPDATES times while the campaign ran.
      for (let i = 1; i < samples.length; i++)
        for (const k of ['tested', 'seconds'] as const)
          expect(samples[i]![k]).toBeGreaterThanOrEqual(samples[i - 1]![k]);
      expect(distinctTested()).toBeGreaterThanOrEqual(LIVE_UPDATES);
      expect(new Set(samples.map((c) => c.seconds)).size).toBeGreaterThan(1);
      expect(final!.tested).toBeGreaterThanOrEqual(samples.at(-1)!.tested);
      const perLane = await laneCounts(page);
      expect(Object.keys(perLane)).toEqual(LANES.map((l) => TITLES[l]));
      for (const counts of Object.values(perLane)) expect(counts.reduce((a, b) => a + b, 0)).toBe(final!.tested);
      // Stop is prompt: once clicked, only the queries already in flight reach a solver, and nothing moves
      // afterwards.
      expect(queries.stopAt).toBeDefined();
      expect(queries.posted.length).toBeGreaterThanOrEqual(2 * LIVE_UPDATES);
      expect(afterStop).toBeLessThanOrEqual(QUERIES_AFTER_STOP);
      await page.waitForTimeout(3000);
      expect(await countersOf(page)).toEqual(final);
      expect((await solverQueriesOf(page)).posted).toHaveLength(queries.posted.length);
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
    { timeout: 600_000 },
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
        .toMatch(/^(z3@5\.2\.0|cvc5)$/)
        .catch(async (e: unknown) => {
          await screenshot(page, 'campaign-hang-failure');
          const statuses = (await laneStatusesOf(page)).map((c) => `${c.lane}:${c.status}`).join(' ');
          console.log(`no restart: ${await phaseOf(page)} ${JSON.stringify(await laneCounts(page))} ${statuses}`);
          throw e;
        });
      const lane = restarted!.lane as (typeof LANES)[number];
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
      await expect.poll(async () => (await laneCounts(page))[TITLES[lane]]?.[3] ?? 0).toBeGreaterThan(0);
      await screenshot(page, 'campaign-hang-1280');

      const stopClicked = Date.now();
      if ((await phaseOf(page))?.includes('running')) await page.locator('[data-testid=campaign-stop]').click();
      await expect.poll(() => phaseOf(page), { timeout: 60_000, interval: 100 }).toMatch(/stopped|done/);
      const stopMs = Date.now() - stopClicked;
      // Once nothing runs, every lane is ready again.
      await lanesReady(page, LANES);
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
