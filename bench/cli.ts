// Start-up time of the `smtplay` CLI: `npx smtplay --help` and `node bin/smtplay.js --help` (the difference
// is npx's own overhead), beside the floors on this machine: a bare `node -e ''`, and `npx -c true` (npm exec
// running a shell command in this project, without any code of ours).
// Usage: npm run bench:cli [-- --runs 20 --dir OTHER_CHECKOUT…]; each --dir is a checkout with its own
// node_modules (default: this one), so the figure before a change can be taken in the same run. The commands
// take turns within each round, so a change in the machine's load hits all of them alike.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    dir: { type: 'string', multiple: true },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs <= 0) throw new Error(`--runs must be a positive integer, got '${values.runs}'`);
const dirs = (values.dir ?? [join(import.meta.dirname, '..')]).map((d) => resolve(d));

interface Case {
  label: string;
  command: string;
  args: string[];
  cwd: string;
  /** What a working start prints on stdout, so a broken CLI cannot pass as a fast one. */
  expect: RegExp;
}

const cases: Case[] = [
  { label: "node -e ''", command: process.execPath, args: ['-e', ''], cwd: dirs[0]!, expect: /^$/ },
  // npm exec's own cost in this project (it loads the dependency tree too) with no code of ours: the floor of npx.
  { label: 'npx -c true', command: 'npx', args: ['-c', 'true'], cwd: dirs[0]!, expect: /^$/ },
];
for (const dir of dirs) {
  const usage = /^usage:\n {2}smtplay check /;
  cases.push({
    label: `npx smtplay --help (${dir})`,
    command: 'npx',
    args: ['smtplay', '--help'],
    cwd: dir,
    expect: usage,
  });
  const bin = join(dir, 'bin', 'smtplay.js');
  cases.push({
    label: `node bin/smtplay.js --help (${dir})`,
    command: process.execPath,
    args: [bin, '--help'],
    cwd: dir,
    expect: usage,
  });
}

/**
 * CPU time of this process's finished children (user + system, ms) from /proc/self/stat (cutime, cstime; Linux
 * counts them in ticks of 10 ms): on a shared machine it varies far less with the load than wall time does.
 */
function childrenCpuMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10; // fields 16 and 17 of proc(5), counted from `state`
  } catch {
    return undefined;
  }
}

function start(c: Case): { ms: number; cpuMs: number | undefined } {
  const cpu = childrenCpuMs();
  const t = performance.now();
  const r = spawnSync(c.command, c.args, { cwd: c.cwd, encoding: 'utf8' });
  const ms = performance.now() - t;
  const cpuAfter = childrenCpuMs();
  if (r.status !== 0 || !c.expect.test(r.stdout))
    throw new Error(`${c.label}: exit ${r.status}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`);
  return { ms, cpuMs: cpu === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpu };
}

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()}; ${runs} runs per command after one warm-up`);
for (const c of cases) start(c); // warm-up: file cache, npx's cache entry, a build made on the fly
const times = cases.map((): number[] => []);
const cpu = cases.map((): number[] => []);
for (let round = 0; round < runs; round++)
  cases.forEach((c, i) => {
    const { ms, cpuMs } = start(c);
    times[i]!.push(ms);
    if (cpuMs !== undefined) cpu[i]!.push(cpuMs);
  });

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
console.log('median ms   min ms   max ms   CPU ms (mean)  command');
cases.forEach((c, i) => {
  const xs = times[i]!;
  const cells = [median(xs), Math.min(...xs), Math.max(...xs)].map((x) => x.toFixed(0).padStart(8));
  const cpuMean = cpu[i]!.length ? (cpu[i]!.reduce((a, b) => a + b, 0) / cpu[i]!.length).toFixed(0) : '—';
  console.log(`${cells.join(' ')} ${cpuMean.padStart(15)}  ${c.label}`);
});
console.log(`load average after: ${load()}`);
