// Where a hand-over step's result is kept in a finding's record (finding/keep.ts), which the CLI's steps and the
// page's store share: a table per result, on a finding with and without its reduced record; and the page's book
// keeping through the same functions on the record as stored now (ui-state/findings.ts `keepIn`).
import { describe, expect, it } from 'vitest';
import type { Bisection } from '../../src/finding/bisect-range.js';
import { keptBisection, keptLive, keptReduction } from '../../src/finding/keep.js';
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import type { Finding } from '../../src/finding/record.js';
import { reportedRecord } from '../../src/finding/reduction.js';
import { addFinding, emptyFindings, keepIn, recordOf } from '../../src/ui-state/findings.js';
import { crashFinding } from '../support/crash-finding.js';

const AT = '2026-12-01T10:00:00.000Z';
const REPORTED = { status: 'reported', url: 'https://github.com/Z3Prover/z3/issues/1', at: AT } as const;
const found = (): Finding => ({
  ...crashFinding('ASSERTION VIOLATION', `${'(check-sat)\n'.repeat(5)}`),
  state: REPORTED,
});
const reducedOf = (f: Finding): Finding => ({
  ...f,
  state: undefined,
  origin: 'reduced',
  mutant: '(check-sat)\n',
  reducedFrom: { id: f.id, bytes: f.mutant.length },
});
const withReduction = (f: Finding): Finding => keptReduction(f, { finding: reducedOf(f), at: AT });
const fixed: LiveCheck = {
  verdict: 'fixed',
  release: '5.2.0',
  seenOn: [],
  detail: '',
  at: AT,
  text: 'fixed by Z3 5.2.0',
};
const bisection: Bisection = {
  range: { kind: 'always', text: 'shows on every release that decided' },
  verdicts: [],
  at: AT,
  varied: [],
  kept: [],
  why: '',
};

describe('keptLive', () => {
  it.each([
    { record: 'found', checked: 'found', liveIn: 'record', fixedUpstream: true },
    { record: 'reduced', checked: 'reduced', liveIn: 'reduced', fixedUpstream: true },
    // The finding as found checked while a reduced record is reported: kept, but the reported record decides.
    { record: 'reduced', checked: 'found', liveIn: 'record', fixedUpstream: false },
  ])(
    'a $record finding, its $checked form checked: in the $liveIn record',
    ({ record, checked, liveIn, fixedUpstream }) => {
      const f = record === 'reduced' ? withReduction(found()) : found();
      const ran = checked === 'reduced' ? f.reduction!.finding! : f;
      const kept = keptLive(f, fixed, ran);
      expect(kept.live).toEqual(liveIn === 'record' ? fixed : undefined);
      expect(kept.reduction?.finding?.live).toEqual(liveIn === 'reduced' ? fixed : undefined);
      expect(kept.state?.status).toBe(fixedUpstream ? 'fixed-upstream' : 'reported');
    },
  );
});

describe('keptBisection and keptReduction', () => {
  it.each([
    { record: 'found', on: 'found', rangeIn: 'record' },
    { record: 'reduced', on: 'reduced', rangeIn: 'reduced' },
    { record: 'reduced', on: 'found', rangeIn: 'record' },
    // Measured on a reduced record the book no longer holds: kept in the record itself.
    { record: 'found', on: 'reduced', rangeIn: 'record' },
  ] as const)('a $record finding measured on $on: in the $rangeIn record', ({ record, on, rangeIn }) => {
    const f = record === 'reduced' ? withReduction(found()) : found();
    const kept = keptBisection(f, bisection, on);
    expect(kept.bisect).toEqual(rangeIn === 'record' ? bisection : undefined);
    expect(kept.reduction?.finding?.bisect).toEqual(rangeIn === 'reduced' ? bisection : undefined);
  });

  it('keeps a reduction in the record, its state with it', () => {
    const kept = withReduction(found());
    expect(kept.reduction?.finding?.mutant).toBe('(check-sat)\n');
    expect(reportedRecord(kept).state).toEqual(REPORTED);
  });
});

describe("the page's book", () => {
  it('keeps through the same functions, on the record as stored now', () => {
    const f = withReduction(found());
    let book = addFinding(emptyFindings(), f);
    // A state set meanwhile (during the check) is kept.
    book = keepIn(book, f.id, (r) => ({
      ...r,
      state: { ...REPORTED, url: 'https://github.com/Z3Prover/z3/issues/2' },
    }));
    book = keepIn(book, f.id, (r) => keptLive(r, fixed, f.reduction!.finding!));
    const stored = recordOf(book, f.id)!;
    expect(stored.reduction?.finding?.live).toEqual(fixed);
    expect(stored.state).toMatchObject({ status: 'fixed-upstream', url: 'https://github.com/Z3Prover/z3/issues/2' });
    expect(keepIn(book, 'no such id', (r) => ({ ...r, live: fixed }))).toBe(book);
  });
});
