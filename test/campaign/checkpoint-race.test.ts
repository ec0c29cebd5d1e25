// A checkpoint never saves a step as counted yet still to run. In the cluster tier a requeued shard tested one mutant
// twice (569 against one process's 568): the engine let `recording` drop a microtask before the step left the flight,
// and a checkpoint taken in between saved the step's count with the walk resuming at that very step. Here a checkpoint
// follows every step (stand-in lanes that answer at once, the engine's own scheduling), and each saved line is checked
// against the lines before it: a walk never has more mutants tested than the steps it says are behind it.
import { describe, expect, it } from 'vitest';
import { runCampaign } from '../../src/campaign/engine.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { CampaignConfig, PairProgress } from '../../src/campaign/types.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { LaneRunner } from '../../src/solvers/runner.js';
import { outcome } from '../support/outcome.js';

const lane = (spec: string) => {
  const r = parseLane(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Counts what each walk's saved lines say: mutants tested so far, and the step it would resume at. */
class CheckingStore extends MemoryStore {
  readonly tested = new Map<string, number>();
  readonly broken: string[] = [];
  override async savePairProgress(p: PairProgress): Promise<void> {
    const key = `${p.seedId} ${p.mutator}`;
    const tested = (this.tested.get(key) ?? 0) + p.counters.mutantsTested;
    this.tested.set(key, tested);
    if (tested > p.steps && !p.done) this.broken.push(`${key}: ${tested} tested, resumes at step ${p.steps}`);
    return super.savePairProgress(p);
  }
}

const seeds = Array.from({ length: 12 }, (_, i) => ({
  id: `s${i}.smt2`,
  text: `(declare-const x Int)\n(declare-const y Int)\n(assert (> (+ x y) ${i}))\n(assert (< x (* 2 y)))\n(check-sat)\n`,
}));

describe('checkpoints while steps are recorded', () => {
  it('never save a walk with more mutants tested than steps behind it', async () => {
    const runner: LaneRunner = {
      lanes: [lane('z3@5.2.0'), lane('z3@4.8.17')],
      run: async (laneId) => outcome(laneId, { answers: ['sat'] }),
    };
    const config: CampaignConfig = {
      rngSeed: 5,
      mutators: [{ name: 'opfuzz' }, { name: 'typefuzz' }],
      walk: { iterations: 6 },
      timeoutMs: 1000,
    };
    const store = new CheckingStore();
    const { stats } = await runCampaign(config, seeds, { runner, store, checkpointEveryMs: 0 });
    expect(stats.mutantsTested).toBeGreaterThan(50);
    expect(store.broken).toEqual([]);
  });
});
