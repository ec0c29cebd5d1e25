// Which scripts a persistent native solver process may take, and what of them is sent; how a run's options become
// set-option commands (unit: no solver; the behaviour on real solvers is native-persistent.solvers.test.ts).
import { describe, expect, it } from 'vitest';
import { persistentPlan } from '../../src/solvers/native/persistent-plan.js';
import { asSetOption, runSetOptions, setOptionCommand } from '../../src/solvers/native/session-commands.js';
import { optionNamesOfHelp, readDrift, driftProbe } from '../../src/solvers/native/reset-drift.js';
import { nativeProcessMode } from '../../src/solvers/native/process-mode.js';
import { CVC5_NATIVE, Z3_NATIVE } from './native-lanes.js';

const SAT = '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n';

describe('persistentPlan', () => {
  it('sends a clean script as it is', () => {
    expect(persistentPlan(SAT)).toEqual({ persistent: true, body: SAT });
    expect(persistentPlan(`${SAT}; a last comment without a newline`)).toMatchObject({ persistent: true });
  });

  it('cuts the script at (exit): the solver reads nothing after it', () => {
    const plan = persistentPlan(`${SAT}(exit)\n(check-sat)\n`);
    expect(plan).toEqual({ persistent: true, body: SAT });
    expect(persistentPlan(`${SAT}( exit )`)).toEqual({ persistent: true, body: SAT });
    // A symbol named exit is not the command, and a quoted one is a symbol.
    expect(persistentPlan(`${SAT}(echo "(exit)")\n(|exit|)`)).toMatchObject({
      persistent: true,
      body: `${SAT}(echo "(exit)")\n(|exit|)`,
    });
  });

  it('sends a script that sets an option, its status or includes a file to a fresh process', () => {
    expect(persistentPlan(`(set-option :produce-models true)\n${SAT}`)).toMatchObject({ persistent: false });
    expect(persistentPlan(`(set-option :smt.arith.solver 2)\n${SAT}`).persistent).toBe(false);
    expect(persistentPlan(`(set-info :status sat)\n${SAT}`)).toMatchObject({ persistent: false, reason: /:status/ });
    expect(persistentPlan(`(set-info :source |x|)\n${SAT}`)).toMatchObject({ persistent: true });
    expect(persistentPlan(`(include "other.smt2")\n${SAT}`).persistent).toBe(false);
    // An option set after an (exit) is never read.
    expect(persistentPlan(`${SAT}(exit)\n(set-option :print-success true)`)).toEqual({ persistent: true, body: SAT });
  });

  it('sends a script that would swallow the marker, or ends in the middle of a list, to a fresh process', () => {
    expect(persistentPlan('(assert (> x 1)')).toMatchObject({ persistent: false, reason: /open/ });
    expect(persistentPlan('(check-sat))')).toMatchObject({ persistent: false, reason: /did not open/ });
    expect(persistentPlan('(echo "unterminated)')).toMatchObject({ persistent: false, reason: /lex/ });
    expect(persistentPlan('(declare-const |x Int)')).toMatchObject({ persistent: false });
  });
});

