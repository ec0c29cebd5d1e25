// Pure parts of the playground's Reduce action: which predicate a finding needs, findings from share
// links, and the size-over-time chart's geometry. (The solver-backed controller is in
// reduce-control.test.ts.)
import { describe, expect, it } from 'vitest';
import type { ShareState } from '../../src/share/state.js';
import { findingOfShare, planReduction } from '../../src/ui-state/reduce-plan.js';
import { sizeChart, thinSamples } from '../../src/ui-state/size-chart.js';
import type { Observed } from '../../src/ui-state/verdict.js';

const differential = { kind: 'differential', expected: null } as const;
const ok = (lane: string, answer: 'sat' | 'unsat' | 'unknown'): Observed => ({
  lane,
  status: 'ok',
  answers: [answer],
});

describe('planReduction', () => {
  it('keeps a disagreement between the two lanes that disagree', () => {
    const p = planReduction({
      oracle: differential,
      observed: [ok('z3@5.2.0', 'sat'), ok('cvc5', 'unknown'), ok('z3@4.8.17', 'unsat')],
    });
    expect(p).toMatchObject({ ok: true, plan: { kind: 'disagree', lanes: ['z3@5.2.0', 'z3@4.8.17'] } });
  });

  it('keeps a crash on the lane that crashed, ahead of anything else', () => {
    const p = planReduction({
      oracle: differential,
      observed: [ok('z3@5.2.0', 'sat'), { lane: 'z3@4.8.17', status: 'crash', answers: [] }],
    });
    expect(p).toMatchObject({ ok: true, plan: { kind: 'crash', lane: 'z3@4.8.17' } });
  });

  it('keeps an invalid model on its lane', () => {
    const p = planReduction({
      oracle: differential,
      observed: [{ ...ok('z3@5.2.0+model_validate=true', 'sat'), modelInvalid: true }],
    });
    expect(p).toMatchObject({ ok: true, plan: { kind: 'invalid-model', lane: 'z3@5.2.0+model_validate=true' } });
  });

  it('keeps a contradiction of the expected answer on the first wrong lane', () => {
    const p = planReduction({
      oracle: { kind: 'expected', expected: 'unsat' },
      observed: [ok('z3@5.2.0', 'unsat'), ok('z3@4.8.17', 'sat')],
    });
    expect(p).toMatchObject({ ok: true, plan: { kind: 'oracle', lane: 'z3@4.8.17', expected: 'unsat' } });
  });

  it('keeps an unknown only while another lane decides', () => {
    const oracle = { kind: 'expected', expected: 'sat', unknownIsFinding: true } as const;
    expect(planReduction({ oracle, observed: [ok('a', 'unknown'), ok('z3@4.8.17', 'sat')] })).toMatchObject({
      ok: true,
      plan: { kind: 'unknown', lanes: ['a', 'z3@4.8.17'] },
    });
    const alone = planReduction({ oracle, observed: [ok('a', 'unknown')] });
    expect(alone.ok).toBe(false);
  });

  it('refuses what is not a finding, saying why', () => {
    const p = planReduction({ oracle: differential, observed: [ok('a', 'sat'), ok('b', 'sat')] });
    expect(p).toEqual({ ok: false, reason: expect.stringContaining('not a finding (the lanes agree: sat)') });
  });
});

describe('findingOfShare', () => {
  const base: ShareState = {
    v: 1,
    seeds: ['(declare-const x Int)(assert (> x 1))(assert (< x 9))(check-sat)'],
    rngSeed: 3,
    step: 0,
    lanes: ['z3@5.2.0', 'z3@4.8.17'],
    timeoutMs: 2000,
    observed: [ok('z3@5.2.0', 'sat'), ok('z3@4.8.17', 'unsat')],
  };

  it('takes a literal mutant and the expected answer as the oracle', () => {
    const r = findingOfShare({ ...base, mutant: '(check-sat)', expected: 'sat' });
    expect(r).toMatchObject({
      ok: true,
      finding: { mutant: '(check-sat)', oracle: { kind: 'expected', expected: 'sat' }, timeoutMs: 2000 },
    });
  });

  it('rebuilds a mutator-made mutant', () => {
    const r = findingOfShare({ ...base, mutator: { name: 'opfuzz', options: {} } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.finding.mutant).not.toBe(base.seeds[0]);
  });

  it('needs observations', () => {
    const { observed: _, ...rest } = base;
    expect(findingOfShare({ ...rest, mutant: '(check-sat)' }).ok).toBe(false);
  });
});

describe('size chart', () => {
  it('draws a step line from the first size down, extended to now', () => {
    const c = sizeChart(
      [
        { ms: 0, bytes: 100 },
        { ms: 50, bytes: 40 },
      ],
      200,
      50,
      100,
    );
    expect(c.points).toBe('0,0 100,0 100,30 200,30');
    expect(c.maxBytes).toBe(100);
  });

  it('is empty without samples and thins long series keeping both ends', () => {
    expect(sizeChart([], 10, 10).points).toBe('');
    const many = Array.from({ length: 1000 }, (_, i) => ({ ms: i, bytes: 1000 - i }));
    const thin = thinSamples(many, 50);
    expect(thin).toHaveLength(50);
    expect(thin[0]).toEqual(many[0]);
    expect(thin.at(-1)).toEqual(many.at(-1));
  });
});
