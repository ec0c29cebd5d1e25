// What step mode gives the mutators that need a solver first: the seed's answer (Janus, SAE: declared by
// the seed, else solved on the first lane) and STORM's reference model M (from the first Z3 lane).
import { referenceModel, seedAnswer } from '../campaign/reference.js';
import { mutatorByName } from '../mutators/registry.js';
import type { Expected } from '../mutators/types.js';
import { parseScript } from '../smtlib/parser.js';
import { statedAnswer, stripStatusText } from '../smtlib/status.js';
import type { Lane } from '../solvers/lane.js';
import type { RunLane } from '../solvers/runner.js';

export interface StepInputs {
  label?: Expected;
  model?: string;
  modelValues?: (boolean | null)[];
  /** Where they came from, shown beside the step (e.g. "model M from z3@5.2.0"). */
  note?: string;
}

export async function stepInputs(
  seed: string,
  mutatorName: string,
  lanes: readonly Pick<Lane, 'id' | 'family'>[],
  run: RunLane,
  timeoutMs: number,
): Promise<{ ok: true; inputs: StepInputs } | { ok: false; reason: string }> {
  const mutator = mutatorByName(mutatorName);
  const parsed = parseScript(seed);
  if (!mutator || !parsed.ok) return { ok: true, inputs: {} };
  const { needs, title } = mutator.info;
  if (!needs.label && !needs.model) return { ok: true, inputs: {} };
  let label = statedAnswer(parsed.value, seed);
  let note = label ? `the seed declares ${label}` : '';
  const first = lanes[0];
  if (!label) {
    if (!first) return { ok: false, reason: `${title} needs the seed's answer: declare it or enable a lane` };
    const got = await seedAnswer(stripStatusText(seed), first.id, run, timeoutMs);
    if (!got.ok) return { ok: false, reason: `${title} needs a decided seed; ${first.id} ${got.reason}` };
    label = got.answer;
    note = `${first.id} answers ${label} on the seed`;
  }
  if (!needs.model) return { ok: true, inputs: { label, note } };
  const reference = lanes.find((l) => l.family === 'z3') ?? first;
  if (!reference) return { ok: false, reason: `${title} needs a lane for its reference model` };
  const ref = await referenceModel(parsed.value, label, reference, run, timeoutMs);
  if (!ref.ok) return { ok: false, reason: `${title}: ${ref.reason}` };
  return {
    ok: true,
    inputs: {
      label,
      model: ref.model,
      modelValues: ref.modelValues,
      note: `${note}; model M ${label === 'unsat' ? 'of its negation ' : ''}from ${ref.laneId}`,
    },
  };
}
