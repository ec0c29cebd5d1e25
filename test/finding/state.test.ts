// A finding's hand-over state (finding/state.ts) and its reduction (finding/reduction.ts), kept in the
// record: the transitions a person and a live check make, what a record may hold (untrusted input), and that both
// survive the record's way through JSON and readFinding (findings.jsonl, a merge's union, the page's store).
import { describe, expect, it } from 'vitest';
import type { Bisection } from '../../src/finding/bisect-range.js';
import { readFinding } from '../../src/finding/read.js';
import {
  checkIssueUrl,
  markedState,
  readState,
  stateAfterLiveCheck,
  stateText,
  type FindingState,
} from '../../src/finding/state.js';
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import { reportedRecord } from '../../src/finding/reduction.js';
import { crashFinding } from '../support/crash-finding.js';

const ISSUE = 'https://github.com/Z3Prover/z3/issues/7777';
const NOW = new Date('2026-11-27T10:00:00Z');

const live = (verdict: LiveCheck['verdict']): LiveCheck => ({
  verdict,
  release: '5.2.0',
  seenOn: ['z3 4.8.12 (native)'],
  detail: '',
  at: '2026-11-28T00:00:00.000Z',
  text: `${verdict} in Z3 5.2.0`,
});

describe('the hand-over state', () => {
  it('goes new → reported (with the address) → fixed upstream, and back to new', () => {
    const reported = markedState(undefined, 'reported', ISSUE, NOW);
    expect(reported).toEqual({ status: 'reported', url: ISSUE, at: NOW.toISOString() });
    expect(stateText(reported)).toBe(`reported: ${ISSUE}`);
    const fixed = markedState(reported, 'fixed-upstream', undefined, NOW);
    expect(fixed).toEqual({ status: 'fixed-upstream', url: ISSUE, at: NOW.toISOString() });
    expect(stateText(fixed)).toBe(`fixed upstream (reported: ${ISSUE})`);
    expect(markedState(fixed, 'new', undefined, NOW)).toEqual({ status: 'new', at: NOW.toISOString() });
    expect(stateText(undefined)).toBe('new');
    expect(() => markedState(undefined, 'reported', undefined, NOW)).toThrow(/upstream address/);
  });

  it('a live check finds a reported finding fixed upstream; a new one stays new', () => {
    const reported: FindingState = { status: 'reported', url: ISSUE, at: NOW.toISOString() };
    expect(stateAfterLiveCheck(reported, live('fixed'))).toEqual({
      status: 'fixed-upstream',
      url: ISSUE,
      fixedIn: '5.2.0',
      at: '2026-11-28T00:00:00.000Z',
    });
    expect(stateText(stateAfterLiveCheck(reported, live('fixed')))).toBe(
      `fixed upstream in Z3 5.2.0 (reported: ${ISSUE})`,
    );
    expect(stateAfterLiveCheck(reported, live('live'))).toBe(reported);
    expect(stateAfterLiveCheck(undefined, live('fixed'))).toBeUndefined();
  });

  it('takes http(s) issue addresses only', () => {
    expect(checkIssueUrl(` ${ISSUE} `)).toEqual({ ok: true, url: ISSUE });
    expect(checkIssueUrl('issue 7777')).toMatchObject({ ok: false, reason: expect.stringMatching(/not an address/) });
    expect(checkIssueUrl('javascript:alert(1)')).toMatchObject({ ok: false, reason: expect.stringMatching(/http/) });
  });

  it('reads a kept state field by field, and leaves out what is malformed', () => {
    expect(readState({ status: 'reported', url: ISSUE, at: 'x' })).toEqual({ status: 'reported', url: ISSUE, at: 'x' });
    expect(readState({ status: 'reported', at: 'x' })).toBeUndefined(); // reported without an address
    expect(readState({ status: 'reported', url: 'javascript:x', at: 'x' })).toBeUndefined();
    expect(readState({ status: 'closed', at: 'x' })).toBeUndefined();
    expect(readState({ status: 'new' })).toBeUndefined();
    expect(readState({ status: 'fixed-upstream', fixedIn: '5.2.0', at: 'x' })).toEqual({
      status: 'fixed-upstream',
      fixedIn: '5.2.0',
      at: 'x',
    });
  });
});

describe('state and reduction in the record', () => {
  const original = crashFinding('ASSERTION VIOLATION File: nla_core.cpp Line: 1420', '(check-sat)\n(check-sat)\n');
  const reduced = { ...crashFinding('ASSERTION VIOLATION File: nla_core.cpp Line: 1420'), origin: 'reduced' as const };
  const bisect: Bisection = {
    range: {
      kind: 'fixed',
      lastBad: '4.8.17',
      firstGood: '4.10.0',
      text: 'fixed: last bad 4.8.17, first fixed 4.10.0',
    },
    verdicts: [],
    at: '2026-11-27T00:00:00.000Z',
    varied: ['native:z3@4.8.12'],
    kept: [],
    why: 'the only Z3 lane that misbehaved',
  };
  const record = {
    ...original,
    bisect,
    state: { status: 'reported' as const, url: ISSUE, at: NOW.toISOString() },
    reduction: { finding: { ...reduced, live: live('live') }, at: NOW.toISOString() },
  };

  it('survive JSON and readFinding, the reduced record read as a record', () => {
    const read = readFinding(JSON.parse(JSON.stringify(record)));
    if (!read.ok) throw new Error(read.reason);
    expect(read.finding.state).toEqual(record.state);
    expect(read.finding.reduction?.finding?.mutant).toBe(reduced.mutant);
    expect(read.finding.reduction?.finding?.live?.verdict).toBe('live');
    const broken = readFinding({ ...JSON.parse(JSON.stringify(record)), reduction: { at: 'x', finding: 7 } });
    expect(broken.ok && broken.finding.reduction).toBeUndefined(); // done again, never half read
  });

  it('a report is about the reduced record, with the range measured before reduction said so', () => {
    const r = reportedRecord(record);
    expect(r.mutant).toBe(reduced.mutant);
    expect(r.live?.verdict).toBe('live');
    expect(r.bisect?.measuredOn).toEqual({ id: original.id, bytes: original.mutant.length });
    expect(r.state).toEqual(record.state);
    expect(reportedRecord(original)).toBe(original);
  });
});
