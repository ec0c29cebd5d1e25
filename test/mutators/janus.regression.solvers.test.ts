// The Janus regression lane pair (Z3 4.8.17 vs 5.2.0, wasm) on the repo's corpus, 12 mutants (a time budget
// on the external corpus: `npm run bench:soundness`): mutants run on both versions, regressions are reported with their
// rule chain, and no mutant is refuted by both versions.
import { describe, expect, it } from 'vitest';
import { ownSeeds } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { janusRegression } from './janus-regression.js';

const MUTANTS = 12;
/** Only a safety net: the test is over after MUTANTS mutants. */
const CAP_MS = 150_000;

describe('Janus regression lane pair (Z3 4.8.17 vs 5.2.0 wasm), test/corpus/', () => {
  it('runs mutants on both versions and reports regressions with their rule chain', async () => {
    const tally = await janusRegression(quickForZ3Wasm(ownSeeds()), CAP_MS, MUTANTS);
    expect(tally.bugs).toEqual([]);
    expect(tally.ran).toBe(MUTANTS);
    expect(tally.bothDecided).toBeGreaterThan(tally.ran / 2);
  });
});
