// `smtplay reduce` end to end: the real binary, a shell-command predicate, usage errors. A native crash and a
// campaign finding bundle: cli-known-bugs.corpus.test.ts (it needs a known cvc5 crash trigger).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { smtplay } from '../cli/run-cli.js';

const wellSorted = (text: string): boolean => {
  const r = parseScript(text);
  return r.ok && checkScript(r.value).ok;
};

describe('smtplay reduce', () => {
  it('reduces with a cmd: predicate (exit 0 = interesting, file as last argument) and prints --json stats', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'smtplay-reduce-'));
    const file = join(dir, 'in.smt2');
    const out = join(dir, 'out.smt2');
    const text = `(set-logic QF_LIA)(declare-const x Int)(declare-const y Int)(assert (and (> x 3) (< y (* 2 x)) (= (+ x y) 17)))(assert (distinct x y 42))(check-sat)\n`;
    writeFileSync(file, text);
    const { code, stdout } = await smtplay([
      'reduce',
      file,
      '--predicate',
      "cmd:grep -q '(\\* 2'",
      '--jobs',
      '2',
      '--out',
      out,
      '--json',
    ]);
    expect(code).toBe(0);
    const stats = JSON.parse(stdout);
    expect(Object.keys(stats).sort()).toEqual(['bytesAfter', 'bytesBefore', 'candidates', 'seconds']);
    const reduced = readFileSync(out, 'utf8');
    expect(stats.bytesBefore).toBe(text.length);
    expect(stats.bytesAfter).toBe(reduced.length);
    expect(reduced).toContain('(* 2');
    expect(reduced.length).toBeLessThan(text.length / 2);
    expect(wellSorted(reduced)).toBe(true);
  });

  it('exits 2 on usage errors', async () => {
    expect((await smtplay(['reduce'])).code).toBe(2);
    const dir = mkdtempSync(join(tmpdir(), 'smtplay-reduce-'));
    writeFileSync(join(dir, 'x.smt2'), '(assert true)');
    expect((await smtplay(['reduce', join(dir, 'x.smt2')])).code).toBe(2);
    expect((await smtplay(['reduce', join(dir, 'x.smt2'), '--predicate', 'crash'])).code).toBe(2);
    expect((await smtplay(['reduce', join(dir, 'x.smt2'), '--predicate', 'bogus', '--solver', 'cvc5'])).code).toBe(2);
  });
});
