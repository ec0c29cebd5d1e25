// SAE and STORM oracle soundness on the repo's corpus, a short measure (the long one: `npm run
// bench:soundness`): 40 mutants each, of the seeds Z3 decides quickly (slow-seeds.ts), run on Z3 (WASM) and native cvc5. No mutant may be refuted by both
// solvers, and most must be decided by both as the oracle predicts (the oracle was exercised).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { ownSeeds } from '../support/seed-set.js';
import { quickForZ3Wasm } from '../support/slow-seeds.js';
import { startZ3 } from './fusion-solvers.js';
import { saeSoundness, soundnessSeeds, stormSoundness, TIMEOUT_MS } from './sae-storm-soundness.js';
import type { SimpleSeed } from './storm-sae-support.js';

const MUTANTS = 40;

describe('SAE and STORM oracle soundness on Z3 (WASM) and native cvc5, test/corpus/', () => {
  let z3: Z3Engine;
  let seeds: SimpleSeed[];
  beforeAll(async () => {
    seeds = soundnessSeeds(quickForZ3Wasm(ownSeeds()));
    z3 = await startZ3(TIMEOUT_MS);
  });
  afterAll(() => z3?.close());

  it('SAE: no mutant where both solvers contradict the seed answer', async () => {
    const tally = await saeSoundness(z3, seeds, MUTANTS);
    expect(tally.cases).toBe(MUTANTS);
    expect(tally.labels).toEqual(['sat', 'unsat']);
    expect(tally.mutatorBugs).toEqual([]);
    expect(tally.agreeWithOracle).toBeGreaterThan(MUTANTS / 2);
  });

  it('STORM: no instance where both solvers answer unsat', async () => {
    const tally = await stormSoundness(z3, seeds, MUTANTS);
    expect(tally.cases).toBe(MUTANTS);
    expect(tally.mutatorBugs).toEqual([]);
    expect(tally.agreeWithOracle).toBeGreaterThan(MUTANTS / 2);
  });
});
