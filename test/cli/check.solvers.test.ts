// `smtplay check` as a process: the repo corpus passes, failures are reported with line:col, usage
// errors exit 2. Over the external corpus: check.corpus.test.ts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../support/corpus.js';
import { listSmt2 } from '../support/seeds.js';
import { smtplay } from './run-cli.js';

describe('smtplay check', () => {
  it('parses, sort-checks and round-trips every file of the repo corpus', async () => {
    const expected = listSmt2(CORPUS_DIR).length;
    const { code, stdout } = await smtplay(['check', CORPUS_DIR, '--roundtrip', '--json']);
    const report = JSON.parse(stdout);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ files: expected, parsed: expected, wellSorted: expected, roundtripOk: expected });
    expect(code).toBe(0);
  });

  it('prints each failing file with line:col and a summary line, and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'smtplay-check-'));
    writeFileSync(join(dir, 'good.smt2'), '(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n');
    writeFileSync(join(dir, 'ill-sorted.smt2'), '(declare-const x Int)\n(assert (bvult x #x01))\n');
    writeFileSync(join(dir, 'broken.smt2'), '(assert (> x 0)\n');
    const { code, stdout } = await smtplay(['check', dir, '--roundtrip']);
    const lines = stdout.trim().split('\n');
    expect(lines.some((l) => /ill-sorted\.smt2:2:\d+: /.test(l))).toBe(true);
    expect(lines.some((l) => /broken\.smt2:2:1: .*end of input/.test(l))).toBe(true);
    expect(lines.at(-1)).toBe('3 files, 2 parsed, 1 well-sorted, 2 roundtrip-ok');
    expect(code).toBe(1);
  });

  it('exits 2 on usage errors', async () => {
    expect((await smtplay(['check'])).code).toBe(2);
    expect((await smtplay(['check', '--bogus', 'x'])).code).toBe(2);
    expect((await smtplay(['nonsense'])).code).toBe(2);
    expect((await smtplay(['check', '/nonexistent/path.smt2'])).code).toBe(2);
  });
});
