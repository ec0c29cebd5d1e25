import { resolveLanes } from './src/cli/lanes.js';
import { createNodeSolver } from './src/solvers/node-solvers.js';
import { SolverPool } from './src/solvers/pool.js';
import { buryAs, BURIALS, parsed, triggerText } from './test/reduce/bury.js';
import { reduce, sameCrash } from './src/reduce/index.js';
const lanes = await resolveLanes(['cvc5']);
const pool = new SolverPool(lanes, (l) => createNodeSolver(l), 2);
let lastPass = '';
for (const b of BURIALS.slice(0, 2)) {
  const text = buryAs(b);
  const { predicate } = await sameCrash((id, t, o) => pool.run(id, t, o), lanes[0]!.id, text);
  const t0 = Date.now();
  const r = await reduce(parsed(text), predicate, { jobs: 2, onProgress: (p) => { if (p.pass !== lastPass || p.accepted === undefined) console.log(((Date.now()-t0)/1000).toFixed(1), p.pass, p.bytes, p.candidates); lastPass = p.pass; } }, text.length);
  console.log(b.trigger, r.stats, 'trigger', triggerText(b.trigger).length);
  console.log(r.text);
}
pool.dispose();
