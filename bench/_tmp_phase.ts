import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { opFuzz } from '../src/mutators/opfuzz/index.js';
import { stateOf } from '../src/mutators/opfuzz/state.js';
import { printMutant } from '../src/mutators/printed.js';
import { Rng } from '../src/rng.js';
import { parseScript } from '../src/smtlib/parser.js';
import { listSmt2, SEEDS_DIR } from '../test/support/seeds.js';
const texts = listSmt2(join(SEEDS_DIR, 'public')).map((f) => readFileSync(f, 'utf8'));
const parse = () => texts.map((t) => (parseScript(t) as any).value);
for (let r = 0; r < 3; r++) {
  let seeds = parse();
  let t0 = (process.cpuUsage().user/1000);
  for (const s of seeds) stateOf(s);
  const build = (process.cpuUsage().user/1000) - t0;
  t0 = (process.cpuUsage().user/1000);
  let n = 0;
  for (let i = 0; i < 142500; i++) Rng.of(1, 'opfuzz', i);
  const rngT = (process.cpuUsage().user/1000) - t0;
  t0 = (process.cpuUsage().user/1000);
  seeds.forEach((seed, s) => { let script = seed; for (let k = 0; k < 300; k++) { const o = opFuzz.mutate({ script }, Rng.of(s, 'opfuzz', k), {}); if (o.ok) { n++; script = o.mutant; const t = printMutant(script); t.charCodeAt(t.length >> 1); } } });
  const steps = (process.cpuUsage().user/1000) - t0;
  console.log({ build, rngT, steps, rate: n / (build + steps) * 1000, stepRate: n / steps * 1000 });
}
