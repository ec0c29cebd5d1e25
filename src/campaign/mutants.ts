// How a campaign walks a mutator over a seed, and how any of its mutants is rebuilt from its id.
import { mutatorByName } from '../mutators/registry.js';
import { defaultOptions, type Mutator, type MutatorInput, type MutationResult } from '../mutators/types.js';
import { rebuild, type WalkConfig } from '../mutators/walk.js';
import { stripStatusText } from '../smtlib/status.js';
import type { MadeBy } from '../finding/record.js';
import type { CampaignConfig, MutantId } from './types.js';

export function mutatorOf(name: string): Mutator {
  const mutator = mutatorByName(name);
  if (!mutator) throw new Error(`no mutator named '${name}'`);
  return mutator;
}

export function walkConfigFor(config: CampaignConfig, mutator: Mutator, seedId: string): WalkConfig {
  const choice = config.mutators.find((m) => m.name === mutator.info.name);
  const restartEvery = config.walk.restartEvery ?? mutator.info.walk.restartEvery;
  return {
    rngSeed: `${config.rngSeed}/${seedId}`,
    mode: config.walk.mode ?? mutator.info.walk.mode,
    iterations: config.walk.iterations,
    ...(restartEvery !== undefined ? { restartEvery } : {}),
    options: {
      ...defaultOptions(mutator.info),
      ...(config.dialects ? { dialects: config.dialects } : {}),
      ...choice?.options,
    },
  };
}

export interface RebuiltMutant {
  /** The text the lanes were given (status line stripped). */
  text: string;
  result: MutationResult;
}

/** Rebuilds a finding's mutant from how it was made (any origin: the walk carries its own rng seed). */
export function rebuildMade(made: MadeBy, input: MutatorInput): RebuiltMutant | undefined {
  const step = rebuild(mutatorOf(made.mutator), input, { ...made.walk, options: made.options }, made.step);
  if (!step?.ok || step.step !== made.step) return undefined;
  return { text: stripStatusText(step.text), result: step.result };
}

/** Replays the walk of (seed, mutator) up to the id's step. */
export function rebuildMutant(config: CampaignConfig, id: MutantId, input: MutatorInput): RebuiltMutant | undefined {
  const mutator = mutatorOf(id.mutator);
  const step = rebuild(mutator, input, walkConfigFor(config, mutator, id.seedId), id.step);
  if (!step?.ok || step.step !== id.step) return undefined;
  return { text: stripStatusText(step.text), result: step.result };
}
