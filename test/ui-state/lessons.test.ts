// The lessons (ui-state/lessons.ts): seven, one per mutator and one on oracles, each on a gallery seed with its
// paper; a prediction is checked against the lanes' answers on the lesson's step, and only then.
import { describe, expect, it } from 'vitest';
import { MUTATORS } from '../../src/mutators/registry.js';
import { GALLERY } from '../../src/ui/gallery/examples.js';
import { LESSONS, lessonCheck, type LessonState } from '../../src/ui-state/lessons.js';
import type { StepView } from '../../src/ui-state/step-state.js';
import { defaultConfig } from '../../src/ui-state/step-state.js';
import { readJudgement } from '../../src/ui-state/judgement-text.js';
import { judge } from '../../src/oracles/index.js';
import type { Oracle } from '../../src/mutators/types.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { answered, outcome } from '../support/outcome.js';

const ORACLE: Oracle = { kind: 'differential', expected: null };

/** Step mode after step `step` ran with these outcomes on the mutant. */
function stepView(step: number, outcomes: Outcome[], busy = false): StepView {
  const j = judge(undefined, ORACLE, outcomes);
  return {
    seed: '',
    config: defaultConfig(),
    result: { ok: true, step, parent: '', mutant: '', oracle: ORACLE, trace: [] } as unknown as StepView['result'],
    rows: outcomes.map((o) => ({ lane: o.laneId, mutant: o })),
    judgement: j,
    reading: readJudgement(j, ORACLE),
    busy,
  };
}

describe('the lessons', () => {
  it('are seven: one per mutator and one on oracles, each on a gallery seed with a dated citation', () => {
    expect(LESSONS).toHaveLength(7);
    expect(new Set(LESSONS.slice(0, 6).map((l) => l.mutator))).toEqual(new Set(MUTATORS.map((m) => m.info.name)));
    expect(LESSONS[6]!.id).toBe('oracles');
    for (const l of LESSONS) {
      expect(
        GALLERY.some((g) => g.id === l.seed),
        l.seed,
      ).toBe(true);
      if (l.second) expect(GALLERY.some((g) => g.id === l.second)).toBe(true);
      expect(l.cite).toMatch(/(19|20)\d\d/);
    }
  });

  it('checks a prediction against the lanes on the lesson step, not before', () => {
    const ran: LessonState = { id: 'storm', prediction: 'sat', ranStep: 0 };
    const sat = [answered('z3@5.2.0', 'sat'), answered('cvc5', 'sat')];
    expect(lessonCheck({ id: 'storm', prediction: 'sat' }, stepView(0, sat))).toBeUndefined();
    expect(lessonCheck(ran, stepView(0, sat, true))).toBeUndefined();
    expect(lessonCheck({ ...ran, ranStep: 1 }, stepView(0, sat))).toBeUndefined();
    expect(lessonCheck(ran, stepView(0, sat))).toMatchObject({ actual: 'sat', right: true });
    expect(lessonCheck(ran, stepView(0, [answered('z3@5.2.0', 'sat'), answered('cvc5', 'unsat')]))).toMatchObject({
      actual: 'disagree',
      right: false,
    });
    const crash = lessonCheck(
      { ...ran, prediction: 'gives-up' },
      stepView(0, [answered('z3@5.2.0', 'sat'), outcome('cvc5', { status: 'crash' })]),
    );
    expect(crash).toMatchObject({ actual: 'gives-up', right: true });
    expect(crash?.answers).toEqual(['Z3 5.2.0: sat', 'CVC5: crash']);
  });
});
