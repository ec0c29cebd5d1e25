// How long Z3 5.2.0 (wasm, in this process) takes on each seed of test/corpus/ (timeout 3 s), slowest first,
// then those slower than a second: the list kept in test/support/slow-seeds.ts.
// Usage: npm run bench:seed-times
import { loadavg } from 'node:os';
import { loadZ3Node } from '../src/solvers/z3/load-node.js';
import { ownSeeds } from '../test/support/seed-set.js';
import { SLOW_MS } from '../test/support/slow-seeds.js';

const z3 = await loadZ3Node('z3-solver', { onStderr: () => undefined });
z3.setParam('timeout', '3000');
const rows: { ms: number; path: string; answers: string; recorded: string }[] = [];
for (const seed of ownSeeds()) {
  const started = performance.now();
  // Z3's own timeout is not honoured everywhere: interrupt it as well.
  const timer = setTimeout(() => z3.interrupt(), 6000);
  const out = await z3.evalSmtlib(seed.text).catch((e: unknown) => `crash: ${String(e)}`);
  clearTimeout(timer);
  const answers = out
    .split('\n')
    .filter((l) => /^(sat|unsat|unknown)$/.test(l))
    .join(';');
  rows.push({ ms: performance.now() - started, path: seed.path, answers, recorded: seed.row?.z3 ?? '' });
}
z3.close();
rows.sort((a, b) => b.ms - a.ms);
const total = rows.reduce((n, r) => n + r.ms, 0);
console.log(`Z3 5.2.0 wasm on ${rows.length} seeds of test/corpus/: ${(total / 1000).toFixed(1)} s in all`);
console.log(
  `(load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')})`,
);
for (const r of rows)
  console.log(`${String(Math.round(r.ms)).padStart(6)} ms  ${r.path}  ${r.answers} (native z3: ${r.recorded})`);
const slow = rows
  .filter((r) => r.ms > SLOW_MS)
  .map((r) => r.path)
  .sort();
console.log(`\nslower than ${SLOW_MS} ms (${slow.length}):\n${slow.map((p) => `  '${p}',`).join('\n')}`);
