// Breadth-first campaigns with all six mutators on the two Z3 WebAssembly lanes, shared by the solvers tier
// (test/corpus) and `npm run bench:breadth` (the public seeds). The tests give a budget of
// mutants, so what they check (how widely the scheduler spreads a budget over seeds and mutators) does not depend
// on the machine's load; the benchmark gives the wall-time budget (60 s) and prints what it reached.
// Returns the stats, and the time from start to the first mutant tested.
import { runCampaign } from '../../src/campaign/engine.js';
import { MemoryFacts } from '../../src/facts/facts-cache.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { CampaignSeed, CampaignStats } from '../../src/campaign/types.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { MUTATORS } from '../../src/mutators/registry.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';

export const ALL_MUTATORS = MUTATORS.map((m) => m.info.name);

/** `instances` per lane: 1 as in the page (the default), or what the CLI would run (`instancesPerLane`). */
export async function breadthCampaign(
  seeds: readonly CampaignSeed[],
  budget: { seconds: number } | { mutants: number },
  instances = 1,
): Promise<{ stats: CampaignStats; firstMutantMs: number | undefined }> {
  const lanes = await resolveLanes(['z3@5.2.0', 'z3@4.8.17']);
  const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), instances);
  try {
    await pool.start();
    const started = performance.now();
    let firstMutantMs: number | undefined;
    const result = await runCampaign(
      {
        rngSeed: 1,
        mutators: ALL_MUTATORS.map((name) => ({ name })),
        walk: { iterations: 300 },
        timeoutMs: 5000,
        // Two turns per instance, as the page does with its one (ui-state/campaign-control.ts): more turns in
        // flight only queue at the lanes, and at the end of a time budget the queue runs on past it.
        lookahead: 2 * instances,
        ...('seconds' in budget ? { timeBudgetMs: budget.seconds * 1000 } : { maxMutants: budget.mutants }),
      },
      seeds,
      {
        runner: pool,
        store: new MemoryStore(),
        facts: new MemoryFacts(),
        progressEveryMs: 100,
        onEvent: (e) => {
          if (e.type === 'progress' && e.stats.mutantsTested > 0) firstMutantMs ??= performance.now() - started;
        },
      },
    );
    return { stats: result.stats, firstMutantMs };
  } finally {
    pool.dispose();
  }
}
