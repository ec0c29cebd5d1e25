// Issue 14's breadth check as a figure: a campaign of fixed wall time (default 60 s, `--seconds N`) over the public
// seeds (or `--seeds DIR`) with all six mutators on Z3 wasm 5.2.0 and 4.8.17; prints the distinct seeds mutated,
// mutants per mutator, and the time to the first mutant. The tests check the same spread on a mutant budget.
// `--instances N` per lane: 1 as in the page (default), `cli` for what `smtplay fuzz` runs here (instancesPerLane).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { expandSmt2Paths } from '../src/cli/files.js';
import { resolveLanes } from '../src/cli/lanes.js';
import { cliInstancesPerLane } from '../src/cli/instances.js';
import { breadthCampaign } from '../test/campaign/breadth-campaign.js';
import { SEEDS_DIR } from '../test/support/seeds-location.js';

const { values } = parseArgs({
  options: { seconds: { type: 'string' }, seeds: { type: 'string' }, instances: { type: 'string' } },
});
const seconds = Number(values.seconds ?? 60);
const dir = values.seeds ?? `${SEEDS_DIR}/public`;
const paths = await expandSmt2Paths([dir]);
const seeds = paths.map((path) => ({ id: path, text: readFileSync(path, 'utf8') }));
const load = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`bench:breadth: ${seeds.length} seeds from ${dir}, ${seconds} s, load before ${load()}`);
const instances =
  values.instances === 'cli'
    ? cliInstancesPerLane(await resolveLanes(['z3@5.2.0', 'z3@4.8.17']))
    : Number(values.instances ?? 1);
console.log(`${instances} instance(s) per lane`);
const { stats, firstMutantMs } = await breadthCampaign(seeds, { seconds }, instances);
console.log(`first mutant after ${((firstMutantMs ?? NaN) / 1000).toFixed(1)} s`);
console.log(`${stats.mutantsTested} mutants on ${stats.seeds.mutated} distinct seeds (of ${seeds.length})`);
for (const [name, c] of Object.entries(stats.perMutator)) console.log(`  ${name.padEnd(9)} ${c.mutants} mutants`);
console.log(
  `generated ${stats.mutantsGenerated}, no mutant ${stats.noMutant}, timeouts ${stats.timeouts}, ` +
    `solver time ${(stats.solverFraction * 100).toFixed(0)} % of ${stats.wallSeconds.toFixed(1)} s`,
);
for (const [lane, c] of Object.entries(stats.perLane))
  console.log(
    `  ${lane}: sat ${c.sat}, unsat ${c.unsat}, unknown ${c.unknown}, timeout ${c.timeout}, error ${c.error}, crash ${c.crash}, solver ${(c.solverMs / 1000).toFixed(1)} s`,
  );
console.log(`load after ${load()}`);
