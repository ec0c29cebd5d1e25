// Invalid-mutant rate of OpFuzz and TypeFuzz at the scale the test once ran at (the test now runs 30 per
// seed of test/corpus/): 300 chained mutants of one external public seed per logic (10 logics), every
// mutant on native z3 and native cvc5. Prints the rate (target < 2 %), the answer pairs and the wall time.
// Usage: npm run bench:invalid-mutants [-- --iterations 300]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { opFuzz } from '../src/mutators/opfuzz/index.js';
import { typeFuzz } from '../src/mutators/typefuzz/index.js';
import { invalidMutantRate, pickSeeds } from '../test/mutators/invalid-mutants.js';
import { externalSeeds } from '../test/support/seed-set.js';

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '300' } } });
const iterations = Number(values.iterations);
const seeds = pickSeeds(externalSeeds(['public']));
const rows: string[] = [];
for (const mutator of [opFuzz, typeFuzz]) {
  const started = performance.now();
  const rate = await invalidMutantRate(mutator, seeds, iterations);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  rows.push(
    `${mutator.info.name.padEnd(9)} ${(100 * rate).toFixed(2).padStart(6)} % invalid  ${seconds.padStart(7)} s`,
  );
}
console.log(
  `\ninvalid mutants, ${iterations} per seed × ${seeds.length} seeds (load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')})`,
);
for (const row of rows) console.log(row);
