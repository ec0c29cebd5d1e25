// Part of `npm run bench:mutate`: mutation throughput of SAE and STORM (mutate + print), 300 reset steps per seed. They need inputs
// a solver computes (SAE: the seed's answer, here the manifest label; STORM: a model M, here from
// Z3 WASM on up to 100 quantifier-free labelled seeds), computed before any clock starts. Seeds are
// parsed afresh each round, so CNF conversion and fragment valuation are inside the clock.
import { sae } from '../src/mutators/sae/index.js';
import { storm } from '../src/mutators/storm/index.js';
import { printMutant } from '../src/mutators/printed.js';
import { defaultOptions, type Mutator, type MutatorInput } from '../src/mutators/types.js';
import { Rng } from '../src/rng.js';
import { startZ3 } from '../test/mutators/fusion-solvers.js';
import { simpleSeeds, z3Model, type Seed } from '../test/mutators/storm-sae-support.js';

const STEPS = 300;
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function round(
  mutator: Mutator,
  inputs: () => MutatorInput[],
): { mutants: number; failed: number; ms: number; cpu: number } {
  const seeds = inputs();
  const options = defaultOptions(mutator.info);
  let mutants = 0;
  let failed = 0;
  let checksum = 0;
  const start = performance.now();
  const cpuStart = cpuMs();
  seeds.forEach((input, s) => {
    for (let step = 0; step < STEPS; step++) {
      const out = mutator.mutate(input, Rng.of(s, mutator.info.name, step), options);
      if (!out.ok) {
        failed++;
        continue;
      }
      const text = printMutant(out.mutant);
      checksum = (checksum + text.charCodeAt(text.length >> 1)) | 0;
      mutants++;
    }
  });
  if (checksum === 0.5) console.log('unreachable');
  return { mutants, failed, ms: performance.now() - start, cpu: cpuMs() - cpuStart };
}

export async function saeStormRounds(): Promise<void> {
  const labelled = (): Seed[] => simpleSeeds(1_000_000);
  const models = new Map<string, string>();
  {
    const z3 = await startZ3(500);
    for (const seed of labelled().filter((s) => s.path.includes('/QF_'))) {
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
  for (const [mutator, inputs] of cases) {
    round(mutator, inputs);
    const rounds = [round(mutator, inputs), round(mutator, inputs)];
    const mutants = rounds.reduce((n, r) => n + r.mutants, 0);
    const ms = rounds.reduce((n, r) => n + r.ms, 0);
    const cpu = rounds.reduce((n, r) => n + r.cpu, 0);
    const rate = (per: number): string =>
      Math.round((mutants / per) * 1000)
        .toLocaleString('en-US')
        .padStart(7);
    console.log(
      `${mutator.info.name.padEnd(6)} ${rate(ms)} mutants/s wall, ${rate(cpu)} per CPU-second (${rounds[0]!.mutants} mutants, ${rounds[0]!.failed} without, per round; ${inputs().length} seeds)`,
    );
  }
}
