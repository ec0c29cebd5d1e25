// Per-call overhead of each backend (trivial script) and median solve time over the public seeds per lane.
// Usage: npm run bench:solvers [-- --timeout 5000 --lanes z3,z3@4.8.17,native:z3,cvc5]
import { parseArgs } from 'node:util';
import { resolveLanes } from '../src/cli/lanes.js';
import { createNodeSolver } from '../src/solvers/node-solvers.js';
import { SolverPool } from '../src/solvers/pool.js';
import { loadSeeds } from '../test/support/seeds.js';

const { values } = parseArgs({
  options: {
    timeout: { type: 'string', default: '5000' },
    lanes: { type: 'string', default: 'z3,z3@4.8.17,native:z3,cvc5+--strings-exp' },
    calls: { type: 'string', default: '50' },
  },
});
const timeoutMs = Number(values.timeout);
const TRIVIAL = '(check-sat)\n';
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const seeds = loadSeeds('public').map((s) => s.text.replace(/\(set-info :status [a-z]+\)/g, ''));
console.log(`public seeds: ${seeds.length}, timeout ${timeoutMs} ms, machine: 2 cores`);
console.log('lane                          overhead(median ms)  seeds: median ms  decided  timeouts  errors  wall s');
for (const lane of await resolveLanes(values.lanes.split(','))) {
  const overhead = createNodeSolver(lane, { warmSpare: false });
  await overhead.start();
  await overhead.run(TRIVIAL, { timeoutMs }); // first call creates threads
  const calls: number[] = [];
  for (let i = 0; i < Number(values.calls); i++) {
    const t = performance.now();
    await overhead.run(TRIVIAL, { timeoutMs });
    calls.push(performance.now() - t);
  }
  overhead.dispose();

  const pool = new SolverPool([lane], (l) => createNodeSolver(l, { warmSpare: false }), 2);
  await pool.start();
  const started = performance.now();
  const outcomes = await Promise.all(seeds.map((s) => pool.run(lane.id, s, { timeoutMs })));
  const wall = (performance.now() - started) / 1000;
  pool.dispose();
  const decided = outcomes.filter((o) => o.status === 'ok' && o.answers.some((a) => a !== 'unknown'));
  const row = [
    lane.id.padEnd(30),
    median(calls).toFixed(2).padStart(18),
    median(outcomes.map((o) => o.timeMs))
      .toFixed(1)
      .padStart(18),
    String(decided.length).padStart(8),
    String(outcomes.filter((o) => o.status === 'timeout').length).padStart(9),
    String(outcomes.filter((o) => o.status === 'error' || o.status === 'crash').length).padStart(7),
    wall.toFixed(1).padStart(7),
  ];
  console.log(row.join(' '));
}
process.exit(0);
