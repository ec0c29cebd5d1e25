// Seed preparation: parse and sort-check every seed; when a mutator needs a label, solve the seed once
// per lane. Seeds that fail here are reported with a reason, never silently dropped.
import { stripStatusText } from '../smtlib/status.js';
import { agreedLabel, labelOf } from '../mutators/fusion/index.js';
import type { Expected, MutatorInput } from '../mutators/types.js';
import { checkScript } from '../smtlib/check/index.js';
import { parseScript } from '../smtlib/parser.js';
import type { Script } from '../smtlib/ast.js';
import type { LaneRunner } from '../solvers/runner.js';

import type { ReferenceModel } from './reference.js';
import type { CampaignSeed } from './types.js';

export type PreparedSeed =
  | { ok: true; seed: CampaignSeed; script: Script; label?: Expected; reference?: ReferenceModel }
  | { ok: false; seed: CampaignSeed; reason: string };

/** `dialects`: the lanes' (CampaignConfig.dialects); a seed using a symbol one of them cannot read is left out. */
export function parseSeed(seed: CampaignSeed, dialects?: string): PreparedSeed {
  const parsed = parseScript(seed.text);
  if (!parsed.ok) return { ok: false, seed, reason: `does not parse: ${parsed.error.message}` };
  const checked = checkScript(parsed.value, { dialects });
  if (!checked.ok) return { ok: false, seed, reason: `ill-sorted: ${checked.errors[0]?.message ?? 'unknown error'}` };
  return { ok: true, seed, script: parsed.value };
}

/** The label the lanes agree on; the seed is skipped when they cannot decide it or contradict its label. */
export async function labelSeed(
  prepared: PreparedSeed & { ok: true },
  runner: LaneRunner,
  timeoutMs: number,
): Promise<PreparedSeed> {
  const { seed, script } = prepared;
  const text = stripStatusText(seed.text);
  const outcomes = await Promise.all(runner.lanes.map((l) => runner.run(l.id, text, { timeoutMs })));
  const answers = outcomes.map((o) => (o.status === 'ok' ? o.answers[o.answers.length - 1] : o.status));
  const byLanes = agreedLabel(answers);
  const said = outcomes.map((o, i) => `${o.laneId}: ${answers[i] ?? 'no answer'}`).join(', ');
  if (!byLanes) return { ok: false, seed, reason: `the lanes cannot decide it or disagree (${said})` };
  const known = labelOf(script, seed.label);
  if (known && known !== byLanes)
    return { ok: false, seed, reason: `its label says ${known} but the lanes say ${byLanes}` };
  return { ...prepared, label: byLanes };
}

export function inputOf(prepared: PreparedSeed & { ok: true }, second?: PreparedSeed & { ok: true }): MutatorInput {
  const ref = prepared.reference;
  return {
    script: prepared.script,
    ...(prepared.label ? { label: prepared.label } : {}),
    ...(ref ? { model: ref.model, modelValues: ref.modelValues } : {}),
    ...(second ? { second: { script: second.script, ...(second.label ? { label: second.label } : {}) } } : {}),
  };
}
