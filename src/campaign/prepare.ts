// A seed made ready for mutation: parsed and sort-checked (against the lanes' dialects), or left out with the
// reason; then given to a mutator with what is known of it. Labels and reference models are solved elsewhere
// (seed-facts.ts), when a campaign first needs them (seed-lifecycle.ts).
import type { Expected, MutatorInput } from '../mutators/types.js';
import type { Script } from '../smtlib/ast.js';
import { checkScript } from '../smtlib/check/index.js';
import { parseScript } from '../smtlib/parser.js';
import { formatError } from '../smtlib/result.js';
import type { ReferenceModel } from './reference.js';
import type { CampaignSeed } from './types.js';

export type PreparedSeed =
  | { ok: true; seed: CampaignSeed; script: Script; label?: Expected; reference?: ReferenceModel }
  | { ok: false; seed: CampaignSeed; reason: string };

/** `dialects`: the lanes' (CampaignConfig.dialects); a seed using a symbol one of them cannot read is left out. */
export function parseSeed(seed: CampaignSeed, dialects?: string): PreparedSeed {
  const parsed = parseScript(seed.text);
  // The reason names the line and column, as `smtplay check` does (formatError: `3:17: unexpected ')'`).
  if (!parsed.ok) return { ok: false, seed, reason: `does not parse at ${formatError(parsed.error)}` };
  const checked = checkScript(parsed.value, { dialects });
  const first = checked.ok ? undefined : checked.errors[0];
  if (!checked.ok)
    return { ok: false, seed, reason: `ill-sorted at ${first ? formatError(first) : '?: unknown error'}` };
  return { ok: true, seed, script: parsed.value };
}

/** A prepared seed as a mutator's input, with what is known of it (label, STORM's model) and Fusion's second seed. */
export function inputOf(prepared: PreparedSeed & { ok: true }, second?: PreparedSeed & { ok: true }): MutatorInput {
  const ref = prepared.reference;
  return {
    script: prepared.script,
    ...(prepared.label ? { label: prepared.label } : {}),
    ...(ref ? { model: ref.model, modelValues: ref.modelValues } : {}),
    ...(second ? { second: { script: second.script, ...(second.label ? { label: second.label } : {}) } } : {}),
  };
}
