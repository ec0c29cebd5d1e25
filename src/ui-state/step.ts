// Step mode's one mutation: the mutant of step N of a mutator's walk over the seed, rebuilt from (seed,
// second seed, mutator, options, rng seed, step) and what a solver established first (StepInputs).
import { mutatorByName } from '../mutators/registry.js';
import type { MutationStep, MutatorOptions, Oracle } from '../mutators/types.js';
import { rebuild, type WalkConfig } from '../mutators/walk.js';
import { parseScript } from '../smtlib/parser.js';
import { statedAnswer } from '../smtlib/status.js';
import type { StepInputs } from './step-inputs.js';

export interface StepRequest {
  seed: string;
  /** Fusion's second seed. */
  second?: string;
  mutator: string;
  options: MutatorOptions;
  rngSeed: number;
  step: number;
  /** What a solver established first for Janus, SAE and STORM (see stepInputs). */
  inputs?: StepInputs;
}

export type StepResult =
  | {
      ok: true;
      step: number;
      parent: string;
      mutant: string;
      oracle: Oracle;
      trace: MutationStep[];
      /** The walk as it ran, recorded with a finding so its mutant can be rebuilt. */
      walk: WalkConfig;
    }
  | { ok: false; step: number; reason: string };

export function runStep(req: StepRequest): StepResult {
  const no = (reason: string): StepResult => ({ ok: false, step: req.step, reason });
  const mutator = mutatorByName(req.mutator);
  if (!mutator) return no(`unknown mutator '${req.mutator}'`);
  const parsed = parseScript(req.seed);
  if (!parsed.ok) return no(`the seed does not parse: ${parsed.error.message}`);
  const label = statedAnswer(parsed.value, req.seed) ?? req.inputs?.label;
  const { needs, title } = mutator.info;
  if (needs.label && !label) return no(`${title} needs a seed that declares (set-info :status sat|unsat)`);
  let second;
  if (needs.second) {
    if (req.second === undefined) return no(`${title} fuses two seeds: pick a second seed (gallery or paste)`);
    const other = parseScript(req.second);
    if (!other.ok) return no(`the second seed does not parse: ${other.error.message}`);
    const otherLabel = statedAnswer(other.value, req.second);
    if (otherLabel !== label)
      return no(
        `${title} needs two seeds with the same answer: the first is ${label}, the second ${otherLabel ?? 'undeclared'}`,
      );
    second = { script: other.value, label: otherLabel };
  }
  const { model, modelValues } = req.inputs ?? {};
  const input = {
    script: parsed.value,
    ...(label ? { label } : {}),
    ...(model !== undefined ? { model, modelValues: modelValues ?? [] } : {}),
    ...(second ? { second } : {}),
  };
  const { mode, restartEvery } = mutator.info.walk;
  const walk: WalkConfig = {
    rngSeed: req.rngSeed,
    mode,
    iterations: req.step + 1,
    options: req.options,
    ...(restartEvery ? { restartEvery } : {}),
  };
  const s = rebuild(mutator, input, walk, req.step);
  if (!s) return no('no step was made');
  if (!s.ok) return no(s.reason);
  return {
    ok: true,
    step: req.step,
    parent: s.parentText,
    mutant: s.text,
    oracle: s.result.oracle,
    trace: s.result.trace,
    walk,
  };
}

/** The changed region of two texts (common prefix and suffix removed), for highlighting a diff. */
export interface Change {
  start: number;
  endA: number;
  endB: number;
}

export function changedRegion(a: string, b: string): Change {
  if (a === b) return { start: a.length, endA: a.length, endB: a.length };
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let ea = a.length;
  let eb = b.length;
  while (ea > start && eb > start && a[ea - 1] === b[eb - 1]) {
    ea--;
    eb--;
  }
  // Widen to whole tokens, so `<=` → `=` marks both operators rather than one character.
  const inToken = (c: string | undefined): boolean => c !== undefined && !/[\s()]/.test(c);
  while (start > 0 && inToken(a[start - 1])) start--;
  while (inToken(a[ea]) && inToken(b[eb]) && a.length - ea === b.length - eb && ea < a.length) {
    ea++;
    eb++;
  }
  return { start, endA: ea, endB: eb };
}
