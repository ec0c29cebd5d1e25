// Regression incompleteness with a version pair: Janus mutants of small labelled public seeds run on
// Z3 4.8.17 and Z3 5.2.0 (both wasm) within a fixed time budget. One version deciding a mutant on
// which the other answers unknown is reported with its direction, its rule chain and the parent
// formula. Both versions refuting the oracle together would be a mutator bug: there must be none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { janusVerdict } from '../../src/oracles/janus.js';
import { Rng } from '../../src/rng.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Lane } from '../../src/solvers/lane.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import type { Verdict } from './fusion-solvers.js';
import { agreedSeeds, janusCases } from './janus-cases.js';

const BUDGET_MS = 60_000;
const TIMEOUT_MS = 4000;
const MAX_SEED_BYTES = 1500;
const MIN_RUN = 20;
const WARM_UP = '(declare-const x Int)(assert (> x 0))(check-sat)';

function lane(spec: string): Lane {
  const l = parseLane(spec);
  if (!l.ok) throw new Error(l.error.message);
  return l.value;
}
const older = lane('z3@4.8.17');
const newer = lane('z3');
const pool = new SolverPool([older, newer], (l) => createNodeSolver(l), 1);

// A timeout costs a worker restart; the first call of each lane also pays its start-up.
beforeAll(async () => {
  await pool.start();
  for (const l of [older, newer]) await pool.run(l.id, WARM_UP, { timeoutMs: 60_000 });
}, 120_000);
afterAll(() => pool.dispose());

const RESOURCE_OUT = /timeout|cancel|interrupt|resource|memout/i;

/** An `unknown` given because time or resources ran out is a timeout, not an incompleteness. */
async function verdict(l: Lane, text: string): Promise<Verdict> {
  const o = await pool.run(l.id, `${text}\n(get-info :reason-unknown)`, { timeoutMs: TIMEOUT_MS });
  if (o.status !== 'ok') return o.status;
  const answer = o.answers.at(-1) ?? 'error';
  if (answer === 'unknown' && (RESOURCE_OUT.test(o.unknownReason ?? '') || o.timeMs >= 0.9 * TIMEOUT_MS))
    return 'timeout';
  return answer;
}

describe('Janus regression lane pair (Z3 4.8.17 vs 5.2.0 wasm)', () => {
  it(
    'runs mutants on both versions within the budget and reports regressions with their rule chain',
    { timeout: 240_000 },
    async () => {
      const rng = Rng.of('janus-regression');
      const seeds = agreedSeeds(MAX_SEED_BYTES);
      const order = seeds
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
        if (Date.now() - start > BUDGET_MS) break;
        const [o, n] = await Promise.all([verdict(older, c.mutant), verdict(newer, c.mutant)]);
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
      expect(bugs).toEqual([]);
      expect(ran).toBeGreaterThanOrEqual(MIN_RUN);
      expect(bothDecided).toBeGreaterThan(ran / 2);
    },
  );
});
