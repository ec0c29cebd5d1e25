// Campaign throughput: 20 chained OpFuzz mutants per seed on the public seeds of QF_LIA, QF_LRA, QF_BV,
// QF_S, QF_NRA and LIA (108 files), timeout 5 s, once with Z3 wasm 5.2.0 + native cvc5 and once with
// native z3 + native cvc5. Prints wall seconds, tested mutants/s and the share of wall time in solvers.
// (yinyang needed 1,440 s for this work; the target is ≤ 480 s with ≥ 90 % of wall time in solvers.)
// Smaller runs for a quick check: `--seeds-per-logic N --iterations N`. `--timeouts-per-seed K` moves on from
// a seed after K solver timeouts on its mutants (default 32, yinyang's): less work, so say so with the figure.
// `--jobs N`: solver instances per lane (default: the pool's sizing by cores and memory).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runCampaign } from '../src/campaign/engine.js';
import { MemoryStore } from '../src/campaign/store.js';
import type { CampaignConfig, CampaignSeed } from '../src/campaign/types.js';
import { resolveLanes } from '../src/cli/lanes.js';
import { createNodeSolver } from '../src/solvers/node-solvers.js';
import { SolverPool } from '../src/solvers/pool.js';
import { cliInstancesPerLane } from '../src/cli/instances.js';
import { listSmt2, SEEDS_DIR } from '../test/support/seeds.js';

const LOGICS = ['QF_LIA', 'QF_LRA', 'QF_BV', 'QF_S', 'QF_NRA', 'LIA'];
const RUNS = [
  ['z3@5.2.0', 'native:cvc5+--strings-exp'],
  ['native:z3', 'native:cvc5+--strings-exp'],
];

const { values } = parseArgs({
  options: {
    'seeds-per-logic': { type: 'string' },
    iterations: { type: 'string', default: '20' },
    'timeouts-per-seed': { type: 'string', default: '32' },
    jobs: { type: 'string' },
    lookahead: { type: 'string' },
    run: { type: 'string' },
  },
});
const perLogic = values['seeds-per-logic'] ? Number(values['seeds-per-logic']) : Infinity;

const seeds: CampaignSeed[] = LOGICS.flatMap((logic) =>
  listSmt2(join(SEEDS_DIR, 'public', logic))
    .slice(0, perLogic)
    .map((path) => ({ id: path.slice(SEEDS_DIR.length + 1), text: readFileSync(path, 'utf8') })),
);
const config: CampaignConfig = {
  rngSeed: 1,
  mutators: [{ name: 'opfuzz' }],
  walk: { mode: 'chain', iterations: Number(values.iterations) },
  timeoutMs: 5000,
  timeoutsPerSeed: Number(values['timeouts-per-seed']),
};

console.log(
  `${seeds.length} seeds × ${config.walk.iterations} chained OpFuzz mutants, timeout ${config.timeoutMs} ms, ` +
    `move on after ${config.timeoutsPerSeed} timeouts on a seed`,
);
for (const specs of values.run === undefined ? RUNS : [RUNS[Number(values.run)]!]) {
  const lanes = await resolveLanes(specs);
  const instances = values.jobs ? Number(values.jobs) : cliInstancesPerLane(lanes);
  const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), instances);
  try {
    await pool.start();
    const { stats } = await runCampaign(
      { ...config, lookahead: values.lookahead ? Number(values.lookahead) : instances * 16 },
      seeds,
      {
        runner: pool,
        store: new MemoryStore(),
      },
    );
    const findings = Object.entries(stats.findingsByKind).filter(([, n]) => n > 0);
    console.log(
      [
        `${specs.join(' + ')} (${instances} per lane):`,
        `wall ${stats.wallSeconds.toFixed(1)} s,`,
        `${stats.mutantsTested} tested, ${stats.mutantsPerSecond.toFixed(2)} mutants/s,`,
        `${(stats.solverFraction * 100).toFixed(1)} % of wall time in solvers,`,
        `timeouts ${stats.timeouts}, seeds abandoned ${stats.seedsAbandoned}, invalid mutants ${(stats.invalidMutantRate * 100).toFixed(1)} %,`,
        `findings ${findings.map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`,
      ].join(' '),
    );
  } finally {
    pool.dispose();
  }
}
process.exit(0);
