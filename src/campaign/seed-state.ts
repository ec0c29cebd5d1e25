// What a running campaign knows of each seed and of each of its (seed, mutator) walks: the seed parsed (once),
// its label and STORM reference model as they become known, and per walk the next step, the steps in flight and
// the counters not yet saved. Plain state: the engine's modules read and update it.
import type { Occurrence } from '../finding/groups.js';
import type { Expected } from '../mutators/types.js';
import type { WalkStep } from '../mutators/walk.js';
import { declaredStatusText } from '../smtlib/status.js';
import type { PreparedSeed } from './prepare.js';
import type { ReferenceModel } from './reference.js';
import { emptyCounters } from './stats.js';
import type { CampaignSeed, Counters } from './types.js';

/** A seed that parsed and sort-checked. */
export type Ready = PreparedSeed & { ok: true };

/** Something solved on a seed's first turn that needs it: not asked yet, being solved, solved, or not solvable. */
export type Fact<T> = { state: 'unknown' } | { state: 'pending' } | { state: 'known'; value: T } | { state: 'failed' };

/** A walk under way, and Fusion's second seed it mixes in. */
export interface Walk {
  steps: Generator<WalkStep>;
  second?: Ready;
}

export interface PairState {
  walk?: Walk;
  /** The walk's next step. */
  next: number;
  /** Steps handed to the solvers and not yet recorded. */
  inFlight: Set<number>;
  /**
   * Steps being recorded: counted, their findings still being written, still in flight. A checkpoint leaves the pair
   * for a later one meanwhile: saved then, the counts would include a step its resume point still runs again.
   */
  recording: number;
  /** Counters since the last saved progress line. */
  counters: Counters;
  /**
   * Sightings of findings already recorded, since the last saved progress line: a resumed campaign counts them into
   * its groups again (a group's count and smallest witness live nowhere else until the summary).
   */
  occurrences: Occurrence[];
  /** Moved since the last checkpoint. */
  dirty: boolean;
  /** An earlier run saved it as done. */
  savedDone: boolean;
}

export interface SeedState {
  index: number;
  seed: CampaignSeed;
  /** The answer the seed states (manifest label or status line), before it is parsed. */
  stated?: Expected;
  prepared?: PreparedSeed;
  /** Its own run on every lane (seed-itself.ts): every mutator waits for it. */
  itself: 'unknown' | 'pending' | 'done';
  label: Fact<Expected>;
  reference: Fact<ReferenceModel>;
  /** One per mutator, in the campaign's mutator order. */
  pairs: PairState[];
  started: boolean;
  finished: boolean;
}

/** Every seed's state before its first turn. */
export function seedStates(seeds: readonly CampaignSeed[], mutators: number): SeedState[] {
  return seeds.map((seed, index) => ({
    index,
    seed,
    ...stated(seed),
    itself: 'unknown',
    label: { state: 'unknown' },
    reference: { state: 'unknown' },
    pairs: Array.from({ length: mutators }, () => ({
      next: 0,
      inFlight: new Set<number>(),
      recording: 0,
      counters: emptyCounters(),
      occurrences: [],
      dirty: false,
      savedDone: false,
    })),
    started: false,
    finished: false,
  }));
}

/** What a seed says of its own answer before it is parsed (the manifest's label, else its status line). */
function stated(seed: CampaignSeed): { stated?: Expected } {
  const said = seed.label ?? declaredStatusText(seed.text);
  return said ? { stated: said } : {};
}

export const knownLabel = (seed: SeedState): Expected | undefined =>
  seed.label.state === 'known' ? seed.label.value : undefined;

export const knownReference = (seed: SeedState): ReferenceModel | undefined =>
  seed.reference.state === 'known' ? seed.reference.value : undefined;

/** Counts into a walk's unsaved counters and into the campaign's totals. */
export function count(totals: Counters, seed: SeedState, mutator: number, key: keyof Counters, n = 1): void {
  const pair = seed.pairs[mutator]!;
  pair.counters[key] += n;
  pair.dirty = true;
  totals[key] += n;
}

/**
 * Records a step of the pair's walk (`record` counts it and writes its findings): `recording` is up meanwhile, and the
 * step leaves the flight in the same turn of the event loop as `recording` drops. Dropped a microtask earlier (in a
 * `.finally`), it let a checkpoint save the step counted with the walk resuming at it, and a resumed campaign tested
 * that mutant twice (the Slurm requeue test: 569 mutants where one process tested 568).
 */
export async function recordIn<T>(pair: PairState, step: number, record: () => Promise<T>): Promise<T> {
  pair.recording++;
  try {
    const result = await record();
    pair.inFlight.delete(step);
    pair.dirty = true;
    return result;
  } finally {
    pair.recording--;
  }
}
