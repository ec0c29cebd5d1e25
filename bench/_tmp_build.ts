import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateOf } from '../src/mutators/opfuzz/state.js';
import { buildSiteTable } from '../src/mutators/opfuzz/sites.js';
import { checkScript } from '../src/smtlib/check/index.js';
import { parseScript } from '../src/smtlib/parser.js';
import { listSmt2, SEEDS_DIR } from '../test/support/seeds.js';
const texts = listSmt2(join(SEEDS_DIR, 'public')).map((f) => readFileSync(f, 'utf8'));
for (let r = 0; r < 4; r++) {
  let seeds = texts.map((t) => (parseScript(t) as any).value);
  let t0 = (process.cpuUsage().user/1000); for (const s of seeds) checkScript(s); const check = (process.cpuUsage().user/1000) - t0;
  seeds = texts.map((t) => (parseScript(t) as any).value);
  t0 = (process.cpuUsage().user/1000); for (const s of seeds) buildSiteTable(s); const table = (process.cpuUsage().user/1000) - t0;
  seeds = texts.map((t) => (parseScript(t) as any).value);
  t0 = (process.cpuUsage().user/1000); for (const s of seeds) stateOf(s); const all = (process.cpuUsage().user/1000) - t0;
  console.log({ check, table, all });
}
