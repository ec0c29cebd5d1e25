// The findings list's order and each finding's hand-over state: ranked as the solver teams ask (unsat instead of
// sat, sat instead of unsat, invalid models, the rest), then by count; reported and fixed ones last; the state
// kept with the finding's record (through a smaller witness taking its place, a reload, an export) so nothing is
// reported twice; a finding's reduced form is what is reported and shared.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/finding/record.js';
import { readFinding } from '../../src/finding/read.js';
import { checkIssueUrl, markedState, stateAfterLiveCheck, stateText } from '../../src/finding/state.js';
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import {
  addFinding,
  emptyFindings,
  exportFindings,
  groupsOf,
  importFindings,
  patchFinding,
  readStoredFindings,
  recordOf,
  reportedFormOf,
} from '../../src/ui-state/findings.js';
import { standingOf } from '../../src/finding/state.js';
import { bestRankOf } from '../../src/finding/report/index.js';
import { rankWords } from '../../src/ui-state/rank.js';
import { findingFrom } from '../support/findings.js';
import { answered, outcome } from '../support/outcome.js';

const DIFF = { kind: 'differential', expected: null } as const;
const text = (tag: string, pad = 0) => `(declare-const ${tag} Int)${' '.repeat(pad)}\n(check-sat)\n`;

/** Z3 5.2.0 says unsat where the mutant is sat by construction: a wrong unsat (rank 0). */
const wrongUnsat = (pad = 0) =>
  findingFrom(text('a', pad), { kind: 'expected', expected: 'sat' }, [answered('z3@5.2.0', 'unsat')])!;
/** Z3 4.8.17 says sat where the mutant is unsat by construction: a wrong sat (rank 1). */
const wrongSat = (pad = 0) =>
  findingFrom(text('b', pad), { kind: 'expected', expected: 'unsat' }, [answered('z3@4.8.17', 'sat')])!;
const invalidModel = () =>
  findingFrom(text('c'), DIFF, [outcome('z3@5.2.0', { answers: ['sat'], modelInvalid: true })])!;
const crash = (lane = 'z3@5.2.0', pad = 0) =>
  findingFrom(text('d', pad), DIFF, [outcome(lane, { status: 'crash', message: 'RuntimeError: unreachable' })])!;

const AT = '2026-11-27T00:00:00.000Z';
const REPORTED = { status: 'reported' as const, url: 'https://github.com/Z3Prover/z3/issues/7', at: AT };
const fixedLive: LiveCheck = {
  verdict: 'fixed',
  release: '5.2.0',
  seenOn: ['Z3 4.8.17'],
  detail: 'sat',
  at: AT,
  text: 'fixed by Z3 5.2.0',
};

const kinds = (book: ReturnType<typeof emptyFindings>) => groupsOf(book).map((g) => `${g.kind}:${g.count}`);

describe('the findings list’s order', () => {
  it('ranks as the teams ask: unsat instead of sat, sat instead of unsat, invalid models, then the rest', () => {
    expect([wrongUnsat(), wrongSat(), invalidModel(), crash()].map(bestRankOf)).toEqual([0, 1, 2, 3]);
    expect(rankWords(wrongUnsat())).toBe('unsat instead of sat');
    let book = emptyFindings();
    for (const f of [crash(), invalidModel(), wrongSat(), wrongUnsat()]) book = addFinding(book, f);
    expect(kinds(book)).toEqual(['soundness:1', 'soundness:1', 'invalid-model:1', 'crash:1']);
    expect(groupsOf(book)[0]!.witness.said).toEqual(['unsat']);
  });

  it('orders findings of one rank by count, most seen first', () => {
    let book = emptyFindings();
    book = addFinding(book, crash('z3@5.2.0'));
    for (const pad of [1, 2, 3]) book = addFinding(book, crash('z3@4.8.17', pad));
    expect(groupsOf(book).map((g) => [g.witness.lanes[0], g.count])).toEqual([
      ['z3@4.8.17', 3],
      ['z3@5.2.0', 1],
    ]);
  });

  it('puts reported findings after open ones, and fixed ones (newest release, or upstream) last', () => {
    let book = emptyFindings();
    for (const f of [wrongUnsat(), wrongSat(), crash()]) book = addFinding(book, f);
    const [unsat, sat] = groupsOf(book).map((g) => g.witness);
    book = patchFinding(book, unsat!.id, { state: REPORTED });
    book = patchFinding(book, sat!.id, { live: fixedLive });
    expect(groupsOf(book).map((g) => [g.kind, standingOf(g.witness)])).toEqual([
      ['crash', 'open'],
      ['soundness', 'reported'],
      ['soundness', 'fixed'],
    ]);
    expect(standingOf({ state: { ...REPORTED, status: 'fixed-upstream' } })).toBe('fixed');
  });
});

