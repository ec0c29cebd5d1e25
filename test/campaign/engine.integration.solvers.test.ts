// A real campaign: OpFuzz on 20 seeds of the repo corpus, lanes Z3 wasm 5.2.0 and native cvc5. Checks the stats add
// up and that every finding comes back when rebuilt from its id alone and solved again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCampaign } from '../../src/campaign/engine.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { CampaignConfig, CampaignEvent, CampaignResult, CampaignSeed } from '../../src/campaign/types.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import { bothSolversAgree, logicOf, ownSeeds } from '../support/seed-set.js';
import { expectReproduces } from './reproduce.js';
import { NO_SPARE } from '../support/no-spare.js';

const ITERATIONS = 8;
// Re-runs get more time: on a loaded machine a lane that answered in 1.9 s may need 2.1 s the next time.
const RERUN_TIMEOUT_MS = 8000;

// The 20 smallest seeds both solvers decide, at most two per logic, no non-linear logics: a lean run
// on two shared cores.
function smallSeeds(): CampaignSeed[] {
  const perLogic = new Map<string, number>();
  return ownSeeds()
    .filter((s) => bothSolversAgree(s) && !/N[IR]A/.test(logicOf(s)))
    .sort((a, b) => a.text.length - b.text.length || a.path.localeCompare(b.path))
    .filter((s) => {
      const n = perLogic.get(logicOf(s)) ?? 0;
      perLogic.set(logicOf(s), n + 1);
      return n < 2;
    })
    .slice(0, 20)
    .map((s) => ({ id: s.path, text: s.text }));
}

let SEEDS: CampaignSeed[] = [];
const CONFIG: CampaignConfig = {
  rngSeed: 2024,
  mutators: [{ name: 'opfuzz' }],
  walk: { iterations: ITERATIONS },
  timeoutMs: 2000,
};

describe('campaign with OpFuzz, Z3 wasm 5.2.0 and native cvc5', () => {
  let pool: SolverPool;
  let result: CampaignResult;
  const store = new MemoryStore();
  const events: CampaignEvent[] = [];

  beforeAll(async () => {
    SEEDS = smallSeeds();
    const lanes = await resolveLanes(['z3@5.2.0', 'native:cvc5+--strings-exp']);
    pool = new SolverPool(lanes, (lane) => createNodeSolver(lane, NO_SPARE), 1);
    await pool.start();
    result = await runCampaign(CONFIG, SEEDS, {
      runner: pool,
      store,
      onEvent: (e) => events.push(e),
      progressEveryMs: 0,
    });
  });

  afterAll(() => pool?.dispose());

  it('tests every generated mutant on every lane, and the stats add up', () => {
    const s = result.stats;
    expect(SEEDS).toHaveLength(20);
    expect(s.seeds).toMatchObject({ total: 20, done: 20 - s.seeds.skipped, resumed: 0 });
    expect(s.mutantsGenerated + s.noMutant + s.mutatorBugs).toBe(20 * ITERATIONS - stepsNotTaken(result));
    expect(s.mutantsTested).toBe(s.mutantsGenerated);
    expect(s.mutantsTested).toBeGreaterThan(100);
    for (const lane of Object.values(s.perLane)) {
      expect(lane.ok + lane.timeout + lane.crash + lane.error).toBe(s.mutantsTested);
    }
    expect(Object.keys(s.perLane)).toHaveLength(2);
    expect(s.invalidMutantRate).toBeCloseTo(s.invalidMutants / s.mutantsTested, 2);
    expect(s.solverSeconds).toBeLessThanOrEqual(s.wallSeconds);
    expect(s.solverSeconds).toBeGreaterThan(0);
    const groups = result.groups;
    // Every group is a finding of a kind or one the solver's own words explain (by design), not both.
    expect(Object.values(s.findingsByKind).reduce((a, b) => a + b, 0) + s.findingsByDesign).toBe(groups.length);
    expect(groups.reduce((a, g) => a + g.count, 0)).toBe(s.findingOccurrences);
    expect(store.findings.map((f) => f.signature).sort()).toEqual(groups.map((g) => g.signature).sort());
    expect(events.filter((e) => e.type === 'finding')).toHaveLength(groups.length);
    expect(events.filter((e) => e.type === 'seed-done')).toHaveLength(s.seeds.done);
  });

  // Which findings these seeds give depends on the machine's load (a lane near the timeout); the
  // known crash triggers (crash-dedup.test.ts) give findings that always reproduce.
  it('rebuilds each finding from its id and reproduces it on the lanes', async () => {
    for (const finding of store.findings) await expectReproduces(finding, CONFIG, SEEDS, pool, RERUN_TIMEOUT_MS);
  });
});

/** Steps never taken because a seed was skipped or abandoned after too many timeouts. */
function stepsNotTaken(result: CampaignResult): number {
  const skipped = result.stats.seeds.skipped * ITERATIONS;
  return result.stats.seedsAbandoned > 0 ? Number.NaN : skipped;
}
