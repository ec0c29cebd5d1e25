// Fusion throughput: mutants per second (mutate + print) over same-label pairs of public seeds
// (each labelled seed with the next one of its logic and label), reset walks of STEPS mutants per
// pair. Seeds are parsed afresh each round outside the clock, so renaming apart and the per-pair
// tables are rebuilt inside it. Run alone (`tsx bench/fusion.ts`) or call fusionRound from mutate.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fusion } from '../src/mutators/fusion/index.js';
import { printMutant } from '../src/smtlib/print/printed.js';
import { defaultOptions } from '../src/mutators/types.js';
import { Rng } from '../src/rng.js';
import { parseScript } from '../src/smtlib/parser.js';
import { loadManifest, SEEDS_DIR } from '../test/support/seeds.js';

const STEPS = 300;
const rows = loadManifest('public').filter((r) => r.expected === 'sat' || r.expected === 'unsat');
const texts = rows.map((r) => readFileSync(join(SEEDS_DIR, r.path), 'utf8'));
/** Index pairs: each seed with the next seed of the same logic and label. */
const pairs: [number, number][] = rows.flatMap((r, i) => {
  const j = rows.findIndex((s, k) => k > i && s.logic === r.logic && s.expected === r.expected);
  return j < 0 ? [] : [[i, j] as [number, number]];
});

export interface FusionRound {
  mutants: number;
  failed: number;
  ms: number;
}

export function fusionRound(): FusionRound {
  const scripts = texts.map((t) => {
    const r = parseScript(t);
    if (!r.ok) throw new Error(`seed failed to parse: ${r.error.message}`);
    return r.value;
  });
  const options = defaultOptions(fusion.info);
  let mutants = 0;
  let failed = 0;
  let checksum = 0;
  const start = performance.now();
  for (const [i, j] of pairs) {
    const label = rows[i]!.expected as 'sat' | 'unsat';
    const input = { script: scripts[i]!, label, second: { script: scripts[j]!, label } };
    for (let step = 0; step < STEPS; step++) {
      const out = fusion.mutate(input, Rng.of(i, 'fusion', step), options);
      if (!out.ok) {
        failed++;
        continue;
      }
      const text = printMutant(out.mutant);
      checksum = (checksum + text.charCodeAt(text.length >> 1)) | 0;
      mutants++;
    }
  }
  if (checksum === 0.5) console.log(checksum); // keeps the printing observable
  return { mutants, failed, ms: performance.now() - start };
}

if (process.argv[1]?.endsWith('fusion.ts')) {
  fusionRound(); // warm-up
  const rounds = [fusionRound(), fusionRound()];
  const mutants = rounds.reduce((n, r) => n + r.mutants, 0);
  const ms = rounds.reduce((n, r) => n + r.ms, 0);
  console.log(
    `fusion ${Math.round((mutants / ms) * 1000).toLocaleString('en-US')} mutants/s ` +
      `(${pairs.length} pairs × ${STEPS} steps, ${rounds[0]!.failed} steps without a mutant per round; target 10,000/s)`,
  );
}
