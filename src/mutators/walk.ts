// Drives a mutator over many steps. chain: each mutant is the next seed (restarting from the seed every
// `restartEvery` steps); reset: every mutant is one step from the seed. The rng of step k is
// Rng.of(rngSeed, mutator, k), so any mutant is rebuilt by replaying the walk to its step.
import { checkScript } from '../smtlib/check/index.js';
import { withoutStatus } from '../smtlib/status.js';
import { printScript } from '../smtlib/printer.js';
import { Rng } from '../rng.js';
import type { MutationResult, Mutator, MutatorInput, MutatorOptions, WalkMode } from './types.js';

export interface WalkConfig {
  rngSeed: number | string;
  mode: WalkMode;
  iterations: number;
  restartEvery?: number;
  options: MutatorOptions;
  /** Attempts per step before the step is reported as producing no mutant. */
  attempts?: number;
}

export type WalkStep =
  | { step: number; ok: true; result: MutationResult; text: string; parentText: string }
  | { step: number; ok: false; reason: string; bug: boolean };

export function* walk(mutator: Mutator, original: MutatorInput, config: WalkConfig): Generator<WalkStep> {
  const seed: MutatorInput = { ...original, script: withoutStatus(original.script) };
  const seedText = printScript(seed.script);
  let parent = seed;
  let parentText = seedText;
  const attempts = config.attempts ?? 8;
  for (let step = 0; step < config.iterations; step++) {
    if (config.mode === 'reset' || (config.restartEvery && step > 0 && step % config.restartEvery === 0)) {
      parent = seed;
      parentText = seedText;
    }
    const produced = mutateOnce(mutator, parent, parentText, config, step, attempts);
    yield produced;
    if (produced.ok && config.mode === 'chain') {
      parent = { ...parent, script: produced.result.mutant };
      parentText = produced.text;
    }
  }
}

function mutateOnce(
  mutator: Mutator,
  parent: MutatorInput,
  parentText: string,
  config: WalkConfig,
  step: number,
  attempts: number,
): WalkStep {
  const rng = Rng.of(config.rngSeed, mutator.info.name, step);
  let reason = 'no attempt made';
  for (let attempt = 0; attempt < attempts; attempt++) {
    const out = mutator.mutate(parent, attempt === 0 ? rng : rng.fork('retry', attempt), config.options);
    if (!out.ok) {
      reason = out.reason;
      continue;
    }
    const text = printScript(out.mutant);
    if (text === parentText) {
      reason = 'the mutant equals its parent';
      continue;
    }
    // With the lanes' dialects given, a mutant outside them is a mutator bug too.
    const dialects = typeof config.options.dialects === 'string' ? config.options.dialects : undefined;
    const checked = checkScript(out.mutant, { dialects });
    if (!checked.ok) {
      const e = checked.errors[0]!;
      return { step, ok: false, bug: true, reason: `ill-sorted mutant (a bug in ${mutator.info.name}): ${e.message}` };
    }
    const { ok: _ok, ...result } = out;
    return { step, ok: true, result, text, parentText };
  }
  return { step, ok: false, bug: false, reason };
}

/** Rebuilds the mutant of one step from (seed, mutator, options, rng seed, step). */
export function rebuild(mutator: Mutator, seed: MutatorInput, config: WalkConfig, step: number): WalkStep | undefined {
  let last: WalkStep | undefined;
  for (const s of walk(mutator, seed, { ...config, iterations: step + 1 })) last = s;
  return last;
}
