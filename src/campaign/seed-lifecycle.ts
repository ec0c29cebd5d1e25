// A seed's life in a campaign, from its first turn: parsed once (a seed that does not parse is skipped with its
// reason); its label and STORM reference model solved, each as a turn of its own, when a mutator first needs them
// (seed-facts.ts, cached across runs), the mutators that need it held meanwhile. Its walks are walks.ts's.
import { labelOf } from '../mutators/fusion/index.js';
import type { Mutator } from '../mutators/types.js';
import type { LaneRunner } from '../solvers/runner.js';
import type { FactsCache } from './facts-cache.js';
import { parseSeed, type PreparedSeed } from './prepare.js';
import type { ReferenceLane, ReferenceResult } from './reference.js';
import type { TurnFeedback } from './scheduler.js';
import { cachedReference, solveLabel, type Label } from './seed-facts.js';
import { knownLabel, type SeedState } from './seed-state.js';

/** What a seed may need solved before a mutator can walk on it. */
export type Preparation = 'label' | 'reference';

/** A preparation's result, by kind; a failed one with the findings the seed itself shows (seed-itself.ts). */
export type Solved = ({ kind: 'label'; result: Label } | { kind: 'reference'; result: ReferenceResult }) & {
  itself?: string[];
};

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
      // A seed that misbehaves by itself is not skipped: it is a finding, listed with the campaign's findings.
      if (!solved.result.ok && !solved.itself?.length)
        skip(`${held.map((i) => mutatorNames[i]!).join(', ')}: ${solved.result.reason}`);
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
