// The page's report of a finding (ui-state/report-view.ts): its tracker's form with the browser as platform, the
// new-issue address within GitHub's length (or the short one, the whole report to paste), and why none is
// offered: being checked, fixed (report anyway), already reported (its issue linked), its tracker not told.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/finding/record.js';
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import { MAX_ISSUE_URL, type ReportContext } from '../../src/finding/report/index.js';
import { openedIssueText, reportViewOf } from '../../src/ui-state/report-view.js';
import { findingFrom } from '../support/findings.js';
import { answered, outcome } from '../support/outcome.js';

const HORNER = 'z3@5.2.0+smt.arith.nl.horner_frequency=0';
const MUTANT = '(declare-const n Int)\n(assert (= (* n n) 1))\n(check-sat)\n';
const CONTEXT: ReportContext = {
  platform: 'Chromium 131 on Linux x86_64',
  link: 'https://example.org/play/#s=abc',
};
const DIFFERENTIAL = { kind: 'differential', expected: null } as const;

const crash = (mutant = MUTANT): Finding =>
  findingFrom(mutant, DIFFERENTIAL, [
    outcome(HORNER, { status: 'crash', message: 'RuntimeError: remainder by zero' }),
    answered('z3@4.8.17', 'sat'),
  ])!;

const live = (verdict: LiveCheck['verdict'], text: string): LiveCheck => ({
  verdict,
  release: '5.2.0',
  seenOn: ['Z3 5.2.0'],
  detail: '',
  at: '2026-11-27T00:00:00.000Z',
  text,
});

describe('the report view', () => {
  it('is a plain Z3 issue for a Z3 crash, with the browser as platform and the address GitHub fills in', () => {
    const v = reportViewOf({ ...crash(), live: live('live', 'live in Z3 5.2.0') }, CONTEXT, {}, { askedId: 'x' });
    expect(v).toMatchObject({ tracker: 'z3', trackers: ['z3'], standing: 'open', rank: 'crash', canForce: false });
    expect(v.held).toBeUndefined();
    expect(v.report?.title).toMatch(/^Crash: .*remainder by zero with smt\.arith\.nl\.horner_frequency=0$/);
    expect(v.issue?.complete).toBe(true);
    const url = new URL(v.issue!.url);
    expect(url.origin + url.pathname).toBe('https://github.com/Z3Prover/z3/issues/new');
    expect(url.searchParams.get('template')).toBeNull();
    const body = url.searchParams.get('body')!;
    expect(body).toContain('```smt2\n' + MUTANT.trimEnd() + '\n```');
    expect(body).toContain('OS: Chromium 131 on Linux x86_64.');
    expect(body).toContain(CONTEXT.link);
    expect(v.issues).toBe('https://github.com/Z3Prover/z3/issues');
  });

  it('says the finding is being checked on the newest release first, and reports nothing meanwhile', () => {
    const v = reportViewOf(crash(), CONTEXT, {}, { askedId: 'x', phase: 'checking' });
    expect(v).toMatchObject({ phase: 'checking', canForce: false });
    expect(v.report).toBeUndefined();
    expect(v.held).toMatch(/newest Z3 release/);
  });

  it('holds a fixed finding back (solver teams ask for live bugs) until "report anyway"', () => {
    const fixed = { ...crash(), live: live('fixed', 'fixed by Z3 5.2.0 (seen on Z3 4.8.17)') };
    const held = reportViewOf(fixed, CONTEXT, {}, { askedId: 'x' });
    expect(held).toMatchObject({ standing: 'fixed', canForce: true });
    expect(held.held).toBe(
      'Fixed by Z3 5.2.0 (seen on Z3 4.8.17). Solver teams ask for live bugs only: keep it as a regression test or for teaching.',
    );
    expect(held.report).toBeUndefined();
    expect(reportViewOf(fixed, CONTEXT, { force: true }, { askedId: 'x' }).report?.tracker).toBe('z3');
  });

  it('says a reported finding was reported (nothing twice), and writes it again only when forced', () => {
    const reported: Finding = {
      ...crash(),
      state: { status: 'reported', url: 'https://github.com/Z3Prover/z3/issues/1', at: '2026-11-27T00:00:00.000Z' },
    };
    const v = reportViewOf(reported, CONTEXT, {}, { askedId: 'x' });
    expect(v).toMatchObject({ standing: 'reported', canForce: true, state: reported.state });
    expect(v.held).toMatch(/^Already reported upstream/);
    expect(v.report).toBeUndefined();
    const upstream = { ...reported, state: { ...reported.state!, status: 'fixed-upstream' as const } };
    expect(reportViewOf(upstream, CONTEXT, {}, { askedId: 'x' }).held).toMatch(/^It is fixed upstream\./);
  });

  it('offers both trackers when which solver is wrong cannot be told, and writes the chosen one', () => {
    const both = findingFrom('(check-sat)\n', DIFFERENTIAL, [
      answered('z3@5.2.0', 'sat'),
      answered('cvc5@1.3.2', 'unsat'),
    ])!;
    const v = reportViewOf(both, CONTEXT, {}, { askedId: 'x' });
    expect(v.trackers).toEqual(['z3', 'cvc5']);
    expect(v.tracker).toBeUndefined();
    expect(v.held).toMatch(/cannot be told.*choose the tracker/);
    const cvc5 = reportViewOf(both, CONTEXT, { tracker: 'cvc5' }, { askedId: 'x' });
    expect(cvc5.report?.tracker).toBe('cvc5');
    expect(cvc5.report?.body).toContain('**Describe the bug**');
    expect(cvc5.issue?.url).toMatch(/^https:\/\/github\.com\/cvc5\/cvc5\/issues\/new\?/);
  });

  it('past GitHub’s length gives the short address and says the whole report is to be pasted', () => {
    const long = `${Array.from({ length: 400 }, (_, i) => `(declare-const x${i} Int)`).join('\n')}\n${MUTANT}`;
    const v = reportViewOf(crash(long), CONTEXT, {}, { askedId: 'x' });
    expect(v.issue?.complete).toBe(false);
    expect(v.issue!.url.length).toBeLessThanOrEqual(MAX_ISSUE_URL);
    expect(new URL(v.issue!.url).searchParams.get('title')).toBe(v.report!.title);
    expect(new URL(v.issue!.url).searchParams.get('minimal-example')).toBeNull();
    expect(openedIssueText(v.issue!, 'z3')).toMatch(
      /^The whole report is on the clipboard: .*paste the report into it/,
    );
    expect(openedIssueText({ url: 'u', complete: true }, 'z3')).toMatch(/filled in: review it there and submit it/);
  });

  it('knows a reduced finding', () => {
    const reduced: Finding = { ...crash(), origin: 'reduced', reducedFrom: { id: 'abc', bytes: 226 } };
    expect(reportViewOf(reduced, CONTEXT, {}, { askedId: 'abc' }).reduced).toBe(true);
    expect(reportViewOf(crash(), CONTEXT, {}, { askedId: 'abc' }).reduced).toBe(false);
  });
});
