// Mutation throughput: mutants per second (mutate + print) for each mutator, over every public seed,
// 300 chained steps per seed (the clock: bench/mutate-rounds.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { janus } from '../src/mutators/janus/index.js';
import { fusionRound } from './fusion.js';
import { measure, STEPS } from './mutate-rounds.js';
import { saeStormRounds } from './mutate-sae-storm.js';
import { opFuzz } from '../src/mutators/opfuzz/index.js';
import { typeFuzz } from '../src/mutators/typefuzz/index.js';
import type { Expected, MutatorInput } from '../src/mutators/types.js';
import type { Script } from '../src/smtlib/ast.js';
import { parseScript } from '../src/smtlib/parser.js';
import { listSmt2, loadManifest, SEEDS_DIR } from '../test/support/seeds.js';

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

const inputs = (): MutatorInput[] =>
  parseAll().map((script, s) => (labels[s] ? { script, label: labels[s] } : { script }));

const targets: Record<string, number> = { opfuzz: 100_000, typefuzz: 40_000 };
console.log(`corpus: ${texts.length} public seeds, ${STEPS} chained steps each (${SEEDS_DIR}/public)`);
for (const mutator of [opFuzz, typeFuzz, janus]) measure(mutator, inputs, true, targets[mutator.info.name]);

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
