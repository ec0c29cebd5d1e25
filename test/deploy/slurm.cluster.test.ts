// Issue 31, on a real scheduler: deploy/slurm/submit.sh run on a one-node Slurm (deploy/slurm/local-cluster.sh), on
// the repository's own corpus (test/corpus) with fixed work (--iterations, no time budget) in 3 array tasks. The
// merge, queued with afterok, must hold the findings of one process doing the same work (same seeds by the same
// paths, same rng, same lanes): the same set of finding identities (a finding's id, the hash of its signature,
// is what the merge de-duplicates on and what --known carries) and the same number of mutants tested. Then the
// failures an engine brings: a task stopped mid-run and requeued resumes its shard (nothing lost, no mutant tested
// twice); a task that fails keeps the merge from running, status.sh says so, and retry.sh after the fix brings the
// run to the same result. Last, a cluster that ended without stop (its daemons killed) starts again with an empty
// queue. Everything waits on Slurm's own states (scontrol, polled), never on a clock.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smtplay } from '../cli/run-cli.js';
import { CLUSTER_ABSENT, LOCAL_CLUSTER, localClusterStatus } from '../support/cluster-tier.js';
import { CORPUS_DIR } from '../support/corpus.js';
import { ids, summaryOf, triageOf, type Summary } from './run-files.js';
import { ENDED, ENDED_WELL, jobFacts, runJobs, runSlurmScript, scontrol, until, type JobFacts } from './slurm-jobs.js';
import { REPO, run } from './templates.js';

// OpFuzz and TypeFuzz, two steps per seed and mutator: ~560 mutants over the corpus's seeds that our lanes read
// (one step left a task too short to be caught mid-run once persistent processes made the runs faster).
// The floor keeps a mutant that a busy machine slows down from being cut off at a lowered per-seed limit.
// The runs are compared finding by finding, sighting by sighting, so a mutant whose time varies across the limit
// fails them: TypeFuzz's step 1 on our QF_SLIA/password-policy.smt2 took z3 4.8.12 1.9 s in one run and more than 4 s
// in three of four others (2026-12-06), and its sighting of a cvc5 error counts only when z3 answers. That seed is left
// out here (SEEDS_LEFT_OUT); the corpus suites run it.
const FUZZ_ARGS =
  '--mutator opfuzz,typefuzz --solver native:z3 --solver native:cvc5 --iterations 2 --rng 7 --timeout-floor 4000 --jobs 2';
const SEEDS_LEFT_OUT = ['/QF_SLIA/password-policy.smt2'];
const TRIAGE_ARGS = '--jobs 1 --no-bisect --reduce-seconds 10';
const SHARDS = 3;

const sorted = (xs: readonly string[]): string[] => [...xs].sort();
const lines = (file: string): string[] =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];

