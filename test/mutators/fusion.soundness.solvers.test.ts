// Fusion oracle soundness on the repo's corpus, a short measure (the long one: `npm run bench:soundness`):
// 40 SAT and 40 UNSAT fusions of the seeds Z3 decides quickly (slow-seeds.ts), run on Z3 (WASM) and native cvc5. No
// mutant may be refuted by both solvers, and most must be decided by both as the oracle predicts (the
// oracle was exercised).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { ownSeeds } from '../support/seed-set.js';
import type { LabelledSeed } from './fusion-pool.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { fusionPool, fusionSoundness } from './fusion-soundness.js';
import { startZ3 } from './fusion-solvers.js';

const PER_LABEL = 40;
// The seeds decide in well under a second on a quiet machine; a busy one (CI runs two tiers side by side) must not turn
// them into timeouts, which would leave the oracle unexercised: a generous limit, not a speed bound.
const TIMEOUT_MS = 10_000;

describe('Semantic Fusion oracle soundness on Z3 (WASM) and native cvc5, test/corpus/', () => {
  let z3: Z3Engine;
  let pool: LabelledSeed[];
  beforeAll(async () => {
    pool = fusionPool(quickForZ3Wasm(ownSeeds()));
    z3 = await startZ3(TIMEOUT_MS);
  });
  afterAll(() => z3?.close());

  it.each(['sat', 'unsat'] as const)(
    '%s fusions: no mutant where both solvers contradict the oracle',
    async (label) => {
      const tally = await fusionSoundness(z3, pool, label, PER_LABEL, TIMEOUT_MS);
      expect(tally.cases).toBe(PER_LABEL);
      expect(tally.mutatorBugs).toEqual([]);
      expect(tally.bothAgreeWithOracle).toBeGreaterThan(PER_LABEL / 2);
    },
    // A hang guard, not a speed bound: 40 fusions on two solvers took over 120 s under CI's load beside the e2e tier.
    600_000,
  );
});
