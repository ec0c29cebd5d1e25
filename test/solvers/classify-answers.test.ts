// parseAnswers on stdout where answers, models, get-value results, echo text and errors interleave.
import { describe, expect, it } from 'vitest';
import { parseAnswers } from '../../src/solvers/classify/index.js';

describe('parseAnswers', () => {
  it('reads one answer per check-sat among models, get-value, echo and get-info output (z3)', () => {
    const stdout = [
      'sat',
      '(',
      '  (define-fun x () Int',
      '    2)',
      ')',
      '((x 2))',
      'hello sat',
      '(:reason-unknown "")',
      'unsat',
      'unknown',
      '',
    ].join('\n');
    const parsed = parseAnswers(stdout);
    expect(parsed.answers).toEqual(['sat', 'unsat', 'unknown']);
    expect(parsed.model).toBe('(\n  (define-fun x () Int\n    2)\n)');
    expect(parsed.unknownReason).toBeUndefined();
    expect(parsed.errors).toEqual([]);
  });

  it('keeps the model of the last sat answer, not one printed after unknown (cvc5 --dump-models)', () => {
    const stdout = [
      'sat',
      '(',
      '; cardinality of U is 2',
      '; rep: (as @U_0 U)',
      '(define-fun x () U (as @U_0 U))',
      ')',
      'unknown',
      '(',
      '(define-fun f ((BOUND_VARIABLE_401 Int)) Int 0)',
      ')',
      '(:reason-unknown incomplete)',
      '',
    ].join('\n');
    const parsed = parseAnswers(stdout);
    expect(parsed.answers).toEqual(['sat', 'unknown']);
    expect(parsed.model).toContain('(define-fun x () U (as @U_0 U))');
    expect(parsed.model).not.toContain('BOUND_VARIABLE');
    expect(parsed.unknownReason).toBe('incomplete');
  });

  it('reads z3 models with universes and comments, and `(model …)` from older versions', () => {
    const z3 =
      'sat\n(\n  ;; universe for U:\n  ;;   U!val!1 U!val!0 \n  (declare-fun U!val!1 () U)\n  (forall ((x U)) (or (= x U!val!1)))\n)\n';
    expect(parseAnswers(z3).model).toMatch(/^\(\n {2};; universe/);
    expect(parseAnswers('sat\n(model \n  (define-fun a () Bool true)\n)\n').model).toMatch(/^\(model/);
    expect(parseAnswers('sat\n(\n)\n').model).toBe('(\n)');
  });

  it('does not take get-value output for a model', () => {
    expect(parseAnswers('sat\n((x 2) (y (- 1)))\n').model).toBeUndefined();
  });

  it('collects error messages, unescaped, even with parentheses and quotes inside', () => {
    const stdout =
      '(error "line 3 column 13: unknown constant y")\nsat\n(error "Parse Error: a.smt2:4.10: Unexpected token: \'(\'.")\n(error "say ""hi"" (twice")\nunsat\n';
    const parsed = parseAnswers(stdout);
    expect(parsed.answers).toEqual(['sat', 'unsat']);
    expect(parsed.errors).toEqual([
      'line 3 column 13: unknown constant y',
      "Parse Error: a.smt2:4.10: Unexpected token: '('.",
      'say "hi" (twice',
    ]);
  });

  it('does not read answers inside s-expressions, strings or quoted symbols', () => {
    const stdout = '((|x)\nsat\n| 1))\n(error "bad\nsat\n")\n((s "\nunsat\n"))\nunknown\n';
    expect(parseAnswers(stdout).answers).toEqual(['unknown']);
  });

  it('reads the reason of an unknown, quoted or not', () => {
    expect(parseAnswers('unknown\n(:reason-unknown timeout)\n').unknownReason).toBe('timeout');
    expect(parseAnswers('unknown\n(:reason-unknown "canceled")\n').unknownReason).toBe('canceled');
    expect(parseAnswers('sat\n(:reason-unknown "")\n').unknownReason).toBeUndefined();
  });

  it('copes with output cut off by a crash', () => {
    const parsed = parseAnswers('sat\n(\n  (define-fun x () Int\n');
    expect(parsed.answers).toEqual(['sat']);
    expect(parseAnswers('unsat\n(error "Illegal argument detected\nbad').errors).toEqual([
      'Illegal argument detected\nbad',
    ]);
  });

  it('ignores lines that are not answers: unsupported, success, comments, CRLF endings', () => {
    expect(
      parseAnswers('success\r\nunsupported\r\n; ignoring unsupported logic NIRA line: 2 position: 1\r\nsat\r\n')
        .answers,
    ).toEqual(['sat']);
  });
});
