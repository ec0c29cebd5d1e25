// OpFuzz and TypeFuzz against native z3 and cvc5 on the repo's corpus, a short measure (the long one,
// 300 mutants per seed of the external corpus: `npm run bench:invalid-mutants`): 30 chained mutants of
// one seed per logic (10 logics). Fewer than 2 % may be rejected by both solvers.
import { describe, expect, it } from 'vitest';
import { opFuzz } from '../../src/mutators/opfuzz/index.js';
import { typeFuzz } from '../../src/mutators/typefuzz/index.js';
import { logicOf, ownSeeds } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { invalidMutantRate, pickSeeds } from './invalid-mutants.js';

const ITERATIONS = 30;

describe('OpFuzz and TypeFuzz on native z3 and cvc5, test/corpus/', () => {
  for (const mutator of [opFuzz, typeFuzz]) {
    it(`${mutator.info.name}: fewer than 2 % of the mutants are rejected by both solvers`, async () => {
      // Hard seeds (slow-seeds.ts) give mutants both solvers time out on: they check nothing here.
      const seeds = pickSeeds(quickForZ3Wasm(ownSeeds()));
      expect(new Set(seeds.map(logicOf)).size).toBe(10);
      expect(await invalidMutantRate(mutator, seeds, ITERATIONS)).toBeLessThan(0.02);
    });
  }
});