describe('deploy/slurm on a real Slurm (one node)', () => {
  const root = mkdtempSync(join(tmpdir(), 'smtplay-slurm-'));
  /** The repository's corpus less the seeds whose mutants' times vary across the limit (FUZZ_ARGS above). */
  const seeds = join(root, 'seeds');
  cpSync(CORPUS_DIR, seeds, { recursive: true, filter: (path) => !SEEDS_LEFT_OUT.some((s) => path.endsWith(s)) });
  const runRoot = join(root, 'runs');
  const queued: string[] = [];
  let single: Summary;

  /** submit.sh as a person runs it; the run's folder and job ids. */
  async function submit(run: string, env: Record<string, string> = {}) {
    const r = await runSlurmScript('submit.sh', [], {
      SMTPLAY_DIR: REPO,
      SEEDS: seeds,
      SHARDS: String(SHARDS),
      RUN_ROOT: runRoot,
      RUN: run,
      KNOWN: join(root, `known-${run}`),
      FUZZ_ARGS,
      TRIAGE_ARGS,
      // The template asks 8G a task; a laptop's node may have less, and the solvers here need little.
      SBATCH_MEM_PER_NODE: '2G',
      ...env,
    });
    expect(r.code, r.stderr).toBe(0);
    const runDir = join(runRoot, run);
    const jobs = runJobs(runDir);
    queued.push(jobs.array, jobs.merge);
    expect(r.stdout).toContain(
      `queued shards ${jobs.array} (array 0-${SHARDS - 1}) and merge ${jobs.merge} into ${runDir}`,
    );
    return { runDir, ...jobs };
  }

  /** status.sh --wait: follows the run until the merge has ended or cannot run. */
  const waitFor = (runDir: string) => runSlurmScript('status.sh', [runDir, '--wait'], { SMTPLAY_POLL_SECONDS: '1' });

  /** The merged folder holds what one process found: the same finding identities, the same mutants tested. */
  function expectSingleRun(runDir: string): Summary {
    const merged = summaryOf(join(runDir, 'merged'));
    expect(sorted(merged.findings.map((g) => g.id))).toEqual(sorted(single.findings.map((g) => g.id)));
    expect(sorted(ids(join(runDir, 'merged')))).toEqual(sorted(single.findings.map((g) => g.id)));
    expect(merged.mutantsTested).toBe(single.mutantsTested);
    const perShard = [...Array(SHARDS).keys()].map((i) => summaryOf(join(runDir, `shard-${i}`)).mutantsTested);
    expect(perShard.every((n) => n > 0)).toBe(true);
    expect(perShard.reduce((a, b) => a + b, 0)).toBe(single.mutantsTested);
    return merged;
  }

  beforeAll(async () => {
    const status = localClusterStatus();
    if (!status.running) throw new Error(`${CLUSTER_ABSENT}; local-cluster.sh status said:\n${status.said}`);
    // Our jobs would wait behind others' on one node of two cores, each test until its timeout: say so at once.
    const others = await queuedJobs();
    if (others.length > 0)
      throw new Error(
        `the cluster already holds ${others.length} job(s) not of this tier (${others.join(', ')}): cancel them ` +
          '(scancel) or restart it (deploy/slurm/local-cluster.sh stop; deploy/slurm/local-cluster.sh start)',
      );
    const one = await smtplay(['fuzz', seeds, ...FUZZ_ARGS.split(' '), '--out', join(root, 'one')]);
    expect(one.code, one.stderr).toBe(10);
    single = summaryOf(join(root, 'one'));
    expect(single.findings.length).toBeGreaterThanOrEqual(3);
  });

  let failed = false;
  afterEach(({ task }) => {
    failed ||= task.result?.state === 'fail';
  });
  afterAll(async () => {
    // Nothing of ours stays queued on the cluster, whatever failed (scancel of a job that ended does nothing).
    if (queued.length > 0) await run({ command: ['scancel', ...queued], env: {} }, {});
    // The runs' folders and logs stay for a look when a test failed.
    if (failed) console.log(`the runs of the failed test(s) are in ${root}`);
    else rmSync(root, { recursive: true, force: true });
  });

  it('3 array tasks, then the merge (afterok): the findings of one process, triaged in the merge log', async () => {
    const { runDir, array, merge } = await submit('plain');
    // The merge waits for the whole array (on one node of two cores the tasks run one at a time, first in first
    // out, so the order alone would not show it).
    const [queuedMerge] = await jobFacts(merge);
    expect(queuedMerge!.dependency).toMatch(new RegExp(`^afterok:${array}_\\*\\(unfulfilled\\)$`));
    expect(queuedMerge!.reason).toBe('Dependency');
    const waited = await waitFor(runDir);
    expect(waited.code, waited.stdout + waited.stderr).toBe(0);
    const tasks = await jobFacts(array);
    expect(tasks.map((t) => [t.task, t.state, t.exitCode])).toEqual(
      [...Array(SHARDS).keys()].map((i) => [i, ENDED_WELL, '0:0']),
    );
    const [m] = await jobFacts(merge);
    expect(m).toMatchObject({ state: ENDED_WELL, exitCode: '0:0' });
    // afterok: the merge started once the last task had ended.
    for (const t of tasks) expect(m!.startTime >= t.endTime).toBe(true);
    for (const t of tasks)
      expect(waited.stdout).toContain(`task ${t.task} (job ${array}_${t.task}): COMPLETED, exit 0:0`);

    const merged = expectSingleRun(runDir);
    // Nothing was resumed or re-run: the occurrence counts are the single process's too.
    expect(merged.findings.map((g) => [g.id, g.count]).sort()).toEqual(
      single.findings.map((g) => [g.id, g.count]).sort(),
    );
    const log = readFileSync(join(runDir, `merge-${merge}.out`), 'utf8');
    // New: the findings that are bugs; the by-design ones are listed, never new (oracles/by-design.ts).
    expect(log).toContain(`**${single.newFindings.length} new**`);
    expect(log).toMatch(/^# smtplay triage$/m);
    expect(readFileSync(join(runDir, 'merged', 'report.md'), 'utf8')).toMatch(/^# smtplay triage\n/);
    const triaged = triageOf(join(runDir, 'merged'));
    expect(sorted(triaged.bugs.flatMap((b) => b.findings))).toEqual(sorted(single.newFindings));
    expect(waited.stdout).toContain(
      `merged: ${single.newFindings.length} new finding(s); the triage report: ${runDir}/merged/report.md`,
    );
    // The union is the known set of the next run.
    expect(sorted(ids(join(root, 'known-plain')))).toEqual(sorted(single.findings.map((g) => g.id)));
  });

  it('a task stopped mid-run and requeued resumes its shard: nothing lost, no mutant tested twice', async () => {
    const { runDir, array } = await submit('requeued');
    // The first task found running with a finding recorded and its progress saved (a checkpoint, every 5 s) is
    // stopped there (scontrol suspend: SIGSTOP), so it is surely mid-run, with work to continue, when requeued.
    const victim = await until(async () => {
      const tasks = await jobFacts(array);
      if (tasks.every((t) => ENDED.has(t.state)))
        throw new Error(
          'every task ended before one was seen running with a checkpoint and a finding: give them more work',
        );
      const saved = (t: JobFacts, file: string): boolean => lines(join(runDir, `shard-${t.task}`, file)).length > 0;
      return tasks.find((t) => t.state === 'RUNNING' && saved(t, 'findings.jsonl') && saved(t, 'progress.jsonl'))?.task;
    }, 50);
    const job = `${array}_${victim}`;
    await scontrol('suspend', job);
    const shard = join(runDir, `shard-${victim}`);
    expect(existsSync(join(shard, 'summary.json'))).toBe(false); // stopped before its end
    const before = lines(join(shard, 'findings.jsonl'));
    await scontrol('requeue', job);
    // A suspended job comes back held, and a requeued job is eligible only two minutes later: released, and now.
    const requeued = await until(async () => {
      const [t] = await jobFacts(job);
      return t!.state === 'PENDING' ? t : undefined;
    });
    if (requeued.reason === 'JobHeldAdmin') await scontrol('release', job);
    await scontrol('update', `JobId=${job}`, 'StartTime=now');

    const waited = await waitFor(runDir);
    expect(waited.code, waited.stdout + waited.stderr).toBe(0);
    const [again] = await jobFacts(job);
    expect(again).toMatchObject({ state: ENDED_WELL, restarts: 1 });
    expect(waited.stdout).toContain(`task ${victim} (job ${job}): COMPLETED, exit 0:0, requeued 1 time(s)`);
    const log = readFileSync(join(runDir, `fuzz-${job}.out`), 'utf8');
    expect(log).toMatch(/DUE TO JOB REQUEUE/);
    expect(log).toContain(`task ${victim} of array ${array} on`);
    expect(log).toMatch(/, start 1, /);
    expect(log).toMatch(/, start 2, /);

    const after = lines(join(shard, 'findings.jsonl'));
    expect(after.slice(0, before.length)).toEqual(before); // what was written before the stop is kept
    expect(new Set(ids(shard)).size).toBe(ids(shard).length); // and not written again
    const merged = expectSingleRun(runDir);
    // And every finding counted as often as the single process counted it: the sightings a walk saw before its last
    // checkpoint are saved with its progress line (campaign/checkpoint.ts), those after it are seen again once (the
    // same witness is one sighting), and a seed's own run is judged again (from the facts cache) and counted then.
    for (const g of single.findings) expect(merged.findings.find((x) => x.id === g.id)!.count, g.id).toBe(g.count);
  });

  it('a task that fails keeps the merge from running and status.sh says so; after the fix retry.sh completes the run', async () => {
    // The mistake: shard 1's folder already holds another campaign (a run name used twice).
    const runDir = join(runRoot, 'failing');
    const other = await smtplay([
      'fuzz',
      join(CORPUS_DIR, 'QF_AX', 'swap.smt2'),
      ...'--mutator opfuzz --solver native:z3 --iterations 1'.split(' '),
      '--out',
      join(runDir, 'shard-1'),
    ]);
    expect([0, 10]).toContain(other.code);
    const { array, merge } = await submit('failing');

    const said = await waitFor(runDir);
    expect(said.code, said.stdout + said.stderr).toBe(1);
    // Once every task has ended, Slurm itself: task 1 failed with exit 2, the others ended well, the merge waits
    // for a dependency that can no longer be met.
    const tasks = await until(async () => {
      const t = await jobFacts(array);
      return t.every((x) => ENDED.has(x.state)) ? t : undefined;
    });
    expect(tasks.map((t: JobFacts) => [t.task, t.state, t.exitCode])).toEqual([
      [0, ENDED_WELL, '0:0'],
      [1, 'FAILED', '2:0'],
      [2, ENDED_WELL, '0:0'],
    ]);
    // Slurm's scheduler sees it on its next pass.
    const m = await until(async () => {
      const [j] = await jobFacts(merge);
      return j!.reason === 'Dependency' ? undefined : j;
    });
    expect(m).toMatchObject({ state: 'PENDING', reason: 'DependencyNeverSatisfied' });
    expect(existsSync(join(runDir, 'merged'))).toBe(false);
    // status.sh: the failed task, the end of its log (smtplay's own sentence), the merge that will not run, what to do.
    const status = await runSlurmScript('status.sh', [runDir]);
    expect(status.code).toBe(1);
    expect(status.stdout).toContain(`task 1 (job ${array}_1): FAILED, exit 2:0 (NonZeroExitCode)`);
    expect(status.stdout).toMatch(/\| .*shard-1 holds another campaign/);
    expect(status.stdout).toContain(`merge (job ${merge}): PENDING, exit 0:0 (DependencyNeverSatisfied)`);
    expect(status.stdout).toContain('the merge will not run: task(s) 1 did not end with 0 (afterok)');
    expect(status.stdout).toContain(`retry.sh ${runDir}`);
    // The cause removed, the run continues.
    rmSync(join(runDir, 'shard-1'), { recursive: true });
    const retried = await runSlurmScript('retry.sh', [runDir]);
    expect(retried.code, retried.stderr).toBe(0);
    expect(retried.stdout).toContain(`requeued task(s) 1 of array ${array}`);
    const waited = await waitFor(runDir);
    expect(waited.code, waited.stdout + waited.stderr).toBe(0);
    expectSingleRun(runDir);
    // A run that ended well has nothing to retry.
    const again = await runSlurmScript('retry.sh', [runDir]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('nothing to retry');
  });

  it('submit.sh refuses what cannot run, with what to type instead', async () => {
    const base = { SMTPLAY_DIR: REPO, RUN_ROOT: runRoot, FUZZ_ARGS };
    const noSeeds = await runSlurmScript('submit.sh', [], { ...base, SEEDS: join(root, 'no-such-folder') });
    expect(noSeeds.code).toBe(2);
    expect(noSeeds.stderr).toContain('does not exist: give the seed folder');
    // More memory than the node has: sbatch refuses the array, and nothing is queued.
    const tooBig = await runSlurmScript('submit.sh', [], {
      ...base,
      SEEDS: CORPUS_DIR,
      RUN: 'too-big',
      SBATCH_MEM_PER_NODE: '100000000M',
    });
    expect(tooBig.code).toBe(2);
    expect(tooBig.stderr).toMatch(/Memory specification can not be satisfied/);
    expect(tooBig.stderr).toContain('SBATCH_MEM_PER_NODE=2G');
    expect(existsSync(join(runRoot, 'too-big', 'jobs'))).toBe(false);
  });

  // Last, as it kills the cluster's daemons: a reboot or a killed session leaves Slurm's saved state holding jobs
  // whose processes are gone; recovered, such a ghost held the node for half an hour and the tier timed out.
  it('a cluster that ended without stop starts again with an empty queue, not behind the jobs it left', async () => {
    const ghost = await run(
      {
        command: ['sbatch', '--parsable', '--exclusive', '--mem=10M', '--output=/dev/null', '--wrap', 'sleep 3600'],
        env: {},
      },
      {},
    );
    expect(ghost.code, ghost.stderr).toBe(0);
    const id = ghost.stdout.trim();
    queued.push(id);
    await until(async () => ((await jobFacts(id))[0]!.state === 'RUNNING' ? true : undefined));
    // Ended as a reboot ends it: the daemons and the job's processes killed, nothing saved after.
    const pids = (key: string): string => readFileSync(clusterSetting(key), 'utf8').trim();
    for (const pid of [pids('SlurmctldPidFile'), pids('SlurmdPidFile')]) process.kill(Number(pid), 'SIGKILL');
    // The only job on the node (--exclusive): every step daemon is the ghost's.
    await run({ command: ['pkill', '-KILL', 'slurmstepd'], env: {} }, {});
    await run({ command: ['pkill', '-KILL', '-f', '^sleep 3600$'], env: {} }, {});
    expect(localClusterStatus().running).toBe(false);

    const started = await run({ command: ['bash', LOCAL_CLUSTER, 'start'], env: {} }, {});
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout).toContain('slurmctld starts with an empty queue');
    expect(await queuedJobs()).toEqual([]);
    // And the node takes a job at once.
    const next = await run(
      { command: ['sbatch', '--parsable', '--mem=10M', '--output=/dev/null', '--wrap', 'true'], env: {} },
      {},
    );
    const nextId = next.stdout.trim();
    queued.push(nextId);
    const [done] = await until(async () => {
      const facts = await jobFacts(nextId);
      return ENDED.has(facts[0]!.state) ? facts : undefined;
    });
    expect(done).toMatchObject({ state: ENDED_WELL, exitCode: '0:0' });
  });
});

/** The ids of the jobs queued or running on the cluster. */
async function queuedJobs(): Promise<string[]> {
  const r = await run({ command: ['squeue', '--noheader', '--format=%i'], env: {} }, {});
  if (r.code !== 0) throw new Error(`squeue exited ${r.code}: ${r.stderr}`);
  return r.stdout.split('\n').filter(Boolean);
}

/** A path set in the configuration local-cluster.sh wrote (its pid files). */
function clusterSetting(key: string): string {
  const conf = readFileSync(process.env.SLURM_CONF ?? '/etc/slurm/slurm.conf', 'utf8');
  const value = new RegExp(`^${key}=(.*)$`, 'm').exec(conf)?.[1];
  if (value === undefined) throw new Error(`${key} is not in the cluster's configuration`);
  return value;
}
