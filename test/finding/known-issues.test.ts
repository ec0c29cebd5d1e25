// What the trackers already hold (finding/known-issues.ts): a finding matches an issue only on the issue's own
// solver, kind, construct and words; the hand-over never offers it (handover/report-decision.ts: held as known, forced or
// not), triage lists it as tracked, and issue.md says so at the top.
import { describe, expect, it } from 'vitest';
import { issueText } from '../../src/handover/finding-files.js';
import {
  KNOWN_ISSUES,
  issueUrl,
  knownIssueOf,
  knownIssueText,
  relatedIssuesOf,
} from '../../src/finding/known-issues.js';
import { reportOf } from '../../src/handover/report-decision.js';
import { triage } from '../../src/handover/triage.js';
import { findingFrom } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

// Our own formula with the construct of cvc5 #9697: a float converted to a 1-bit signed bit-vector.
const TO_SBV_1 =
  '(declare-const f Float32)\n(declare-const b (_ BitVec 1))\n(assert (= b ((_ fp.to_sbv 1) RTZ f)))\n(check-sat)\n';
const crashOn = (lane: string, text = TO_SBV_1, stderr = 'cvc5 suffered a segfault.') =>
  findingFrom(text, { kind: 'differential', expected: null }, [
    outcome(lane, { status: 'crash', message: 'segfault (SIGSEGV)', stderr }),
    outcome(lane.startsWith('native:cvc5') ? 'z3@5.2.0' : 'native:cvc5@1.3.2', { answers: ['sat'] }),
  ])!;

