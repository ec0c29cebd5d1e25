// Campaigns with the mutators that need a solver before they mutate: Janus and SAE (the seed's answer) and
// STORM (a reference model M), on seeds of the repo corpus. Real lanes: Z3 wasm 5.2.0 and native cvc5.
// A finding on which both lanes agree against the oracle would be a bug in our mutator; every finding must
// rebuild from its record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCampaign } from '../../src/campaign/engine.js';
import { rebuildMutant } from '../../src/campaign/mutants.js';
import { inputOf, parseSeed } from '../../src/campaign/prepare.js';
import { referenceModel } from '../../src/campaign/reference.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { CampaignConfig, CampaignEvent, CampaignResult, CampaignSeed } from '../../src/campaign/types.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { storm } from '../../src/mutators/storm/index.js';
import { walk } from '../../src/mutators/walk.js';
import { walkConfigFor } from '../../src/campaign/mutants.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import { bothSolversAgree, logicOf, ownSeeds, type Seed } from '../support/seed-set.js';
import { expectReproduces } from './reproduce.js';
import { NO_SPARE } from '../support/no-spare.js';

const ITERATIONS = 6;

/** Small quantifier-free seeds of the repo corpus both solvers decide as labelled, one per logic. */
function seeds(): Seed[] {
  const seen = new Set<string>();
  return ownSeeds()
    .filter((s) => bothSolversAgree(s) && logicOf(s).startsWith('QF_') && !/N[IR]A/.test(logicOf(s)))
    .filter((s) => s.text.length < 3000)
    .sort((a, b) => a.text.length - b.text.length || a.path.localeCompare(b.path))
    .filter((s) => !seen.has(logicOf(s)) && seen.add(logicOf(s)))
    .slice(0, 8);
}

let CHOSEN: Seed[] = [];
let SEEDS: CampaignSeed[] = [];
const CONFIG: CampaignConfig = {
  rngSeed: 77,
  mutators: [{ name: 'storm', options: { amax: 8, dmax: 6 } }, { name: 'sae' }, { name: 'janus' }],
  walk: { iterations: ITERATIONS },
  timeoutMs: 3000,
};

describe('campaign with STORM, SAE and Janus on Z3 wasm 5.2.0 and native cvc5', () => {
  let pool: SolverPool;
  let result: CampaignResult;
  const store = new MemoryStore();
  const events: CampaignEvent[] = [];

  beforeAll(async () => {
    CHOSEN = seeds();
    SEEDS = CHOSEN.map((s) => ({ id: s.path, text: s.text }));
    const lanes = await resolveLanes(['z3@5.2.0', 'native:cvc5+--strings-exp']);
    pool = new SolverPool(lanes, (lane) => createNodeSolver(lane, NO_SPARE), 1);
    await pool.start();
    result = await runCampaign(CONFIG, SEEDS, { runner: pool, store, onEvent: (e) => events.push(e) });
  });

  afterAll(() => pool?.dispose());

  it('labels the seeds, gets STORM its reference models, and tests mutants of all three', () => {
    const s = result.stats;
    expect(SEEDS.length).toBeGreaterThanOrEqual(6);
    const skipped = events.filter((e) => e.type === 'seed-skipped');
    console.log(`${s.mutantsTested} mutants tested; skipped: ${JSON.stringify(skipped)}`);
    expect(s.mutatorBugs).toBe(0);
    expect(s.seeds.skipped).toBeLessThanOrEqual(1);
    // Without a reference model STORM would give no mutant at all: most seeds must have one.
    expect(
      skipped.filter((e) => e.type === 'seed-skipped' && e.reason.startsWith('storm:')).length,
    ).toBeLessThanOrEqual(1);
    expect(s.mutantsTested).toBeGreaterThan(SEEDS.length * ITERATIONS * 2);
    // Every mutator made mutants of (nearly) every seed: labels and reference models were solved on the way.
    for (const m of ['janus', 'sae', 'storm']) expect(s.perMutator[m]!.mutants).toBeGreaterThan(SEEDS.length);
    expect(s.seeds.mutated).toBe(SEEDS.length - s.seeds.skipped);
  });

  it('has no finding on which both lanes agree against the oracle (that would be our bug)', () => {
    for (const f of store.findings) {
      if (f.oracle.kind !== 'expected') continue;
      const decided = f.outcomes.filter((o) => o.status === 'ok').map((o) => o.answers.at(-1));
      const bothWrong = decided.length === 2 && decided.every((a) => a !== 'unknown' && a !== f.oracle.expected);
      expect(bothWrong, `${f.made?.mutantId}: ${decided.join(' / ')} vs expected ${f.oracle.expected}`).toBe(false);
    }
  });

  it('rebuilds each finding from its record and reproduces it', async () => {
    for (const finding of store.findings) await expectReproduces(finding, CONFIG, SEEDS, pool, 8000);
  });

  it('a STORM mutant is rebuilt from (seed, label, reference model) alone', async () => {
    const seed = SEEDS[0]!;
    const prepared = parseSeed(seed);
    if (!prepared.ok) throw new Error(prepared.reason);
    const label = CHOSEN[0]!.row!.expected as 'sat' | 'unsat';
    const lane = pool.lanes[0]!;
    const ref = await referenceModel(prepared.script, label, lane, (id, t, o) => pool.run(id, t, o), 5000);
    if (!ref.ok) throw new Error(ref.reason);
    const input = inputOf({ ...prepared, label, reference: ref });
    const steps = [...walk(storm, input, walkConfigFor(CONFIG, storm, seed.id))].filter((s) => s.ok);
    expect(steps.length).toBeGreaterThan(0);
    const last = steps.at(-1)!;
    const rebuilt = rebuildMutant(
      CONFIG,
      { rngSeed: CONFIG.rngSeed, seedId: seed.id, mutator: 'storm', step: last.step },
      input,
    );
    expect(rebuilt?.result.oracle).toEqual({ kind: 'expected', expected: 'sat' });
    expect(last.ok && rebuilt?.text).toBe(
      last.ok ? last.text.replace(/\(set-info\s+:status\s+[^)\s]*\)[ \t]*\n?/g, '') : '',
    );
  });
});
