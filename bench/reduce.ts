// Reducer benchmark: bytes before/after, candidates and wall time with 1 and 2 workers, over buried
// cvc5 1.0.3 crash triggers (native cvc5 on PATH) and the campaign findings kept as fixtures. Inputs whose burial no longer crashes are skipped
// and reported. `npm run bench:reduce [-- --max-candidates N]` (default 300 per reduction).
import { parseArgs } from 'node:util';
import { resolveLanes } from '../src/cli/lanes.js';
import { planNamed } from '../src/oracles/index.js';
import { NotReproducible, reduce, keepFinding } from '../src/reduce/index.js';
import { createNodeSolver } from '../src/solvers/node-solvers.js';
import { SolverPool } from '../src/solvers/pool.js';
import { BURIALS, buryAs, parsed, type Burial } from '../test/reduce/bury.js';
import { loadFindingFixture, Z3STR3_DISAGREEMENT } from '../test/support/finding-fixture.js';

const { values } = parseArgs({ options: { 'max-candidates': { type: 'string' } } });
// A per-reduction budget: the nonlinear 9472 trigger costs ≈0.5 s per candidate on a shared machine.
const maxCandidates = Number(values['max-candidates'] ?? 300);

/** The three done-when burials, plus larger ones around the two fast triggers. */
const INPUTS: readonly Burial[] = [
  ...BURIALS,
  {
    trigger: 'issue9078-1',
    seeds: ['QF_BV/sat/bench_3646.smt2', 'QF_S/sat/slog_stranger_4597_sink.smt2'],
    extras: 'strings',
    logic: 'ALL',
    mode: 'guarded',
  },
  {
    trigger: 'issue9078-1',
    seeds: ['QF_LIA/sat/v10_problem__018.smt2.slack.smt2', 'QF_ABV/sat/strcmp2.c.smt2'],
    extras: 'strings',
    logic: 'ALL',
    mode: 'guarded',
  },
  {
    trigger: 'issue9078-1',
    seeds: ['QF_AUFLIA/sat/storecomm_invalid_t3_pp_sf_ai_00010_003.cvc.smt2', 'QF_BV/sat/bench_112.smt2'],
    extras: 'ints',
    logic: 'ALL',
    mode: 'guarded',
  },
  {
    trigger: 'issue9078-1',
    seeds: ['QF_S/sat/slog_stranger_3892_sink.smt2', 'QF_LRA/sat/sin-problem-7-weak2-chunk-0074.smt2'],
    extras: 'strings',
    logic: 'ALL',
    mode: 'guarded',
  },
  {
    trigger: 'proj-issue622-fmf-dt-u',
    seeds: ['QF_UF/unsat/bt-test-01.smt2', 'QF_UF/unsat/bt-test-00.smt2'],
    extras: 'uf',
    logic: 'UFDT',
    mode: 'guarded',
  },
  {
    trigger: 'proj-issue622-fmf-dt-u',
    seeds: ['UF/unsat/issue11750.smt2', 'QF_UF/unsat/proj-issue777-open-sat-proof.smt2'],
    extras: 'uf',
    logic: 'UFDT',
    mode: 'guarded',
  },
  {
    trigger: 'issue9078-1',
    seeds: [
      'QF_AUFLIA/sat/storecomm_invalid_t1_pp_sf_ni_00020_004.cvc.smt2',
      'QF_ABV/sat/no_init_selection_sort_unsafe2.c.smt2',
    ],
    extras: 'ints',
    logic: 'ALL',
    mode: 'guarded',
  },
];

const lanes = await resolveLanes(['native:cvc5']);
const cvc5 = lanes[0]!;
const rows: string[] = [];
const reductions: number[] = [];
console.log(`candidate budget per reduction: ${maxCandidates}`);
console.log(`input                                   workers  before  after  reduction  candidates  seconds`);
for (const input of INPUTS) {
  const text = buryAs(input);
  const name = `${input.trigger} + ${input.seeds.map((s) => s.split('/').pop()!.slice(0, 12)).join(',')}`;
  for (const workers of [1, 2]) {
    const pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), workers);
    try {
      const plan = planNamed('crash', [cvc5.id]);
      if (!plan.ok) throw new Error(plan.reason);
      const { predicate } = await keepFinding((id, t, o) => pool.run(id, t, o), plan.target, text);
      const r = await reduce(parsed(text), predicate, { jobs: workers, maxCandidates }, text.length);
      const cut = 1 - r.stats.bytesAfter / r.stats.bytesBefore;
      if (workers === 1) reductions.push(cut);
      const row = `${name.padEnd(40)} ${String(workers).padStart(7)} ${String(r.stats.bytesBefore).padStart(7)} ${String(r.stats.bytesAfter).padStart(6)} ${(100 * cut).toFixed(1).padStart(9)}% ${String(r.stats.candidates).padStart(11)} ${r.stats.seconds.toFixed(1).padStart(8)}`;
      rows.push(row);
      console.log(row);
    } catch (e) {
      if (!(e instanceof NotReproducible)) throw e;
      console.log(`${name.padEnd(40)} skipped: ${e.message}`);
      break;
    } finally {
      pool.dispose();
    }
  }
}
// Campaign findings kept as fixtures: a soundness disagreement between two Z3 wasm lanes.
{
  const fixture = loadFindingFixture(Z3STR3_DISAGREEMENT);
  const fixtureLanes = await resolveLanes(fixture.lanes);
  const ids = [fixtureLanes[0]!.id, fixtureLanes[1]!.id] as const;
  for (const workers of [1, 2]) {
    const pool = new SolverPool(fixtureLanes, (lane) => createNodeSolver(lane), workers);
    try {
      await pool.start();
      const plan = planNamed('disagree', ids);
      if (!plan.ok) throw new Error(plan.reason);
      const { predicate } = await keepFinding((id, t, o) => pool.run(id, t, o), plan.target, fixture.mutant);
      const r = await reduce(parsed(fixture.mutant), predicate, { jobs: workers, maxCandidates });
      const cut = 1 - r.stats.bytesAfter / r.stats.bytesBefore;
      if (workers === 1) reductions.push(cut);
      const row = `${`campaign finding ${Z3STR3_DISAGREEMENT}`.padEnd(40)} ${String(workers).padStart(7)} ${String(r.stats.bytesBefore).padStart(7)} ${String(r.stats.bytesAfter).padStart(6)} ${(100 * cut).toFixed(1).padStart(9)}% ${String(r.stats.candidates).padStart(11)} ${r.stats.seconds.toFixed(1).padStart(8)}`;
      rows.push(row);
      console.log(row);
    } finally {
      pool.dispose();
    }
  }
}

const sorted = reductions.slice().sort((a, b) => a - b);
const median = sorted.length ? (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2 : 0;
console.log(`\n${reductions.length} inputs reduced; median reduction ${(100 * median).toFixed(1)}%`);
