// Three seeds and two mutators for the tests of the engine's walk state (checkpoint, resume): their states and a
// scheduler over them, with no solver behind.
import { Scheduler } from '../../src/campaign/scheduler.js';
import { seedStates } from '../../src/campaign/seed-state.js';
import { emptyCounters } from '../../src/campaign/stats.js';
import type { CampaignSeed, Counters } from '../../src/campaign/types.js';

export const SEEDS: CampaignSeed[] = ['a', 'b', 'c'].map((id) => ({ id, text: '(check-sat)' }));
export const NAMES = ['opfuzz', 'typefuzz'];

/** The seeds' states, and a scheduler whose walks take `stepsPerPair` steps. */
export function walkState(stepsPerPair: number) {
  const scheduler = new Scheduler({
    seeds: SEEDS.length,
    mutators: NAMES.length,
    rngSeed: 1,
    stepsPerPair,
    timeoutsPerSeed: 100,
    barrenTurns: 100,
    lag: 0,
  });
  return { states: seedStates(SEEDS, NAMES.length), scheduler };
}

export const counters = (mutantsTested: number): Counters => ({ ...emptyCounters(), mutantsTested });
