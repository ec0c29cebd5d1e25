import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScript } from '../../src/smtlib/parser.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { loadManifest, SEEDS_DIR } from '../support/seeds.js';
import { smtfuzz } from './run-cli.js';

const rows = loadManifest('public');
const seedOf = (logic: string, label: string, nth = 0): string =>
  join(SEEDS_DIR, rows.filter((r) => r.logic === logic && r.expected === label)[nth]!.path);

describe('smtfuzz mutate', () => {
  it.each(['opfuzz', 'typefuzz'])(
    '%s: --json lines are well-sorted mutants, byte-identical for one --rng',
    async (mutator) => {
      const seed = seedOf('QF_LIA', 'sat');
      const a = await smtfuzz(['mutate', seed, '--mutator', mutator, '--rng', '11', '--count', '20', '--json']);
      const b = await smtfuzz(['mutate', seed, '--mutator', mutator, '--rng', '11', '--count', '20', '--json']);
      const c = await smtfuzz(['mutate', seed, '--mutator', mutator, '--rng', '12', '--count', '20', '--json']);
      expect(a.code).toBe(0);
      expect(a.stdout).toBe(b.stdout);
      expect(a.stdout).not.toBe(c.stdout);
      const lines = a.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines.length).toBeGreaterThan(15);
      for (const line of lines) {
        expect(line.oracle).toEqual({ kind: 'differential', expected: null });
        expect(line.trace.length).toBeGreaterThan(0);
        const parsed = parseScript(line.mutant);
        expect(parsed.ok && checkScript(parsed.value).ok).toBe(true);
        expect(line.mutant).not.toMatch(/:status/);
      }
    },
  );

  it('fusion-unsat fuses two unsat seeds and writes files with --out', async () => {
    const out = mkdtempSync(join(tmpdir(), 'smtfuzz-mutate-'));
    const r = await smtfuzz([
      'mutate',
      seedOf('QF_LIA', 'unsat', 0),
      seedOf('QF_LIA', 'unsat', 1),
      '--mutator',
      'fusion-unsat',
      '--rng',
      '3',
      '--count',
      '5',
      '--out',
      out,
    ]);
    expect(r.code).toBe(0);
    const files = readdirSync(out);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const parsed = parseScript(readFileSync(join(out, f), 'utf8'));
      expect(parsed.ok && checkScript(parsed.value).ok).toBe(true);
    }
  });

  it('exits 2 on usage errors', async () => {
    const seed = seedOf('QF_LIA', 'sat');
    expect((await smtfuzz(['mutate', seed, '--mutator', 'nope'])).code).toBe(2);
    expect((await smtfuzz(['mutate', seed])).code).toBe(2);
    expect((await smtfuzz(['mutate', seed, '--mutator', 'fusion-sat'])).code).toBe(2);
  });
});
