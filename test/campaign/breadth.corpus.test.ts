// Breadth-first scheduling on the public seeds (../shared/seeds/public, 475 files): a campaign of 150 mutants
// with all six mutators on Z3 wasm 5.2.0 and 4.8.17 spreads them over at least 100 distinct seeds, with mutants
// from every mutator. The wall-time form (60 s) is `npm run bench:breadth`, which prints its figures.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSeeds, SEEDS_DIR } from '../support/seeds.js';
import { ALL_MUTATORS, breadthCampaign } from './breadth-campaign.js';

describe.skipIf(!existsSync(join(SEEDS_DIR, 'public')))('a 150-mutant campaign over the public seeds', () => {
  it('mutates at least 100 distinct seeds with mutants from every mutator but STORM', async () => {
    const seeds = loadSeeds('public').map((s) => ({ id: s.path, text: s.text }));
    expect(seeds.length).toBeGreaterThanOrEqual(200);
    const { stats, firstMutantMs } = await breadthCampaign(seeds, { mutants: 150 });
    console.log(
      `first mutant after ${Math.round(firstMutantMs ?? -1)} ms; ${stats.mutantsTested} mutants on ${stats.seeds.mutated} seeds; ` +
        JSON.stringify(stats.perMutator),
    );
    expect(stats.seeds.mutated).toBeGreaterThanOrEqual(100);
    // STORM's first mutant waits for its seed's label on every lane and a reference model, so a small mutant
    // budget may be spent before it (at 60 s it has mutants: bench:breadth); its campaign is tested in
    // solver-mutators.integration.solvers.test.ts.
    for (const m of ALL_MUTATORS.filter((m) => m !== 'storm'))
      expect(stats.perMutator[m]!.mutants, m).toBeGreaterThan(0);
  }, 400_000);
});
