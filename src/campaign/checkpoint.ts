// Checkpoints: every walk that moved since the last one saves a progress line (for --resume): the step it resumes
// at (the lowest step still in flight, else its next), whether it is done, and its counters and the sightings of
// findings recorded before (their groups' counts) since the last line.
// A seed whose walks are all done and recorded is finished then.
import type { Scheduler } from '../scheduling/scheduler.js';
import type { SeedState } from './seed-state.js';
import { emptyCounters } from './stats.js';
import type { CampaignStore } from './store.js';

/** Saves the walks that moved; `finished` hears of each seed that started and is now finished. */
export async function checkpoint(
  states: readonly SeedState[],
  scheduler: Scheduler,
  store: CampaignStore,
  mutatorNames: readonly string[],
  finished: (seed: SeedState) => void,
): Promise<void> {
  for (const seed of states) {
    for (const [m, pair] of seed.pairs.entries()) {
      // A step mid-record is counted but still in flight: its pair waits for the next checkpoint (seed-state.ts).
      if (!pair.dirty || pair.recording > 0) continue;
      const steps = pair.inFlight.size > 0 ? Math.min(...pair.inFlight) : pair.next;
      const done = pair.inFlight.size === 0 && scheduler.isRetired({ seed: seed.index, mutator: m });
      await store.savePairProgress?.({
        seedId: seed.seed.id,
        mutator: mutatorNames[m]!,
        steps,
        done,
        counters: pair.counters,
        ...(pair.occurrences.length ? { occurrences: pair.occurrences } : {}),
      });
      pair.counters = emptyCounters();
      pair.occurrences = [];
      pair.dirty = false;
    }
    if (!seed.finished && scheduler.seedFinished(seed.index) && seed.pairs.every((p) => p.inFlight.size === 0)) {
      seed.finished = true;
      if (seed.started) finished(seed);
    }
  }
}
