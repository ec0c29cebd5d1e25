// Janus oracle soundness on the repo's corpus, a short measure (the long one: `npm run bench:soundness`):
// mutants at two chain steps of every small seed both solvers agree on (and Z3 decides quickly: slow-seeds.ts), run on Z3 (WASM) and native
// cvc5. None may be refuted by both solvers; some must be decided by both as the oracle predicts.
import { describe, expect, it } from 'vitest';
import { ownSeeds } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { agreedSeeds, janusCases } from './janus-cases.js';
import { janusSoundness, MAX_SEED_BYTES, STEPS } from './janus-soundness.js';

const MIN_MUTANTS = 40;
const MAX_MUTANTS = 80;

describe('Janus oracle soundness on Z3 wasm and native cvc5, test/corpus/', () => {
  it(`builds ≥ ${MIN_MUTANTS} mutants and none is refuted by both solvers`, async () => {
    const cases = janusCases(agreedSeeds(quickForZ3Wasm(ownSeeds()), MAX_SEED_BYTES), 'janus-soundness', STEPS);
    expect(cases.length).toBeGreaterThanOrEqual(MIN_MUTANTS);
    const tally = await janusSoundness(cases.slice(0, MAX_MUTANTS));
    expect(tally.bugs).toEqual([]);
    const agree = [...tally.byRule.values()].reduce((n, r) => n + r.bothAgree, 0);
    expect(agree).toBeGreaterThan(0);
  });
});
