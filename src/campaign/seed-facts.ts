// A seed's label and STORM reference model, solved when a campaign first needs them and cached by content
// (facts-cache.ts): each lane's answer on the seed under (seed text, lane id, timeout), the reference model
// under (seed text, reference lane, timeout, label). Timeouts are cached too (a seed that timed out at this
// timeout times out again); crashes and errors are not (they may be the machine's, not the seed's).
import { agreedLabel } from '../mutators/fusion/index.js';
import type { Expected } from '../mutators/types.js';
import type { Script } from '../smtlib/ast.js';
import { stripStatusText } from '../smtlib/status.js';
import type { Lane } from '../solvers/lane.js';
import type { Answer } from '../solvers/outcome.js';
import type { LaneRunner, RunLane } from '../solvers/runner.js';
import { factKey, type FactsCache } from './facts-cache.js';
import { referenceModel, type ReferenceResult } from './reference.js';

/** A lane's answer on a seed: the last check-sat's answer, or how the run ended. */
export type LaneAnswer = Answer | 'timeout' | 'crash' | 'error';

const LANE_ANSWERS = new Set<string>(['sat', 'unsat', 'unknown', 'timeout', 'crash', 'error']);

export type Label = { ok: true; label: Expected } | { ok: false; reason: string };

async function laneAnswer(
  text: string,
  laneId: string,
  run: RunLane,
  timeoutMs: number,
  facts: FactsCache | undefined,
): Promise<LaneAnswer | undefined> {
  const key = factKey('answer', text, laneId, timeoutMs);
  const cached = await facts?.get(key);
  if (typeof cached === 'string' && LANE_ANSWERS.has(cached)) return cached as LaneAnswer;
  const o = await run(laneId, text, { timeoutMs });
  const answer: LaneAnswer | undefined = o.status === 'ok' ? o.answers[o.answers.length - 1] : o.status;
  if (answer !== undefined && answer !== 'crash' && answer !== 'error') await facts?.set(key, answer);
  return answer;
}

/** The label every lane agrees on (the seed solved without its status line), or why there is none. */
export async function solveLabel(
  seedText: string,
  runner: LaneRunner,
  timeoutMs: number,
  facts?: FactsCache,
): Promise<Label> {
  const text = stripStatusText(seedText);
  const answers = await Promise.all(runner.lanes.map((l) => laneAnswer(text, l.id, runner.run, timeoutMs, facts)));
  const label = agreedLabel(answers);
  if (label) return { ok: true, label };
  const said = runner.lanes.map((l, i) => `${l.id}: ${answers[i] ?? 'no answer'}`).join(', ');
  return { ok: false, reason: `the lanes cannot decide it or disagree (${said})` };
}

function readReference(x: unknown): ReferenceResult | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const r = x as Record<string, unknown>;
  if (r.ok === false && typeof r.reason === 'string') return { ok: false, reason: r.reason };
  if (
    r.ok === true &&
    typeof r.laneId === 'string' &&
    typeof r.model === 'string' &&
    Array.isArray(r.modelValues) &&
    r.modelValues.every((v) => v === null || typeof v === 'boolean')
  )
    return { ok: true, laneId: r.laneId, model: r.model, modelValues: r.modelValues as (boolean | null)[] };
  return undefined;
}

/** STORM's reference model of a seed, from the cache or the reference lane. */
export async function cachedReference(
  seedText: string,
  script: Script,
  label: Expected,
  lane: Pick<Lane, 'id' | 'family'>,
  run: RunLane,
  timeoutMs: number,
  facts?: FactsCache,
): Promise<ReferenceResult> {
  const key = factKey('reference', seedText, lane.id, timeoutMs, label);
  const cached = readReference(await facts?.get(key));
  if (cached) return cached;
  const ref = await referenceModel(script, label, lane, run, timeoutMs);
  // A model that timed out or crashed may come next time: only a model, or a definite "no model", is kept.
  if (ref.ok || !/\b(timeout|crash|error)\b/.test(ref.reason)) await facts?.set(key, ref);
  return ref;
}
