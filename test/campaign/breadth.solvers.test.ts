// Breadth first on the repository's corpus (test/corpus): a campaign of 120 mutants with all six mutators on Z3
// wasm 5.2.0 and 4.8.17 spreads them over at least 60 distinct seeds, with mutants from every mutator (depth
// first, the old engine spent such a budget on the first seed). The 60-second figure is a benchmark:
// `npm run bench:breadth` (BENCHMARKS.md).
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../support/corpus.js';
import { ALL_MUTATORS, breadthCampaign } from './breadth-campaign.js';

describe('a 120-mutant campaign over test/corpus', () => {
  it('mutates at least 60 distinct seeds with mutants from every mutator', async () => {
    const seeds = loadCorpus().map((s) => ({ id: s.path, text: s.text }));
    expect(seeds.length).toBeGreaterThan(100);
    const { stats, firstMutantMs } = await breadthCampaign(seeds, { mutants: 120 });
    console.log(
      `first mutant after ${Math.round(firstMutantMs ?? -1)} ms; ${stats.mutantsTested} mutants on ${stats.seeds.mutated} seeds; ` +
        JSON.stringify(stats.perMutator),
    );
    expect(stats.seeds.mutated).toBeGreaterThanOrEqual(60);
    // STORM's first mutant waits for its seed's label and then a reference model; the pair that asked for them
    // takes the next turn once they are in (campaign/scheduler.ts), so a small budget has STORM mutants too.
    for (const m of ALL_MUTATORS) expect(stats.perMutator[m]!.mutants, m).toBeGreaterThan(0);
  });
});
