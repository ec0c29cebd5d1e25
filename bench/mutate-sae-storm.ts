// Part of `npm run bench:mutate`: mutation throughput of SAE and STORM (mutate + print), 300 reset steps per seed. They need inputs
// a solver computes (SAE: the seed's answer, here the manifest label; STORM: a model M, here from
// Z3 WASM on up to 100 quantifier-free labelled seeds), computed before any clock starts. Seeds are
// parsed afresh each round, so CNF conversion and fragment valuation are inside the clock.
import { sae } from '../src/mutators/sae/index.js';
import { storm } from '../src/mutators/storm/index.js';
import type { Mutator, MutatorInput } from '../src/mutators/types.js';
import { measure } from './mutate-rounds.js';
import { startZ3 } from '../test/mutators/fusion-solvers.js';
import { simpleSeeds, z3Model, type SimpleSeed } from '../test/mutators/storm-sae-support.js';
import { externalSeeds } from '../test/support/seed-set.js';

export async function saeStormRounds(): Promise<void> {
  const labelled = (): SimpleSeed[] => simpleSeeds(externalSeeds(['public']), 1_000_000);
  const models = new Map<string, string>();
  {
    const z3 = await startZ3(500);
    for (const seed of labelled().filter((s) => s.quantifierFree)) {
      if (models.size >= 100) break;
      const model = await z3Model(z3, seed);
      if (model) models.set(seed.path, model);
    }
    z3.close();
  }

  const cases: [Mutator, () => MutatorInput[]][] = [
    [sae, () => labelled().map((s) => ({ script: s.script, answer: s.label }))],
    [
      storm,
      () => labelled().flatMap((s) => (models.has(s.path) ? [{ script: s.script, model: models.get(s.path)! }] : [])),
    ],
  ];
  for (const [mutator, inputs] of cases) measure(mutator, inputs, false);
}
