// Crash messages as de-duplication keys: equal for one bug across runs and mutants, distinct across bugs.
import { describe, expect, it } from 'vitest';
import { normalizeCrashMessage } from '../../src/solvers/classify/index.js';

describe('normalizeCrashMessage', () => {
  it('strips what varies between runs: addresses, temp paths, pids, times, script positions', () => {
    const a = normalizeCrashMessage(
      'Segfault at 0x7ffd5e2a1b30 in pid 81234 (12:01:33) reading /tmp/smtplay-a1b2/input.smt2 at line 3 column 10',
    );
    const b = normalizeCrashMessage(
      'Segfault at 0x7ffc00011220 in pid 90 (23:59:01) reading /tmp/smtplay-zz9/input.smt2 at line 41 column 2',
    );
    expect(a).toBe(b);
    expect(a).toBe('Segfault at <addr> in pid <n> (<time>) reading <tmp> at line <n> column <n>');
  });

  it("keeps the solver's own source file:line, which identifies the bug", () => {
    const message = normalizeCrashMessage(
      'Fatal failure within void f() at ./src/theory/model_manager.cpp:120\nCheck failure\n\n d_modelBuiltSuccess\n',
    );
    expect(message).toContain('model_manager.cpp:120');
    expect(normalizeCrashMessage('Fatal failure within void f() at ./src/theory/model_manager.cpp:121')).not.toBe(
      normalizeCrashMessage('Fatal failure within void f() at ./src/theory/model_manager.cpp:120'),
    );
  });

  it('drops the term a report is about and solver-made name numbers, which differ between mutants', () => {
    const report = (term: string, skolem: string): string =>
      normalizeCrashMessage(
        `Fatal failure within void g() at ./src/smt/check_models.cpp:85\nInternal error detected ERRORS:\nassertion:     ${term}\n`,
      ) + normalizeCrashMessage(`Unhandled kind for ${skolem}`);
    expect(report('(= (f x) 3)', 'BOUND_VARIABLE_401')).toBe(report('(> y 2)', 'BOUND_VARIABLE_9'));
  });

  it('collapses whitespace, keeps at most four lines and bounds the length', () => {
    expect(normalizeCrashMessage('  a\n\n   b\t c\nd\ne\nf')).toBe('a b c d e');
    expect(normalizeCrashMessage('x'.repeat(1000)).length).toBeLessThanOrEqual(401);
  });
});
