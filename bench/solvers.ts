// Per-call overhead of each backend (trivial script) and median solve time over the public seeds per lane; with
// --releases, the per-call overhead of every Z3 release named (fetched into the release cache when missing).
// Usage: npm run bench:solvers [-- --timeout 5000 --lanes z3,z3@4.8.17,native:z3,cvc5]
//        npm run bench:solvers -- --releases 4.8.17..5.2.0 --lanes none
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ensureZ3Releases, resolveLanes } from '../src/cli/lanes.js';
import { createNodeSolver } from '../src/solvers/node-solvers.js';
import { SolverPool } from '../src/solvers/pool.js';
import type { Solver } from '../src/solvers/solver.js';
import { versionsInRange } from '../src/solvers/versions.js';
import { knownZ3Versions } from '../src/solvers/z3/releases.js';
import { loadSeeds } from '../test/support/seeds.js';

const { values } = parseArgs({
  options: {
    timeout: { type: 'string', default: '5000' },
    lanes: { type: 'string', default: 'z3,z3@4.8.17,native:z3,cvc5+--strings-exp' },
    releases: { type: 'string' },
    calls: { type: 'string', default: '50' },
  },
});
const timeoutMs = Number(values.timeout);
const CALLS = Number(values.calls);
const TRIVIAL = '(check-sat)\n';
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const load = (): string => loadavg()[0]!.toFixed(1);

/** Wall and process CPU (all threads: the solver's worker and its pthread) per call, medians over CALLS calls. */
async function overhead(solver: Solver): Promise<{ wall: number; cpu: number; answer: string }> {
  const first = await solver.run(TRIVIAL, { timeoutMs }); // the first call creates the pthread
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await solver.run(TRIVIAL, { timeoutMs });
    wall.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  const answer = first.status === 'ok' ? first.answers.join(' ') : `${first.status}: ${first.message}`;
  return { wall: median(wall), cpu: median(cpu), answer };
}

if (values.releases) {
  const range = versionsInRange(values.releases, await knownZ3Versions());
  if ('reason' in range) throw new Error(range.reason);
  await ensureZ3Releases(range.versions);
  console.log(`Z3 releases: ${CALLS} calls of (check-sat) each after the first, one release at a time, load ${load()}`);
  console.log('release  reports     start ms  answer  wall/call ms  cpu/call ms  load');
  for (const version of range.versions) {
    const [lane] = await resolveLanes([`z3@${version}`]);
    const solver = createNodeSolver(lane!, { warmSpare: false });
    const t = performance.now();
    try {
      const info = await solver.start();
      const started = performance.now() - t;
      const o = await overhead(solver);
      const row = [version.padEnd(8), info.version.padEnd(11), started.toFixed(0).padStart(8), o.answer.padStart(7)];
      console.log(
        [...row, o.wall.toFixed(1).padStart(13), o.cpu.toFixed(1).padStart(12), load().padStart(5)].join(' '),
      );
    } catch (e) {
      console.log(`${version.padEnd(8)} cannot start: ${(e as Error).message}`);
    } finally {
      solver.dispose();
    }
  }
}

if (values.lanes !== 'none') {
  const seeds = loadSeeds('public').map((s) => s.text.replace(/\(set-info :status [a-z]+\)/g, ''));
  console.log(`public seeds: ${seeds.length}, timeout ${timeoutMs} ms, machine: ${availableParallelism()} cores`);
  console.log('lane                          overhead(median ms)  seeds: median ms  decided  timeouts  errors  wall s');
  for (const lane of await resolveLanes(values.lanes.split(','))) {
    const solver = createNodeSolver(lane, { warmSpare: false });
    await solver.start();
    const { wall } = await overhead(solver);
    solver.dispose();

    const pool = new SolverPool([lane], (l) => createNodeSolver(l, { warmSpare: false }), 2);
    await pool.start();
    const started = performance.now();
    const outcomes = await Promise.all(seeds.map((s) => pool.run(lane.id, s, { timeoutMs })));
    const seconds = (performance.now() - started) / 1000;
    pool.dispose();
    const decided = outcomes.filter((o) => o.status === 'ok' && o.answers.some((a) => a !== 'unknown'));
    const row = [
      lane.id.padEnd(30),
      wall.toFixed(2).padStart(18),
      median(outcomes.map((o) => o.timeMs))
        .toFixed(1)
        .padStart(18),
      String(decided.length).padStart(8),
      String(outcomes.filter((o) => o.status === 'timeout').length).padStart(9),
      String(outcomes.filter((o) => o.status === 'error' || o.status === 'crash').length).padStart(7),
      seconds.toFixed(1).padStart(7),
    ];
    console.log(row.join(' '));
  }
}
process.exit(0);
