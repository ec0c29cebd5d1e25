// CPU time: the bound a test puts on work where a wall-clock bound would fail on a busy machine (docs: no
// wall-clock bound in a test). CPU time grows only while the work runs, so a loaded machine makes it smaller, never
// larger; a solver left running past its timeout, or an algorithm that does far too much, makes it grow.
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** This process's CPU time in ms, every thread included (worker_threads, Z3's pthreads). */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * CPU time in ms of this process's child processes that have ended and been reaped (Linux: `cutime + cstime` of
 * /proc/self/stat, in clock ticks of 10 ms). A native solver killed at its timeout counts here once it is gone.
 */
export function endedChildrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses: state is field 3, cutime 16, cstime 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[16 - 3]) + Number(fields[17 - 3]);
  return ticks * 10;
}

/** The CPU time `work` took, by `clock` (processCpuMs or endedChildrenCpuMs). */
export async function cpuMsOf<T>(
  clock: () => number,
  work: () => Promise<T> | T,
): Promise<{ value: T; cpuMs: number }> {
  const before = clock();
  const value = await work();
  return { value, cpuMs: clock() - before };
}

/** CPU time in ms process `pid` has spent so far (Linux: `utime + stime` of /proc/PID/stat). */
export function cpuMsOfProcess(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[14 - 3]) + Number(fields[15 - 3])) * 10;
}

/** Process ids of this process's children that have not been reaped yet, zombies included (Linux). */
export function childPids(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) =>
    readFileSync(`/proc/self/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

async function reaped(gone: (pid: number) => boolean): Promise<void> {
  // No bound of our own: a child that never ends fails the test at its timeout, and one that ends late by its CPU
  // limit shows in the figure.
  while (childPids().some(gone)) await sleep(20);
}

/**
 * The CPU time of the children that end while `work` runs, theirs alone, by endedChildrenCpuMs: first waits until
 * every child but `keep` has been reaped (a solver an earlier test ended may still be dying, and would count), then,
 * after `work`, until `ends` (the kept children `work` must end) have been reaped, so that they do count.
 */
export async function endedChildrenCpuMsOf<T>(
  work: () => Promise<T>,
  { keep = [], ends = [] }: { keep?: readonly number[]; ends?: readonly number[] } = {},
): Promise<{ value: T; cpuMs: number }> {
  await reaped((pid) => !keep.includes(pid));
  const before = endedChildrenCpuMs();
  const value = await work();
  await reaped((pid) => ends.includes(pid));
  return { value, cpuMs: endedChildrenCpuMs() - before };
}
