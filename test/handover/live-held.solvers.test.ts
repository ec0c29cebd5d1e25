// Findings the live check shows to be no bug, on real solvers, and whose reports are then held back unless forced.
// - A finding whose input the newest build refuses. Z3's WebAssembly lane does not check a script against its logic
//   (its context exists before the script sets the logic), so it solves a recursive function under UFNIA, a logic in
//   which native Z3 refuses them ("logic does not support theory recfun"), without that function's theory, and the
//   model fails Z3's own check. Native z3 (scripts/newest-solvers.sh's 4.13.3; at the head, Z3 main says the same)
//   refuses the input: the live check says so in its words. Our formula: what bench:yield --config head reduced a
//   fusion mutant of our test/corpus/UFLIA/define-fun-rec-sum.smt2 to (2026-12-03), where it had been offered.
// - A cvc5 unknown on a quantified formula that cvc5 itself calls incomplete (asked after the script: `(get-info
//   :reason-unknown)`): its default instantiation's limit; with --mbqi it says sat. Our formula, of the shape of
//   seven cvc5 main unknowns the same run had offered.
import { describe, expect, it } from 'vitest';
import { oneShotRunLane } from '../../src/cli/lane-runner.js';
import { liveCheck } from '../../src/handover/live-check.js';
import { reportOf } from '../../src/handover/report-decision.js';
import { findingFrom } from '../support/findings.js';

const TEXT =
  '(set-logic UFNIA)\n(define-fun-rec sum ((n Int)) Int 0)\n(declare-const n Int)\n(assert (= (sum n) 1))\n(check-sat)\n';
const TIMEOUT_MS = 20_000;

describe('a finding whose input the newest build refuses', () => {
  it('is not checked there, in that build’s words, and its report is held back', async () => {
    const run = oneShotRunLane();
    const lane = 'z3@5.2.0+model_validate=true';
    const outcome = await run(lane, TEXT, { timeoutMs: TIMEOUT_MS, produceModel: true });
    const finding = findingFrom(TEXT, { kind: 'differential', expected: null }, [outcome], TIMEOUT_MS);
    expect(finding, `${outcome.status}: ${outcome.stdout}`).toMatchObject({ kind: 'invalid-model', lanes: [lane] });
    const live = await liveCheck({ finding: finding!, newest: { z3: ['native:z3@4.13.3'] }, run });
    expect(live).toMatchObject({ verdict: 'not-applicable', family: 'z3' });
    expect(live.detail).toMatch(/^refuses the input: .*logic does not support theory recfun/);
    expect(live.text).toMatch(/^not checked: z3 4\.13\.3 \(native\) refuses the input \(seen on Z3 5\.2\.0\)/);
    const decision = reportOf({ ...finding!, live }, { platform: 'Linux' });
    expect(decision).toMatchObject({ ok: false, held: 'refused-by-newest' });
    expect(reportOf({ ...finding!, live }, { platform: 'Linux' }, { force: true }).ok).toBe(true);
  });
});

describe('a cvc5 unknown that cvc5 calls incomplete, on a quantified formula', () => {
  it('is live, with cvc5’s reason, and its report is held back', async () => {
    const text = '(declare-fun Q (Int Int) Bool)\n(assert (forall ((x Int)) (not (Q 1 x))))\n(check-sat)\n';
    const run = oneShotRunLane();
    const lanes = ['native:cvc5@1.0.3', 'z3@5.2.0'];
    const outcomes = await Promise.all(lanes.map((l) => run(l, text, { timeoutMs: TIMEOUT_MS })));
    const oracle = { kind: 'differential', expected: null, unknownIsFinding: true } as const;
    const finding = findingFrom(text, oracle, outcomes, TIMEOUT_MS);
    expect(finding, outcomes.map((o) => o.answers).join(' | ')).toMatchObject({ kind: 'incompleteness', lanes });
    const live = await liveCheck({ finding: finding!, newest: { cvc5: ['native:cvc5@1.3.2'] }, run });
    expect(live).toMatchObject({ verdict: 'live', family: 'cvc5', unknownReason: 'incomplete' });
    const decision = reportOf({ ...finding!, live }, { platform: 'Linux' });
    expect(decision).toMatchObject({ ok: false, held: 'incomplete-by-design' });
    expect(reportOf({ ...finding!, live }, { platform: 'Linux' }, { force: true }).ok).toBe(true);
  });
});
