// Runs one process in its own process group, so that the host's timeout kills it and every child. A host killed
// outright (SIGKILL, a shard's pod evicted) cannot kill its solvers: each runs under a CPU-time limit well above its
// timeout (`ulimit -t`), so an orphan ends by itself instead of spinning for ever.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { RawRun } from '../worker-api.js';

export interface ProcessOptions {
  cwd: string;
  timeoutMs: number;
  /** Output beyond this many characters per stream is dropped (a runaway solver must not eat memory). */
  maxOutputChars?: number;
}

const DEFAULT_MAX_OUTPUT = 8 * 1024 * 1024;

/** Process groups still running, killed if this host exits first (detached children would outlive it). */
const running = new Set<number>();
let exitHookInstalled = false;

export function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => running.forEach(killGroup));
}

/** The CPU seconds an orphaned run may spend: twice its timeout and a margin (the wall timer ends it first). */
export const cpuLimitSeconds = (timeoutMs: number): number => Math.ceil((2 * timeoutMs) / 1000) + 5;

/** The file `binary` names (itself when it has a slash, else the first executable on PATH); throws like spawn. */
export function executableOf(binary: string): string {
  const candidates = binary.includes('/')
    ? [binary]
    : (process.env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, binary));
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  throw Object.assign(new Error(`spawn ${binary} ENOENT`), { code: 'ENOENT' });
}

/**
 * Starts `file` in its own process group under a CPU-time limit, with stdout and stderr piped (and stdin when asked:
 * a persistent solver reads its scripts there). The group is killed if this host exits first. `exec` keeps the pid
 * (the group's leader is the solver itself); the limit is inherited by its children.
 */
export function spawnInGroup(
  file: string,
  args: readonly string[],
  opts: { cwd: string; cpuSeconds: number; stdin?: 'pipe' | 'ignore' },
): ChildProcessByStdio<Writable | null, Readable, Readable> {
  installExitHook();
  const stdio = [opts.stdin ?? 'ignore', 'pipe', 'pipe'] as ['pipe', 'pipe', 'pipe'];
  const child =
    process.platform === 'win32'
      ? spawn(file, args, { cwd: opts.cwd, detached: true, stdio })
      : spawn('/bin/sh', ['-c', 'ulimit -t "$0" 2>/dev/null; exec "$@"', String(opts.cpuSeconds), file, ...args], {
          cwd: opts.cwd,
          detached: true,
          stdio,
        });
  const pid = child.pid;
  if (pid !== undefined) {
    running.add(pid);
    child.once('exit', () => running.delete(pid));
  }
  return child;
}

/** Rejects only when the process cannot be started (missing binary, not executable). */
export function runProcess(binary: string, args: readonly string[], opts: ProcessOptions): Promise<RawRun> {
  const maxChars = opts.maxOutputChars ?? DEFAULT_MAX_OUTPUT;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let file: string;
    try {
      file = executableOf(binary);
    } catch (e) {
      reject(e as Error);
      return;
    }
    const child = spawnInGroup(file, args, { cwd: opts.cwd, cpuSeconds: cpuLimitSeconds(opts.timeoutMs) });
    const out = { stdout: '', stderr: '' };
    const collect = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      if (out[stream].length < maxChars) out[stream] += chunk.toString('utf8');
    };
    child.stdout.on('data', collect('stdout'));
    child.stderr.on('data', collect('stderr'));

    let timedOut = false;
    const pid = child.pid;
    const timer = setTimeout(() => {
      timedOut = true;
      if (pid !== undefined) killGroup(pid);
    }, opts.timeoutMs);

    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (exitCode, signal) => {
      clearTimeout(timer);
      resolve({
        stdout: out.stdout.slice(0, maxChars),
        stderr: out.stderr.slice(0, maxChars),
        exitCode,
        signal,
        timedOut,
        timeMs: performance.now() - started,
      });
    });
  });
}
