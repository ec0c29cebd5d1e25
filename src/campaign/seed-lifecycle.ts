// A seed's life in a campaign, from its first turn: parsed once (a seed that does not parse is skipped with its
// reason); run as it is on every lane, under the default configuration, before any mutator walks on it (its own turn:
// seed-itself.ts; a finding when it misbehaves, its label when the lanes agree); STORM's reference model solved as a
// turn of its own when STORM first needs it (seed-facts.ts, cached across runs), the mutators that need each held
// meanwhile. Its walks are walks.ts's.
import { labelOf } from '../mutators/fusion/index.js';
import type { Mutator } from '../mutators/types.js';
import type { ModelChecker } from '../oracles/model-check.js';
import type { LaneRunner } from '../solvers/runner.js';
import type { RunOptions } from '../solvers/outcome.js';
import type { EngineDeps } from './engine-deps.js';
import type { FactsCache } from '../facts/facts-cache.js';
import { parseSeed, type PreparedSeed } from './prepare.js';
import type { Recording } from './record-step.js';
import type { ReferenceLane, ReferenceResult } from './reference.js';
import type { TurnFeedback } from '../scheduling/scheduler.js';
import { cachedReference } from './seed-facts.js';
import { seedItself, type Itself } from './seed-itself.js';
import { knownLabel, type SeedState } from './seed-state.js';
import type { SeedTimeBounds } from '../scheduling/time-bound.js';

/** What a seed needs run before a mutator can walk on it: the seed itself (every mutator), STORM's model. */
export type Preparation = 'itself' | 'reference';

/** A preparation's result, by kind. */
export type Solved = { kind: 'itself'; result: Itself } | { kind: 'reference'; result: ReferenceResult };

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
  if (seed.itself !== 'done') return { prepare: 'itself' };
  const needs = mutator.info.needs;
  if (needsLabel(mutator) && seed.label.state !== 'known') return { reason: 'the lanes gave the seed no label' };
  if (needs.model) {
    if (seed.reference.state === 'unknown') return { prepare: 'reference' };
    if (seed.reference.state !== 'known') return { reason: 'no reference model' };
  }
  return undefined;
}

const needsLabel = (mu: Mutator): boolean => {
  const n = mu.info.needs;
  return n.label === true || n.second === true || n.model === true;
};

/** The mutators (by index) held while the preparation runs: every one that needs what it solves. */
export function heldBy(mutators: readonly Mutator[], kind: Preparation): number[] {
  return mutators.flatMap((mu, i) => (kind === 'itself' || mu.info.needs.model ? [i] : []));
}

/** Where a preparation runs: the lanes under test (the seed itself), the reference lane (a model), both timed. */
export interface Solving {
  runner: LaneRunner;
  reference: ReferenceLane;
  timeoutMs: number;
  /** The runs of the seed itself: the campaign's (its timeout, its queue), no drawn option. */
  runOptions: RunOptions;
  recording: Recording;
  facts?: FactsCache;
  /** Per-seed time limits, which learn each seed's time from its own run (time-bound.ts). */
  timeBounds?: SeedTimeBounds;
  /** Where the models of the seed's own run are checked (the campaign's checker; else the judge checks in-process). */
  modelChecker?: ModelChecker;
}

/** Where preparations run: the campaign's lanes and options, with what its deps add (cached facts, limits, checker). */
export function solvingOf(
  base: Omit<Solving, 'facts' | 'timeBounds' | 'modelChecker'>,
  deps: Pick<EngineDeps, 'facts' | 'timeBounds' | 'modelChecker'>,
): Solving {
  return {
    ...base,
    ...(deps.facts ? { facts: deps.facts } : {}),
    ...(deps.timeBounds ? { timeBounds: deps.timeBounds } : {}),
    ...(deps.modelChecker ? { modelChecker: deps.modelChecker } : {}),
  };
}

/** Marks the preparation as under way and solves it: the seed itself on every lane, or STORM's model M. */
export async function solve(kind: Preparation, seed: SeedState, solving: Solving): Promise<Solved> {
  const { runner, reference, timeoutMs, facts } = solving;
  if (kind === 'itself') {
    seed.itself = 'pending';
    const { prepared } = seed;
    if (!prepared?.ok) throw new Error(`${seed.seed.id} was run as itself before it parsed`);
    const result = await seedItself(
      { ...seed, prepared },
      runner,
      solving.runOptions,
      solving.recording,
      facts,
      solving.modelChecker,
    );
    solving.timeBounds?.seedRan(seed.seed.id, result.outcomes);
    return { kind, result };
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
  mutators: readonly Mutator[],
  skip: (reason: string) => void,
): TurnFeedback {
  if (solved.kind === 'itself') {
    const { label, contradicted, findings } = solved.result;
    // The label: the lanes' agreed answer, else the answer the seed states, unless every lane contradicts it. Without
    // one the mutators that need it retire; the seed is skipped for them, unless it misbehaved by itself (then it is
    // a finding, listed with the campaign's findings).
    const stated = seed.label.state === 'known' && !contradicted;
    const unlabelled = label.ok || stated ? [] : held.filter((i) => needsLabel(mutators[i]!));
    return {
      release: held.filter((i) => !unlabelled.includes(i)),
      retire: unlabelled,
      apply: () => {
        seed.itself = 'done';
        if (label.ok) seed.label = { state: 'known', value: label.label };
        else if (!stated) seed.label = { state: 'failed' };
        if (!label.ok && unlabelled.length > 0 && findings.length === 0)
          skip(`${unlabelled.map((i) => mutators[i]!.info.name).join(', ')}: ${label.reason}`);
      },
    };
  }
  const known = knownFact(seed, solved);
  if (known) return { release: held, apply: known };
  return {
    retire: held,
    apply: () => {
      seed.reference = { state: 'failed' };
      if (!solved.result.ok) skip(`${held.map((i) => mutators[i]!.info.name).join(', ')}: ${solved.result.reason}`);
    },
  };
}

/** What makes a solved model known on the seed; none when it was not solved. */
function knownFact(seed: SeedState, solved: Solved & { kind: 'reference' }): (() => void) | undefined {
  const r = solved.result;
  if (!r.ok) return undefined;
  const { laneId, model, modelValues } = r;
  return () => (seed.reference = { state: 'known', value: { laneId, model, modelValues } });
}
