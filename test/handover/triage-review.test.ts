// A wrong answer given after the solver's own "not handled" (Z3 under sat.smt=true) is not hidden as by design: triage
// lists it for a person to review, with the solver's words, and its report says what the solver printed first.
import { describe, expect, it } from 'vitest';
import { trackerReport } from '../../src/finding/report/index.js';
import { reportOf } from '../../src/handover/report-decision.js';
import { triage } from '../../src/handover/triage.js';
import { findingFrom } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

const SUBSTR =
  '(declare-const s String)\n(declare-const n Int)\n(assert (> (str.len (str.substr s n 1)) 1))\n(check-sat)\n';
const NOT_HANDLED = '(declare-fun str.len (String) Int) not handled\n(declare-fun s () String) not handled\nsat\n';

describe('a wrong answer after the solver said it does not handle the input', () => {
  const f = findingFrom(SUBSTR, { kind: 'differential', expected: null }, [
    outcome('z3@5.2.0+model_validate=true+sat.smt=true', { answers: ['sat'], stdout: NOT_HANDLED }),
    outcome('native:cvc5@1.3.2', { answers: ['unsat'], stdout: 'unsat\n' }),
  ])!;

  it('stays a finding, listed for review with the solver’s words', () => {
    expect(f.byDesign).toBeUndefined();
    const [bug] = triage([{ key: 'k', finding: f }]);
    expect(bug).toMatchObject({
      status: 'review',
      why: expect.stringMatching(/said `\(declare-fun str\.len \(String\) Int\) not handled` before answering/),
    });
  });

  it('is held for review by the one report decision too (bench:yield, smtplay report), and forcing writes it', () => {
    const decision = reportOf(f, { platform: 'Linux x64' }, { tracker: 'z3' });
    expect(decision).toMatchObject({ ok: false, held: 'review', canForce: true });
    expect(decision.ok ? '' : decision.why).toMatch(/said `\(declare-fun str\.len \(String\) Int\) not handled`/);
    expect(reportOf(f, { platform: 'Linux x64' }, { tracker: 'z3', force: true }).ok).toBe(true);
  });

  it('reports what the solver printed before its answer', () => {
    const r = trackerReport(f, { platform: 'Linux x64' }, 'z3');
    if (!r.ok) throw new Error(r.reason);
    expect(r.report.body).toContain(
      'Before answering, it printed `(declare-fun str.len (String) Int) not handled`: it should then give up rather than answer.',
    );
  });
});

describe('what triage proposes', () => {
  const crash = (n: number) =>
    findingFrom(
      `(declare-const x${n} Int)\n(assert (> x${n} ${n}))\n(check-sat)\n`,
      { kind: 'differential', expected: null },
      [
        outcome('native:cvc5@1.3.2', {
          status: 'crash',
          message: `Fatal failure ${n}`,
          stderr: `Fatal failure at f${n}.cpp:1`,
        }),
        outcome('z3@5.2.0', { answers: ['sat'] }),
      ],
    )!;

  it('at most three cvc5 bugs a week, the most urgent first; the rest next week', () => {
    const bugs = triage([1, 2, 3, 4, 5].map((n) => ({ key: `k${n}`, finding: crash(n) })));
    expect(bugs.map((b) => b.status)).toEqual(['report', 'report', 'report', 'later', 'later']);
    expect(bugs[3]!.why).toMatch(/^cvc5 asks fuzzing teams for at most 3 reports a week/);
  });

  it('a bug whose reduction stopped at its cap is not reduced yet, and not offered', () => {
    const f = crash(1);
    const capped = {
      ...f,
      reduction: { finding: { ...f, origin: 'reduced' as const }, capped: true as const, at: '2026-12-02T00:00:00Z' },
    };
    const [bug] = triage([{ key: 'k', finding: capped }]);
    expect(bug).toMatchObject({ status: 'unreduced', why: expect.stringMatching(/^not reduced yet/) });
  });
});
