// Checkpoints on the engine's state alone (no solver): the walks that moved are saved (the step to resume at is the
// lowest one still in flight, else the next), and a seed whose walks are all retired and recorded is finished.
import { describe, expect, it } from 'vitest';
import { checkpoint } from '../../src/campaign/checkpoint.js';
import { MemoryStore } from '../../src/campaign/store.js';
import type { PairProgress } from '../../src/campaign/types.js';
import { counters, NAMES, walkState } from './walk-fixture.js';

describe('checkpoint', () => {
  it('saves each walk that moved: where it resumes, whether it is done, its counters since the last line', async () => {
    const { states, scheduler } = walkState(10);
    const store = new MemoryStore();
    const [a, b] = states;
    Object.assign(a!.pairs[0]!, { next: 7, dirty: true, inFlight: new Set([5, 4, 6]), counters: counters(4) });
    Object.assign(a!.pairs[1]!, { next: 3, dirty: true, counters: counters(3) });
    Object.assign(b!.pairs[0]!, { next: 2, dirty: false });
    scheduler.retire({ seed: 0, mutator: 1 });
    await checkpoint(states, scheduler, store, NAMES, () => {});
    expect(store.pairs).toEqual<PairProgress[]>([
      { seedId: 'a', mutator: 'opfuzz', steps: 4, done: false, counters: counters(4) },
      { seedId: 'a', mutator: 'typefuzz', steps: 3, done: true, counters: counters(3) },
    ]);
    expect(a!.pairs.map((p) => [p.dirty, p.counters.mutantsTested])).toEqual([
      [false, 0],
      [false, 0],
    ]);
    await checkpoint(states, scheduler, store, NAMES, () => {});
    expect(store.pairs).toHaveLength(2);
  });

  it('leaves a walk whose step is mid-record (counted, still in flight) to the next checkpoint', async () => {
    // Saved then, the line would hold the step's count and resume at that step: a resumed campaign tests it again
    // and counts it twice (the cluster tier's requeued shard counted 193 mutants where one process counted 192).
    const { states, scheduler } = walkState(10);
    const store = new MemoryStore();
    const pair = states[0]!.pairs[0]!;
    Object.assign(pair, { next: 6, dirty: true, inFlight: new Set([5]), recording: 1, counters: counters(5) });
    await checkpoint(states, scheduler, store, NAMES, () => {});
    expect(store.pairs).toEqual([]);
    Object.assign(pair, { inFlight: new Set<number>(), recording: 0 });
    await checkpoint(states, scheduler, store, NAMES, () => {});
    expect(store.pairs).toEqual<PairProgress[]>([
      { seedId: 'a', mutator: 'opfuzz', steps: 6, done: false, counters: counters(5) },
    ]);
  });

  it('finishes a seed once all its walks are retired and recorded, and reports it only if it started', async () => {
    const { states, scheduler } = walkState(10);
    const finished: string[] = [];
    const [a, b] = states;
    a!.started = true;
    scheduler.retireSeed(0);
    scheduler.retireSeed(1);
    a!.pairs[0]!.inFlight.add(2);
    await checkpoint(states, scheduler, new MemoryStore(), NAMES, (s) => finished.push(s.seed.id));
    expect([a!.finished, b!.finished, finished]).toEqual([false, true, []]);
    a!.pairs[0]!.inFlight.clear();
    await checkpoint(states, scheduler, new MemoryStore(), NAMES, (s) => finished.push(s.seed.id));
    await checkpoint(states, scheduler, new MemoryStore(), NAMES, (s) => finished.push(s.seed.id));
    expect([a!.finished, finished]).toEqual([true, ['a']]);
  });
});
