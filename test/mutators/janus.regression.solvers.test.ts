// The Janus regression lane pair (Z3 4.8.17 vs 5.2.0, wasm) on the repo's corpus, a short budget (a longer
// one: `npm run bench:soundness`): mutants run on both versions, regressions are reported with their
// rule chain, and no mutant is refuted by both versions.
import { describe, expect, it } from 'vitest';
import { ownSeeds } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { janusRegression } from './janus-regression.js';

const BUDGET_MS = 10_000;
const MIN_RUN = 10;

describe('Janus regression lane pair (Z3 4.8.17 vs 5.2.0 wasm), test/corpus/', () => {
  it('runs mutants on both versions within the budget and reports regressions with their rule chain', async () => {
    const tally = await janusRegression(quickForZ3Wasm(ownSeeds()), BUDGET_MS);
    expect(tally.bugs).toEqual([]);
    expect(tally.ran).toBeGreaterThanOrEqual(MIN_RUN);
    expect(tally.bothDecided).toBeGreaterThan(tally.ran / 2);
  });
});
