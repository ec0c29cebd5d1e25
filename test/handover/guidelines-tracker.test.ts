// cvc5's fuzzing guidelines (its safe mode) hold back what goes to cvc5's tracker, and nothing else: in a run at the
// heads on 2026-12-04 a Z3 main wrong sat (smt.sls.enable=true) was held back as "outside cvc5's fuzzing guidelines"
// because the cvc5 lane that answered unsat beside it had drawn an expert option (--on-repeat-ite-simp). Stand-in
// outcomes and live checks (unit tier): the rule reads the finding's lanes and its live check, not a solver.
import { describe, expect, it } from 'vitest';
import { reportOf } from '../../src/handover/report-decision.js';
import type { Finding } from '../../src/finding/record.js';
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import { findingFrom } from '../support/findings.js';
import { answered, outcome } from '../support/outcome.js';

const TEXT = '(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n';
const Z3 = 'native:z3@main-aaf2464+smt.sls.enable=true';
const CVC5 = 'native:cvc5@main-190adc3+--on-repeat-ite-simp';
const CRASH = 'Fatal failure within void f() at src/x.cpp:1';

/** A live check whose cvc5 run under --safe-mode=safe was refused, as cvc5 refuses an expert option. */
function withRefusedSafeMode(f: Finding, family: 'z3' | 'cvc5'): Finding {
  const live: LiveCheck = {
    verdict: 'live',
    family,
    seenOn: ['z3 main', 'cvc5 main'],
    detail: 'still shows',
    at: '2026-12-04T18:00:00Z',
    text: `live in ${family} main`,
    safeMode: {
      verdict: 'not-applicable',
      detail: 'refused its options: expert option on-repeat-ite-simp cannot be set in safe mode.',
    },
  };
  return { ...f, live };
}

describe("cvc5's guidelines hold back cvc5's reports only", () => {
  it('a Z3 crash is offered to Z3 though the cvc5 lane beside it ran an expert option', () => {
    const found = findingFrom(TEXT, { kind: 'differential', expected: null }, [
      outcome(Z3, { status: 'crash', message: 'ASSERTION VIOLATION File: src/ast/sls/sls_smt_plugin.cpp Line: 141' }),
      answered(CVC5, 'sat'),
    ])!;
    expect(found).toMatchObject({ kind: 'crash', lanes: [Z3] });
    const decision = reportOf(withRefusedSafeMode(found, 'z3'), { platform: 'Linux x64' });
    expect(decision, decision.ok ? '' : decision.why).toMatchObject({ ok: true, tracker: 'z3' });
  });

  it('a cvc5 crash under an option its safe mode refuses is held back', () => {
    const found = findingFrom(TEXT, { kind: 'differential', expected: null }, [
      outcome(CVC5, { status: 'crash', message: CRASH }),
      answered(Z3, 'sat'),
    ])!;
    const decision = reportOf(withRefusedSafeMode(found, 'cvc5'), { platform: 'Linux x64' });
    expect(decision).toMatchObject({ ok: false, held: 'outside-guidelines', canForce: true });
  });

  it('a disagreement of both solvers is not held for cvc5 until cvc5 is the tracker chosen', () => {
    const found = findingFrom(TEXT, { kind: 'differential', expected: null }, [
      answered(Z3, 'unsat'),
      answered(CVC5, 'sat'),
    ])!;
    const live = withRefusedSafeMode(found, 'cvc5');
    expect(reportOf(live, { platform: 'Linux x64' })).toMatchObject({ ok: false, held: 'choose-tracker' });
    expect(reportOf(live, { platform: 'Linux x64' }, { tracker: 'cvc5' })).toMatchObject({
      ok: false,
      held: 'outside-guidelines',
    });
    expect(reportOf(live, { platform: 'Linux x64' }, { tracker: 'z3' }).ok).toBe(true);
  });

  it('a disagreement of both solvers goes unchosen to the one a model showed wrong, and only then', () => {
    const found = findingFrom(TEXT, { kind: 'differential', expected: null }, [
      answered(Z3, 'sat'),
      answered(CVC5, 'unsat'),
    ])!;
    const live = withRefusedSafeMode(found, 'z3');
    expect(reportOf(live, { platform: 'Linux x64' })).toMatchObject({ ok: false, held: 'choose-tracker' });
    const told = { ...live, live: { ...live.live!, wrongFamily: 'z3' as const } };
    expect(reportOf(told, { platform: 'Linux x64' })).toMatchObject({ ok: true, tracker: 'z3' });
    // A person's choice still wins: cvc5 chosen, cvc5's guidelines hold it.
    expect(reportOf(told, { platform: 'Linux x64' }, { tracker: 'cvc5' })).toMatchObject({
      ok: false,
      held: 'outside-guidelines',
    });
  });
});
