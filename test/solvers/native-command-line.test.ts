// The command lines runNative builds (pure: no solver runs here; native.test.ts runs them for real).
import { describe, expect, it } from 'vitest';
import { nativeCommandLine } from '../../src/solvers/native/index.js';
import { needsIncremental } from '../../src/solvers/script-commands.js';
import { CVC5_NATIVE, Z3_NATIVE } from './native-lanes.js';

const ONE = '(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n';
const TWO = `${ONE}(check-sat)\n`;

describe('needsIncremental', () => {
  it.each([
    [ONE, false],
    [TWO, true],
    [`(push 1)\n${ONE}`, true],
    [`${ONE}(check-sat-assuming (b))\n`, true],
    [`${ONE}; (check-sat)\n(echo "(check-sat)")\n(assert |(check-sat)|)\n`, false],
    [`(assert (check-sat))\n${ONE}`, false],
  ])('%j → %s', (script, expected) => {
    expect(needsIncremental(script)).toBe(expected);
  });
});

describe('nativeCommandLine', () => {
  it('runs z3 in SMT-LIB 2 mode with the lane parameters', () => {
    const lane = { ...Z3_NATIVE, options: ['model_validate=true'] };
    expect(nativeCommandLine(lane, ONE, 'input.smt2', { timeoutMs: 1 })).toEqual({
      binary: 'z3',
      args: ['-smt2', 'model_validate=true', 'input.smt2'],
    });
    expect(nativeCommandLine(lane, ONE, 'input.smt2', { timeoutMs: 1, produceModel: true }).args).toContain(
      'dump_models=true',
    );
  });

  it('adds --incremental to cvc5 only when the script needs it, and never twice', () => {
    const args = (options: string[], script: string): string[] =>
      nativeCommandLine({ ...CVC5_NATIVE, options }, script, 'input.smt2', { timeoutMs: 1 }).args;
    expect(args([], ONE)).toEqual(['--lang', 'smt2', 'input.smt2']);
    expect(args(['--strings-exp'], TWO)).toEqual(['--lang', 'smt2', '--incremental', '--strings-exp', 'input.smt2']);
    expect(args(['--incremental'], TWO).filter((a) => a === '--incremental')).toHaveLength(1);
  });

  it('asks cvc5 to print models after sat answers when a model is wanted', () => {
    const { args } = nativeCommandLine(CVC5_NATIVE, ONE, 'input.smt2', { timeoutMs: 1, produceModel: true });
    expect(args).toContain('--dump-models');
  });

  it('runs the lane binary when one is named', () => {
    expect(nativeCommandLine({ ...CVC5_NATIVE, binary: '/opt/cvc5' }, ONE, 'f', { timeoutMs: 1 }).binary).toBe(
      '/opt/cvc5',
    );
  });
});
