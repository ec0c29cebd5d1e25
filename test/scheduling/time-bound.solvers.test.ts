// Per-seed time limits on real solvers (campaign/time-bound.ts): a mutant far slower than its seed is stopped at
// the seed's limit, not at the ceiling, on native z3 and cvc5 and on Z3 WebAssembly (whose own `timeout` parameter
// is the limit, so it answers `unknown` there when its clock fires before the host's): every lane ends as a
// timeout, and no incompleteness finding is made of it. Which clock fires first is the machine's: the unit test
// (time-bound.test.ts) covers each case alone. The mutant is the pigeonhole principle for 12 pigeons and 11 holes (ours, generated here): z3 4.8.12
// needs more than 30 s for it, the seed (2 pigeons, 2 holes) a few milliseconds.
import { afterAll, describe, expect, it } from 'vitest';
import { mutantTimeout, SeedTimeBounds } from '../../src/scheduling/time-bound.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { judge } from '../../src/oracles/index.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import type { Outcome } from '../../src/solvers/outcome.js';
import { SolverPool } from '../../src/solvers/pool.js';

function pigeonhole(pigeons: number, holes: number): string {
  const p = (i: number, j: number): string => `p${i}_${j}`;
  const lines = ['(set-logic QF_UF)'];
  for (let i = 0; i < pigeons; i++) for (let j = 0; j < holes; j++) lines.push(`(declare-const ${p(i, j)} Bool)`);
  for (let i = 0; i < pigeons; i++)
    lines.push(`(assert (or ${Array.from({ length: holes }, (_, j) => p(i, j)).join(' ')}))`);
  for (let j = 0; j < holes; j++)
    for (let a = 0; a < pigeons; a++)
      for (let b = a + 1; b < pigeons; b++) lines.push(`(assert (not (and ${p(a, j)} ${p(b, j)})))`);
  return `${lines.join('\n')}\n(check-sat)\n`;
}

const CEILING = 60_000;
const BOUND = { factor: 2, floorMs: 1000 };
const LANES = ['native:z3', 'native:cvc5', 'z3'];

describe('per-seed time limits on real solvers', () => {
  let pool: SolverPool | undefined;
  afterAll(() => pool?.dispose());

  it('stop a slow mutant of a fast seed at the seed’s limit, as a timeout, on every lane', async () => {
    const lanes = await resolveLanes(LANES);
    pool = new SolverPool(lanes, (lane) => createNodeSolver(lane), 1);
    await pool.start();
    const runs: { laneId: string; timeoutMs: number; mutant: boolean; outcome: Outcome }[] = [];
    const bounds = new SeedTimeBounds(BOUND, CEILING);
    const laneIds = lanes.map((l) => l.id);
    const outcomes = await bounds.runMutant(
      { id: 'php-2-2', text: pigeonhole(2, 2) },
      laneIds,
      pigeonhole(12, 11),
      async (laneId, text, timeoutMs, mutant) => {
        const outcome = await pool!.run(laneId, text, { timeoutMs });
        runs.push({ laneId, timeoutMs, mutant, outcome });
        return outcome;
      },
      (all) => Promise.all(all),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['timeout', 'timeout', 'timeout']);
    // Each lane: the mutant within the floor; it reached it, so the seed was measured (within ceiling / factor) and
    // the mutant ran again within the seed's limit if that is above the floor (a busy machine may slow the seed).
    for (const id of laneIds) {
      const mine = runs.filter((r) => r.laneId === id);
      const seed = mine.filter((r) => !r.mutant);
      expect(seed.map((r) => [r.timeoutMs, r.outcome.status])).toEqual([[CEILING / 2, 'ok']]);
      const limit = mutantTimeout(seed[0]!.outcome.timeMs, BOUND, CEILING);
      expect(mine.filter((r) => r.mutant).map((r) => r.timeoutMs)).toEqual(limit > 1000 ? [1000, limit] : [1000]);
    }
    expect(outcomes.every((o) => o.timeMs < CEILING / 2)).toBe(true);
    expect(bounds.counts).toMatchObject({ seedRuns: 3, loweredRuns: 3, timeoutsAtLimit: 3, rerunsAtCeiling: 0 });
    // Janus would count an unknown here as an incompleteness finding (the answer is implied): a timeout is none.
    const oracle = { kind: 'expected' as const, expected: 'unsat' as const, unknownIsFinding: true };
    expect(judge(undefined, oracle, outcomes)).toMatchObject({ findings: [], timeouts: 3 });
  });
});
