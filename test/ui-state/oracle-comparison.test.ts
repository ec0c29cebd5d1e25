// The oracles side by side on one run (ui-state/oracle-comparison.ts): which apply to the mutator's oracle and what
// each says of the outcomes. Outcomes are written by hand: this is the lesson's reading, not a solver's run (the
// lessons e2e test runs it on real Z3 and CVC5).
import { describe, expect, it } from 'vitest';
import { compareOracles, type OracleName } from '../../src/ui-state/oracle-comparison.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import type { LaneRow } from '../../src/ui-state/step-state.js';

const ran = (laneId: string, answer: 'sat' | 'unsat' | 'unknown' | 'crash', extra: Partial<Outcome> = {}): Outcome => ({
  laneId,
  answers: answer === 'crash' ? [] : [answer],
  stdout: answer === 'crash' ? '' : `${answer}\n`,
  stderr: '',
  status: answer === 'crash' ? 'crash' : 'ok',
  message: answer === 'crash' ? 'segfault' : '',
  timeMs: 5,
  ...extra,
});
const rows = (...pairs: [string, Outcome, Outcome][]): LaneRow[] =>
  pairs.map(([lane, parent, mutant]) => ({ lane, parent, mutant }));
const byName = (r: ReturnType<typeof compareOracles>) =>
  Object.fromEntries(r.map((x) => [x.oracle, x])) as Record<OracleName, (typeof r)[number]>;

const DIFFERENTIAL = { kind: 'differential', expected: null } as const;

describe('the oracles on one run', () => {
  it('an OpFuzz crash: a bug to the crash oracle; the differential cannot tell; the expected answer does not apply', () => {
    const o = byName(
      compareOracles(
        rows(
          ['z3@5.2.0', ran('z3@5.2.0', 'sat'), ran('z3@5.2.0', 'sat')],
          ['cvc5', ran('cvc5', 'sat'), ran('cvc5', 'crash')],
        ),
        DIFFERENTIAL,
      ),
    );
    expect(o.crash).toMatchObject({ applies: true, bug: true });
    expect(o.crash.says).toMatch(/crashed \(segfault\)/);
    expect(o.differential).toMatchObject({ applies: true, bug: false });
    expect(o.differential.says).toMatch(/^Cannot tell: .*only Z3 5\.2\.0 sat came/);
    expect(o.expected).toMatchObject({ applies: false, bug: false });
    // Neither lane validates its models: the model check had nothing to look at.
    expect(o.model).toMatchObject({ applies: false, bug: false });
    expect(o.model.says).toMatch(/^Not checked here/);
    expect(o.incompleteness).toMatchObject({ applies: false, bug: false });
  });

  it('a disagreement is a bug to the differential oracle, and to the expected answer in the lane that is wrong', () => {
    const r = rows(
      ['z3@5.2.0', ran('z3@5.2.0', 'unsat'), ran('z3@5.2.0', 'sat')],
      ['cvc5', ran('cvc5', 'unsat'), ran('cvc5', 'unsat')],
    );
    const d = byName(compareOracles(r, DIFFERENTIAL));
    expect(d.differential).toMatchObject({ bug: true });
    expect(d.differential.says).toMatch(/which one it cannot say: Z3 5\.2\.0 sat, CVC5 unsat/i);
    const e = byName(compareOracles(r, { kind: 'expected', expected: 'unsat' }));
    expect(e.expected).toMatchObject({ applies: true, bug: true });
    expect(e.expected.says).toMatch(/^A bug in Z3 5\.2\.0 sat: the mutant is unsat\.$/);
    expect(e.model).toMatchObject({ applies: false, bug: false });
    const validated = rows([
      'z3@5.2.0+model_validate=true',
      ran('z3@5.2.0+model_validate=true', 'sat'),
      ran('z3@5.2.0+model_validate=true', 'sat'),
    ]);
    const v = byName(compareOracles(validated, DIFFERENTIAL));
    expect(v.model).toMatchObject({ applies: true, bug: false });
    expect(v.model.says).toMatch(/^No bug: Z3 5\.2\.0 \(model_validate=true\) checked its model/);
  });

  it("a Janus mutant a solver gives up on is incomplete; a model the solver found wrong is the model check's bug", () => {
    const janus = { kind: 'expected', expected: 'sat', unknownIsFinding: true } as const;
    const o = byName(
      compareOracles(
        rows(
          ['z3@5.2.0', ran('z3@5.2.0', 'sat'), ran('z3@5.2.0', 'unknown')],
          ['cvc5', ran('cvc5', 'sat'), ran('cvc5', 'sat', { modelInvalid: true })],
        ),
        janus,
      ),
    );
    expect(o.incompleteness).toMatchObject({ applies: true, bug: true });
    expect(o.incompleteness.says).toMatch(
      /Z3 5\.2\.0 decided the seed \(sat\) and gave up on the mutant \(unknown\): a bug\.$/,
    );
    expect(o.model).toMatchObject({ applies: true, bug: true });
    expect(o.expected).toMatchObject({ applies: true, bug: false });
  });

  it('with no sat answer there is no model to check', () => {
    const o = byName(compareOracles(rows(['cvc5', ran('cvc5', 'unsat'), ran('cvc5', 'unsat')]), DIFFERENTIAL));
    expect(o.model).toMatchObject({ applies: false, bug: false });
    expect(o.differential.says).toMatch(/^Cannot tell/);
  });
});
