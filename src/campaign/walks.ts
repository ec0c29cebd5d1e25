// A (seed, mutator) walk in a campaign: started on its first step with what is known of the seed (and, for
// Fusion, a partner seed of the same label), or resumed at the step an earlier run reached; then stepped, each step
// giving a mutant for the solvers or saying why there is none.
import type { Expected, Mutator } from '../mutators/types.js';
import { walk, type WalkStep } from '../mutators/walk.js';
import { Rng } from '../rng.js';
import { walkConfigFor } from './mutants.js';
import { inputOf, parseSeed } from './prepare.js';
import { knownLabel, knownReference, type Ready, type SeedState, type Walk } from './seed-state.js';
import type { CampaignConfig } from './types.js';

/** A walk's next step: a mutant, a step without one (counted as `count`), or the walk's end. */
export type Stepped =
  | { mutant: WalkStep & { ok: true }; second?: Ready }
  | { none: 'noMutant' | 'mutatorBugs' }
  | { end: 'done' | 'mutatorBug' };

/** Takes the pair's walk a step further (starting it on first use); the walk's state records the step. */
export function nextStep(
  states: readonly SeedState[],
  seed: SeedState,
  m: number,
  mutator: Mutator,
  ready: Ready,
  config: CampaignConfig,
): Stepped {
  const pair = seed.pairs[m]!;
  pair.walk ??= startWalk(states, seed, ready, mutator, pair.next, config);
  // No partner with the same label yet (labels are solved as seeds take turns): try again later.
  if (!pair.walk) return { none: 'noMutant' };
  const { steps, second } = pair.walk;
  let next: IteratorResult<WalkStep>;
  try {
    next = steps.next();
  } catch {
    return { end: 'mutatorBug' };
  }
  if (next.done) return { end: 'done' };
  const s = next.value;
  pair.next = s.step + 1;
  pair.dirty = true;
  if (!s.ok) return { none: s.bug ? 'mutatorBugs' : 'noMutant' };
  return { mutant: s, ...(second ? { second } : {}) };
}

/**
 * Starts the mutator's walk on the seed, with what is known of it, and moves it on to step `from` (a resumed
 * walk); none while Fusion finds no partner of the same label (labels are solved as seeds take turns).
 */
export function startWalk(
  states: readonly SeedState[],
  seed: SeedState,
  ready: Ready,
  mutator: Mutator,
  from: number,
  config: CampaignConfig,
): Walk | undefined {
  const label = knownLabel(seed);
  const reference = knownReference(seed);
  const withFacts: Ready = { ...ready, ...(label ? { label } : {}), ...(reference ? { reference } : {}) };
  const walkOf = (second?: Ready) =>
    walk(mutator, inputOf(withFacts, second), walkConfigFor(config, mutator, seed.seed.id));
  // Fusion pairs the seed by itself: the first partner (in the campaign rng's order) whose first step makes a
  // mutant, since two seeds that share no sort give Fusion nothing to fuse, and a walk of empty steps is abandoned.
  // Last comes the seed itself (Fusion renames the copy apart): a formula has the same answer as itself, which is all
  // Semantic Fusion asks of a pair, so a seed no other seed fits is still fused.
  const second =
    mutator.info.needs.second && label
      ? [...partnersOf(states, seed, label, config), withFacts].find((p) => walkOf(p).next().value?.ok === true)
      : undefined;
  if (mutator.info.needs.second && !second) return undefined;
  const steps = walkOf(second);
  for (let i = 0; i < from; i++) if (steps.next().done) break;
  return { steps, ...(second ? { second } : {}) };
}

/** Fusion's partners: the other seeds with the same known (or stated) label, in an order the campaign rng chose. */
function partnersOf(states: readonly SeedState[], seed: SeedState, label: Expected, config: CampaignConfig): Ready[] {
  const candidates = states.filter(
    (s) =>
      s !== seed &&
      (s.label.state === 'known' ? s.label.value : s.stated) === label &&
      (s.prepared === undefined || s.prepared.ok),
  );
  const rng = Rng.of(config.rngSeed, 'second', seed.seed.id);
  const ordered: Ready[] = [];
  while (candidates.length > 0) {
    const i = rng.int(candidates.length);
    const other = candidates[i]!;
    other.prepared ??= parseSeed(other.seed, config.dialects);
    if (other.prepared.ok) ordered.push({ ...other.prepared, label });
    candidates.splice(i, 1);
  }
  return ordered;
}
