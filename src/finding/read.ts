// Reading a finding record back (findings.jsonl, finding.json, an imported file, the page's store): untrusted
// until checked, field by field; a record of any format, the older flat one included, becomes today's `Finding`
// through `makeFinding`, keeping what it says of itself where that is well-formed.
import type { MutatorOptions, Oracle, ReferenceModel } from '../mutators/types.js';
import {
  byDesignOf,
  FINDING_KINDS,
  isFindingOn,
  judge,
  type ByDesign,
  type FindingKind,
  type RawFinding,
  type Said,
} from '../oracles/index.js';
import { parseScript } from '../smtlib/parser.js';
import { logicOfText } from '../smtlib/logic.js';
import type { Outcome } from '../solvers/outcome.js';
import type { SolverFamily } from '../solvers/lane.js';
import type { Bisection, BisectRange, BisectVerdict, VersionVerdict } from './bisect-range.js';
import type { LiveCheck, LiveRelease, LiveVerdict } from './live-verdict.js';
import { makeFinding, type Finding, type KeptReduction, type MadeBy, type SolverInfo } from './record.js';
import { readState } from './state.js';
import { readSolverOptions } from './options.js';

type Read = { ok: true; finding: Finding } | { ok: false; reason: string };

const MAX_TEXT = 2_000_000;
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isText = (x: unknown): x is string => typeof x === 'string' && x.length <= MAX_TEXT;
const isTexts = (x: unknown): x is string[] => Array.isArray(x) && x.length <= 64 && x.every(isText);
const STATUSES = new Set(['ok', 'timeout', 'crash', 'error']);
const ANSWERS = new Set(['sat', 'unsat', 'unknown']);

function readOutcome(x: unknown): Outcome | undefined {
  if (!isObj(x) || !isText(x.laneId) || typeof x.status !== 'string' || !STATUSES.has(x.status)) return undefined;
  if (!Array.isArray(x.answers) || !x.answers.every((a) => typeof a === 'string' && ANSWERS.has(a))) return undefined;
  return {
    ...(x as unknown as Outcome),
    stdout: isText(x.stdout) ? x.stdout : '',
    stderr: isText(x.stderr) ? x.stderr : '',
    message: isText(x.message) ? x.message : '',
    timeMs: typeof x.timeMs === 'number' ? x.timeMs : 0,
  };
}

function readOracle(x: unknown): Oracle | undefined {
  if (!isObj(x)) return undefined;
  const unknownIsFinding = x.unknownIsFinding === true ? { unknownIsFinding: true } : {};
  if (x.kind === 'differential') return { kind: 'differential', expected: null, ...unknownIsFinding };
  if (x.kind === 'expected' && (x.expected === 'sat' || x.expected === 'unsat'))
    return { kind: 'expected', expected: x.expected, ...unknownIsFinding };
  return undefined;
}

/** The `made` part of a record, from its nested form or the flat form campaigns wrote before. */
function readMade(x: Record<string, unknown>): MadeBy | undefined {
  const m = isObj(x.made) ? x.made : x;
  if (!isText(m.mutantId) || !isText(m.seedId) || !isText(m.mutator)) return undefined;
  if (typeof m.rngSeed !== 'number' || typeof m.step !== 'number' || !isObj(m.walk)) return undefined;
  return {
    mutantId: m.mutantId,
    seedId: m.seedId,
    ...(isText(m.secondSeedId) ? { secondSeedId: m.secondSeedId } : {}),
    mutator: m.mutator,
    options: (isObj(m.options) ? m.options : {}) as MutatorOptions,
    // Records written before walks carried their seed used the campaign's `rng/seedId`.
    walk: { rngSeed: `${m.rngSeed}/${m.seedId}`, ...(m.walk as Omit<MadeBy['walk'], 'rngSeed'>) },
    rngSeed: m.rngSeed,
    step: m.step,
    ...(m.seedLabel === 'sat' || m.seedLabel === 'unsat' ? { seedLabel: m.seedLabel } : {}),
    ...(isObj(m.reference) ? { reference: m.reference as unknown as ReferenceModel } : {}),
  };
}

