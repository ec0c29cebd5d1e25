// What a share link carries (version 1) and the validation of anything that claims to be one.
// A link is hostile until proven otherwise: every field is checked for type and size before use.
import { mutatorByName } from '../mutators/registry.js';
import type { Oracle } from '../mutators/types.js';
import type { Observation } from '../oracles/index.js';
import { parseLaneSpec } from '../solvers/lane-spec.js';
import { ERROR_KIND_NAMES } from '../solvers/outcome.js';

export const SHARE_VERSION = 1;

/**
 * What a link records of one lane's run (the wire format of version 1): everything the judge reads of it, so the
 * judge finds on a link's observations the finding its sharer saw (a refused option stays a rejection, a crash
 * keeps its words). Links made before `message`, `errorKind`, `unknownReason` and `model` were carried lack them.
 */
export interface Observed {
  lane: string;
  status: Observation['status'];
  answers: Observation['answers'];
  modelInvalid?: boolean;
  message?: string;
  errorKind?: Observation['errorKind'];
  unknownReason?: string;
  /** The model of a sat answer, when it was asked for and is short enough to carry (MAX_MODEL). */
  model?: string;
}

/** Longer solver words and models are cut or left out: a link must stay short enough to paste. */
export const MAX_MESSAGE = 500;
export const MAX_MODEL = 4000;

export const observedOf = (o: Observation): Observed => ({
  lane: o.laneId,
  status: o.status,
  answers: o.answers,
  ...(o.modelInvalid ? { modelInvalid: true } : {}),
  ...(o.message ? { message: o.message.slice(0, MAX_MESSAGE) } : {}),
  ...(o.errorKind ? { errorKind: o.errorKind } : {}),
  ...(o.unknownReason ? { unknownReason: o.unknownReason.slice(0, MAX_MESSAGE) } : {}),
  ...(o.model && o.model.length <= MAX_MODEL ? { model: o.model } : {}),
});

/** The judge's input from a link's record of a run. */
export const fromObserved = (o: Observed): Observation => ({
  laneId: o.lane,
  status: o.status,
  answers: o.answers,
  ...(o.modelInvalid ? { modelInvalid: true } : {}),
  ...(o.message ? { message: o.message } : {}),
  ...(o.errorKind ? { errorKind: o.errorKind } : {}),
  ...(o.unknownReason ? { unknownReason: o.unknownReason } : {}),
  ...(o.model ? { model: o.model } : {}),
});

export interface ShareStateV1 {
  v: 1;
  /** The seed (and, for fusion, a second seed). */
  seeds: string[];
  /** Mutator and options plus rng seed and step rebuild the mutant … */
  mutator?: { name: string; options: Record<string, number | boolean | string> };
  rngSeed: number;
  step: number;
  /** … or the mutant is carried literally. */
  mutant?: string;
  lanes: string[];
  timeoutMs: number;
  /** What the sharer saw, per lane, and the answer the oracle expected (if any). */
  observed?: Observed[];
  expected?: 'sat' | 'unsat';
  /** The oracle counts an unknown as a finding (Janus; a differential oracle asked to), so the link's judge does. */
  unknownIsFinding?: true;
}

/** The oracle a link's mutant is judged by. */
export function oracleOf(s: Pick<ShareState, 'expected' | 'unknownIsFinding'>): Oracle {
  const unknown = s.unknownIsFinding ? { unknownIsFinding: true } : {};
  return s.expected
    ? { kind: 'expected', expected: s.expected, ...unknown }
    : { kind: 'differential', expected: null, ...unknown };
}

/** What a link keeps of an oracle. */
export function linkOracle(o: Oracle): Pick<ShareState, 'expected' | 'unknownIsFinding'> {
  return {
    ...(o.kind === 'expected' ? { expected: o.expected } : {}),
    ...(o.unknownIsFinding ? { unknownIsFinding: true as const } : {}),
  };
}

export type ShareState = ShareStateV1;

const MAX_TEXT = 200_000;
const LANE_CHARS = /^[A-Za-z0-9_.:@/=+-]{1,200}$/;
/** A lane name as solvers/lane-spec.ts reads it (a link may name lanes this page cannot run). */
const isLane = (x: unknown): x is string => typeof x === 'string' && LANE_CHARS.test(x) && parseLaneSpec(x).ok;
const NAME_RE = /^[a-z0-9_-]{1,40}$/;
const ANSWERS = new Set(['sat', 'unsat', 'unknown']);
const STATUSES = new Set(['ok', 'timeout', 'crash', 'error']);
const ERROR_KINDS = new Set<string>(ERROR_KIND_NAMES);

