// Seeds for the tests of the engine's parts, with no solver behind: three of our own linear problems (one stating
// sat, one that does not parse) for seeds' lives and walks; three bare seeds and two mutators, their states and a
// scheduler over them, for checkpoints and resuming.
import { Scheduler } from '../../src/scheduling/scheduler.js';
import { seedStates } from '../../src/campaign/seed-state.js';
import { emptyCounters } from '../../src/campaign/stats.js';
import type { CampaignSeed, Counters } from '../../src/campaign/types.js';

const lia = (i: number, status = '') =>
  [
    '(set-logic QF_LIA)',
    ...(status ? [`(set-info :status ${status})`] : []),
    '(declare-const x Int)',
    '(declare-const y Int)',
    `(assert (and (> x ${i}) (< y (+ x 3)) (>= (- x y) 1)))`,
    '(check-sat)',
  ].join('\n');

export const LIA_SEEDS: CampaignSeed[] = [
  { id: 'a.smt2', text: lia(1) },
  { id: 'b.smt2', text: lia(2, 'sat') },
  { id: 'c.smt2', text: '(assert (> x' },
];

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
