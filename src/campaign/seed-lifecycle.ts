// A seed's life in a campaign, from its first turn: parsed once (a seed that does not parse is skipped with its
// reason); its label and STORM reference model solved, each as a turn of its own, when a mutator first needs them
// (seed-facts.ts, cached across runs), the mutators that need it held meanwhile; Fusion's partner drawn among the
// seeds of the same label; each of its walks started, or resumed at the step an earlier run reached.
import { labelOf } from '../mutators/fusion/index.js';
import type { Expected, Mutator } from '../mutators/types.js';
import { walk } from '../mutators/walk.js';
import { Rng } from '../rng.js';
import type { LaneRunner } from '../solvers/runner.js';
import type { FactsCache } from './facts-cache.js';
import { walkConfigFor } from './mutants.js';
import { inputOf, parseSeed, type PreparedSeed } from './prepare.js';
import type { ReferenceLane, ReferenceResult } from './reference.js';
import type { TurnFeedback } from './scheduler.js';
import { cachedReference, solveLabel, type Label } from './seed-facts.js';
import { knownLabel, knownReference, type Ready, type SeedState, type Walk } from './seed-state.js';
import type { CampaignConfig } from './types.js';

/** What a seed may need solved before a mutator can walk on it. */
export type Preparation = 'label' | 'reference';

/** A preparation's result, by kind. */
export type Solved = { kind: 'label'; result: Label } | { kind: 'reference'; result: ReferenceResult };

/** The seed parsed (once), with the label it states of itself when it states one. */
export function parsed(seed: SeedState, dialects: string | undefined): PreparedSeed {
  seed.prepared ??= parseSeed(seed.seed, dialects);
  const p = seed.prepared;
  if (p.ok && seed.label.state === 'unknown') {
    const known = labelOf(p.script, seed.seed.label);
    if (known) seed.label = { state: 'known', value: known };
  }
  return p;
}

/**
 * What the mutator still lacks on the seed: a preparation to run first, the reason it cannot walk there (the
 * preparation was tried and failed), or nothing.
 */
export function lacking(seed: SeedState, mutator: Mutator): { prepare: Preparation } | { reason: string } | undefined {
  const needs = mutator.info.needs;
  if (needs.label || needs.second || needs.model) {
    if (seed.label.state === 'unknown') return { prepare: 'label' };
    if (seed.label.state !== 'known') return { reason: 'the lanes gave the seed no label' };
  }
  if (needs.model) {
    if (seed.reference.state === 'unknown') return { prepare: 'reference' };
    if (seed.reference.state !== 'known') return { reason: 'no reference model' };
  }
  return undefined;
}

/** The mutators (by index) held while the preparation runs: every one that needs what it solves. */
export function heldBy(mutators: readonly Mutator[], kind: Preparation): number[] {
  return mutators.flatMap((mu, i) => {
    const n = mu.info.needs;
    return (kind === 'label' ? n.label || n.second || n.model : n.model) ? [i] : [];
  });
}

/** Where a preparation runs: the lanes under test (a label), the reference lane (a model), both timed. */
export interface Solving {
  runner: LaneRunner;
  reference: ReferenceLane;
  timeoutMs: number;
  facts?: FactsCache;
}

/** Marks the preparation as under way and solves it: the seed's label on every lane, or STORM's model M. */
export async function solve(kind: Preparation, seed: SeedState, solving: Solving): Promise<Solved> {
  const { runner, reference, timeoutMs, facts } = solving;
  if (kind === 'label') {
    seed.label = { state: 'pending' };
    return { kind, result: await solveLabel(seed.seed.text, runner, timeoutMs, facts) };
  }
  seed.reference = { state: 'pending' };
  const { prepared } = seed;
  const label = knownLabel(seed);
  if (!prepared?.ok || !label) throw new Error(`the reference model of ${seed.seed.id} was asked before its label`);
  const result = await cachedReference(
    seed.seed.text,
    prepared.script,
    label,
    reference.lane,
    reference.run,
    timeoutMs,
    facts,
  );
  return { kind, result };
}

/**
 * The scheduler's feedback on a preparation: once applied, the fact is known and the held mutators go on, or it
 * failed and they retire (`skip` says why, naming them).
 */
export function preparedFeedback(
  seed: SeedState,
  held: readonly number[],
  solved: Solved,
  mutatorNames: readonly string[],
  skip: (reason: string) => void,
): TurnFeedback {
  const known = knownFact(seed, solved);
  if (known) return { release: held, apply: known };
  return {
    retire: held,
    apply: () => {
      if (solved.kind === 'label') seed.label = { state: 'failed' };
      else seed.reference = { state: 'failed' };
      if (!solved.result.ok) skip(`${held.map((i) => mutatorNames[i]!).join(', ')}: ${solved.result.reason}`);
    },
  };
}

/** What makes a solved fact known on the seed; none when it was not solved. */
function knownFact(seed: SeedState, solved: Solved): (() => void) | undefined {
  if (solved.kind === 'label') {
    const r = solved.result;
    return r.ok ? () => (seed.label = { state: 'known', value: r.label }) : undefined;
  }
  const r = solved.result;
  if (!r.ok) return undefined;
  const { laneId, model, modelValues } = r;
  return () => (seed.reference = { state: 'known', value: { laneId, model, modelValues } });
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
  const second = mutator.info.needs.second && label ? partnerOf(states, seed, label, config) : undefined;
  if (mutator.info.needs.second && !second) return undefined;
  const steps = walk(mutator, inputOf(withFacts, second), walkConfigFor(config, mutator, seed.seed.id));
  for (let i = 0; i < from; i++) if (steps.next().done) break;
  return { steps, ...(second ? { second } : {}) };
}

/** Fusion's partner: another seed with the same known (or stated) label, chosen by the campaign rng. */
function partnerOf(
  states: readonly SeedState[],
  seed: SeedState,
  label: Expected,
  config: CampaignConfig,
): Ready | undefined {
  const candidates = states.filter(
    (s) =>
      s !== seed &&
      (s.label.state === 'known' ? s.label.value : s.stated) === label &&
      (s.prepared === undefined || s.prepared.ok),
  );
  const rng = Rng.of(config.rngSeed, 'second', seed.seed.id);
  while (candidates.length > 0) {
    const i = rng.int(candidates.length);
    const other = candidates[i]!;
    other.prepared ??= parseSeed(other.seed, config.dialects);
    if (other.prepared.ok) return { ...other.prepared, label };
    candidates.splice(i, 1);
  }
  return undefined;
}