const VERDICTS = new Set(['good', 'bad', 'not-applicable', 'inconclusive', 'unavailable']);
const RANGE_FIELDS: Readonly<Record<BisectRange['kind'], readonly string[]>> = {
  regression: ['lastGood', 'firstBad'],
  fixed: ['lastBad', 'firstGood'],
  always: [],
  never: [],
  mixed: [],
  undecided: [],
};

function readRange(x: unknown): BisectRange | undefined {
  if (!isObj(x) || typeof x.kind !== 'string' || !isText(x.text)) return undefined;
  const fields = RANGE_FIELDS[x.kind as BisectRange['kind']];
  if (!fields || !fields.every((f) => isText(x[f]))) return undefined;
  if (x.kind === 'mixed' && !Array.isArray(x.transitions)) return undefined;
  return x as unknown as BisectRange;
}

/** A bisection kept in a record, or undefined when any part of it is malformed (it is then left out). */
function readBisection(x: unknown): Bisection | undefined {
  if (!isObj(x) || !isText(x.at) || !isTexts(x.varied) || !isTexts(x.kept) || !isText(x.why)) return undefined;
  const range = readRange(x.range);
  if (!range || !Array.isArray(x.verdicts) || x.verdicts.length > 1000) return undefined;
  const verdicts = x.verdicts.filter(
    (v): v is VersionVerdict =>
      isObj(v) && isText(v.version) && typeof v.verdict === 'string' && VERDICTS.has(v.verdict) && isText(v.detail),
  );
  if (verdicts.length !== x.verdicts.length) return undefined;
  const on = x.measuredOn;
  const measuredOn =
    isObj(on) && isText(on.id) && typeof on.bytes === 'number' ? { id: on.id, bytes: on.bytes } : undefined;
  return {
    range,
    verdicts,
    at: x.at,
    varied: x.varied,
    kept: x.kept,
    why: x.why,
    ...(measuredOn ? { measuredOn } : {}),
  };
}

const SAID = new Set<string>(['sat', 'unsat', 'unknown', 'crash', 'error', 'model']);

/**
 * The judge's statement of a record's finding. Records written before findings were structured (format 2 without
 * `said`) get it from the judge again, on the record's own outcomes: the finding it names by kind and lanes.
 */
function readRaw(
  x: Record<string, unknown>,
  kind: FindingKind,
  lanes: string[],
  oracle: Oracle,
  outcomes: readonly Outcome[],
): RawFinding {
  const message = isText(x.message) ? x.message : '';
  if (
    Array.isArray(x.said) &&
    x.said.length === lanes.length &&
    x.said.every((s) => typeof s === 'string' && SAID.has(s))
  )
    return {
      kind,
      lanes,
      said: x.said as Said[],
      message,
      ...(isText(x.detail) ? { detail: x.detail } : {}),
      ...(x.expected === 'sat' || x.expected === 'unsat' ? { expected: x.expected } : {}),
      ...(typeof x.check === 'number' ? { check: x.check } : {}),
      ...(isText(x.reason) ? { reason: x.reason } : {}),
      ...(x.regression === 'newer-regressed' || x.regression === 'older-incomplete'
        ? { regression: x.regression }
        : {}),
      ...byDesignIn(x.byDesign, { kind, lanes }, outcomes),
    };
  const script = typeof x.mutant === 'string' ? parseScript(x.mutant) : undefined;
  const again = judge(script?.ok ? script.value : undefined, oracle, outcomes).findings.find((f) =>
    isFindingOn(f, kind, lanes),
  );
  if (again) return again;
  // Nothing to judge again (a record without outcomes): what the old record says, the lanes' part unknown.
  const said: Said[] = lanes.map(() => SAID_OF_KIND[kind]);
  return { kind, lanes, said, message, ...(kind === 'crash' || kind === 'error' ? { detail: message } : {}) };
}

/**
 * A record's by-design mark: as kept, or (a record written before the rule, or before the mark existed) what the
 * table says of its own outcomes now.
 */
