// CPU time: the bound a test puts on work where a wall-clock bound would fail on a busy machine (docs: no
// wall-clock bound in a test). CPU time grows only while the work runs, so a loaded machine makes it smaller, never
// larger; a solver left running past its timeout, or an algorithm that does far too much, makes it grow.
import { readFileSync } from 'node:fs';

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