describe('run options as set-option commands', () => {
  it("gives z3's parameters as strings, read like its command line", () => {
    expect(asSetOption('z3', 'sat.restart.factor=2.5')).toEqual({ name: 'sat.restart.factor', value: '2.5' });
    expect(setOptionCommand('z3', { name: 'sat.restart.factor', value: '2.5' })).toBe(
      '(set-option :sat.restart.factor "2.5")',
    );
    expect(setOptionCommand('z3', { name: 'x', value: 'a"b' })).toBe('(set-option :x "a""b")');
    expect(asSetOption('z3', 'no-equals-sign')).toBeUndefined();
  });

  it("gives cvc5's flags as bare values", () => {
    expect(asSetOption('cvc5', '--nl-ext-rbound')).toEqual({ name: 'nl-ext-rbound', value: 'true' });
    expect(asSetOption('cvc5', '--no-cdt-bisimilar')).toEqual({ name: 'cdt-bisimilar', value: 'false' });
    expect(asSetOption('cvc5', '--nl-ext=none')).toEqual({ name: 'nl-ext', value: 'none' });
    expect(setOptionCommand('cvc5', { name: 'dag-thresh', value: '-1' })).toBe('(set-option :dag-thresh -1)');
    // A value that is not one bare token, or not a long option, cannot be a set-option.
    expect(asSetOption('cvc5', '--output-lang=(smt2)')).toBeUndefined();
    expect(asSetOption('cvc5', '-i')).toBeUndefined();
  });

  it("adds what a fresh process's command line adds: --incremental, models, then the run's own options", () => {
    const pushPop = `${SAT}(push 1)\n(check-sat)\n(pop 1)\n`;
    expect(
      runSetOptions(CVC5_NATIVE, pushPop, { timeoutMs: 1, produceModel: true, options: ['--nl-ext=none'] }),
    ).toEqual([
      { name: 'incremental', value: 'true' },
      { name: 'dump-models', value: 'true' },
      { name: 'nl-ext', value: 'none' },
    ]);
    expect(runSetOptions(CVC5_NATIVE, SAT, { timeoutMs: 1 })).toEqual([]);
    const incremental = { ...CVC5_NATIVE, options: ['--incremental'] };
    expect(runSetOptions(incremental, pushPop, { timeoutMs: 1 })).toEqual([]);
    expect(
      runSetOptions(Z3_NATIVE, SAT, { timeoutMs: 1, produceModel: true, options: ['smt.arith.solver=2'] }),
    ).toEqual([
      { name: 'dump_models', value: 'true' },
      { name: 'smt.arith.solver', value: '2' },
    ]);
    expect(runSetOptions(CVC5_NATIVE, SAT, { timeoutMs: 1, options: ['-q'] })).toBeUndefined();
  });
});

describe("cvc5's reset drift", () => {
  const help =
    '  --incremental | -i     enable incremental solving [*]\n  --nl-ext=MODE    choose\n  --seed=N | --random-seed=N\n';

  it('reads option names from --help', () => {
    expect(optionNamesOfHelp(help)).toEqual(['incremental', 'nl-ext', 'seed']);
  });

  it('keeps the options a reset changed, with their start values', () => {
    const names = ['incremental', 'nl-ext', 'seed'];
    const probe = driftProbe(names);
    expect(probe.match(/\(reset\)/g)).toHaveLength(1);
    const printed = (values: string[]) => names.map((n, i) => `${values[i]}\n"@@smtplay-option ${n}"`).join('\n');
    const output = `${printed(['false', 'full', '0'])}\n${printed(['true', 'full', '0'])}\n`;
    expect(readDrift(output, names)).toEqual({ ok: true, restore: [{ name: 'incremental', value: 'false' }] });
    expect(readDrift(`${printed(['false', 'full', '0'])}\n`, names)).toMatchObject({ ok: false });
    const unsettable = `${printed(['"a b"', 'full', '0'])}\n${printed(['x', 'full', '0'])}\n`;
    expect(readDrift(unsettable, names)).toMatchObject({ ok: false, reason: /cannot be set back/ });
  });
});

describe('SMTPLAY_NATIVE_PROCESSES', () => {
  it('is persistent unless it says fresh; anything else says what to set', () => {
    expect(nativeProcessMode({})).toEqual({ ok: true, mode: 'persistent' });
    expect(nativeProcessMode({ SMTPLAY_NATIVE_PROCESSES: 'Fresh' })).toEqual({ ok: true, mode: 'fresh' });
    expect(nativeProcessMode({ SMTPLAY_NATIVE_PROCESSES: 'once' })).toMatchObject({
      ok: false,
      message: /set it to fresh .* or persistent/,
    });
  });
});