type Check<T> = { ok: true; value: T } | { ok: false; message: string };
const bad = (message: string): Check<never> => ({ ok: false, message });

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isText = (x: unknown): x is string => typeof x === 'string' && x.length <= MAX_TEXT;
const isInt = (x: unknown, min: number, max: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

function checkObserved(x: unknown): Observed | undefined {
  if (!isObj(x) || !isLane(x.lane)) return undefined;
  if (typeof x.status !== 'string' || !STATUSES.has(x.status)) return undefined;
  if (
    !Array.isArray(x.answers) ||
    x.answers.length > 100 ||
    !x.answers.every((a) => typeof a === 'string' && ANSWERS.has(a))
  )
    return undefined;
  const text = (y: unknown, max: number): y is string => typeof y === 'string' && y.length <= max;
  if (x.message !== undefined && !text(x.message, MAX_MESSAGE)) return undefined;
  if (x.unknownReason !== undefined && !text(x.unknownReason, MAX_MESSAGE)) return undefined;
  if (x.model !== undefined && !text(x.model, MAX_MODEL)) return undefined;
  if (x.errorKind !== undefined && !(typeof x.errorKind === 'string' && ERROR_KINDS.has(x.errorKind))) return undefined;
  return {
    lane: x.lane,
    status: x.status as Observed['status'],
    answers: x.answers as Observed['answers'],
    ...(x.modelInvalid === true ? { modelInvalid: true } : {}),
    ...(x.message !== undefined ? { message: x.message } : {}),
    ...(x.errorKind !== undefined ? { errorKind: x.errorKind as Observed['errorKind'] } : {}),
    ...(x.unknownReason !== undefined ? { unknownReason: x.unknownReason } : {}),
    ...(x.model !== undefined ? { model: x.model } : {}),
  };
}

/** Turns parsed JSON of any version into the current state, or says why it cannot. */
export function validateShare(raw: unknown): Check<ShareState> {
  if (!isObj(raw)) return bad('the link does not hold a playground state');
  const v = raw.v;
  if (typeof v !== 'number') return bad('the link has no version number');
  if (v > SHARE_VERSION)
    return bad(`the link was made by a newer playground (format version ${v}; this one reads up to ${SHARE_VERSION})`);
  if (v !== 1) return bad(`unknown link format version ${String(v)}`);
  if (!Array.isArray(raw.seeds) || raw.seeds.length < 1 || raw.seeds.length > 2 || !raw.seeds.every(isText))
    return bad('the link must carry one or two seed texts');
  if (!isInt(raw.rngSeed, 0, 2 ** 32) || !isInt(raw.step, 0, 10_000))
    return bad('the link has an invalid rng seed or step');
  if (!isInt(raw.timeoutMs, 100, 600_000)) return bad('the link has an invalid timeout');
  if (!Array.isArray(raw.lanes) || raw.lanes.length > 8 || !raw.lanes.every(isLane))
    return bad('the link names an unknown solver lane');
  const state: ShareState = {
    v: 1,
    seeds: raw.seeds as string[],
    rngSeed: raw.rngSeed,
    step: raw.step,
    lanes: raw.lanes as string[],
    timeoutMs: raw.timeoutMs,
  };
  if (raw.mutator !== undefined) {
    const m = raw.mutator;
    if (!isObj(m) || typeof m.name !== 'string' || !NAME_RE.test(m.name) || !isObj(m.options))
      return bad('the link names an invalid mutator');
    if (!mutatorByName(m.name))
      return bad(
        `the link names a mutator this playground does not have (${m.name}): it may come from a newer version`,
      );
    const options: Record<string, number | boolean | string> = {};
    for (const [k, val] of Object.entries(m.options)) {
      if (
        !NAME_RE.test(k) ||
        !['number', 'boolean', 'string'].includes(typeof val) ||
        (typeof val === 'string' && val.length > 100)
      )
        return bad('the link has invalid mutator options');
      options[k] = val as number | boolean | string;
    }
    state.mutator = { name: m.name, options };
  }
  if (raw.mutant !== undefined) {
    if (!isText(raw.mutant)) return bad('the link has an invalid mutant text');
    state.mutant = raw.mutant;
  }
  if (raw.expected !== undefined) {
    if (raw.expected !== 'sat' && raw.expected !== 'unsat') return bad('the link has an invalid expected answer');
    state.expected = raw.expected;
  }
  if (raw.unknownIsFinding !== undefined) {
    if (raw.unknownIsFinding !== true) return bad('the link has an invalid oracle');
    state.unknownIsFinding = true;
  }
  if (raw.observed !== undefined) {
    if (!Array.isArray(raw.observed) || raw.observed.length > 8) return bad('the link has invalid observations');
    const obs = raw.observed.map(checkObserved);
    if (obs.some((o) => o === undefined)) return bad('the link has invalid observations');
    state.observed = obs as Observed[];
  }
  return { ok: true, value: state };
}
