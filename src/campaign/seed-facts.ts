// What a campaign establishes about a seed, cached by content (facts-cache.ts) so a second campaign on the same seeds
// does not solve it again: each lane's run of the seed itself under (seed text, lane id, timeout), and STORM's
// reference model under (seed text, reference lane, timeout, label).
import type { Expected } from '../mutators/types.js';
import type { Script } from '../smtlib/ast.js';
import type { Lane } from '../solvers/lane.js';
import type { Answer, Outcome, RunOptions } from '../solvers/outcome.js';
import type { LaneRunner, RunLane } from '../solvers/runner.js';
import { everyLane } from './solver-runs.js';
import { factKey, type FactsCache } from '../facts/facts-cache.js';
import { referenceModel, type ReferenceResult } from './reference.js';

export type Label = { ok: true; label: Expected } | { ok: false; reason: string };

const STATUSES = new Set<string>(['ok', 'timeout']);

/** A cached run of a seed itself, or undefined when malformed. */
function readOutcome(x: unknown, laneId: string): Outcome | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const o = x as Record<string, unknown>;
  const answers = o.answers;
  if (
    !Array.isArray(answers) ||
    !answers.every((a) => a === 'sat' || a === 'unsat' || a === 'unknown') ||
    typeof o.status !== 'string' ||
    !STATUSES.has(o.status) ||
    typeof o.message !== 'string' ||
    typeof o.stdout !== 'string' ||
    typeof o.stderr !== 'string' ||
    typeof o.timeMs !== 'number'
  )
    return undefined;
  return {
    laneId,
    answers: answers as Answer[],
    status: o.status as Outcome['status'],
    message: o.message,
    stdout: o.stdout,
    stderr: o.stderr,
    timeMs: o.timeMs,
    ...(typeof o.unknownReason === 'string' ? { unknownReason: o.unknownReason } : {}),
    ...(typeof o.model === 'string' ? { model: o.model } : {}),
    ...(o.modelInvalid === true ? { modelInvalid: true } : {}),
  };
}

/** What a cached seed run keeps of its output (a seed's answer and the solver's words, not pages of it). */
const KEPT_OUTPUT = 16 * 1024;

/**
 * A seed's own run on every lane (seed-itself.ts), from the cache where a lane ran it before under this timeout.
 * Answers and timeouts are kept (a seed that timed out at this timeout times out again); crashes and errors are not
 * (they may be the machine's, not the seed's), nor runs under other options.
 */
export async function seedRuns(
  text: string,
  runner: LaneRunner,
  runOptions: RunOptions,
  facts: FactsCache | undefined,
): Promise<Outcome[]> {
  const key = (laneId: string): string => factKey('itself', text, laneId, runOptions.timeoutMs);
  return everyLane(
    runner.lanes.map(async (lane) => {
      const cached = facts ? readOutcome(await facts.get(key(lane.id)), lane.id) : undefined;
      if (cached) return cached;
      const o = await runner.run(lane.id, text, runOptions);
      if (STATUSES.has(o.status))
        await facts?.set(key(lane.id), {
          ...o,
          stdout: o.stdout.slice(0, KEPT_OUTPUT),
          stderr: o.stderr.slice(0, KEPT_OUTPUT),
        });
      return o;
    }),
  );
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