function byDesignIn(
  x: unknown,
  f: Pick<RawFinding, 'kind' | 'lanes'>,
  outcomes: readonly Outcome[],
): { byDesign?: ByDesign } {
  if (isObj(x) && isText(x.rule) && isText(x.lane) && isText(x.words) && isText(x.why))
    return { byDesign: { rule: x.rule, lane: x.lane, words: x.words, why: x.why } };
  const now = byDesignOf(f, outcomes);
  return now ? { byDesign: now } : {};
}

const SAID_OF_KIND: Readonly<Record<FindingKind, Said>> = {
  crash: 'crash',
  error: 'error',
  'invalid-model': 'model',
  soundness: 'sat',
  incompleteness: 'unknown',
};

const LIVE_VERDICTS = new Set<LiveVerdict>([
  'live',
  'fixed',
  'unchecked',
  'not-applicable',
  'inconclusive',
  'unavailable',
  'gone',
]);

/** A live check kept in a record, or undefined when malformed (it is then left out). */
function readLive(x: unknown): LiveCheck | undefined {
  if (!isObj(x) || typeof x.verdict !== 'string' || !LIVE_VERDICTS.has(x.verdict as LiveVerdict)) return undefined;
  if (!isText(x.detail) || !isText(x.at) || !isText(x.text) || !isTexts(x.seenOn)) return undefined;
  if (x.release !== undefined && !isText(x.release)) return undefined;
  const familyOf = (v: unknown): SolverFamily | undefined => (v === 'z3' || v === 'cvc5' ? v : undefined);
  const family = familyOf(x.family);
  const wrongFamily = familyOf(x.wrongFamily);
  const verdictOf = (v: unknown): { verdict: BisectVerdict; detail: string } | undefined =>
    isObj(v) && typeof v.verdict === 'string' && VERDICTS.has(v.verdict) && isText(v.detail)
      ? { verdict: v.verdict as BisectVerdict, detail: v.detail }
      : undefined;
  // Each release run, as far as it is well-formed (a malformed one is left out, not the whole check).
  const checks = Array.isArray(x.checks)
    ? x.checks.flatMap((c: unknown): LiveRelease[] => {
        const v = verdictOf(c);
        if (!v || !isObj(c) || !isText(c.lane) || !isText(c.title)) return [];
        return [{ lane: c.lane, title: c.title, ...v, ...(isText(c.printed) ? { printed: c.printed } : {}) }];
      })
    : undefined;
  const safeMode = verdictOf(x.safeMode);
  const without = isObj(x.withoutModelCheck) && isText(x.withoutModelCheck.lane) ? x.withoutModelCheck : undefined;
  const withoutVerdict = without ? verdictOf(without) : undefined;
  const withoutModelCheck =
    without && withoutVerdict
      ? {
          lane: without.lane as string,
          ...withoutVerdict,
          ...(isText(without.printed) ? { printed: without.printed } : {}),
        }
      : undefined;
  return {
    verdict: x.verdict as LiveVerdict,
    ...(x.release !== undefined ? { release: x.release } : {}),
    ...(family ? { family } : {}),
    ...(checks ? { checks } : {}),
    ...(safeMode ? { safeMode } : {}),
    ...(withoutModelCheck ? { withoutModelCheck } : {}),
    ...(isText(x.unknownReason) ? { unknownReason: x.unknownReason } : {}),
    ...(isText(x.modelFault) ? { modelFault: x.modelFault } : {}),
    ...(wrongFamily ? { wrongFamily } : {}),
    seenOn: x.seenOn,
    detail: x.detail,
    at: x.at,
    text: x.text,
  };
}

/**
 * A reduction kept in a record, or undefined when malformed (it is then left out and done again). The reduced
 * record is read as any record is, one level deep (a reduced record carries no reduction of its own).
 */
