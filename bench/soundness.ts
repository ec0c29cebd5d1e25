// Oracle soundness of the solver-checked mutators, measured at the scale the tests once ran at (the
// tests now run a short version on test/corpus/): Semantic Fusion 300 SAT + 300 UNSAT, SAE 300, STORM 300,
// Janus ≥ 300 mutants on Z3 5.2.0 (wasm) and native cvc5, and the Janus regression pair (Z3 4.8.17 vs
// 5.2.0) for 60 s, all over the external corpus' public seeds. Prints each tally and the wall time.
// Usage: npm run bench:soundness [-- --only fusion,sae,storm,janus,regression]
import { parseArgs } from 'node:util';
import { startZ3 } from '../test/mutators/fusion-solvers.js';
import { fusionPool, fusionSoundness, Z3_TIMEOUT_MS } from '../test/mutators/fusion-soundness.js';
import { agreedSeeds, janusCases } from '../test/mutators/janus-cases.js';
import { janusRegression } from '../test/mutators/janus-regression.js';
import { janusSoundness, MAX_SEED_BYTES, STEPS } from '../test/mutators/janus-soundness.js';
import { saeSoundness, soundnessSeeds, stormSoundness, TIMEOUT_MS } from '../test/mutators/sae-storm-soundness.js';
import { externalSeeds } from '../test/support/seed-set.js';
import { loadavg } from 'node:os';

const ALL = ['fusion', 'sae', 'storm', 'janus', 'regression'];
const { values } = parseArgs({ options: { only: { type: 'string', default: ALL.join(',') } } });
const only = new Set(values.only.split(','));
const seeds = externalSeeds(['public']);
const rows: string[] = [];

async function timed(name: string, body: () => Promise<string>): Promise<void> {
  if (!only.has(name)) return;
  const started = performance.now();
  const line = await body();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  rows.push(`${name.padEnd(10)} ${seconds.padStart(7)} s  ${line}`);
}

await timed('fusion', async () => {
  const z3 = await startZ3(Z3_TIMEOUT_MS);
  const pool = fusionPool(seeds);
  const out: string[] = [];
  for (const label of ['sat', 'unsat'] as const) {
    const t = await fusionSoundness(z3, pool, label, 300);
    out.push(
      `${label}: ${t.cases} mutants, ${t.bothAgreeWithOracle} agree, ${t.findings.length} findings, ${t.mutatorBugs.length} bugs`,
    );
  }
  z3.close();
  return out.join('; ');
});

for (const [name, measure] of [
  ['sae', saeSoundness],
  ['storm', stormSoundness],
] as const) {
  await timed(name, async () => {
    const z3 = await startZ3(TIMEOUT_MS);
    const t = await measure(z3, soundnessSeeds(seeds), 300);
    z3.close();
    return `${t.cases} mutants, ${t.agreeWithOracle} agree, ${t.findings.length} findings, ${t.mutatorBugs.length} bugs`;
  });
}

await timed('janus', async () => {
  const cases = janusCases(agreedSeeds(seeds, MAX_SEED_BYTES), 'janus-soundness', STEPS);
  const t = await janusSoundness(cases);
  const agree = [...t.byRule.values()].reduce((n, r) => n + r.bothAgree, 0);
  return `${cases.length} mutants, ${agree} agree, ${t.findings.length} findings, ${t.bugs.length} bugs`;
});

await timed('regression', async () => {
  const t = await janusRegression(seeds, 60_000);
  return `${t.ran} mutants in 60 s, both decided ${t.bothDecided}, ${t.regressions.length} regressions, ${t.bugs.length} bugs`;
});

console.log(
  `\nsoundness (load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')})`,
);
for (const row of rows) console.log(row);
