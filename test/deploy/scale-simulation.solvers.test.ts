// Issue 22's simulation (no GitHub, cluster or Slurm here): a campaign run as 4 local processes, each started
// with the shard command of a shipped template and the variables its engine sets (Kubernetes: JOB_COMPLETION_INDEX
// and the manifest's SMTPLAY_SHARDS; Slurm: SLURM_ARRAY_TASK_*; GitHub Actions: the matrix's shard), one of them
// killed mid-run and started again with the same command (as Kubernetes replaces a failed index: --resume), then
// merged with the Kubernetes merge Job's own script. It must be the single-process campaign of the same seeds, rng
// and fixed work (--iterations, no time budget that can end it): the same findings, none lost, none twice, the same
// mutants tested. The merge Job then triages them (`smtplay triage`, bisecting over the two bundled releases only,
// to stay cheap): each reduced, live-checked, one row per bug in report.md, and the known set keeps the work. Then
// the known set: a second run (the GitHub step and merge) with --known from the first reports no new finding, and a
// seed of ours that crashes z3 4.8.12, added to the corpus, is the only new one (the Slurm scripts), triaged too. Seeds and lanes are chosen so every outcome is decided in milliseconds (no timeout near any limit):
// the comparison is exact on a busy machine.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFindings } from '../../src/finding/node/findings-file.js';
import { CORPUS_DIR } from '../support/corpus.js';
import { BIN } from '../cli/run-cli.js';
import { byId, ids, summaryOf, triageOf, type Group, type Summary } from './run-files.js';
import { kubernetesJob, REPO, run, slurmScript, start, workflowStep } from './templates.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// 8 seeds of our corpus: const-array makes z3 4.8.12 reject `(as const …)` (an error finding at once), swap makes
// cvc5 1.0.3 refuse get-value after its mutants' unsat (another); the rest add mutants without findings.
const SEEDS = [
  'QF_ALIA/const-array',
  'QF_ALIA/sorted-insert',
  'QF_AX/read-over-write',
  'QF_AX/swap',
  'QF_LRA/cycle-strict',
  'QF_LRA/strict-between',
  'QF_UF/bool-connectives',
  'QF_UF/congruence-cycle',
];
const CRASH_SEED = join(REPO, 'test', 'fixtures', 'crash-triggers', 'fma-zero-rounding-var.smt2');
const FUZZ_ARGS =
  '--mutator opfuzz,typefuzz --solver native:z3 --solver native:cvc5 --iterations 10 --rng 5 --timeout 5000';
