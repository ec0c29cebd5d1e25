// The "done when" check of breadth-first campaigns, shared by the solvers tier (test/corpus) and the
// corpus tier (the public seeds): a campaign of fixed wall time with all six mutators on the two Z3 WebAssembly
// lanes; it returns the stats, and the time from start to the first mutant tested.
import { runCampaign } from '../../src/campaign/engine.js';
import { MemoryFacts } from '../../src/campaign/facts-cache.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { CampaignSeed, CampaignStats } from '../../src/campaign/types.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { MUTATORS } from '../../src/mutators/registry.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';

export const ALL_MUTATORS = MUTATORS.map((m) => m.info.name);

export async function breadthCampaign(
  seeds: readonly CampaignSeed[],
  seconds: number,
): Promise<{ stats: CampaignStats; firstMutantMs: number | undefined }> {
  const lanes = await resolveLanes(['z3@5.2.0', 'z3@4.8.17']);
  const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), 1);
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
        timeBudgetMs: seconds * 1000,
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
