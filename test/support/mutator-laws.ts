// The laws every mutator obeys, written once (after fast-check's shared ArbitraryAssertions, which every arbitrary
// passes): each law is a property over the mutator's seeds and any rng seed, asserted by one function that any
// mutator's test calls with its own seeds. test/mutators/laws.test.ts runs them for the six mutators of
// src/mutators/registry.ts; a new mutator gets them by joining that table.
//
//   well-sorted   every mutant sort-checks, and so does its printed text read back (what a solver is given)
//   rebuildable   the same seeded rng gives the same mutant, and a walk's step is rebuilt from its id alone
//                 (rng seed, mutator, step: mutators/walk.ts `rebuild`), as a finding's mutant is rebuilt
//   oracle stated the oracle is of the mutator's kind (info.oracle); an expected answer is sat or unsat, the seed's
//                 own where the mutator reads it; every trace step names its rule and why the oracle still holds
//
// A law over no mutant at all proves nothing: each assertion also asks that some run made one.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Mutator, MutatorInput, MutatorOptions, MutationResult } from '../../src/mutators/types.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { rebuild, walk, type WalkConfig } from '../../src/mutators/walk.js';
import { Rng } from '../../src/rng.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';

/** A seed a mutator reads (with its label, second seed or model, as the mutator needs), named for the failure. */
export interface LawSeed {
  name: string;
  input: MutatorInput;
}

export interface LawSettings {
  /** The mutator's options; its defaults when absent. */
  options?: MutatorOptions;
  /** Runs per law (fast-check's numRuns). */
  numRuns?: number;
}

const RNG_SEEDS = fc.oneof(fc.integer(), fc.string({ maxLength: 12 }));

function property(
  mutator: Mutator,
  seeds: readonly LawSeed[],
  settings: LawSettings,
  law: (seed: LawSeed, rngSeed: number | string, options: MutatorOptions) => boolean,
): void {
  expect(seeds.length).toBeGreaterThan(0);
  const options = settings.options ?? defaultOptions(mutator.info);
  let made = 0;
  fc.assert(
    fc.property(fc.constantFrom(...seeds), RNG_SEEDS, (seed, rngSeed) => {
      if (law(seed, rngSeed, options)) made++;
    }),
    { numRuns: settings.numRuns ?? 30 },
  );
  expect(made, `${mutator.info.name} made no mutant in any run: the law was not exercised`).toBeGreaterThan(0);
}

const mutated = (
  mutator: Mutator,
  seed: LawSeed,
  rngSeed: number | string,
  options: MutatorOptions,
): MutationResult | undefined => {
  const out = mutator.mutate(seed.input, Rng.of(rngSeed, 'laws'), options);
  return out.ok ? out : undefined;
};

/** Every mutant sort-checks, and its printed text parses and sort-checks again. */
export function assertWellSorted(mutator: Mutator, seeds: readonly LawSeed[], settings: LawSettings = {}): void {
  property(mutator, seeds, settings, (seed, rngSeed, options) => {
    const out = mutated(mutator, seed, rngSeed, options);
    if (!out) return false;
    const checked = checkScript(out.mutant);
    expect(
      checked.errors.map((e) => e.message),
      `${seed.name}, rng ${rngSeed}`,
    ).toEqual([]);
    const text = printScript(out.mutant);
    const reread = parseScript(text);
    expect(reread.ok, `${seed.name}, rng ${rngSeed}: the printed mutant does not parse\n${text}`).toBe(true);
    if (reread.ok) expect(checkScript(reread.value).ok, `${seed.name}, rng ${rngSeed}\n${text}`).toBe(true);
    return true;
  });
}

/** The same seeded rng gives the same mutant; a walk's step rebuilt from its id is the mutant the walk made. */
export function assertRebuildable(mutator: Mutator, seeds: readonly LawSeed[], settings: LawSettings = {}): void {
  property(mutator, seeds, settings, (seed, rngSeed, options) => {
    const once = mutated(mutator, seed, rngSeed, options);
    const again = mutated(mutator, seed, rngSeed, options);
    expect(again && printScript(again.mutant)).toEqual(once && printScript(once.mutant));
    expect(again?.oracle).toEqual(once?.oracle);
    const config: WalkConfig = { rngSeed, mode: mutator.info.walk.mode, iterations: 3, options };
    const steps = [...walk(mutator, seed.input, config)];
    let made = false;
    for (const step of steps) {
      if (!step.ok) continue;
      made = true;
      const rebuilt = rebuild(mutator, seed.input, config, step.step);
      expect(rebuilt?.ok && rebuilt.text, `${seed.name}, rng ${rngSeed}, step ${step.step}`).toBe(step.text);
    }
    return made && once !== undefined;
  });
}

/** The oracle is of the mutator's kind, its answer the seed's where it reads one; each trace step says why. */
export function assertOracleStated(mutator: Mutator, seeds: readonly LawSeed[], settings: LawSettings = {}): void {
  property(mutator, seeds, settings, (seed, rngSeed, options) => {
    const out = mutated(mutator, seed, rngSeed, options);
    if (!out) return false;
    const where = `${seed.name}, rng ${rngSeed}`;
    expect(out.oracle.kind, where).toBe(mutator.info.oracle);
    if (out.oracle.kind === 'differential') expect(out.oracle.expected, where).toBeNull();
    else {
      expect(['sat', 'unsat'], where).toContain(out.oracle.expected);
      const given = seed.input.answer ?? seed.input.label;
      if (mutator.info.needs.label && given) expect(out.oracle.expected, where).toBe(given);
    }
    expect(out.trace.length, `${where}: a mutant without a trace explains nothing`).toBeGreaterThan(0);
    for (const step of out.trace) {
      expect(step.rule.trim(), where).not.toBe('');
      expect(step.reason.trim(), where).not.toBe('');
    }
    return true;
  });
}

/** All the laws, in one call. */
export function assertMutatorLaws(mutator: Mutator, seeds: readonly LawSeed[], settings: LawSettings = {}): void {
  assertWellSorted(mutator, seeds, settings);
  assertRebuildable(mutator, seeds, settings);
  assertOracleStated(mutator, seeds, settings);
}
