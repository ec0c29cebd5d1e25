import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateOf } from '../src/mutators/opfuzz/state.js';
import { parseScript } from '../src/smtlib/parser.js';
import { listSmt2, SEEDS_DIR } from '../test/support/seeds.js';
const texts = listSmt2(join(SEEDS_DIR, 'public')).map((f) => readFileSync(f, 'utf8'));
let depth = 0, n = 0, maxd = 0, sitesTot = 0, maxSites = 0, cmds = 0;
for (const t of texts) { const s = (parseScript(t) as any).value; const st = stateOf(s); cmds += s.commands.length; if (!st.table.ok) continue; sitesTot += st.table.sites.length; maxSites = Math.max(maxSites, st.table.sites.length);
  for (const x of st.table.sites) { depth += x.path.steps.length; n++; maxd = Math.max(maxd, x.path.steps.length); } }
console.log({ avgDepth: depth / n, maxd, avgSites: sitesTot / texts.length, maxSites, avgCmds: cmds / texts.length });