describe('issues the trackers already hold', () => {
  it('matches cvc5 #9697 on a cvc5 crash with its construct, and nothing else', () => {
    const known = knownIssueOf(crashOn('native:cvc5@1.3.2'));
    expect(known?.number).toBe(9697);
    expect(knownIssueText(known!)).toBe('known: cvc5 #9697, fixed on main');
    expect(issueUrl(known!)).toBe('https://github.com/cvc5/cvc5/issues/9697');
    // Z3 crashing on it is another bug; a cvc5 crash without the construct too; so is a wrong answer on it.
    expect(knownIssueOf(crashOn('z3@5.2.0'))).toBeUndefined();
    expect(
      knownIssueOf(
        crashOn('native:cvc5@1.3.2', TO_SBV_1.replace('to_sbv 1', 'to_sbv 8').replace('_ BitVec 1', '_ BitVec 8')),
      ),
    ).toBeUndefined();
    const wrong = findingFrom(TO_SBV_1, { kind: 'differential', expected: null }, [
      outcome('native:cvc5@1.3.2', { answers: ['unsat'] }),
      outcome('z3@5.2.0', { answers: ['sat'] }),
    ])!;
    expect(knownIssueOf(wrong)).toBeUndefined();
  });

  it('matches #9697 where a build with the older SymFPU rejects the formula instead of crashing', () => {
    const error = findingFrom(TO_SBV_1, { kind: 'differential', expected: null }, [
      outcome('native:cvc5@main-190adc3', {
        status: 'error',
        message: 'resulting bit-vector size is too large; must fit a 32-bit unsigned integer',
      }),
      outcome('z3@5.2.0', { answers: ['sat'] }),
    ])!;
    expect(error.kind).toBe('error');
    expect(knownIssueOf(error)?.number).toBe(9697);
  });

  it('matches cvc5-projects #531 (a 1-bit unsigned conversion) where cvc5 main with the older SymFPU stops', () => {
    // Our own formula: the sign bit of a double made from its own 1-bit unsigned conversion.
    const TO_UBV_1 =
      '(declare-const x Float64)\n(assert (= x (fp ((_ fp.to_ubv 1) RTZ x) #b10000000000 #x0000000000000)))\n(check-sat)\n';
    const f = crashOn(
      'native:cvc5@main-190adc3+--check-models',
      TO_UBV_1,
      'Fatal failure within … mkZero … at src/theory/bv/theory_bv_utils.cpp:222\nCheck failure\n\n size > 0',
    );
    const known = knownIssueOf(f);
    expect(known?.number).toBe(531);
    expect(knownIssueText(known!)).toBe('known: cvc5/cvc5-projects #531, fixed on main');
    expect(issueUrl(known!)).toBe('https://github.com/cvc5/cvc5-projects/issues/531');
    expect(reportOf(f, { platform: 'Linux', force: true })).toMatchObject({ ok: false, held: 'known' });
    // The signed conversion is #9697, not this one.
    expect(knownIssueOf(crashOn('native:cvc5@1.3.2', TO_SBV_1))?.number).toBe(9697);
  });

  it('matches by the solver’s words where the issue names no construct (cvc5 #11165)', () => {
    const words = crashOn(
      'native:cvc5@1.3.2+--check-models',
      '(declare-const a (_ BitVec 8))\n(assert (= a a))\n(check-sat)\n',
      'Fatal failure within … at src/util/floatingpoint_literal_symfpu_traits.cpp:405',
    );
    expect(knownIssueOf(words)?.number).toBe(11165);
  });

  it('matches cvc5 #12905 by the check that failed, and not the same words from Z3 or another line', () => {
    const at = (line: number, lane = 'native:cvc5@main-190adc3+--check-models+--sygus') =>
      crashOn(
        lane,
        '(declare-const x Real)\n(assert (> (* x x) 2.0))\n(check-sat)\n',
        `Fatal failure within cvc5::internal::TrustNode cvc5::internal::TheoryEngine::getExplanation(…) at /build/src/theory/theory_engine.cpp:${line}\nCheck failure`,
      );
    expect(knownIssueOf(at(2030))?.number).toBe(12905);
    expect(knownIssueOf(at(20301))).toBeUndefined();
    expect(knownIssueOf(at(1999))).toBeUndefined();
    expect(knownIssueOf(at(2030, 'native:z3@4.13.3'))).toBeUndefined();
  });

  it('matches Z3 #10881 on a Z3 unsat where a real is converted to a float and back, and not a sat or a cvc5 answer', () => {
    // Our own formula: an integer-valued real whose Float32 differs from it (16777217 is one); Z3 says unsat.
    const text =
      '(declare-const x Real)\n(assert (is_int x))\n(assert (not (= (fp.to_real ((_ to_fp 8 24) RNE x)) x)))\n(check-sat)\n';
    const unsatOn = (lane: string, answer: 'sat' | 'unsat' = 'unsat') =>
      findingFrom(text, { kind: 'expected', expected: answer === 'unsat' ? 'sat' : 'unsat' }, [
        outcome(lane, { answers: [answer] }),
      ])!;
    const z3 = unsatOn('native:z3@main-aaf2464+model_validate=true');
    expect(z3.kind).toBe('soundness');
    expect(knownIssueText(knownIssueOf(z3)!)).toBe('known: z3 #10881, open');
    expect(knownIssueOf(unsatOn('z3@5.2.0'))?.number).toBe(10881);
    expect(knownIssueOf(unsatOn('native:cvc5@main-190adc3'))).toBeUndefined();
    // A float read back without a conversion from a real is another matter.
    const noConversion = findingFrom(
      '(declare-const f Float32)\n(assert (< (fp.to_real f) 0.0))\n(check-sat)\n',
      { kind: 'expected', expected: 'sat' },
      [outcome('z3@5.2.0', { answers: ['unsat'] })],
    )!;
    expect(knownIssueOf(noConversion)).toBeUndefined();
  });

  it('matches Z3 #5306 on a Z3 unknown where str.replace_re is in the formula, and not a cvc5 unknown or a Z3 crash', () => {
    // Our own formula: the seed test/corpus/QF_S/replace-forms.smt2 made smaller; Z3 gives up on it.
    const text =
      '(declare-const s String)\n(assert (= (str.replace_re_all s (re.range "a" "z") "X") "X-X"))\n(check-sat)\n';
    const unknownOn = (lane: string) =>
      findingFrom(text, { kind: 'expected', expected: 'sat', unknownIsFinding: true }, [
        outcome(lane, { answers: ['unknown'] }),
      ])!;
    const z3 = unknownOn('native:z3@main-aaf2464+model_validate=true');
    expect(z3.kind).toBe('incompleteness');
    expect(knownIssueText(knownIssueOf(z3)!)).toBe('known: z3 #5306, closed');
    expect(issueUrl(knownIssueOf(z3)!)).toBe('https://github.com/Z3Prover/z3/issues/5306');
    expect(reportOf(z3, { platform: 'Linux', force: true })).toMatchObject({ ok: false, held: 'known' });
    expect(knownIssueOf(unknownOn('native:cvc5@main-190adc3'))).toBeUndefined();
    expect(knownIssueOf(unknownOn('z3@5.2.0'))?.number).toBe(5306);
    // str.replace alone is another matter.
    const plain = findingFrom(
      text.replace('str.replace_re_all s (re.range "a" "z")', 'str.replace s "a"'),
      { kind: 'expected', expected: 'sat', unknownIsFinding: true },
      [outcome('z3@5.2.0', { answers: ['unknown'] })],
    )!;
    expect(knownIssueOf(plain)).toBeUndefined();
  });

  it('every row names the day it was read and identifies its bug by more than its kind', () => {
    for (const issue of KNOWN_ISSUES) {
      expect(issue.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(issue.formula ?? issue.words ?? issue.options).toBeDefined();
    }
  });

  it('names a closed issue that stopped at the same check (cvc5 #10346) in the report, and offers the finding', () => {
    // Our own formula (a crash's words are what the row reads): the check `!d_qstate.isInConflict()` in
    // InstMatchGenerator::getNextMatch, where cvc5 #10346 stopped and cvc5 main at 190adc3 stops by another road.
    const text =
      '(declare-fun a () (Array Int Int))\n(assert (forall ((i Int)) (> (select a i) (select a (+ i 1)))))\n(check-sat)\n';
    const at = (check: string, lane = 'native:cvc5@1.3.4+--multi-trigger-cache') => ({
      ...crashOn(
        lane,
        text,
        `Fatal failure within virtual int cvc5::internal::theory::quantifiers::inst::InstMatchGenerator::getNextMatch(cvc5::internal::theory::quantifiers::InstMatch&) at /build/src/theory/quantifiers/ematching/inst_match_generator.cpp:551\nCheck failure\n\n ${check}\n`,
      ),
      live: undefined,
    });
    const f = at('!d_qstate.isInConflict()');
    expect(knownIssueOf(f)).toBeUndefined();
    expect(relatedIssuesOf(f).map((i) => i.number)).toEqual([10346]);
    const d = reportOf(f, { platform: 'Linux x64' });
    expect(d.ok).toBe(true);
    if (d.ok)
      expect(d.report.body).toContain(
        'cvc5 #10346 (“Fatal failure at src/theory/quantifiers/ematching/inst_match_generator.cpp:529”, closed; fixed on cvc5 main, 2024-04-16 (#10635)) stopped at the same check; its own formula answers unsat on cvc5 main at 190adc3 (checked 2026-12-06), so this formula gets there another way: https://github.com/cvc5/cvc5/issues/10346',
      );
    // Another check in the same function, or the same words from Z3, are not that road.
    expect(relatedIssuesOf(at('d_eq_class.isNull()'))).toEqual([]);
    expect(relatedIssuesOf(at('!d_qstate.isInConflict()', 'native:z3@4.13.3'))).toEqual([]);
  });

  it('is never offered for a report, forced or not; triage lists it as tracked; issue.md says so first', () => {
    const f = { ...crashOn('native:cvc5@1.3.2'), live: undefined };
    for (const force of [false, true]) {
      const d = reportOf(f, { platform: 'Linux x64' }, { force });
      expect(d).toMatchObject({ ok: false, held: 'known' });
      if (!d.ok)
        expect(d.why).toMatch(/^Known: cvc5 #9697, fixed on main: https:\/\/github\.com\/cvc5\/cvc5\/issues\/9697/);
    }
    const [bug] = triage([{ key: 'k', finding: f }]);
    expect(bug).toMatchObject({ status: 'tracked', why: expect.stringContaining('cvc5 #9697') });
    expect(issueText(f, { platform: 'Linux x64' })).toMatch(/^> Not for reporting: known: cvc5 #9697, fixed on main/);
  });
});
