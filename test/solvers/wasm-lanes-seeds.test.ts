// Every public seed on the bundled Z3 wasm lanes: they never contradict the manifest's sat/unsat
// (z3_result or expected), and each decides ≥ 90 % of what native z3 4.8.12 decided.
import { afterAll, describe, expect, it } from 'vitest';
import { parseLane } from '../../src/solvers/lane-spec.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { SolverPool } from '../../src/solvers/pool.js';
import { loadManifest, loadSeeds } from '../support/seeds.js';

const TIMEOUT_MS = 3000;
const decided = (a: string | undefined): a is 'sat' | 'unsat' => a === 'sat' || a === 'unsat';

describe.each(['z3', 'z3@4.8.17'])('public seeds on %s (wasm)', (spec) => {
  const parsed = parseLane(spec);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const lane = parsed.value;
  const pool = new SolverPool([lane], (l) => createNodeSolver(l), 2);
  afterAll(() => pool.dispose());

  it('never contradicts the manifest and decides ≥ 90 % of what native z3 decided', { timeout: 900_000 }, async () => {
    const manifest = new Map(loadManifest('public').map((r) => [r.path, r]));
    const seeds = loadSeeds('public');
    const counts = { seeds: seeds.length, sat: 0, unsat: 0, unknown: 0, timeout: 0, error: 0, crash: 0 };
    let nativeDecided = 0;
    let laneDecidedToo = 0;
    const contradictions: string[] = [];
    await Promise.all(
      seeds.map(async (seed) => {
        const row = manifest.get(seed.path);
        const outcome = await pool.run(lane.id, seed.text, { timeoutMs: TIMEOUT_MS });
        const answer = outcome.status === 'ok' ? outcome.answers[0] : undefined;
        if (outcome.status !== 'ok') counts[outcome.status]++;
        else if (answer === 'sat' || answer === 'unsat' || answer === 'unknown') counts[answer]++;
        for (const truth of [row?.z3, row?.expected]) {
          if (decided(truth) && decided(answer) && truth !== answer) {
            contradictions.push(`${seed.path}: ${lane.id} says ${answer}, manifest says ${truth}`);
          }
        }
        if (decided(row?.z3)) {
          nativeDecided++;
          if (decided(answer)) laneDecidedToo++;
        }
      }),
    );
    const share = laneDecidedToo / nativeDecided;
    console.log(
      `${lane.id}: ${JSON.stringify(counts)}; decided ${laneDecidedToo}/${nativeDecided} ` +
        `(${(100 * share).toFixed(1)} %) of the seeds native z3 4.8.12 decided; timeout ${TIMEOUT_MS} ms`,
    );
    expect(contradictions).toEqual([]);
    expect(share).toBeGreaterThanOrEqual(0.9);
  });
});
