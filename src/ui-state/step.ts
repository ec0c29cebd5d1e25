// Step mode: one mutation of a seed, rebuilt from (seed, mutator, options, rng seed, step).
import { mutatorByName } from '../mutators/registry.js';
import type { Expected, MutationStep, Oracle } from '../mutators/types.js';
import { rebuild } from '../mutators/walk.js';
import { parseScript } from '../smtlib/parser.js';
import type { Script } from '../smtlib/ast.js';
import type { MutatorOptions } from '../mutators/types.js';
import type { StepInputs } from './step-inputs.js';

export interface StepRequest {
  seed: string;
  mutator: string;
  options: MutatorOptions;
  rngSeed: number;
  step: number;
  /** What a solver established first for Janus, SAE and STORM (see stepInputs). */
  inputs?: StepInputs;
}

export type StepResult =
  | { ok: true; step: number; parent: string; mutant: string; oracle: Oracle; trace: MutationStep[] }
  | { ok: false; step: number; reason: string };

/** The `:status` a seed declares about itself, if any (the label mutators such as Fusion need). */
export function declaredStatus(script: Script): Expected | undefined {
  for (const c of script.commands) {
    if (c.cmd !== 'set-info') continue;
    const rec = c as unknown as { keyword?: string; value?: unknown };
    if (rec.keyword !== ':status' && rec.keyword !== 'status') continue;
    const v = JSON.stringify(rec.value ?? '');
    if (v.includes('unsat')) return 'unsat';
    if (v.includes('sat')) return 'sat';
  }
  return undefined;
}

/** cvc5's regression tests state their answer in a `; EXPECT: sat` comment. */
export function expectComment(text: string): Expected | undefined {
  const m = /^;\s*EXPECT:\s*(sat|unsat)\s*$/m.exec(text);
  return m ? (m[1] as Expected) : undefined;
}

export function runStep(req: StepRequest): StepResult {
  const mutator = mutatorByName(req.mutator);
  if (!mutator) return { ok: false, step: req.step, reason: `unknown mutator '${req.mutator}'` };
  const parsed = parseScript(req.seed);
  if (!parsed.ok) return { ok: false, step: req.step, reason: `the seed does not parse: ${parsed.error.message}` };
  const label = declaredStatus(parsed.value) ?? expectComment(req.seed) ?? req.inputs?.label;
  if (mutator.info.needs.label && !label)
    return {
      ok: false,
      step: req.step,
      reason: `${mutator.info.title} needs a seed that declares (set-info :status sat|unsat)`,
    };
  const { model, modelValues } = req.inputs ?? {};
  const input = {
    script: parsed.value,
    ...(label ? { label } : {}),
    ...(model !== undefined ? { model, modelValues: modelValues ?? [] } : {}),
    ...(mutator.info.needs.second ? { second: { script: parsed.value, ...(label ? { label } : {}) } } : {}),
  };
  const { mode, restartEvery } = mutator.info.walk;
  const s = rebuild(
    mutator,
    input,
    {
      rngSeed: req.rngSeed,
      mode,
      iterations: req.step + 1,
      options: req.options,
      ...(restartEvery ? { restartEvery } : {}),
    },
    req.step,
  );
  if (!s) return { ok: false, step: req.step, reason: 'no step was made' };
  if (!s.ok) return { ok: false, step: req.step, reason: s.reason };
  return {
    ok: true,
    step: req.step,
    parent: s.parentText,
    mutant: s.text,
    oracle: s.result.oracle,
    trace: s.result.trace,
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