describe('a finding’s hand-over state', () => {
  it('moves new → reported (with the issue’s address) → fixed upstream, and says so in a line', () => {
    const reported = markedState(undefined, 'reported', REPORTED.url, new Date(AT));
    expect(reported).toEqual(REPORTED);
    expect(stateText(reported)).toBe(`reported: ${REPORTED.url}`);
    const fixed = stateAfterLiveCheck(reported, fixedLive);
    expect(fixed).toEqual({ ...REPORTED, status: 'fixed-upstream', fixedIn: '5.2.0' });
    expect(stateText(fixed)).toBe(`fixed upstream in Z3 5.2.0 (reported: ${REPORTED.url})`);
    // A new finding the newest release no longer shows stays new (its live check says fixed).
    expect(stateAfterLiveCheck(undefined, fixedLive)).toBeUndefined();
    expect(stateText(undefined)).toBe('new');
    expect(() => markedState(undefined, 'reported', undefined)).toThrow(/upstream address/);
  });

  it('takes only http(s) addresses, saying what to paste', () => {
    expect(checkIssueUrl(' https://github.com/cvc5/cvc5/issues/12 ')).toEqual({
      ok: true,
      url: 'https://github.com/cvc5/cvc5/issues/12',
    });
    expect(checkIssueUrl('issue 12')).toMatchObject({ ok: false, reason: expect.stringMatching(/not an address/) });
    expect(checkIssueUrl('javascript:alert(1)')).toMatchObject({ ok: false, reason: expect.stringMatching(/http/) });
  });

  it('stays with the finding: through a smaller witness, a reload of the store, and an export', () => {
    let book = addFinding(emptyFindings(), crash('z3@5.2.0', 40));
    const id = groupsOf(book)[0]!.witness.id;
    book = patchFinding(book, id, { state: REPORTED });
    // A smaller witness of the same bug takes the record's place with its state.
    book = addFinding(book, crash('z3@5.2.0', 0));
    expect(groupsOf(book)[0]!.witness.mutant.length).toBe(text('d').length);
    expect(groupsOf(book)[0]!.witness.state).toEqual(REPORTED);
    // IndexedDB keeps it as plain data; the export (JSON Lines) and a record read back keep it too.
    const reloaded = readStoredFindings(structuredClone(book));
    expect(recordOf(reloaded, id)?.state).toEqual(REPORTED);
    const imported = importFindings(emptyFindings(), exportFindings(book)).book;
    expect(recordOf(imported, id)?.state).toEqual(REPORTED);
    // A malformed state is left out: the finding counts as new.
    const read = readFinding({ ...recordOf(book, id), state: { status: 'reported', at: AT } });
    expect(read.ok && read.finding.state).toBeUndefined();
  });

  it('reports and shares a finding’s reduced form when one is kept', () => {
    const original = crash('z3@5.2.0', 60);
    let book = addFinding(emptyFindings(), original);
    expect(reportedFormOf(book, original)).toBe(original);
    const reduced: Finding = { ...crash('z3@5.2.0'), origin: 'reduced', reducedFrom: { id: original.id, bytes: 99 } };
    book = addFinding(book, reduced);
    expect(reportedFormOf(book, original).mutant).toBe(reduced.mutant);
    // A bisection added later is patched onto the record as stored now (its state kept).
    book = patchFinding(book, original.id, { state: REPORTED });
    book = patchFinding(book, original.id, { bisect: undefined });
    expect(recordOf(book, original.id)?.state).toEqual(REPORTED);
  });
});
