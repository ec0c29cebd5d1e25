// The cluster tier's view of Slurm: the scripts of deploy/slurm/ run as a person runs them (submit.sh, status.sh,
// retry.sh), Slurm's own commands (scontrol; the one-node cluster keeps no accounting, so no sacct), and what
// scontrol says of a job, read here on its own rather than through the scripts' reading of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, slurmScript, type Ran } from './templates.js';

/** One of deploy/slurm/'s scripts under bash, with arguments, in the repository with this environment added. */
export function runSlurmScript(name: string, args: string[], env: Record<string, string> = {}): Promise<Ran> {
  const { command } = slurmScript(join('deploy', 'slurm', name));
  return run({ command: [...command, ...args], env: {} }, env);
}

export async function scontrol(...args: string[]): Promise<string> {
  const r = await run({ command: ['scontrol', ...args], env: {} }, {});
  if (r.code !== 0) throw new Error(`scontrol ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r.stdout;
}

/** What scontrol says of one job, or of one task of an array. */
export interface JobFacts {
  task?: number;
  state: string;
  reason: string;
  exitCode: string;
  restarts: number;
  dependency: string;
  startTime: string;
  endTime: string;
}

/** Every task of an array (a pending range of tasks is one line of scontrol's, one entry per task here), or a job. */
export async function jobFacts(id: string): Promise<JobFacts[]> {
  const out: JobFacts[] = [];
  for (const line of (await scontrol('show', 'job', '--oneliner', id)).split('\n').filter(Boolean)) {
    const f = Object.fromEntries(
      line
        .split(' ')
        .map((w) => /^(\w+)=(.*)$/.exec(w))
        .filter((m) => m !== null)
        .map((m) => [m[1]!, m[2]!]),
    );
    const facts = {
      state: f.JobState ?? '?',
      reason: f.Reason ?? '?',
      exitCode: f.ExitCode ?? '?',
      restarts: Number(f.Restarts ?? 0),
      dependency: f.Dependency ?? '',
      startTime: f.StartTime ?? '',
      endTime: f.EndTime ?? '',
    };
    const tasks = f.ArrayTaskId?.replace(/%.*/, '');
    if (tasks === undefined) out.push(facts);
    else
      for (const part of tasks.split(',')) {
        const [from, to = from] = part.split('-').map(Number);
        for (let t = from!; t <= to!; t++) out.push({ ...facts, task: t });
      }
  }
  return out.sort((a, b) => (a.task ?? 0) - (b.task ?? 0));
}

export const ENDED_WELL = 'COMPLETED';
/** A job in one of these states will not run again unless requeued. */
export const ENDED = new Set([
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'TIMEOUT',
  'NODE_FAIL',
  'OUT_OF_MEMORY',
  'PREEMPTED',
]);

/** The ids submit.sh wrote into the run folder. */
export function runJobs(runDir: string): { array: string; merge: string; shards: number } {
  const kv = Object.fromEntries(
    readFileSync(join(runDir, 'jobs'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('=') as [string, string]),
  );
  return { array: kv.array!, merge: kv.merge!, shards: Number(kv.shards) };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Asks `check` again every `everyMs` until it returns a value; it throws to stop (a state the wait cannot leave).
 * No bound on the number of asks: the project's timeouts stop a hung cluster.
 */
export async function until<T>(check: () => Promise<T | undefined>, everyMs = 250): Promise<T> {
  for (;;) {
    const got = await check();
    if (got !== undefined) return got;
    await sleep(everyMs);
  }
}
