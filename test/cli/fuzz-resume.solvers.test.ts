// `smtplay fuzz` as a process: SIGKILL in the middle of a campaign, then --resume. Nothing written before
// the kill is lost and no finding is reported twice. Then `smtplay merge` de-duplicates across outputs.
// The findings come from a seed of the repo corpus that z3 4.8.12 rejects and cvc5 accepts (`(as const (Array
// Int Int))` under QF_ALIA: z3 reads `const` only under other logics): every mutant that keeps it is an error
// finding on the z3 lane, so they come at once. (A seed with a symbol outside a lane's dialect, such as cvc5's
// seq.rev, is left out of the campaign altogether.)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../support/corpus.js';
import { listSmt2 } from '../support/seeds.js';
import { BIN, smtplay } from './run-cli.js';

function lines(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

const FINDING_SEED = join(CORPUS_DIR, 'QF_ALIA', 'const-array.smt2');
const MORE_SEEDS = join(CORPUS_DIR, 'QF_LIA');
const ARGS = [
  FINDING_SEED,
  MORE_SEEDS,
  '--mutator',
  'opfuzz',
  '--solver',
  'native:z3',
  '--solver',
  'native:cvc5+--strings-exp',
  '--walk',
  'reset',
  // Long enough to outlast the first checkpoint (progress lines are written every 5 s): at 30 a quiet machine
  // finished the whole campaign (4.6 s) before the test saw two progress lines, so the kill came too late.
  '--iterations',
  '150',
  '--timeout',
  '3000',
  '--rng',
  '3',
];

describe('smtplay fuzz: kill and resume', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'smtplay-fuzz-')), 'campaign');

  it('keeps every finding written before SIGKILL and reports none twice after --resume', async () => {
    const child = spawn(process.execPath, [BIN, 'fuzz', ...ARGS, '--out', out], { stdio: 'ignore' });
    const exited = new Promise<void>((r) => child.on('exit', () => r()));
    const findings = join(out, 'findings.jsonl');
    const progress = join(out, 'progress.jsonl');
    for (let waited = 0; lines(findings).length < 1 || lines(progress).length < 2; waited += 100) {
      if (waited > 120_000) throw new Error('no finding within 2 minutes');
      await sleep(100);
    }
    child.kill('SIGKILL');
    await exited;
    const before = lines(findings);
    // One mutator: a walk's line with done: true means its seed is done.
    const seedsBefore = new Set(
      lines(progress)
        .map((l) => JSON.parse(l) as { seedId: string; done: boolean })
        .filter((l) => l.done)
        .map((l) => l.seedId),
    ).size;
    expect(existsSync(join(out, 'summary.json'))).toBe(false); // it really died mid-campaign

    const resumed = await smtplay(['fuzz', '--out', out, '--resume', '--json']);
    expect(resumed.code).toBe(10);
    const after = lines(findings);
    expect(after.slice(0, before.length)).toEqual(before);
    const ids = after.map((l) => (JSON.parse(l) as { id: string }).id);
    expect(new Set(ids).size).toBe(ids.length);
    const reportedAgain = resumed.stderr
      .split('\n')
      .filter((l) => before.some((b) => l.includes((JSON.parse(b) as { id: string }).id)));
    expect(reportedAgain).toEqual([]);
    const summary = JSON.parse(resumed.stdout.trim().split('\n').at(-1)!) as Record<string, unknown> & {
      seeds: { total: number; resumed: number; done: number; skipped: number };
      findings: { id: string; kind: string }[];
      findingsByKind: Record<string, number>;
    };
    const seeds = 1 + listSmt2(MORE_SEEDS).length;
    expect(summary.seeds.total).toBe(seeds);
    expect(summary.seeds.resumed).toBeGreaterThanOrEqual(seedsBefore);
    // QF_LIA/divisible.smt2 is left out: z3 does not read (_ divisible n) (its dialect).
    expect(summary.seeds.skipped).toBe(1);
    expect(summary.seeds.done + summary.seeds.skipped).toBe(seeds);
    expect(summary.findings.map((f) => f.id).sort()).toEqual([...ids].sort());
    expect(summary).toHaveProperty('mutantsTested');
    expect(summary).toHaveProperty('wallSeconds');
    expect(summary).toHaveProperty('solverSeconds');
    expect(summary).toHaveProperty('invalidMutantRate');
    // every finding has its bundle, named by the same id
    for (const f of summary.findings) {
      const dir = join(out, `${f.kind}-${f.id}`);
      expect(readdirSync(dir).sort()).toEqual([
        'finding.json',
        'issue.md',
        'mutant.smt2',
        'outcomes.txt',
        'reproduce.sh',
        'seed.smt2',
      ]);
      expect(readFileSync(join(dir, 'reproduce.sh'), 'utf8')).toMatch(/cvc5 --lang smt2 .*mutant\.smt2/);
    }
  });

  it('merge de-duplicates findings across outputs and adds up the counts', async () => {
    const merged = join(out, '..', 'merged');
    const { code, stdout } = await smtplay(['merge', out, out, '--out', merged, '--json']);
    expect(code).toBe(10);
    const one = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as {
      mutantsTested: number;
      findings: { signature: string; count: number }[];
    };
    const both = JSON.parse(stdout) as typeof one;
    expect(both.mutantsTested).toBe(2 * one.mutantsTested);
    expect(both.findings.map((f) => [f.signature, f.count])).toEqual(
      one.findings.map((f) => [f.signature, 2 * f.count]),
    );
    expect(lines(join(merged, 'findings.jsonl'))).toHaveLength(one.findings.length);
  });

  it('exits 2 on usage errors', async () => {
    expect((await smtplay(['fuzz', MORE_SEEDS, '--solver', 'native:cvc5'])).code).toBe(2);
    expect((await smtplay(['fuzz', MORE_SEEDS, '--solver', 'native:cvc5', '--out', out])).code).toBe(2);
    expect(
      (await smtplay(['fuzz', MORE_SEEDS, '--mutator', 'nope', '--solver', 'native:cvc5', '--out', `${out}-x`])).code,
    ).toBe(2);
  });
});
