// The CLI's cvc5@VERSION lane as a user runs it: cvc5's cvc5-Wasm.zip (here the fixture built with cvc5's
// flags) put into $SMTPLAY_CACHE/cvc5/VERSION/, taken out and checked on first use; a version without its zip,
// or a bare `cvc5`, is a usage error (exit 2) that says where the zip goes.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_ZIP } from '../support/cvc5-fixture.js';
import { smtplay } from './run-cli.js';

let dir: string;
let cache: string;
let script: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'smtplay-cvc5-lane-'));
  cache = join(dir, 'cache');
  mkdirSync(join(cache, 'cvc5', '0.1.0'), { recursive: true });
  writeFileSync(join(cache, 'cvc5', '0.1.0', 'cvc5-Wasm.zip'), readFileSync(FIXTURE_ZIP));
  script = join(dir, 'two.smt2');
  writeFileSync(
    script,
    '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 5))\n(check-sat)\n(assert false)\n(check-sat)\n',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('smtplay solve --solver cvc5@VERSION', () => {
  it('runs the cached zip’s build beside a Z3 lane', async () => {
    const { code, stdout, stderr } = await smtplay(
      ['solve', script, '--solver', 'cvc5@0.1.0', '--solver', 'z3', '--json'],
      { SMTPLAY_CACHE: cache },
    );
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const outcomes = JSON.parse(stdout) as { lane: string; answers: string[]; status: string }[];
    expect(outcomes).toMatchObject([
      { lane: 'cvc5@0.1.0', status: 'ok', answers: ['sat', 'unsat'] },
      { lane: 'z3@5.2.0', status: 'ok', answers: ['sat', 'unsat'] },
    ]);
    expect(existsSync(join(cache, 'cvc5', '0.1.0', 'build', 'build.json'))).toBe(true);
  });

  it('a looping query is a timeout row', async () => {
    const hang = join(dir, 'hang.smt2');
    writeFileSync(hang, '(check-sat)\n; hang\n');
    const { code, stdout } = await smtplay(['solve', hang, '--solver', 'cvc5@0.1.0', '--timeout', '1000', '--json'], {
      SMTPLAY_CACHE: cache,
    });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject([{ lane: 'cvc5@0.1.0', status: 'timeout' }]);
  });

  it('a version not in the cache is a usage error that says where its zip goes', async () => {
    const { code, stderr } = await smtplay(['solve', script, '--solver', 'cvc5@1.3.3'], { SMTPLAY_CACHE: cache });
    expect(code).toBe(2);
    expect(stderr).toContain(
      `CVC5 1.3.3 is not in the cache. Put cvc5's cvc5-Wasm.zip of that release into ${cache}/cvc5/1.3.3/`,
    );
    expect(stderr).toContain('https://github.com/cvc5/cvc5/releases/download/cvc5-1.3.3/cvc5-Wasm.zip');
    expect(stderr).toContain('At hand: cvc5@0.1.0.');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('a bare cvc5 is a usage error that names cvc5@VERSION and the cache', async () => {
    const { code, stderr } = await smtplay(['solve', script, '--solver', 'cvc5'], { SMTPLAY_CACHE: cache });
    expect(code).toBe(2);
    expect(stderr).toContain(
      `'cvc5' names the CVC5 WebAssembly build, which the CLI runs by release: type cvc5@0.1.0 (in ${cache}/cvc5/VERSION/), or native:cvc5 to run the cvc5 program`,
    );
  });
});
