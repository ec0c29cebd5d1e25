// Triage says what the one report decision says (report-decision.ts `reportOf`), not a second list of holds: with its
// own list, triage listed for reporting a wrong answer that every lane gave and only the mutator's construction
// contradicted, which `smtplay report` and bench:yield held back (`unwitnessed`).
import { describe, expect, it } from 'vitest';
import { reportOf } from '../../src/handover/report-decision.js';
import { triage } from '../../src/handover/triage.js';
import { findingFrom, LIVE_IN_Z3_MAIN } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

const Z3 = 'native:z3@main-aaf2464';
const TEXT = '(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n';

describe('triage and the one report decision', () => {
  it('holds back a wrong answer no lane contradicts, as the decision does', () => {
    const found = findingFrom(TEXT, { kind: 'expected', expected: 'unsat' }, [
      outcome(Z3, { answers: ['sat'], stdout: 'sat\n' }),
    ])!;
    const finding = { ...found, live: LIVE_IN_Z3_MAIN };
    const decision = reportOf(finding, { platform: 'Linux x64' });
    expect(decision).toMatchObject({ ok: false, held: 'unwitnessed' });
    const [bug] = triage([{ key: 'k', finding }]);
    expect(bug).toMatchObject({ status: 'held', why: expect.stringMatching(/^every lane answered otherwise/) });
  });

  it('lists for reporting what the decision offers', () => {
    const found = findingFrom(TEXT, { kind: 'differential', expected: null }, [
      outcome(Z3, { status: 'crash', message: 'ASSERTION VIOLATION\nFile: smt_internalizer.cpp\nLine: 650\ngate_ctx' }),
      outcome('native:cvc5@main-190adc3', { answers: ['sat'], stdout: 'sat\n' }),
    ])!;
    const finding = { ...found, live: LIVE_IN_Z3_MAIN };
    expect(reportOf(finding, { platform: 'Linux x64' }).ok).toBe(true);
    expect(triage([{ key: 'k', finding }])[0]).toMatchObject({ status: 'report', why: 'live in z3 main' });
  });
});
