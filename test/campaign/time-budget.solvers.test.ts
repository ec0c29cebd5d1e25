// A campaign out of time drops the mutants still queued for a solver instead of running them (Z3 wasm 5.2.0
// and 4.8.17, two instances each, 32 turns in flight): only the runs already on a solver finish, nothing starts after the
// stop, and the walks' saved progress points at the first dropped step, so a resumed campaign runs them.
// The clock is the engine's `now`: the budget runs out when the first run ends, whatever the machine's speed.
import { stripStatusText } from '../../src/smtlib/status.js';
import { describe, expect, it } from 'vitest';
import { runCampaign } from '../../src/campaign/engine.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { CampaignSeed } from '../../src/campaign/types.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import type { Solver } from '../../src/solvers/solver.js';
import { NO_SPARE } from '../support/no-spare.js';
import { bothSolversAgree, logicOf, ownSeeds } from '../support/seed-set.js';

const INSTANCES = 2;
const LANES = ['z3@5.2.0', 'z3@4.8.17'];
const SOLVERS = INSTANCES * LANES.length;

describe('a campaign at the end of its time budget', () => {
  it('runs no queued mutant after the stop, and resumes where the dropped ones were', async () => {
    const seeds: CampaignSeed[] = ownSeeds()
      .filter((s) => bothSolversAgree(s) && /^QF_(LIA|LRA|BV|UF)$/.test(logicOf(s)))
      .slice(0, 12)
      .map((s) => ({ id: s.path, text: s.text }));
    expect(seeds.length).toBeGreaterThanOrEqual(8);
    let clock = 0;
    let started = 0;
    let active = 0;
    let startedAfterStop = 0;
    let stopped = false;
    // Every seed runs as itself before its mutants (campaign/seed-itself.ts), so mutants queue up only once some
    // seeds are ready. The budget runs out once every seed has run on both lanes and six mutant runs have ended:
    // by then every walk has its mutants queued, whatever the order a busy machine finishes the runs in (with
    // the stop at the sixth mutant run alone, a slow machine had made only the three it had tested).
    const seedTexts = new Set(seeds.map((s) => stripStatusText(s.text)));
    let seedRunsEnded = 0;
    let mutantRunsEnded = 0;
    const lanes = await resolveLanes(LANES);
    const pool = new SolverPool(
      lanes,
      (lane): Solver => {
        const real = createNodeSolver(lane, NO_SPARE);
        return {
          ...real,
          start: () => real.start(),
          dispose: () => real.dispose(),
          run: async (text, options) => {
            started++;
            if (stopped) startedAfterStop++;
            active++;
            const outcome = await real.run(text, options).finally(() => active--);
            if (seedTexts.has(text)) seedRunsEnded++;
            else mutantRunsEnded++;
            if (!stopped && seedRunsEnded >= seeds.length * LANES.length && mutantRunsEnded >= 6) {
              stopped = true;
              clock = 60_000;
            }
            return outcome;
          },
        };
      },
      INSTANCES,
    );
    try {
      await pool.start();
      const store = new MemoryStore();
      const { stats } = await runCampaign(
        {
          rngSeed: 7,
          mutators: [{ name: 'opfuzz' }],
          walk: { iterations: 10 },
          timeoutMs: 5000,
          timeBudgetMs: 1000,
          lookahead: 32,
        },
        seeds,
        { runner: pool, store, now: () => clock },
      );
      // No run is left on a solver when the campaign returns (the CLI then disposes the pool; a run still
      // pending there kept the process alive for a minute).
      expect(active).toBe(0);
      // Mutants were made and queued, more than were tested when time ran out: the queued ones were dropped.
      expect(stats.mutantsGenerated).toBeGreaterThan(stats.mutantsTested);
      // What ran after the stop: only runs handed a solver as it came free before the engine saw the clock (at
      // most one per instance); nothing after.
      expect(startedAfterStop).toBeLessThanOrEqual(SOLVERS);
      // A mutant counts as tested when every lane ran it (one lane's run may have started before its other was dropped).
      expect(stats.mutantsTested * LANES.length).toBeLessThanOrEqual(started);
      expect(stats.mutantsTested).toBeGreaterThan(0);
      // The dropped steps are saved as not done: every walk resumes at its first step not tested.
      const last = new Map(store.pairs.map((p) => [`${p.seedId} ${p.mutator}`, p]));
      const resumeAt = [...last.values()].reduce((n, p) => n + p.steps, 0);
      expect(resumeAt).toBe(stats.mutantsTested);
      expect([...last.values()].every((p) => !p.done)).toBe(true);
    } finally {
      pool.dispose();
    }
  });
});
