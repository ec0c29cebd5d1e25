// Usage errors the real `smtplay` binary meets once solvers run: a lane option the solver refuses at start, a
// native program that is no solver, and the CVC5 WebAssembly lane the CLI has no build for. Each exits 2 with one
// sentence that says what to type instead (no "internal error", no stack trace), and a campaign that cannot start
// leaves no campaign.json behind. The cases found before any solver starts are in usage-errors.test.ts.
import { chmodSync, copyFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { smtplay } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'smtplay-usage-solvers-'));
const SAT = join(dir, 'sat.smt2');
const NO_VERSION = join(dir, 'z3-no-version');
const NO_ANSWER = join(dir, 'z3-no-answer');

beforeAll(() => {
  writeFileSync(SAT, '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n');
  copyFileSync('/bin/true', NO_VERSION); // runs, prints nothing
  // says it is Z3 when asked, answers nothing else
  writeFileSync(NO_ANSWER, '#!/bin/sh\necho "Z3 version 4.8.12 - 64 bit"\n');
  chmodSync(NO_ANSWER, 0o755);
});

/** Exit 2 and one sentence (after `smtplay COMMAND: `) matching `says`. */
async function usageError(args: string[], says: RegExp, env: Record<string, string> = {}): Promise<void> {
  const { code, stderr } = await smtplay(args, env);
  expect({ code, stderr }).toMatchObject({ code: 2, stderr: expect.stringMatching(says) });
  expect(stderr.startsWith(`smtplay ${args[0]}: `)).toBe(true);
  expect(stderr).not.toMatch(/internal error|\n\s+at /);
  expect(stderr.trim().split('\n')).toHaveLength(1);
}

const CVC5_WASM =
  /'cvc5' names the CVC5 WebAssembly build and none is installed \(npx tsx wasm\/install-cvc5\.ts DIR installs a build, or put cvc5's cvc5-Wasm\.zip in .*; wasm\/README\.md\): type native:cvc5 to run the cvc5 program/;

describe('smtplay usage errors with solvers', () => {
  it('solve --solver cvc5 without a CVC5 WebAssembly build', async () => {
    // An empty cache: no cvc5-Wasm.zip at hand.
    await usageError(['solve', SAT, '--solver', 'cvc5'], CVC5_WASM, { SMTPLAY_CACHE: join(dir, 'empty-cache') });
  });

  it('fuzz --solver cvc5 without a CVC5 WebAssembly build, leaving no campaign', async () => {
    const out = join(dir, 'cvc5-campaign');
    await usageError(['fuzz', SAT, '--solver', 'z3', '--solver', 'cvc5', '--out', out], CVC5_WASM, {
      SMTPLAY_CACHE: join(dir, 'empty-cache'),
    });
    expect(existsSync(join(out, 'campaign.json'))).toBe(false);
  });

  it('a Z3 WebAssembly lane option Z3 refuses', async () => {
    await usageError(
      ['solve', SAT, '--solver', 'z3+smt.no_such_param=1'],
      /z3@5\.2\.0\+smt\.no_such_param=1: the solver refuses the lane's options \(.*unknown parameter 'no_such_param'.*\): correct or drop them \(`z3 -p` lists/,
    );
  });

  it('a native z3 lane option z3 refuses', async () => {
    await usageError(
      ['solve', SAT, '--solver', 'native:z3+smt.no_such_param=1'],
      /native:z3@[\d.]+\+smt\.no_such_param=1: the solver refuses the lane's options \(.*unknown parameter.*\): correct or drop them/,
    );
  });

  it('a native cvc5 lane option cvc5 refuses', async () => {
    await usageError(
      ['solve', SAT, '--solver', 'native:cvc5+--no-such-option'],
      /native:cvc5@[\d.]+\+--no-such-option: the solver refuses the lane's options \(.*--no-such-option.*\): correct or drop them \(`cvc5 --help` lists/,
    );
  });

  it('a native program that names no version', async () => {
    await usageError(
      ['solve', SAT, '--solver', `native:${NO_VERSION}`],
      /'.*z3-no-version --version' names no version, so it is not z3 or cvc5: give the path of a z3 or cvc5 program/,
    );
  });

  it('a native program that answers no check-sat', async () => {
    await usageError(
      ['solve', SAT, '--solver', `native:${NO_ANSWER}`],
      /z3-no-answer@4\.8\.12 does not answer \(check-sat\) \(no answer: .*\): give native: the path of a z3 or cvc5 program/,
    );
  });

  it('fuzz on a lane whose option is refused, leaving no campaign', async () => {
    const out = join(dir, 'refused-campaign');
    await usageError(
      ['fuzz', SAT, '--solver', 'native:cvc5+--no-such-option', '--out', out],
      /the solver refuses the lane's options/,
    );
    expect(existsSync(join(out, 'campaign.json'))).toBe(false);
  });

  it('mutate janus on a lane whose option is refused', async () => {
    await usageError(
      ['mutate', SAT, '--mutator', 'janus', '--solver', 'native:z3+smt.no_such_param=1'],
      /the solver refuses the lane's options/,
    );
  });

  it('reduce with a cmd: predicate that does not hold on the file itself', async () => {
    await usageError(
      ['reduce', SAT, '--predicate', 'cmd:false'],
      /cmd:false does not hold on .*sat\.smt2 itself: check the command on the file first/,
    );
  });

  it('reduce on a lane whose option is refused', async () => {
    await usageError(
      ['reduce', SAT, '--predicate', 'crash', '--solver', 'native:z3+smt.no_such_param=1'],
      /the solver refuses the lane's options/,
    );
  });

  it('fuzz whose every seed does not parse: each named with its line and column, then exit 2', async () => {
    const broken = join(dir, 'broken.smt2');
    writeFileSync(broken, '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x ))\n(check-sat');
    const { code, stdout, stderr } = await smtplay([
      'fuzz',
      broken,
      '--max-mutants',
      '3',
      '--solver',
      'native:z3',
      '--out',
      join(dir, 'unread'),
    ]);
    expect(code).toBe(2);
    expect(stdout + stderr).toContain("broken.smt2: does not parse at 4:11: unexpected end of input: missing ')'");
    expect(stderr).toMatch(
      /smtplay fuzz: none of the 1 seed\(s\) could be read .*run `smtplay check FILE…` to list every error/,
    );
    expect(stderr).not.toMatch(/internal error|\n\s+at /);
  });
});
