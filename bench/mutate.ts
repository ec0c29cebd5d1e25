// Mutation throughput: mutants per second (mutate + print) for each mutator, over every public seed,
// 300 chained steps per seed. Seeds are parsed afresh for every round outside the clock, so per-seed
// tables, sort checks and print caches are rebuilt inside it. The printed text is flattened (one
// character read) so a lazily concatenated string is not counted as printed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { janus } from '../src/mutators/janus/index.js';
import { fusionRound } from './fusion.js';
import { saeStormRounds } from './mutate-sae-storm.js';
import { opFuzz } from '../src/mutators/opfuzz/index.js';
import { printMutant } from '../src/mutators/printed.js';
import { typeFuzz } from '../src/mutators/typefuzz/index.js';
import { defaultOptions, type Expected, type Mutator } from '../src/mutators/types.js';
import { Rng } from '../src/rng.js';
import type { Script } from '../src/smtlib/ast.js';
import { parseScript } from '../src/smtlib/parser.js';
import { listSmt2, loadManifest, SEEDS_DIR } from '../test/support/seeds.js';

const STEPS = 300;
const files = listSmt2(join(SEEDS_DIR, 'public'));
const texts = files.map((f) => readFileSync(f, 'utf8'));
// Janus needs each seed's sat/unsat label; the other mutators ignore it.
const expected = new Map(loadManifest('public').map((r) => [join(SEEDS_DIR, r.path), r.expected]));
const labels = files.map((f): Expected | undefined => {
  const e = expected.get(f);
  return e === 'sat' || e === 'unsat' ? e : undefined;
});

function parseAll(): Script[] {
  return texts.map((t) => {
    const r = parseScript(t);
    if (!r.ok) throw new Error(`seed failed to parse: ${r.error.message}`);
    return r.value;
  });
}

interface Round {
  mutants: number;
  failed: number;
  ms: number;
  /** Process CPU time (user + system, all threads): steadier than wall time on a shared machine. */
  cpuMs: number;
  checksum: number;
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function round(mutator: Mutator): Round {
  const seeds = parseAll();
  const options = defaultOptions(mutator.info);
  let mutants = 0;
  let failed = 0;
  let checksum = 0;
  const start = performance.now();
  const cpuStart = cpuMs();
  seeds.forEach((seed, s) => {
    let script = seed;
    for (let step = 0; step < STEPS; step++) {
      const label = labels[s];
      const out = mutator.mutate({ script, ...(label ? { label } : {}) }, Rng.of(s, mutator.info.name, step), options);
      if (!out.ok) {
        failed++;
        continue;
      }
      const text = printMutant(out.mutant);
      checksum = (checksum + text.charCodeAt(text.length >> 1)) | 0;
      mutants++;
      script = out.mutant;
    }
  });
  return { mutants, failed, ms: performance.now() - start, cpuMs: cpuMs() - cpuStart, checksum };
}

const targets: Record<string, number> = { opfuzz: 100_000, typefuzz: 40_000 };
console.log(`corpus: ${texts.length} public seeds, ${STEPS} chained steps each (${SEEDS_DIR}/public)`);
for (const mutator of [opFuzz, typeFuzz, janus]) {
  round(mutator); // warm-up
  const rounds = [round(mutator), round(mutator)];
  const mutants = rounds.reduce((n, r) => n + r.mutants, 0);
  const ms = rounds.reduce((n, r) => n + r.ms, 0);
  const cpu = rounds.reduce((n, r) => n + r.cpuMs, 0);
  const perSecond = (per: number): string =>
    Math.round((mutants / per) * 1000)
      .toLocaleString('en-US')
      .padStart(9);
  const name = mutator.info.name;
  const target = targets[name];
  console.log(
    `${name.padEnd(9)} ${perSecond(ms)} mutants/s wall, ${perSecond(cpu)} per CPU-second` +
      `  (${rounds[0]!.mutants} mutants, ${rounds[0]!.failed} steps without a mutant per round` +
      (target ? `; target ${target.toLocaleString('en-US')}/s` : '') +
      ')',
  );
}

// Fusion takes pairs of same-label seeds, so it has its own round (bench/fusion.ts).
fusionRound(); // warm-up
const fusionRounds = [fusionRound(), fusionRound()];
const fused = fusionRounds.reduce((n, r) => n + r.mutants, 0);
const fusedMs = fusionRounds.reduce((n, r) => n + r.ms, 0);
console.log(
  `${'fusion'.padEnd(9)} ${Math.round((fused / fusedMs) * 1000)
    .toLocaleString('en-US')
    .padStart(9)} mutants/s wall  (${fusionRounds[0]!.mutants} mutants per round; target 10,000/s)`,
);

// SAE and STORM need a solver's answer or model per seed, computed before their clocks start.
await saeStormRounds();