const TRIAGE_ARGS = '--jobs 1 --reduce-seconds 30 --versions 4.8.17,5.2.0';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('a sharded campaign from the shipped templates (simulated engines)', () => {
  const root = mkdtempSync(join(tmpdir(), 'smtplay-scale-'));
  const seeds = join(root, 'seeds');
  const data = join(root, 'data'); // the Kubernetes volume
  const run1 = join(data, 'runs', 'run-1'); // the manifests' RUN
  const known = join(data, 'known');
  let single: Summary;

  beforeAll(async () => {
    mkdirSync(seeds, { recursive: true });
    for (const s of SEEDS) copyFileSync(join(CORPUS_DIR, `${s}.smt2`), join(seeds, `${s.replace('/', '-')}.smt2`));
    // The single-process campaign the shards must add up to.
    await promisify(execFile)(process.execPath, [BIN, 'fuzz', seeds, ...FUZZ_ARGS.split(' '), '--out', `${root}/one`], {
      cwd: REPO,
    }).catch((e: { code?: number }) => {
      if (e.code !== 10) throw e;
    });
    single = summaryOf(join(root, 'one'));
  });

  it('4 shards (Kubernetes, Slurm, GitHub Actions; one killed and resumed) merge into the single-process run', async () => {
    const k8s = kubernetesJob('deploy/kubernetes/fuzz-job.yaml');
    expect(k8s.env.SMTPLAY_SHARDS).toBe('4'); // the manifest's shard count, read by --shard auto
    const gh = workflowStep('.github/workflows/smtplay-fuzz.yml', 'fuzz', 'fuzz shard');
    expect(gh.envNames.sort()).toEqual(['BUDGET', 'FUZZ_ARGS', 'SEEDS', 'SHARD', 'SHARDS', 'WORK']);
    // The GitHub job's folder: its shards/ is the run folder (as the artifacts bring them to the merge job).
    const work = join(root, 'gh-work');
    mkdirSync(work);
    mkdirSync(run1, { recursive: true });
    symlinkSync(run1, join(work, 'shards'));
    symlinkSync(known, join(work, 'known'));
    const forK8s = (index: number): Record<string, string> => ({
      DATA: data,
      SEEDS: seeds,
      FUZZ_ARGS,
      JOB_COMPLETION_INDEX: String(index),
    });
    const shards = [
      start(k8s, forK8s(0)),
      start(slurmScript('deploy/slurm/fuzz.sbatch'), {
        SMTPLAY_DIR: REPO,
        SEEDS: seeds,
        FUZZ_ARGS,
        RUN_DIR: run1,
        KNOWN: known,
        SLURM_ARRAY_JOB_ID: '4242',
        SLURM_ARRAY_TASK_ID: '1',
        SLURM_ARRAY_TASK_MIN: '0',
        SLURM_ARRAY_TASK_MAX: '3',
        SLURM_ARRAY_TASK_COUNT: '4',
      }),
      start(gh, { SHARD: '2', SHARDS: '4', SEEDS: seeds, FUZZ_ARGS, BUDGET: '3600', WORK: work }),
    ];
    // Shard 3 holds the swap seed, whose first mutant is a finding: kill the pod once it is written.
    const victim = start(k8s, forK8s(3));
    const out3 = join(run1, 'shard-3');
    for (let waited = 0; ids(out3).length === 0; waited += 20) {
      if (waited > 120_000) throw new Error('shard 3 wrote no finding within 2 minutes');
      await sleep(20);
    }
    victim.kill();
    expect((await victim.done).code).not.toBe(0);
    const before = readFileSync(join(out3, 'findings.jsonl'), 'utf8').split('\n').filter(Boolean);
    expect(existsSync(join(out3, 'summary.json'))).toBe(false); // it really died mid-campaign
    // Kubernetes starts a pod with the same index and the same command.
    const replaced = await run(k8s, forK8s(3));
    expect(replaced.code, replaced.stderr).toBe(0); // the script makes exit 10 (new findings) a success
    for (const s of shards) expect((await s.done).code).toBe(0);

    const after = readFileSync(join(out3, 'findings.jsonl'), 'utf8').split('\n').filter(Boolean);
    expect(after.slice(0, before.length)).toEqual(before); // nothing written before the kill is lost
    expect(new Set(ids(out3)).size).toBe(ids(out3).length); // nor written again
    expect(readdirSync(run1).sort()).toEqual(['shard-0', 'shard-1', 'shard-2', 'shard-3']);
    const told = [0, 1, 2, 3].map((i) => summaryOf(join(run1, `shard-${i}`)).mutantsTested);
    expect(told.every((n) => n > 0)).toBe(true);

    const merged = await run(kubernetesJob('deploy/kubernetes/merge-job.yaml'), { DATA: data, TRIAGE_ARGS });
    expect(merged.code, merged.stderr).toBe(0);
    const m = summaryOf(join(run1, 'merged'));
    // The same findings, none lost, none twice; the same mutants.
    const strip = (g: Group): Omit<Group, 'count'> => ({ id: g.id, kind: g.kind, signature: g.signature });
    expect(m.findings.map(strip).sort(byId)).toEqual(single.findings.map(strip).sort(byId));
    expect(single.findings.length).toBeGreaterThanOrEqual(2);
    expect(ids(join(run1, 'merged')).sort()).toEqual(single.findings.map((g) => g.id).sort());
    expect(m.mutantsTested).toBe(single.mutantsTested);
    expect(told.reduce((a, b) => a + b, 0)).toBe(single.mutantsTested);
    // Occurrence counts add up, except that the resumed shard counts again the occurrences it re-ran after the
    // kill of a finding it had recorded (a resumed campaign counts per walk step since its last checkpoint).
    for (const g of single.findings) {
      const got = m.findings.find((x) => x.id === g.id)!.count;
      expect(got - g.count).toBeGreaterThanOrEqual(0);
      expect(got - g.count).toBeLessThanOrEqual(before.length);
    }
    expect(m.newFindings.sort()).toEqual(single.findings.map((g) => g.id).sort());
    expect(merged.stdout).toContain(`**${single.findings.length} new**`);
    // The union is now the known set of the next run.
    expect(ids(known).sort()).toEqual(single.findings.map((g) => g.id).sort());

    // Triaged by the merge Job: every new finding in one bug or another, each with its row and live check.
    const triaged = triageOf(join(run1, 'merged'));
    expect(triaged.bugs.flatMap((b) => b.findings).sort()).toEqual(single.findings.map((g) => g.id).sort());
    expect(triaged.bugs.every((b) => b.live !== undefined)).toBe(true);
    const report = readFileSync(join(run1, 'merged', 'report.md'), 'utf8');
    expect(report).toContain(`${single.findings.length} new finding(s) in \``);
    expect(report.split('\n').filter((l) => /^\| \d+ \|/.test(l))).toHaveLength(triaged.bugs.length);
    expect(merged.stdout).toContain('# smtplay triage');
    // The known set keeps the work: each record with its reduction and live check.
    const kept = readFindings(join(known, 'findings.jsonl'));
    expect(kept.every((r) => r.reduction !== undefined && r.live !== undefined)).toBe(true);
  });

  it('with --known from the first run: no new finding; what is new after a crashing seed of ours is added comes from it', async () => {
    // A second run of the same campaign, one GitHub job, and the workflow's merge step.
    const work = join(root, 'gh-work-2');
    mkdirSync(work);
    symlinkSync(known, join(work, 'known'));
    const fuzz = workflowStep('.github/workflows/smtplay-fuzz.yml', 'fuzz', 'fuzz shard');
    const again = await run(fuzz, { SHARD: '0', SHARDS: '1', SEEDS: seeds, FUZZ_ARGS, BUDGET: '3600', WORK: work });
    expect(again.code, again.stderr).toBe(0);
    const second = summaryOf(join(work, 'shards', 'shard-0'));
    expect(second.newFindings).toEqual([]);
    expect(second.known?.seen.sort()).toEqual(single.findings.map((g) => g.id).sort());
    expect(again.stdout).not.toMatch(/^finding /m); // known findings are counted, not reported as new
    expect(again.stdout).toMatch(/\(0 new, \d+ known\)/);
    const outputs = join(root, 'github-output');
    const merge = workflowStep('.github/workflows/smtplay-fuzz.yml', 'merge', 'merge');
    expect(merge.envNames.sort()).toEqual(['KNOWN_PATHS', 'TARGET', 'TRIAGE_ARGS', 'WORK']);
    const merged = await run(merge, {
      WORK: work,
      TARGET: root,
      KNOWN_PATHS: '',
      TRIAGE_ARGS,
      GITHUB_OUTPUT: outputs,
      GITHUB_STEP_SUMMARY: join(root, 'sum.md'),
    });
    expect(merged.code, merged.stderr).toBe(0);
    expect(readFileSync(outputs, 'utf8')).toContain('new-findings=0');
    expect(readFileSync(join(root, 'sum.md'), 'utf8')).toContain('**0 new**');
    expect(readFileSync(join(root, 'sum.md'), 'utf8')).toContain('0 new finding(s) in');

    // The corpus grows by a seed whose mutants crash z3 4.8.12; one Slurm task runs it all, then the merge step.
    copyFileSync(CRASH_SEED, join(seeds, 'QF_FP-fma-zero-rounding-var.smt2'));
    const runDir = join(root, 'slurm', 'run-3');
    const slurmEnv = { SMTPLAY_DIR: REPO, SEEDS: seeds, FUZZ_ARGS, RUN_DIR: runDir, KNOWN: known };
    const task = await run(slurmScript('deploy/slurm/fuzz.sbatch'), {
      ...slurmEnv,
      SLURM_ARRAY_JOB_ID: '4243',
      SLURM_ARRAY_TASK_ID: '0',
      SLURM_ARRAY_TASK_MIN: '0',
      SLURM_ARRAY_TASK_MAX: '0',
      SLURM_ARRAY_TASK_COUNT: '1',
    });
    expect(task.code, task.stderr).toBe(0);
    const third = summaryOf(join(runDir, 'shard-0'));
    // What is new comes from the added seed alone: z3 4.8.12's crash on it, and on a busy machine sometimes a
    // second bug of one of its mutants too (a timeout changes a walk: once a TypeFuzz mutant of it segfaulted cvc5).
    const fresh = third.findings.filter((g) => third.newFindings.includes(g.id));
    expect(fresh.length).toBe(third.newFindings.length);
    for (const g of fresh) expect(g.smallestWitness?.mutantId).toContain('fma-zero-rounding-var');
    const crash = fresh.find((g) => /^crash\|native:z3@4\.8\.12\|/.test(g.signature))!;
    expect(crash).toMatchObject({ kind: 'crash' });
    const told = task.stdout.match(/^finding .*$/gm) ?? [];
    expect(told).toHaveLength(fresh.length);
    for (const line of told) expect(line).toContain('fma-zero-rounding-var');
    expect(task.stdout).toMatch(/^finding crash-\S+ \[native:z3@4\.8\.12\] .*fma-zero-rounding-var/m);

    const slurmMerge = await run(slurmScript('deploy/slurm/merge.sbatch'), {
      ...slurmEnv,
      TRIAGE_ARGS: '--jobs 1 --no-bisect',
    });
    expect(slurmMerge.code, slurmMerge.stderr).toBe(0);
    const triaged = triageOf(join(runDir, 'merged'));
    expect(triaged.bugs.flatMap((b) => b.findings).sort()).toEqual(third.newFindings.slice().sort());
    expect(triaged.bugs.find((b) => b.findings.includes(crash.id))).toMatchObject({ kind: 'crash' });
    expect(slurmMerge.stdout).toMatch(/\| \d+ \| crash \| `native:z3@4\.8\.12` \|/);
    expect(summaryOf(join(runDir, 'merged')).newFindings.sort()).toEqual(third.newFindings.slice().sort());
    expect(slurmMerge.stdout).toContain(`**${fresh.length} new**`);
    expect(slurmMerge.stdout).toMatch(/\| crash \| `crash-[0-9a-f]+\/` \| native:z3@4\.8\.12 \|/);
    expect(ids(known).sort()).toEqual([...single.findings.map((g) => g.id), ...third.newFindings].sort());
  });
});
