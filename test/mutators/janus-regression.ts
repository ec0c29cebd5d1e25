// Regression incompleteness with a version pair, measured: Janus mutants of small labelled seeds run on
// Z3 4.8.17 and Z3 5.2.0 (both wasm) within a time budget. One version deciding a mutant on
// which the other answers unknown is reported with its direction, its rule chain and the parent
// formula. Both versions refuting the oracle together would be a mutator bug: there must be none.
// janus.regression.solvers.test.ts runs a short budget on test/corpus/; `npm run bench:soundness` a
// longer one on the external corpus.
import { janusVerdict } from '../../src/oracles/janus.js';
import { Rng } from '../../src/rng.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Lane } from '../../src/solvers/lane.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import type { Verdict } from './fusion-solvers.js';
import type { Seed } from '../support/seed-set.js';
import { agreedSeeds, janusCases } from './janus-cases.js';
import { NO_SPARE } from '../support/no-spare.js';

const TIMEOUT_MS = 4000;
const MAX_SEED_BYTES = 1500;
const WARM_UP = '(declare-const x Int)(assert (> x 0))(check-sat)';

function lane(spec: string): Lane {
  const l = parseLane(spec);
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
}
const older = lane('z3@4.8.17');
const newer = lane('z3');

const RESOURCE_OUT = /timeout|cancel|interrupt|resource|memout/i;

/** An `unknown` given because time or resources ran out is a timeout, not an incompleteness. */
async function verdict(pool: SolverPool, l: Lane, text: string): Promise<Verdict> {
  const o = await pool.run(l.id, `${text}\n(get-info :reason-unknown)`, { timeoutMs: TIMEOUT_MS });
  if (o.status !== 'ok') return o.status;
  const answer = o.answers.at(-1) ?? 'error';
  if (answer === 'unknown' && (RESOURCE_OUT.test(o.unknownReason ?? '') || o.timeMs >= 0.9 * TIMEOUT_MS))
    return 'timeout';
  return answer;
}

export interface RegressionTally {
  /** Mutants run on both versions within the budget, and those both decided. */
  ran: number;
  bothDecided: number;
  regressions: string[];
  /** Both versions refute the oracle: a mutator bug. */
  bugs: string[];
}

/**
 * Janus mutants of `seeds` (shuffled) on both versions until `budgetMs` of solving has passed or `maxMutants` have
 * run (the test's budget: a count does not depend on the machine's load).
 */
export async function janusRegression(
  seeds: readonly Seed[],
  budgetMs: number,
  maxMutants = Infinity,
): Promise<RegressionTally> {
  const pool = new SolverPool([older, newer], (l) => createNodeSolver(l, NO_SPARE), 1);
  try {
    // A timeout costs a worker restart; the first call of each lane also pays its start-up.
    await pool.start();
    for (const l of [older, newer]) await pool.run(l.id, WARM_UP, { timeoutMs: 60_000 });
    const rng = Rng.of('janus-regression');
    const agreed = agreedSeeds(seeds, MAX_SEED_BYTES);
    const order = agreed
      .map((s) => ({ s, k: rng.nextU32() }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.s);
    const cases = janusCases(order, 'janus-regression', [6, 13, 24]);
    const start = Date.now();
    let ran = 0;
    let bothDecided = 0;
    const regressions: string[] = [];
    const bugs: string[] = [];
    for (const c of cases) {
      if (Date.now() - start > budgetMs || ran >= maxMutants) break;
      const [o, n] = await Promise.all([verdict(pool, older, c.mutant), verdict(pool, newer, c.mutant)]);
      ran++;
      if ((o === 'sat' || o === 'unsat') && (n === 'sat' || n === 'unsat')) bothDecided++;
      const found = janusVerdict({
        expected: c.label,
        lanes: [
          { laneId: older.id, seed: c.label, mutant: o },
          { laneId: newer.id, seed: c.label, mutant: n },
        ],
        pairs: [{ older: older.id, newer: newer.id }],
      });
      if (found.filter((f) => f.kind === 'soundness').length === 2)
        bugs.push(`${c.seed.path}#${c.step}: both say ${o}`);
      for (const f of found)
        if (f.kind === 'regression-incompleteness')
          regressions.push(
            `${f.direction}: ${f.decidedBy} says ${f.answer}, ${f.unknownOn} unknown — ${c.seed.path}#${c.step}\n` +
              `  rules: ${c.chain.join(' ; ')}\n--- parent\n${c.parent}\n--- mutant\n${c.mutant}`,
          );
    }
    console.log(
      `janus regression pair: ${ran}/${cases.length} mutants in ${Date.now() - start} ms, both decided ${bothDecided}, ` +
        `${regressions.length} regression incompleteness(es)` +
        (regressions.length ? `\n${regressions.join('\n\n')}` : ''),
    );
    return { ran, bothDecided, regressions, bugs };
  } finally {
    pool.dispose();
  }
}
