// Breadth first on the repository's corpus (test/corpus, 139 seeds): a 45-second campaign with all six mutators
// on Z3 wasm 5.2.0 and 4.8.17 mutates most seeds, with mutants from every mutator (the small version of the
// issue's 60-second check, which breadth.corpus.test.ts runs on the public seeds).
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../support/corpus.js';
import { ALL_MUTATORS, breadthCampaign } from './breadth-campaign.js';

describe('a 45-second campaign over test/corpus', () => {
  it('mutates at least 60 distinct seeds with mutants from every mutator', async () => {
    const seeds = loadCorpus().map((s) => ({ id: s.path, text: s.text }));
    expect(seeds.length).toBeGreaterThan(100);
    const { stats, firstMutantMs } = await breadthCampaign(seeds, 45);
    console.log(
      `first mutant after ${Math.round(firstMutantMs ?? -1)} ms; ${stats.mutantsTested} mutants on ${stats.seeds.mutated} seeds; ` +
        JSON.stringify(stats.perMutator),
    );
    expect(stats.seeds.mutated).toBeGreaterThanOrEqual(60);
    for (const m of ALL_MUTATORS) expect(stats.perMutator[m]!.mutants, m).toBeGreaterThan(0);
  }, 300_000);
});
