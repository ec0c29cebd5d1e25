// One finding, two surfaces, one hand-over (issue 29): a CLI campaign finds Z3 5.2.0's horner crash on our corpus
// seed (the seed itself crashes under smt.arith.nl.horner_frequency=0), `smtplay report` reduces it, checks it on the
// newest releases and writes Z3's report; the same finding opened from its link in the page (Debian's Chromium, the
// page's own Z3 5.2.0 build) is reduced, checked and reported there. Both records, read back (the CLI's finding.json,
// the page's export), get the same identity before and after reduction and the same live verdict, and the two
// reports say the same, but for what truly differs between the two places: where the run was seen (Node.js or
// Chromium) and which other releases each had at hand (the CLI also runs Debian's native z3).
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { identityOf } from '../../src/finding/identity.js';
import { readFindingLines } from '../../src/finding/lines.js';
import { readFinding } from '../../src/finding/read.js';
import type { Finding } from '../../src/finding/record.js';
import { reportedRecord } from '../../src/finding/reduction.js';
import { publicLinkOf } from '../../src/share/public-link.js';
import { smtplay } from '../cli/run-cli.js';
import { screenshot } from './browser.js';
import { useE2eEnv } from './shared-env.js';

const SEED = join(import.meta.dirname, '..', 'corpus', 'QF_ANIA', 'square-one-arrays.smt2');
const LANE = 'z3@5.2.0+smt.arith.nl.horner_frequency=0';

const recordIn = (dir: string): Finding => {
  const read = readFinding(JSON.parse(readFileSync(join(dir, 'finding.json'), 'utf8')));
  if (!read.ok) throw new Error(read.reason);
  return read.finding;
};

/** A crash's words without the innermost frame the page's trap named (`remainder by zero in nla::core::check`). */
const withoutFrame = (text: string): string => text.replace(/^((?:\[Bug\] )?Crash: .*?) in [\w:]+/gm, '$1');

describe('a CLI finding and the same finding opened from its link in the page', () => {
  const env = useE2eEnv();

  it('get the same identity, reduced key, live verdict and report', { timeout: 600_000 }, async () => {
    // The CLI: a campaign, then the report (reduce, live check, Z3's form), kept in the finding's folder.
    const out = join(mkdtempSync(join(tmpdir(), 'cli-to-page-')), 'run');
    const fuzz = await smtplay([
      'fuzz',
      SEED,
      '--solver',
      LANE,
      '--mutator',
      'opfuzz',
      '--iterations',
      '1',
      '--out',
      out,
    ]);
    expect(fuzz.code, fuzz.stderr).toBe(10);
    const folder = join(
      out,
      readdirSync(out).find((name) => name.startsWith('crash-'))!,
    );
    const found = recordIn(folder);
    const cliReport = await smtplay(['report', folder]);
    expect(cliReport.code, cliReport.stderr).toBe(0);
    const cli = recordIn(folder);
    expect(cli.reduction?.finding).toBeDefined();

    // The page: the finding's link, opened, runs at once; then Reduce and Report, as a person would.
    const made = await publicLinkOf(found, { SMTPLAY_PUBLIC_URL: env.url });
    if (!('link' in made)) throw new Error(made.reason);
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(made.link);
    await expect
      .poll(() => page.locator('[data-testid=reproduced]').getAttribute('data-reproduced'), { timeout: 120_000 })
      .toBe('true');
    await page.locator('[data-testid=step-reduce]').click();
    const reduce = page.locator('reduce-panel [data-testid=reduce-panel]');
    await expect.poll(() => reduce.getAttribute('data-phase'), { timeout: 300_000 }).toBe('done');
    await page.locator('reduce-panel [data-testid=reduce-report]').click();
    const report = page.locator('report-panel [data-testid=report-panel]');
    await expect.poll(() => report.getAttribute('data-phase'), { timeout: 120_000 }).toBe('ready');
    const pageBody = (await report.locator('[data-testid=report-body]').textContent()) ?? '';
    const pageTitle = (await report.locator('[data-testid=report-title]').textContent()) ?? '';
    await screenshot(page, 'cli-to-page-report-1280');

    // The page's record, as its export writes it (the CLI's findings.jsonl format).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=findings-export]').click(),
    ]);
    const saved = join(mkdtempSync(join(tmpdir(), 'page-findings-')), 'findings.jsonl');
    await download.saveAs(saved);
    const { findings, refused } = readFindingLines(readFileSync(saved, 'utf8'));
    expect(refused).toEqual([]);
    expect(findings).toHaveLength(1);
    const inPage = findings[0]!;

    expect(identityOf(inPage, 'campaign')).toBe(identityOf(cli, 'campaign'));
    expect(inPage.id).toBe(cli.id);
    expect(inPage.reduction?.finding).toBeDefined();
    expect(identityOf(inPage, 'reduced')).toBe(identityOf(cli, 'reduced'));
    expect(reportedRecord(inPage).live).toMatchObject({ verdict: 'live', release: '5.2.0' });
    expect(reportedRecord(cli).live).toMatchObject({ verdict: 'live', release: '5.2.0' });

    const cliTitle = /^# (.*)$/m.exec(cliReport.stdout)?.[1];
    expect(withoutFrame(pageTitle)).toBe(cliTitle);
    // Z3's plain issue from both places: the same formula, the same expectation and the same options (the CLI also
    // shows the native executable's run and names it in the version line; the page ran WebAssembly builds only).
    const fenceOf = (t: string): string | undefined => /```smt2\n[\s\S]*?\n```/.exec(t)?.[0];
    const lineOf = (t: string, start: string): string | undefined => t.split('\n').find((l) => l.startsWith(start));
    expect(fenceOf(pageBody)).toBeDefined();
    expect(fenceOf(pageBody)).toBe(fenceOf(cliReport.stdout));
    for (const start of ['Expected: ', 'Options: ']) {
      expect(lineOf(pageBody, start), start).toBeDefined();
      expect(lineOf(pageBody, start)).toBe(lineOf(cliReport.stdout, start));
    }
    expect(errors).toEqual([]);
  });
});
