// The shell of the shipped templates, read from the template files themselves (never retyped here), and run as
// their engine would run it: a Kubernetes container's `bash -c` script with the manifest's environment, a Slurm
// batch script under `bash`, a GitHub workflow step's `run:` under `bash -eo pipefail` with the step's `env:`
// names. The caller sets what the engine would set (JOB_COMPLETION_INDEX, SLURM_ARRAY_*, the matrix's SHARD)
// and relocates the engine's paths (/data, the runner's temp folder) into a temporary folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const REPO = join(import.meta.dirname, '..', '..');

export interface Template {
  /** What the template asks the shell to run. */
  command: string[];
  /** The environment the template itself sets (a manifest's env; a step's env names are the caller's to fill). */
  env: Record<string, string>;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- templates are read as the untyped YAML they are */
function yamlOf(path: string): any[] {
  return parseAllDocuments(readFileSync(join(REPO, path), 'utf8')).map((d) => d.toJS());
}

/** The container of a Kubernetes Job manifest: its command (`bash -c SCRIPT`) and its env. */
export function kubernetesJob(path: string): Template {
  const job = yamlOf(path).find((d) => d?.kind === 'Job');
  const c = job.spec.template.spec.containers[0];
  return {
    command: [...c.command, ...c.args],
    env: Object.fromEntries((c.env ?? []).map((e: { name: string; value: string }) => [e.name, String(e.value)])),
  };
}

/** A step of a workflow job, by name: `bash -eo pipefail -c RUN`, as GitHub runs a bash step. */
export function workflowStep(path: string, job: string, name: string): Template & { envNames: string[] } {
  const doc = yamlOf(path)[0];
  const step = doc.jobs[job].steps.find((s: { name?: string }) => s.name === name);
  if (!step) throw new Error(`${path}: job ${job} has no step named '${name}'`);
  return {
    command: ['bash', '--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run],
    env: {},
    envNames: Object.keys(step.env ?? {}),
  };
}

/** A Slurm batch script, run as sbatch runs it (its #SBATCH lines are comments to bash). */
export function slurmScript(path: string): Template {
  return { command: ['bash', join(REPO, path)], env: {} };
}

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts a template's command in the repository (the image's working folder, the smtplay checkout) in a process
 * group of its own, so that `kill` ends it and everything it started, as a node lost under a pod would.
 */
export function start(
  template: Template,
  env: Record<string, string>,
): { child: ChildProcess; done: Promise<Ran>; kill: () => void } {
  const [file, ...args] = template.command;
  const child = spawn(file!, args, {
    cwd: REPO,
    env: { ...process.env, ...template.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<Ran>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { child, done, kill: () => process.kill(-child.pid!, 'SIGKILL') };
}

export function run(template: Template, env: Record<string, string>): Promise<Ran> {
  return start(template, env).done;
}
