// Whether a link reproduces here: the claim and the run are judged and compared through the one rule for the same
// bug (not lane by lane as strings), and the difference is said per lane.
import { describe, expect, it } from 'vitest';
import { laneKey } from '../../src/finding/identity.js';
import { linkVerdict } from '../../src/share/claim.js';
import type { ShareState } from '../../src/share/state.js';
import { answered, outcome } from '../support/outcome.js';

const NEW = 'z3@5.2.0+smt.arith.nl.horner_frequency=0';
const OLD = 'z3@4.8.17+smt.arith.nl.horner_frequency=0';
const crash = (lane: string, message: string) => outcome(lane, { status: 'crash', message });

const CRASH_LINK: ShareState = {
  v: 1,
  seeds: ['(check-sat)\n'],
  rngSeed: 0,
  step: 0,
  mutant: '(check-sat)\n',
  lanes: [NEW, OLD],
  timeoutMs: 5000,
  observed: [
    { lane: NEW, status: 'crash', answers: [], message: 'RuntimeError: remainder by zero at 0x1f2e' },
    { lane: OLD, status: 'ok', answers: ['sat'] },
  ],
};

const WRONG_LINK: ShareState = {
  ...CRASH_LINK,
  lanes: ['z3@5.2.0', 'z3@4.8.17'],
  observed: [
    { lane: 'z3@5.2.0', status: 'ok', answers: ['unsat'] },
    { lane: 'z3@4.8.17', status: 'ok', answers: ['sat'] },
  ],
};

describe('a link’s verdict', () => {
  it('a link claiming no finding that still shows none, with other answers, says the answers differ', () => {
    const AGREE: ShareState = {
      ...CRASH_LINK,
      lanes: ['z3@5.2.0', 'z3@4.8.17'],
      observed: [
        { lane: 'z3@5.2.0', status: 'ok', answers: ['sat'] },
        { lane: 'z3@4.8.17', status: 'ok', answers: ['sat'] },
      ],
    };
    const v = linkVerdict(AGREE, [outcome('z3@5.2.0', { status: 'timeout' }), answered('z3@4.8.17', 'sat')]);
    expect(v.reproduces).toBe(true);
    expect(v.text).toMatch(
      /^reproduces: no finding, as the link claims; the verdict is the same, but the answers differ/,
    );
    expect(v.text).toContain('Z3 5.2.0 sat then, timeout now');
    const same = linkVerdict(AGREE, [answered('z3@5.2.0', 'sat'), answered('z3@4.8.17', 'sat')]);
    expect(same.text).toBe('reproduces: no finding, as the link claims');
  });

  it('reproduces a crash whose words differ only in what varies between runs (the one rule)', () => {
    const v = linkVerdict(CRASH_LINK, [crash(NEW, 'RuntimeError: remainder by zero at 0x99aa'), answered(OLD, 'sat')]);
    expect(v.reproduces).toBe(true);
    expect(v.text).toMatch(/^reproduces: /);
    expect(v.lanes).toEqual([
      { lane: NEW, claimed: 'crash', now: 'crash', same: true },
      { lane: OLD, claimed: 'sat', now: 'sat', same: true },
    ]);
  });

  it('does not reproduce another crash, and says per lane what differs', () => {
    const other = linkVerdict(CRASH_LINK, [crash(NEW, 'RuntimeError: unreachable'), answered(OLD, 'sat')]);
    expect(other.reproduces).toBe(false);
    const fixed = linkVerdict(CRASH_LINK, [answered(NEW, 'sat'), answered(OLD, 'sat')]);
    expect(fixed.reproduces).toBe(false);
    expect(fixed.text).toMatch(/^does not reproduce here: .*not seen now/);
    expect(fixed.text).toContain('crash then, sat now');
    expect(fixed.lanes[0]).toEqual({ lane: NEW, claimed: 'crash', now: 'sat', same: false });
  });

  it('a disagreement seen the other way round is another bug; a lane missing now does not reproduce', () => {
    const same = linkVerdict(WRONG_LINK, [answered('z3@5.2.0', 'unsat'), answered('z3@4.8.17', 'sat')]);
    expect(same.reproduces).toBe(true);
    const swapped = linkVerdict(WRONG_LINK, [answered('z3@5.2.0', 'sat'), answered('z3@4.8.17', 'unsat')]);
    expect(swapped.reproduces).toBe(false);
    const alone = linkVerdict(WRONG_LINK, [answered('z3@5.2.0', 'unsat')]);
    expect(alone.reproduces).toBe(false);
    expect(alone.lanes[1]).toMatchObject({ now: 'did not run', same: false });
  });

  it('compares lanes as this page runs them: `z3` is the newest release, options in any order', () => {
    expect(laneKey('z3+b=1+a=2')).toBe(laneKey('z3@5.2.0+a=2+b=1'));
    expect(laneKey('z3@4.8.17')).not.toBe(laneKey('z3@5.2.0'));
    const v = linkVerdict(
      { ...WRONG_LINK, observed: [{ ...WRONG_LINK.observed![0]!, lane: 'z3' }, WRONG_LINK.observed![1]!] },
      [answered('z3@5.2.0', 'unsat'), answered('z3@4.8.17', 'sat')],
    );
    expect(v.reproduces).toBe(true);
  });

  it('a link claiming no bug reproduces when none shows; one without observations needs a finding', () => {
    const agree: ShareState = {
      ...WRONG_LINK,
      observed: WRONG_LINK.observed!.map((o) => ({ ...o, answers: ['sat'] })),
    };
    expect(linkVerdict(agree, [answered('z3@5.2.0', 'sat'), answered('z3@4.8.17', 'sat')]).reproduces).toBe(true);
    expect(linkVerdict(agree, [answered('z3@5.2.0', 'unsat'), answered('z3@4.8.17', 'sat')]).text).toMatch(
      /link claims no finding/,
    );
    const bare: ShareState = { ...WRONG_LINK, observed: undefined };
    expect(linkVerdict(bare, [answered('z3@5.2.0', 'unsat'), answered('z3@4.8.17', 'sat')]).reproduces).toBe(true);
    expect(linkVerdict(bare, [answered('z3@5.2.0', 'sat'), answered('z3@4.8.17', 'sat')]).reproduces).toBe(false);
  });
});
