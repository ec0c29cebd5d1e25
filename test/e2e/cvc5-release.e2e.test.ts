// The public page's CVC5 lane on the format of cvc5's released cvc5-Wasm.zip, in Debian's Chromium. The
// Pages workflow's step (fetch-release.ts: verify, check, install) installs the fixture zip built with cvc5's
// flags into a test-only folder, which each page's browser context serves where the page looks for a build
// (wasm/cvc5/, browser-served.ts), as a deployed site serves public/wasm/cvc5/. The page then offers the lane, on by
// default; its module worker runs the classic web glue: queries on one instance, a loop cut off by the timeout
// (worker replaced) and the next query answered, an abort reported as a crash.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CVC5_BASE } from '../../src/solvers/cvc5/availability.js';
import { fetchCvc5Release } from '../../src/solvers/cvc5/fetch-release.js';
import { fixturePin, FIXTURE_ZIP } from '../support/cvc5-fixture.js';
import { screenshot } from './browser.js';
import { serveInContext } from './browser-served.js';
import { lanesReady, openPage as openPlayground, REFERENCE_Z3, statusOf } from './playground-page.js';
import { connectE2e, type E2eEnv } from './shared-env.js';

/** The installed build's files, served at wasm/cvc5/ ahead of the dev server's public/ (no build in a checkout). */
const INSTALLED = ['cvc5.js', 'cvc5.wasm', 'release.json'];

// Runs in the page: the page's own LaneService (availability check, module worker, SolverHost) on the lane.
const RUN_QUERIES = `(async () => {
  const { LaneService } = await import('/src/ui/lane-service.ts');
  const svc = new LaneService(() => {});
  const run = (script, timeoutMs = 5000) => svc.run('cvc5', script, { timeoutMs });
  const out = {};
  out.first = await run('(set-logic QF_LIA)\\n(declare-const x Int)\\n(assert (> x 0))\\n(check-sat)\\n; counter\\n');
  out.second = await run('(assert false)\\n(check-sat)\\n; counter\\n');
  out.state = svc.state('cvc5');
  out.hang = await run('(check-sat)\\n; hang\\n', 1000);
  out.afterHang = await run('; answer: unsat\\n(check-sat)\\n; counter\\n');
  out.restarts = svc.state('cvc5');
  out.crash = await run('(check-sat)\\n; crash\\n');
  out.afterCrash = await run('(check-sat)\\n');
  out.final = svc.state('cvc5');
  svc.dispose();
  return out;
})()`;

const counterOf = (o: { stdout: string }): number => Number(/counter (\d+)/.exec(o.stdout)?.[1]);

describe('the CVC5 lane on cvc5’s release format, in Chromium', () => {
  let env: E2eEnv;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cvc5-e2e-'));
    await fetchCvc5Release(fixturePin(), { zipFile: FIXTURE_ZIP, dest: dir });
    env = await connectE2e();
  });
  afterAll(async () => {
    await env?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  /** The playground, with the installed build served in the page's context. */
  const openPage = (site: E2eEnv) =>
    openPlayground(site, '', 1280, (page) =>
      serveInContext(
        page.context(),
        new URL(DEFAULT_CVC5_BASE, site.url).href,
        Object.fromEntries(INSTALLED.map((name) => [name, join(dir, name)])),
      ),
    );

  it('the page runs queries on one instance, cuts off a loop by the timeout, and reports an abort as a crash', async () => {
    const { page, errors } = await openPage(env);
    expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(true);
    type O = { status: string; answers: string[]; stdout: string; message?: string };
    const r = (await page.evaluate(RUN_QUERIES)) as Record<string, O> & Record<string, { [k: string]: unknown }>;
    expect(r.first).toMatchObject({ status: 'ok', answers: ['sat'] });
    expect(r.second).toMatchObject({ status: 'ok', answers: ['unsat'] });
    // One instance: main's run counter goes on from query to query.
    expect(counterOf(r.second as O)).toBe(counterOf(r.first as O) + 1);
    expect(r.state).toMatchObject({ status: 'ready', version: '0.1.0' });
    expect(r.hang).toMatchObject({ status: 'timeout' });
    expect(r.afterHang).toMatchObject({ status: 'ok', answers: ['unsat'] });
    expect(r.restarts).toMatchObject({ restarts: 1, lastRestart: 'timeout' });
    expect(r.crash).toMatchObject({ status: 'crash' });
    expect((r.crash as O).message).toMatch(/Aborted/);
    expect(r.afterCrash).toMatchObject({ status: 'ok', answers: ['sat'] });
    expect(r.final).toMatchObject({ restarts: 2, lastRestart: 'crash' });
    expect(errors).toEqual([]);
    await page.close();
  });

  const cvc5Lane = (page: Page) => page.locator('lane-panel [data-lane="cvc5"]');

  it("runs the CVC5 lane by default; it answers a step's mutant beside Z3 (looked at 1280 and 390 px wide)", async () => {
    const { page, errors } = await openPage(env);
    // The page's default lanes: the newest Z3 against CVC5, whose lane runs the served build and can be turned off.
    await lanesReady(page);
    const box = cvc5Lane(page).locator('input[type=checkbox]').first();
    expect(await box.isChecked()).toBe(true);
    expect(await box.isDisabled()).toBe(false);
    expect(await cvc5Lane(page).textContent()).toContain('0.1.0');
    expect(await statusOf(page, REFERENCE_Z3)).toBe('off');
    await page.locator('[data-testid=mutate]').click();
    await expect.poll(() => page.locator('[data-testid=verdict]').count(), { timeout: 90_000 }).toBe(1);
    const rows = await page.locator('[data-testid=outcome-row]').allTextContents();
    const cvc5Row = rows.find((row) => row.includes('CVC5'));
    expect(cvc5Row).toMatch(/\b(sat|unsat)\b/);
    await screenshot(page, 'cvc5-release-lane-1280');
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, 'cvc5-release-lane-390');
    expect(errors).toEqual([]);
    await page.close();
  });
});
