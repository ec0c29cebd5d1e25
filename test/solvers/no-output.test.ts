// "No output" (issue 21): a script whose commands print nothing is ok with no answers when a solver runs it to the
// end and prints nothing; an empty output is still an error where the script has a command that must print.
import { describe, expect, it } from 'vitest';
import { decide } from '../../src/solvers/classify/index.js';
import { mustPrint } from '../../src/solvers/classify/must-print.js';
import { judge } from '../../src/oracles/judge.js';
import { outcome } from '../support/outcome.js';

const CLEAN = { stdout: '', stderr: '', exitCode: 0, signal: null, timedOut: false };

const SILENT = [
  '',
  '; only a comment (check-sat)\n',
  '(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n(assert (> x 1))\n',
  '(set-option :produce-models true)\n(define-fun f ((x Int)) Int (+ x 1))\n(declare-datatype P ((p (fst Int))))\n',
  '(push 1)\n(declare-sort S 0)\n(assert (= "(check-sat)" "|(echo)|"))\n(pop 1)\n(reset-assertions)\n(exit)\n',
  '(set-option :print-success false)\n(declare-fun |check-sat| () Bool)\n(assert |check-sat|)\n',
];

const PRINTING = [
  '(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n',
  '(declare-const x Int)\n(simplify (+ x 1 2))\n',
  '(check-sat-assuming (true))',
  '(echo "hello")',
  '(get-info :version)',
  '(declare-const x Int)\n(eval x)\n',
  '(set-option :print-success true)\n(declare-const x Int)\n',
  '(declare-rel R (Int))\n',
  '(assert (> x 1)',
  '"unterminated',
];

describe('mustPrint', () => {
  it.each(SILENT)('prints nothing: %j', (script) => expect(mustPrint(script)).toBe(false));
  it.each(PRINTING)('must print: %j', (script) => expect(mustPrint(script)).toBe(true));
});

describe('classifying an empty output', () => {
  it('is ok with no answers for a script whose commands print nothing', () => {
    for (const script of SILENT) {
      const { rule, classification } = decide(CLEAN, script);
      expect(rule).toBeUndefined();
      expect(classification).toEqual({ answers: [], status: 'ok', message: '' });
    }
  });

  it('stays an error where the script has a command that must print, or the script is not given', () => {
    for (const script of [...PRINTING, undefined]) {
      const { rule, classification } = decide(CLEAN, script);
      expect(rule).toBe('no-output');
      expect(classification).toMatchObject({ status: 'error', message: 'the solver printed nothing' });
    }
  });

  it('leaves every other way a silent script can fail as it was', () => {
    const silent = SILENT[2]!;
    expect(decide({ ...CLEAN, exitCode: 1 }, silent).rule).toBe('unexplained-exit-code');
    expect(decide({ ...CLEAN, signal: 'SIGSEGV', exitCode: null }, silent).rule).toBe('killed-by-signal');
    expect(decide({ ...CLEAN, trap: 'RuntimeError: unreachable', exitCode: null }, silent).rule).toBe('wasm-trap');
    expect(decide({ ...CLEAN, timedOut: true, exitCode: null }, silent).rule).toBe('host-timeout');
    expect(decide({ ...CLEAN, stdout: '(error "line 4: unknown constant y")\n' }, silent).classification.status).toBe(
      'error',
    );
  });

  it('gives the judge nothing to find when every lane ran a silent script to the end', () => {
    const lanes = ['z3@5.2.0', 'native:z3@4.8.12', 'native:cvc5@1.0.3'];
    const outcomes = lanes.map((laneId) => outcome(laneId, { ...decide(CLEAN, SILENT[2]!).classification }));
    const judgement = judge(undefined, { kind: 'differential', expected: null }, outcomes);
    expect(judgement.findings).toEqual([]);
    expect(judgement.invalidMutant).toBe(false);
    expect(judgement.consensus).toEqual({ kind: 'inconclusive', why: 'undecided' });
  });
});
