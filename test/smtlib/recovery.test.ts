// The recovering parse behind the editor's diagnostics: every failed command is reported at its exact
// line:col, parsing resumes at the next command, and what parsed is still sort-checked.
import { describe, expect, it } from 'vitest';
import { diagnose } from '../../src/smtlib/diagnose.js';
import { parseScript, parseScriptRecovering } from '../../src/smtlib/parser.js';
import { formatError } from '../../src/smtlib/result.js';
import { selfCheck } from '../../src/smtlib/self-check.js';

const where = (errors: { line: number; col: number; message: string }[]): string[] =>
  errors.map((e) => formatError({ ...e, offset: 0 }));

describe('parseScriptRecovering', () => {
  it('lists every parse error of a text and keeps the commands around them', () => {
    const text = [
      '(declare-const x Int)', //           1: fine
      '(assert (> x 1 )) )', //             2: stray ')' at col 19
      '(declare-fun f (Int) Int', //       3: missing ')' (found '(' on line 4)
      '(assert (= (f x) 2))', //            4: fine, resumed at col 1
      '(push abc)', //                      5: not a numeral at col 7
      '(check-sat)', //                     6: fine
    ].join('\n');
    const r = parseScriptRecovering(text);
    expect(where(r.errors)).toEqual([
      "2:19: expected '(' to start a command but found ')'",
      "4:1: expected ')' but found '('",
      "5:7: expected the number of levels to push (a numeral) but found symbol 'abc'",
    ]);
    expect(r.commands.map((c) => c.cmd)).toEqual(['declare-const', 'assert', 'assert', 'check-sat']);
    // The whole-script contract is unchanged: one error, the first.
    const whole = parseScript(text);
    expect(whole.ok).toBe(false);
    if (!whole.ok) expect(whole.error).toEqual(r.errors[0]);
  });

  it('reports an unclosed parenthesis at the end of the text', () => {
    const r = parseScriptRecovering('(check-sat)\n(assert (and true false)\n');
    expect(where(r.errors)).toEqual(["3:1: unexpected end of input: missing ')'"]);
    expect(r.commands.map((c) => c.cmd)).toEqual(['check-sat']);
  });

  it('skips a well-bracketed bad command as a whole, even when it spans lines', () => {
    const text = '(declare-const 1 Int)\n(assert\n  (and true\n       false))\n(echo 42)\n(exit)';
    const r = parseScriptRecovering(text);
    expect(where(r.errors)).toEqual([
      "1:16: expected a constant name but found numeral '1'",
      "5:7: echo expects a string literal but found numeral '42'",
    ]);
    expect(r.commands.map((c) => c.cmd)).toEqual(['assert', 'exit']);
  });

  it('reports stray tokens and lexical errors once each and resumes at the next command', () => {
    const r = parseScriptRecovering('junk more junk (check-sat)\n(assert "open\n(check-sat)');
    expect(where(r.errors)).toEqual([
      "1:1: expected '(' to start a command but found symbol 'junk'",
      '2:9: unterminated string literal',
    ]);
    expect(r.commands.map((c) => c.cmd)).toEqual(['check-sat']);
  });

  it('resumes at a command in column 1 after a lexical error inside a command', () => {
    const r = parseScriptRecovering('(assert (> x #z1))\n(check-sat)\n(get-model');
    expect(where(r.errors)).toEqual(['1:14: expected #x or #b', "3:11: unexpected end of input: missing ')'"]);
    expect(r.commands.map((c) => c.cmd)).toEqual(['check-sat']);
  });

  it('agrees with parseScript on a text without errors', () => {
    const text = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (< 0 x 3))\n(check-sat)\n';
    const whole = parseScript(text);
    expect(whole.ok).toBe(true);
    const r = parseScriptRecovering(text);
    expect(r.errors).toEqual([]);
    if (whole.ok) expect(r.commands).toEqual(whole.value.commands);
  });
});

describe('diagnose', () => {
  it('lists parse and sort errors together, in text order, sort-checking what parsed after a parse error', () => {
    const text = [
      '(declare-const x Int)',
      '(assert (+ x true))', //        2: sort error
      '(assert (> x 1)', //            3: missing ')'
      '(declare-const b Bool)',
      '(assert (and b x))', //         5: sort error after the recovery
      '(check-sat',
    ].join('\n');
    const d = diagnose(text);
    expect(d.commands).toBe(4);
    expect(d.errors.map((e) => `${e.line}:${e.col}`)).toEqual(['2:9', '4:1', '5:9', '6:11']);
    expect(d.errors[1]!.message).toMatch(/expected '\)' but found '\('/);
    expect(d.errors[3]!.message).toMatch(/missing '\)'/);
  });

  it('still reports the use of a name whose declaration failed to parse', () => {
    const d = diagnose('(declare-const y)\n(assert y)');
    expect(d.errors.map((e) => `${e.line}:${e.col}`)).toEqual(['1:17', '2:9']);
  });
});

describe('selfCheck (smtplay check)', () => {
  it('lists every error of a file that does not parse', () => {
    const report = selfCheck('(push x)\n(assert (not 1))\n(pop y)\n', { roundtrip: true });
    expect(report).toMatchObject({ parsed: false, wellSorted: false, roundtripOk: undefined });
    expect(report.errors.map((e) => `${e.line}:${e.col}`)).toEqual(['1:7', '2:9', '3:6']);
  });
});
