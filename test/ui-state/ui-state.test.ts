import { describe, expect, it } from 'vitest';
import {
  defaultLaneChoices,
  laneChoiceOf,
  laneSpecOf,
  laneTitle,
  parseExtraOptions,
} from '../../src/ui-state/lanes.js';
import { changedRegion, runStep } from '../../src/ui-state/step.js';
import { verdictOf } from '../../src/ui-state/verdict.js';
import { parseLaneSpec } from '../../src/solvers/lane-spec.js';
import { GALLERY } from '../../src/ui/gallery/examples.js';
import { diagnose } from '../../src/smtlib/diagnose.js';

describe('lanes', () => {
  it('offers both bundled Z3 versions and a CVC5 lane, with specs the solver layer accepts', () => {
    const choices = defaultLaneChoices();
    expect(choices.map((c) => c.base)).toEqual(['z3@5.2.0', 'z3@4.8.17', 'cvc5']);
    const spec = laneSpecOf({ base: 'z3@4.8.17', enabled: true, modelValidate: true, arith: '2' });
    expect(spec).toBe('z3@4.8.17+model_validate=true+smt.arith.solver=2');
    const lane = parseLaneSpec(spec);
    expect(lane.ok && lane.value.options).toEqual(['model_validate=true', 'smt.arith.solver=2']);
    expect(laneChoiceOf(spec)).toEqual({ base: 'z3@4.8.17', enabled: true, modelValidate: true, arith: '2' });
    expect(laneChoiceOf('z3@4.8.17+smt.string_solver=z3str3')).toMatchObject({ extra: ['smt.string_solver=z3str3'] });
    expect(laneSpecOf(laneChoiceOf('z3@4.8.17+smt.string_solver=z3str3')!)).toBe('z3@4.8.17+smt.string_solver=z3str3');
    expect(laneChoiceOf('z3@4.8.17+--strings-exp')).toBeUndefined();
    expect(laneChoiceOf('cvc5+smt.string_solver=z3str3')).toBeUndefined();
    expect(laneChoiceOf('z3@4.8.17+a=<img>')).toBeUndefined();
    expect(parseExtraOptions('smt.string_solver=z3str3  sat.euf=true', 'z3@5.2.0')).toEqual({
      ok: true,
      options: ['smt.string_solver=z3str3', 'sat.euf=true'],
    });
    expect(parseExtraOptions('--strings-exp x', 'cvc5')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/'x'/),
    });
    expect(laneTitle('z3@5.2.0')).toBe('Z3 5.2.0');
    expect(laneSpecOf({ base: 'cvc5', enabled: true, modelValidate: true, arith: 'default' })).toBe(
      'cvc5+--check-models',
    );
  });
});

describe('verdicts', () => {
  const diff = { kind: 'differential', expected: null } as const;
  it('differential: agree, disagree, inconclusive, crash', () => {
    expect(
      verdictOf(diff, [
        { lane: 'a', status: 'ok', answers: ['sat'] },
        { lane: 'b', status: 'ok', answers: ['sat'] },
      ]).kind,
    ).toBe('agree');
    const d = verdictOf(diff, [
      { lane: 'a', status: 'ok', answers: ['sat'] },
      { lane: 'b', status: 'ok', answers: ['unsat'] },
    ]);
    expect(d).toMatchObject({ kind: 'disagree', finding: true });
    expect(
      verdictOf(diff, [
        { lane: 'a', status: 'timeout', answers: [] },
        { lane: 'b', status: 'ok', answers: ['unsat'] },
      ]).kind,
    ).toBe('inconclusive');
    expect(verdictOf(diff, [{ lane: 'a', status: 'crash', answers: [] }]).kind).toBe('crash');
  });
  it('expected: matches or contradicts', () => {
    const exp = { kind: 'expected', expected: 'sat' } as const;
    expect(verdictOf(exp, [{ lane: 'a', status: 'ok', answers: ['sat'] }]).kind).toBe('matches');
    expect(verdictOf(exp, [{ lane: 'a', status: 'ok', answers: ['unsat'] }])).toMatchObject({
      kind: 'contradicts',
      finding: true,
    });
    expect(verdictOf(exp, [{ lane: 'a', status: 'ok', answers: ['sat'], modelInvalid: true }]).kind).toBe(
      'invalid-model',
    );
  });
});

describe('step mode', () => {
  it('every gallery example is well-sorted', () => {
    expect(GALLERY.length).toBeGreaterThan(4);
    for (const g of GALLERY) expect(diagnose(g.text).errors, g.title).toEqual([]);
  });

  it('rebuilds the same OpFuzz mutant from (seed, options, rng seed, step)', () => {
    const seed = GALLERY[0]!.text;
    const req = { seed, mutator: 'opfuzz', options: { mutations: 1, portable: true }, rngSeed: 7, step: 0 };
    const a = runStep(req);
    const b = runStep(req);
    expect(a).toEqual(b);
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(a.mutant).not.toEqual(a.parent);
    expect(a.trace[0]?.rule).toBeTruthy();
    const next = runStep({ ...req, step: 1 });
    expect(next.ok && next.parent).toBe(a.mutant); // chain walk: the mutant is the next parent
  });

  it('every registered mutator either mutates a gallery seed or says why not', async () => {
    const { MUTATORS } = await import('../../src/mutators/registry.js');
    const { defaultOptions } = await import('../../src/mutators/types.js');
    const seed = GALLERY.find((g) => g.id === 'qf_nia')!.text;
    for (const m of MUTATORS) {
      const r = runStep({ seed, mutator: m.info.name, options: defaultOptions(m.info), rngSeed: 3, step: 0 });
      if (r.ok) expect(r.mutant.length, m.info.name).toBeGreaterThan(0);
      else expect(r.reason, m.info.name).toBeTruthy();
    }
  });

  it('takes a fusion label from :status or a cvc5 EXPECT comment', () => {
    const fromStatus = GALLERY.find((g) => g.id === 'qf_lira')!.text; // (set-info :status sat)
    const r = runStep({ seed: fromStatus, mutator: 'fusion', options: {}, rngSeed: 3, step: 0 });
    expect(r.ok && r.oracle).toEqual({ kind: 'expected', expected: 'sat' });
    const fromComment =
      '; EXPECT: unsat\n(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(assert (< x 0))\n(check-sat)\n';
    const c = runStep({ seed: fromComment, mutator: 'fusion', options: {}, rngSeed: 3, step: 0 });
    expect(c.ok && c.oracle).toEqual({ kind: 'expected', expected: 'unsat' });
  });

  it('reports unknown mutators and unparsable seeds as reasons', () => {
    expect(runStep({ seed: '(assert', mutator: 'opfuzz', options: {}, rngSeed: 1, step: 0 }).ok).toBe(false);
    expect(runStep({ seed: '(check-sat)', mutator: 'nope', options: {}, rngSeed: 1, step: 0 })).toMatchObject({
      ok: false,
    });
  });

  it('finds the changed region of two texts', () => {
    expect(changedRegion('(assert (< x y))', '(assert (<= x y))')).toEqual({ start: 9, endA: 10, endB: 11 });
    expect(changedRegion('(bvult a b)', '(bvsle a b)')).toEqual({ start: 1, endA: 6, endB: 6 });
    expect(changedRegion('abc', 'abc')).toEqual({ start: 3, endA: 3, endB: 3 });
  });
});
