import { describe, expect, it } from 'vitest';
import { judge } from '../../src/oracles/index.js';
import { laneTitle, parseLane } from '../../src/solvers/lane-spec.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { readJudgement } from '../../src/ui-state/judgement-text.js';
import { defaultLaneChoices, laneChoiceOf, laneSpecOf, parseExtraOptions } from '../../src/ui-state/lanes.js';
import { changedRegion, runStep } from '../../src/ui-state/step.js';
import { GALLERY } from '../../src/ui/gallery/examples.js';
import { diagnose } from '../../src/smtlib/diagnose.js';
import { outcome } from '../support/outcome.js';

const NIA_SAT =
  '(set-logic QF_NIA)\n(set-info :status sat)\n(declare-fun n () Int)\n(declare-fun x () Int)\n(assert (>= n 1))\n(assert (< (mod x n) n))\n(check-sat)\n';
const LIRA_UNSAT =
  '; EXPECT: unsat\n(set-logic QF_LIRA)\n(declare-fun i () Int)\n(declare-fun x () Real)\n(assert (= x 2.5))\n(assert (= (to_real i) x))\n(check-sat)\n';

describe('lanes', () => {
  it('offers both bundled Z3 versions and a CVC5 lane, with specs the solver layer accepts', () => {
    const choices = defaultLaneChoices();
    expect(choices.map((c) => c.base)).toEqual(['z3@5.2.0', 'z3@4.8.17', 'cvc5']);
    const spec = laneSpecOf({ base: 'z3@4.8.17', enabled: true, modelValidate: true, arith: '2' });
    expect(spec).toBe('z3@4.8.17+model_validate=true+smt.arith.solver=2');
    const lane = parseLane(spec);
    expect(lane.ok && lane.value.options).toEqual(['model_validate=true', 'smt.arith.solver=2']);
    expect(laneChoiceOf(spec)).toEqual({ base: 'z3@4.8.17', enabled: true, modelValidate: true, arith: '2' });
    expect(laneChoiceOf('z3@4.8.17+smt.string_solver=z3str3')).toMatchObject({ extra: ['smt.string_solver=z3str3'] });
    expect(laneSpecOf(laneChoiceOf('z3@4.8.17+smt.string_solver=z3str3')!)).toBe('z3@4.8.17+smt.string_solver=z3str3');
    expect(laneChoiceOf('z3+model_validate=true')).toMatchObject({ base: 'z3@5.2.0', modelValidate: true });
    expect(laneChoiceOf('z3@4.8.17+--strings-exp')).toBeUndefined();
    expect(laneChoiceOf('cvc5+smt.string_solver=z3str3')).toBeUndefined();
    expect(laneChoiceOf('z3@4.8.17+a=<img>')).toBeUndefined();
    expect(laneChoiceOf('native:cvc5')).toBeUndefined();
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

const read = (oracle: Parameters<typeof judge>[1], outcomes: Outcome[]) =>
  readJudgement(judge(undefined, oracle, outcomes), oracle);

describe('the judgement in words', () => {
  const diff = { kind: 'differential', expected: null } as const;
  it('differential: agree, soundness, inconclusive, crash, all in the judge’s kinds', () => {
    expect(read(diff, [outcome('a', { answers: ['sat'] }), outcome('b', { answers: ['sat'] })]).kind).toBe('agree');
    const d = read(diff, [outcome('z3@5.2.0', { answers: ['sat'] }), outcome('z3@4.8.17', { answers: ['unsat'] })]);
    expect(d).toMatchObject({ kind: 'soundness', finding: true });
    expect(d).toMatchObject({ title: 'wrong answer (soundness)', text: 'Z3 5.2.0 sat vs Z3 4.8.17 unsat' });
    expect(read(diff, [outcome('a', { status: 'timeout' }), outcome('b', { answers: ['unsat'] })]).kind).toBe(
      'inconclusive',
    );
    expect(read(diff, [outcome('a', { status: 'crash', message: 'boom' })])).toMatchObject({
      kind: 'crash',
      finding: true,
    });
  });

  it('expected: as expected, or a wrong answer; invalid models; refused options are said, not findings', () => {
    const exp = { kind: 'expected', expected: 'sat' } as const;
    expect(read(exp, [outcome('a', { answers: ['sat'] })])).toMatchObject({
      kind: 'matches',
      title: 'no finding',
      text: 'sat, as expected',
    });
    expect(read(exp, [outcome('a', { answers: ['unsat'] })])).toMatchObject({ kind: 'soundness', finding: true });
    expect(read(exp, [outcome('a', { answers: ['sat'], modelInvalid: true })]).kind).toBe('invalid-model');
    const refused = read(diff, [
      outcome('z3@5.2.0', { status: 'error', errorKind: 'option', answers: ['sat'], message: "unknown parameter 'x'" }),
      outcome('z3@4.8.17', { answers: ['sat'] }),
    ]);
    expect(refused).toMatchObject({ finding: false, kind: 'inconclusive' });
    expect(refused.text).toMatch(/Z3 5\.2\.0 refused an option and was left out/);
  });
});

describe('the verdict line', () => {
  // Issue 15: "agree the lanes agree", "matches matches the expected sat": the badge and the sentence repeated
  // each other (the badge showed the kind). The line the page shows is "Verdict: <title> <text>": the
  // sentence does not say the badge again.
  const line = (r: { title: string; text: string }): string => `Verdict: ${r.title} ${r.text}`;
  const doubled = (r: { title: string; text: string }): string | undefined =>
    r.text.toLowerCase().includes(r.title.toLowerCase()) ? r.title : undefined;
  it('never repeats the badge in the sentence, whatever the judgement', () => {
    const diff = { kind: 'differential', expected: null } as const;
    const exp = { kind: 'expected', expected: 'sat' } as const;
    const cases = [
      read(diff, [outcome('a', { answers: ['sat'] }), outcome('b', { answers: ['sat'] })]),
      read(diff, [outcome('z3@5.2.0', { answers: ['sat'] }), outcome('z3@4.8.17', { answers: ['unsat'] })]),
      read(diff, [outcome('a', { status: 'timeout' }), outcome('b', { answers: ['unsat'] })]),
      read(diff, [outcome('a', { status: 'crash', message: 'boom' })]),
      read(exp, [outcome('a', { answers: ['sat'] })]),
      read(exp, [outcome('a', { answers: ['unsat'] })]),
      read(exp, [outcome('a', { answers: ['sat'], modelInvalid: true })]),
    ];
    for (const r of cases) expect(doubled(r), line(r)).toBeUndefined();
  });
});

describe('step mode', () => {
  it('every gallery example is well-sorted', () => {
    expect(GALLERY.length).toBeGreaterThan(4);
    for (const g of GALLERY) expect(diagnose(g.text).errors, g.title).toEqual([]);
  });

  it('rebuilds the same OpFuzz mutant from (seed, options, rng seed, step)', () => {
    const req = { seed: NIA_SAT, mutator: 'opfuzz', options: { mutations: 1, portable: true }, rngSeed: 7, step: 0 };
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

  it('every registered mutator either mutates a seed or says why not', async () => {
    const { MUTATORS } = await import('../../src/mutators/registry.js');
    const { defaultOptions } = await import('../../src/mutators/types.js');
    for (const m of MUTATORS) {
      const r = runStep({ seed: NIA_SAT, mutator: m.info.name, options: defaultOptions(m.info), rngSeed: 3, step: 0 });
      if (r.ok) expect(r.mutant.length, m.info.name).toBeGreaterThan(0);
      else expect(r.reason, m.info.name).toBeTruthy();
    }
  });

  it('fuses two seeds with the same answer, read from :status or a cvc5 EXPECT comment', () => {
    const other = LIRA_UNSAT.replace('2.5', '3.5').replace(/\bi\b/g, 'j');
    const r = runStep({ seed: LIRA_UNSAT, second: other, mutator: 'fusion', options: {}, rngSeed: 3, step: 0 });
    expect(r.ok && r.oracle).toEqual({ kind: 'expected', expected: 'unsat' });
    expect(runStep({ seed: LIRA_UNSAT, mutator: 'fusion', options: {}, rngSeed: 3, step: 0 })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/second seed/),
    });
    expect(
      runStep({ seed: LIRA_UNSAT, second: NIA_SAT, mutator: 'fusion', options: {}, rngSeed: 3, step: 0 }),
    ).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/same answer/),
    });
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