function readReduction(x: unknown, depth: number): KeptReduction | undefined {
  if (!isObj(x) || !isText(x.at)) return undefined;
  if (x.failed !== undefined && !isText(x.failed)) return undefined;
  if (x.capped !== undefined && x.capped !== true) return undefined;
  const reduced = x.finding === undefined || depth > 0 ? undefined : readFindingAt(x.finding, depth + 1);
  if (reduced && !reduced.ok) return undefined;
  return {
    ...(reduced?.ok ? { finding: reduced.finding } : {}),
    ...(isText(x.failed) ? { failed: x.failed } : {}),
    ...(x.capped === true ? { capped: true as const } : {}),
    at: x.at,
  };
}

/** A record of any format, checked field by field; the reason names the first field that is wrong. */
export function readFinding(x: unknown): Read {
  return readFindingAt(x, 0);
}

function readFindingAt(x: unknown, depth: number): Read {
  const no = (reason: string): Read => ({ ok: false, reason });
  if (!isObj(x)) return no('not a finding record');
  if (typeof x.kind !== 'string' || !(FINDING_KINDS as readonly string[]).includes(x.kind))
    return no('the record has no known finding kind');
  if (!isText(x.mutant) || !isText(x.seed)) return no('the record has no mutant or seed text');
  if (!isTexts(x.lanes)) return no('the record has no lanes');
  const oracle = readOracle(x.oracle);
  if (!oracle) return no('the record has no oracle');
  const outcomes = Array.isArray(x.outcomes) ? x.outcomes.map(readOutcome) : [];
  if (outcomes.some((o) => o === undefined)) return no('the record has an invalid outcome');
  const made = readMade(x);
  const solverOptions = readSolverOptions(x.solverOptions);
  const raw = readRaw(x, x.kind as FindingKind, x.lanes, oracle, outcomes as Outcome[]);
  const rules = isTexts(x.rules) ? x.rules : [];
  // Records written without a logic: the mutant's own set-logic.
  const logic = isText(x.logic) ? x.logic : logicOfText(x.mutant);
  const finding = makeFinding({
    raw,
    logic,
    rules,
    origin: x.origin === 'step' || x.origin === 'reduced' ? x.origin : 'campaign',
    mutant: x.mutant,
    seed: x.seed,
    ...(isText(x.secondSeed) ? { secondSeed: x.secondSeed } : {}),
    oracle,
    outcomes: outcomes as Outcome[],
    solvers: (Array.isArray(x.solvers) ? x.solvers : []) as SolverInfo[],
    timeoutMs: typeof x.timeoutMs === 'number' ? x.timeoutMs : 5000,
    ...(made ? { made } : {}),
    ...(!made && isText(x.seedId) ? { seedId: x.seedId } : {}),
    ...(solverOptions ? { solverOptions } : {}),
    ...(isObj(x.reducedFrom) && isText(x.reducedFrom.id) && typeof x.reducedFrom.bytes === 'number'
      ? {
          reducedFrom: {
            id: x.reducedFrom.id,
            bytes: x.reducedFrom.bytes,
            ...(x.reducedFrom.seedItself === true ? { seedItself: true as const } : {}),
          },
        }
      : {}),
    ...(isObj(x.intermittent) &&
    Number.isInteger(x.intermittent.shows) &&
    Number.isInteger(x.intermittent.runs) &&
    (x.intermittent.shows as number) > 0 &&
    (x.intermittent.shows as number) <= (x.intermittent.runs as number)
      ? { intermittent: { shows: x.intermittent.shows as number, runs: x.intermittent.runs as number } }
      : {}),
  });
  const bisection = readBisection(x.bisect);
  if (bisection) finding.bisect = bisection;
  const live = readLive(x.live);
  if (live) finding.live = live;
  const reduction = readReduction(x.reduction, depth);
  if (reduction) finding.reduction = reduction;
  const state = readState(x.state);
  if (state) finding.state = state;
  // Keep what the record says of itself where it is well-formed: its name and its time. Its signature is today's
  // identity (identity.ts), so a record written under an older rule groups with today's findings of its bug.
  if (isText(x.id)) finding.id = x.id;
  if (isText(x.foundAt)) finding.foundAt = x.foundAt;
  return { ok: true, finding };
}
