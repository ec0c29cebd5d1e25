// The clock of `npm run bench:mutate`: rounds of STEPS mutate + print per seed input (chained: each mutant is
// the next step's script; reset: every step starts from the input), a warm-up round and two measured ones. The
// printed text is flattened (one character read) so a lazily concatenated string is not counted as printed.
import { printMutant } from '../src/smtlib/print/printed.js';
import { defaultOptions, type Mutator, type MutatorInput } from '../src/mutators/types.js';
import { Rng } from '../src/rng.js';

export const STEPS = 300;

interface Round {
  mutants: number;
  failed: number;
  ms: number;
  /** Process CPU time (user + system, all threads): steadier than wall time on a shared machine. */
  cpuMs: number;
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function round(mutator: Mutator, inputs: readonly MutatorInput[], chain: boolean): Round {
  const options = defaultOptions(mutator.info);
  let mutants = 0;
  let failed = 0;
  let checksum = 0;
  const start = performance.now();
  const cpuStart = cpuMs();
  inputs.forEach((seed, s) => {
    let input = seed;
    for (let step = 0; step < STEPS; step++) {
      const out = mutator.mutate(input, Rng.of(s, mutator.info.name, step), options);
      if (!out.ok) {
        failed++;
        continue;
      }
      const text = printMutant(out.mutant);
      checksum = (checksum + text.charCodeAt(text.length >> 1)) | 0;
      mutants++;
      if (chain) input = { ...input, script: out.mutant };
    }
  });
  if (checksum === 0.5) console.log('unreachable');
  return { mutants, failed, ms: performance.now() - start, cpuMs: cpuMs() - cpuStart };
}

/**
 * Measures `mutator` and prints its line. `inputs` is called before every round (outside the clock), so
 * seeds are parsed afresh and per-seed tables and caches are rebuilt inside it.
 */
export function measure(mutator: Mutator, inputs: () => MutatorInput[], chain: boolean, target?: number): void {
  round(mutator, inputs(), chain); // warm-up
  const rounds = [round(mutator, inputs(), chain), round(mutator, inputs(), chain)];
  const sum = (key: keyof Round): number => rounds.reduce((n, r) => n + r[key], 0);
  const perSecond = (ms: number): string =>
    Math.round((sum('mutants') / ms) * 1000)
      .toLocaleString('en-US')
      .padStart(9);
  console.log(
    `${mutator.info.name.padEnd(9)} ${perSecond(sum('ms'))} mutants/s wall, ${perSecond(sum('cpuMs'))} per CPU-second` +
      `  (${rounds[0]!.mutants} mutants, ${rounds[0]!.failed} steps without a mutant per round, ${inputs().length} seeds` +
      (target ? `; target ${target.toLocaleString('en-US')}/s` : '') +
      ')',
  );
}
