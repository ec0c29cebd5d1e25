// When the page may run (issue 15: Mutate stayed enabled and said "running…" for 28 s while the lanes were
// still loading), what it says while it waits, and lanes that cannot run switched off.
import { describe, expect, it } from 'vitest';
import { bytesText, defaultLaneChoices, readiness, runnable, type LaneLoad } from '../../src/ui-state/lanes.js';

const states = (s: Record<string, LaneLoad>) => (id: string) => s[id];

describe('lane readiness', () => {
  it('waits for a ready lane and says how much of each build has loaded', () => {
    const r = readiness(
      ['z3@5.2.0', 'z3@4.8.17'],
      states({
        'z3@5.2.0': { status: 'loading', loaded: 12_300_000, total: 30_517_998 },
        'z3@4.8.17': { status: 'loading' },
      }),
    );
    expect(r).toEqual({ ok: false, why: 'waiting for Z3 5.2.0 (12.3 of 30.5 MB) and Z3 4.8.17 to load' });
  });

  it('runs once one lane is ready, naming the lanes still loading', () => {
    const r = readiness(
      ['z3@5.2.0', 'z3@4.8.17'],
      states({ 'z3@5.2.0': { status: 'ready' }, 'z3@4.8.17': { status: 'loading', loaded: 1e6 } }),
    );
    expect(r).toEqual({ ok: true, waiting: ['z3@4.8.17'] });
  });

  it('says so when no lane is enabled or none could start', () => {
    expect(readiness([], states({}))).toEqual({ ok: false, why: 'enable a solver lane first' });
    expect(readiness(['z3@5.2.0'], states({ 'z3@5.2.0': { status: 'failed' } }))).toEqual({
      ok: false,
      why: 'no enabled lane could start (see the lane panel)',
    });
  });

  it('prints bytes with one decimal, with or without a known total', () => {
    expect(bytesText(undefined)).toBe('');
    expect(bytesText({ status: 'loading', loaded: 5_432_100 })).toBe('5.4 MB');
    expect(bytesText({ status: 'loading', loaded: 5_432_100, total: 34_938_413 })).toBe('5.4 of 34.9 MB');
  });

  it('switches off a lane that cannot run, and only that one', () => {
    const all = defaultLaneChoices().map((c) => ({ ...c, enabled: true }));
    const got = runnable(all, { cvc5: 'no build' });
    expect(got.map((c) => [c.base, c.enabled])).toEqual([
      ['z3@5.2.0', true],
      ['z3@4.8.17', true],
      ['cvc5', false],
    ]);
  });
});
