// Every seed of a corpus on the bundled Z3 wasm lanes, as a suite: they never contradict the manifest's
// sat/unsat (z3_result or expected), and each decides ≥ 90 % of what native z3 4.8.12 decided (of the seeds it
// answered within the timeout: how many time out depends on the machine's load, not on the lane).
// wasm-lanes-seeds.solvers.test.ts runs it on test/corpus/, wasm-lanes-seeds.corpus.test.ts on the
// external public seeds.
import { afterAll, describe, expect, it } from 'vitest';
import { parseLane } from '../../src/solvers/lane-spec.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import type { Seed } from '../support/seed-set.js';
import { NO_SPARE } from '../support/no-spare.js';

const TIMEOUT_MS = 3000;
const decided = (a: string | undefined): a is 'sat' | 'unsat' => a === 'sat' || a === 'unsat';
/** The recorded answer of the first check-sat (a row lists one per check-sat: `sat;unsat`). */
const first = (recorded: string | undefined): string | undefined => recorded?.split(';')[0];

/** `load` runs in the test; `specs` are the lanes (`z3`, `z3@4.8.17`). */
export function describeWasmLanesOnSeeds(name: string, load: () => Seed[], specs: readonly string[]): void {
  describe.each(specs)(`${name} on %s (wasm)`, (spec) => {
    const parsed = parseLane(spec);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const lane = parsed.value;
    const pool = new SolverPool([lane], (l) => createNodeSolver(l, NO_SPARE), 2);
    afterAll(() => pool.dispose());

    it('never contradicts the manifest and decides ≥ 90 % of what native z3 decided (timeouts aside)', async () => {
      const seeds = load();
      const counts = { seeds: seeds.length, sat: 0, unsat: 0, unknown: 0, timeout: 0, error: 0, crash: 0 };
      let nativeDecided = 0;
      let laneDecidedToo = 0;
      const contradictions: string[] = [];
      await Promise.all(
        seeds.map(async (seed) => {
          const row = seed.row;
          const outcome = await pool.run(lane.id, seed.text, { timeoutMs: TIMEOUT_MS });
          const answer = outcome.status === 'ok' ? outcome.answers[0] : undefined;
          if (outcome.status !== 'ok') counts[outcome.status]++;
          else if (answer === 'sat' || answer === 'unsat' || answer === 'unknown') counts[answer]++;
          for (const truth of [first(row?.z3), first(row?.expected)]) {
            if (decided(truth) && decided(answer) && truth !== answer) {
              contradictions.push(`${seed.path}: ${lane.id} says ${answer}, manifest says ${truth}`);
            }
          }
          // A timeout is the machine's business (a busy laptop has more): the share is of the seeds answered in time.
          if (decided(first(row?.z3)) && outcome.status !== 'timeout') {
            nativeDecided++;
            if (decided(answer)) laneDecidedToo++;
          }
        }),
      );
      const share = laneDecidedToo / nativeDecided;
      console.log(
        `${lane.id}: ${JSON.stringify(counts)}; decided ${laneDecidedToo}/${nativeDecided} ` +
          `(${(100 * share).toFixed(1)} %) of the seeds native z3 4.8.12 decided and it answered within ${TIMEOUT_MS} ms`,
      );
      expect(contradictions).toEqual([]);
      expect(share).toBeGreaterThanOrEqual(0.9);
    });
  });
}
