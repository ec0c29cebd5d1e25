// `smtplay mutate` as a process, on seeds of the repo corpus: every mutator's output, --out, --help,
// usage errors, and the mutators that ask a lane first (STORM's reference model, SAE's answer).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScript } from '../../src/smtlib/parser.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { CORPUS_DIR } from '../support/corpus.js';
import { bothSolversAgree, logicOf, ownSeeds } from '../support/seed-set.js';
import { smtplay } from './run-cli.js';

/**
 * The path of the nth smallest seed of the repo corpus with this logic and answer that native z3 and cvc5
 * both confirmed (read when a test asks).
 */
function seedOf(logic: string, label: string, nth = 0): string {
  const seed = ownSeeds()
    .filter((s) => logicOf(s) === logic && s.row?.expected === label && bothSolversAgree(s))
    .sort((a, b) => a.text.length - b.text.length)[nth];
  if (!seed) throw new Error(`test/corpus has no ${label} ${logic} seed number ${nth}`);
  return join(CORPUS_DIR, seed.path);
}

/** The objects of a --json output, one per line. */
const jsonLines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('smtplay mutate', () => {
  it.each(['opfuzz', 'typefuzz'])(
    '%s: --json lines are well-sorted mutants, byte-identical for one --rng',
    async (mutator) => {
      const seed = seedOf('QF_LIA', 'sat');
      const a = await smtplay(['mutate', seed, '--mutator', mutator, '--rng', '11', '--count', '20', '--json']);
      const b = await smtplay(['mutate', seed, '--mutator', mutator, '--rng', '11', '--count', '20', '--json']);
      const c = await smtplay(['mutate', seed, '--mutator', mutator, '--rng', '12', '--count', '20', '--json']);
      expect(a.code).toBe(0);
      expect(a.stdout).toBe(b.stdout);
      expect(a.stdout).not.toBe(c.stdout);
      const lines = jsonLines(a.stdout);
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

  it('fusion --label unsat fuses two unsat seeds and writes files with --out', async () => {
    const out = mkdtempSync(join(tmpdir(), 'smtplay-mutate-'));
    const r = await smtplay([
      'mutate',
      seedOf('QF_LIA', 'unsat', 0),
      seedOf('QF_LIA', 'unsat', 1),
      '--mutator',
      'fusion',
      '--label',
      'unsat',
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

  it('--help prints the sub-command usage, including the solver flags', async () => {
    const r = await smtplay(['mutate', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: smtplay mutate SEED/);
    expect(r.stdout).toMatch(/--reference LANE/);
  });

  it('exits 2 on usage errors', async () => {
    const seed = seedOf('QF_LIA', 'sat');
    expect((await smtplay(['mutate', seed, '--mutator', 'nope'])).code).toBe(2);
    expect((await smtplay(['mutate', seed])).code).toBe(2);
    expect((await smtplay(['mutate', seed, '--mutator', 'fusion-sat'])).code).toBe(2);
    expect((await smtplay(['mutate', seed, seed, '--mutator', 'fusion', '--label', 'maybe'])).code).toBe(2);
  });

  it('storm --reference z3: instances expected sat that native z3 and cvc5 find sat', async () => {
    const seed = seedOf('QF_LIA', 'unsat');
    const out = mkdtempSync(join(tmpdir(), 'smtplay-storm-'));
    const args = ['mutate', seed, '--mutator', 'storm', '--reference', 'z3', '--rng', '2', '--count', '3'];
    const r = await smtplay(args);
    expect(r.code, r.stderr).toBe(0);
    const j = await smtplay([...args, '--json', '--out', out]);
    const lines = jsonLines(j.stdout);
    expect(lines).toHaveLength(3);
    for (const [i, line] of lines.entries()) {
      expect(line.oracle).toEqual({ kind: 'expected', expected: 'sat' });
      const file = join(out, `mutant-${String(line.step).padStart(4, '0')}.smt2`);
      const solved = await smtplay([
        'solve',
        file,
        '--solver',
        'native:z3',
        '--solver',
        'native:cvc5',
        '--json',
        '--timeout',
        '20000',
      ]);
      const answers = (JSON.parse(solved.stdout) as { answers: string[]; status: string }[]).map(
        (o) => o.answers.at(-1) ?? o.status,
      );
      expect(
        answers.every((a) => a === 'sat' || a === 'timeout' || a === 'unknown'),
        `mutant ${i}: ${answers}`,
      ).toBe(true);
    }
  });

  it('sae --solver cvc5 takes the seed answer from the lane, janus without an answer says how to give one', async () => {
    const seed = seedOf('QF_BV', 'unsat');
    const r = await smtplay([
      'mutate',
      seed,
      '--mutator',
      'sae',
      '--solver',
      'native:cvc5',
      '--rng',
      '4',
      '--count',
      '5',
      '--json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const lines = jsonLines(r.stdout);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.oracle.expected).toBe('unsat');
    const dir = mkdtempSync(join(tmpdir(), 'smtplay-nolabel-'));
    const bare = join(dir, 'bare.smt2');
    writeFileSync(bare, '(set-logic QF_LIA)(declare-const x Int)(assert (< x 3))(check-sat)\n');
    const janus = await smtplay(['mutate', bare, '--mutator', 'janus', '--count', '2']);
    expect(janus.code).toBe(2);
    expect(janus.stderr).toMatch(/--solver LANE/);
    const solved = await smtplay(['mutate', bare, '--mutator', 'janus', '--solver', 'z3', '--count', '2', '--json']);
    expect(solved.code, solved.stderr).toBe(0);
    expect(JSON.parse(solved.stdout.split('\n')[0]!).oracle.expected).toBe('sat');
  });
});
