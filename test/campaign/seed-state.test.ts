// What the engine keeps per seed and walk: a seed's stated answer before it is parsed, and counts that go to the
// walk's unsaved counters and the campaign's totals at once.
import { describe, expect, it } from 'vitest';
import { count, knownLabel, knownReference, seedStates } from '../../src/campaign/seed-state.js';
import { emptyCounters } from '../../src/campaign/stats.js';

const seed = (id: string, text: string, label?: 'sat' | 'unsat') => ({ id, text, ...(label ? { label } : {}) });

describe('seed state', () => {
  it('starts every seed unparsed with one walk per mutator, and what it states of its answer', () => {
    const states = seedStates(
      [
        seed('a', '(set-info :status unsat)\n(assert false)\n(check-sat)'),
        seed('b', '(assert true)\n(check-sat)', 'sat'),
        seed('c', '(assert true)\n(check-sat)'),
      ],
      3,
    );
    expect(states.map((s) => [s.index, s.stated])).toEqual([
      [0, 'unsat'],
      [1, 'sat'],
      [2, undefined],
    ]);
    const [a] = states;
    expect(a!.pairs).toHaveLength(3);
    expect(a!.pairs[0]).toMatchObject({ next: 0, dirty: false, savedDone: false, counters: emptyCounters() });
    expect(a!.pairs[0]!.inFlight).not.toBe(a!.pairs[1]!.inFlight);
    expect([a!.prepared, a!.started, a!.finished]).toEqual([undefined, false, false]);
    expect([knownLabel(a!), knownReference(a!)]).toEqual([undefined, undefined]);
    a!.label = { state: 'known', value: 'unsat' };
    expect(knownLabel(a!)).toBe('unsat');
  });

  it('counts into the walk (marking it moved) and into the totals', () => {
    const [s] = seedStates([seed('a', '(check-sat)')], 2);
    const totals = emptyCounters();
    count(totals, s!, 1, 'timeouts', 3);
    count(totals, s!, 1, 'mutantsTested');
    expect(s!.pairs[1]!.counters).toMatchObject({ timeouts: 3, mutantsTested: 1 });
    expect(s!.pairs[1]!.dirty).toBe(true);
    expect(s!.pairs[0]!.dirty).toBe(false);
    expect(totals).toMatchObject({ timeouts: 3, mutantsTested: 1 });
  });
});
