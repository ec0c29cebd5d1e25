// Bisection over Z3 releases, the same for the CLI (`smtplay bisect`, releases fetched on demand) and the page
// (the releases it ships): run the finding's text on its own lanes once (it must still show there), then on each
// release with that release substituted for the varied lane(s) (bisect-lanes.ts), the reference lanes' outcomes
// kept; per release, the finding still shows (bad) when the judge finds the same bug (finding/identity.ts
// `sameBugAs`) with the release in place of the varied lane, or the lane now behaves (good);
// bisect-range.ts turns the verdicts into a range. Environment-neutral: how a lane runs is the caller's RunLane,
// which throws when a lane cannot be started.
import {
  judge,
  planFor,
  shownBy,
  withLanes,
  type FindingKind,
  type FindingTarget,
  type Observation,
  type RawFinding,
} from '../oracles/index.js';
import { sameBugAs } from '../finding/identity.js';
import { keptBisection } from '../finding/keep.js';
import { parseScript } from '../smtlib/parser.js';
import type { Outcome } from '../solvers/outcome.js';
import type { RunLane } from '../solvers/runner.js';
import type { SolverFamily } from '../solvers/lane.js';
import { isHeadVersion, sortVersions } from '../solvers/versions.js';
import { parseLaneSpec } from '../solvers/lane-spec.js';
import { asRelease, chooseVaried, type NotVaried, type VariedLanes } from '../finding/suspect-lanes.js';
import { modelWitness } from './model-witness.js';
import { onBaseLanes } from './finding-lanes.js';
import type { Finding } from '../finding/record.js';
import { bisectRange, type Bisection, type BisectVerdict, type VersionVerdict } from '../finding/bisect-range.js';
import { printedOf } from '../finding/report/reproduce.js';
import { GOLDEN_RUNS, mayBeIntermittent, triesToShow } from '../oracles/intermittent.js';

export interface BisectInput {
  text: string;
  target: FindingTarget;
  versions: readonly string[];
  /** Every release there is (npm's list): the range names those between its ends that were not run. */
  known?: readonly string[];
  run: RunLane;
  timeoutMs: number;
  /** Lanes to vary, by id; default: chosen by bisect-lanes.ts. */
  vary?: readonly string[];
  /** Releases run at once (default 1). */
  concurrency?: number;
  /** Runs until the finding shows (intermittent.ts): its record's tries; default 1. */
  tries?: number;
  onVerdict?: (verdict: VersionVerdict) => void;
  now?: () => Date;
}

/** Why nothing was bisected: the finding's lanes cannot run, it does not show on them, or no lane can be varied. */
export type NotBisected = { ok: false; code: 'cannot-run' | 'not-shown' | NotVaried['code']; reason: string };

export type Bisected = { ok: true; bisection: Bisection; golden: Outcome[] } | NotBisected;

const DECIDING_KINDS: ReadonlySet<FindingKind> = new Set(['soundness', 'incompleteness', 'invalid-model']);

function describe(o: Outcome): string {
  if (o.status === 'ok') return o.answers.length ? o.answers.join(' ') : 'no answer';
  return o.message ? `${o.status}: ${o.message.split('\n')[0]}` : o.status;
}

/** A lane of a solver's head (`native:z3@main-aaf2464`), built by the project with its assertions on. */
function onHeadBuild(laneId: string): boolean {
  const lane = parseLaneSpec(laneId);
  return lane.ok && isHeadVersion(lane.value.version ?? '');
}

/** How a not-applicable verdict's detail begins when the release refused the input (not the lane's options). */
export const REFUSES_INPUT = 'refuses the input';

function verdictOf(
  target: FindingTarget,
  wanted: RawFinding,
  varied: readonly Outcome[],
  kept: readonly Outcome[],
  script: ReturnType<typeof parseScript>,
): { verdict: BisectVerdict; detail: string } {
  const judgement = judge(script.ok ? script.value : undefined, target.oracle, [...kept, ...varied]);
  const detail = varied.map(describe).join('; ');
  const refused = judgement.rejected.find((r) => varied.some((o) => o.laneId === r.laneId));
  if (refused) return { verdict: 'not-applicable', detail: `refused its options: ${refused.message}` };
  // The same bug: for a disagreement, every varied lane on the side it took before (the rule reads the sides).
  if (judgement.findings.some((f) => sameBugAs(f, wanted))) return { verdict: 'bad', detail };
  // A head built with its assertions on may stop at an assertion before the place where a release build crashes
  // (Z3 main's qsat.cpp:656 before 5.2.0's qsat.cpp:579): a crash there on the same formula and options still shows
  // the bug at the head, in other words.
  const headCrash =
    target.kind === 'crash' &&
    judgement.findings.find(
      (f) => f.kind === 'crash' && f.lanes.some((l) => varied.some((o) => o.laneId === l && onHeadBuild(l))),
    );
  if (headCrash) return { verdict: 'bad', detail: `${detail} (a build with assertions stops earlier)` };
  // The release says the input is outside what it supports, in its own words: it cannot show the bug as the script
  // stands (native Z3's "logic does not support theory recfun" on a script whose logic Z3's WebAssembly lane did not
  // check: its context exists before the script sets the logic).
  const unsupported = varied.find((o) => o.status === 'error' && o.errorKind === 'unsupported');
  if (unsupported)
    return { verdict: 'not-applicable', detail: `${REFUSES_INPUT}: ${(unsupported.message ?? '').split('\n')[0]}` };
  const behaved = varied.every(
    (o) =>
      o.status === 'ok' &&
      (!DECIDING_KINDS.has(target.kind) || o.answers.some((a) => a === 'sat' || a === 'unsat')) &&
      !(DECIDING_KINDS.has(target.kind) && o.answers.includes('unknown')),
  );
  return { verdict: behaved ? 'good' : 'inconclusive', detail };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/** What a bisection and a live check share: the lanes to run, the runner, and how the finding is kept. */
export interface VaryInput {
  text: string;
  target: FindingTarget;
  run: RunLane;
  timeoutMs: number;
  /** Lanes to vary, by id; default: chosen by bisect-lanes.ts. */
  vary?: readonly string[];
  /** The solver whose lanes are varied (default z3). */
  family?: SolverFamily;
  /** Runs until the finding shows, on its own lanes and on each release: its record's tries (intermittent.ts). */
  tries?: number;
}

/** A finding shown again on its own lanes, and the lanes chosen to vary: what each substitution is judged against. */
export interface Varying {
  golden: Outcome[];
  /** The finding as its own lanes show it now. */
  keeps: RawFinding;
  chosen: VariedLanes;
  script: ReturnType<typeof parseScript>;
}

/**
 * Runs the finding on its own lanes (`golden`, when the caller ran them already, is read instead) and chooses the
 * lanes to vary (a model decides a guess where it can).
 */
export async function varying(
  input: VaryInput,
  golden?: Outcome[],
): Promise<{ ok: true; varying: Varying } | NotBisected> {
  const { target, text, timeoutMs } = input;
  const options = { timeoutMs, produceModel: target.produceModel };
  const script = parseScript(text);
  const shown = (outcomes: readonly Outcome[]): RawFinding | undefined =>
    shownBy(script.ok ? script.value : undefined, target, outcomes);
  const runOwn = (again = false): Promise<Outcome[]> =>
    Promise.all(target.run.map((laneId) => input.run(laneId, text, again ? { ...options, again } : options)));
  // A finding that may be intermittent runs again until it shows (the given outcomes count as its first run), up to
  // its record's tries or the golden runs, so that a race lost a few times in a row is not called gone.
  const tries = Math.max(input.tries ?? 1, mayBeIntermittent(target.kind) ? GOLDEN_RUNS : 1);
  try {
    golden ??= await runOwn();
    for (let i = 1; i < tries && !shown(golden); i++) golden = await runOwn(true);
  } catch (e) {
    return { ok: false, code: 'cannot-run', reason: `cannot run the finding's own lanes: ${(e as Error).message}` };
  }
  const keeps = shown(golden);
  if (!keeps) {
    const seen = golden.map((o) => `${o.laneId}: ${describe(o)}`).join('; ');
    return { ok: false, code: 'not-shown', reason: `the finding does not show on its own lanes (${seen})` };
  }
  let chosen = chooseVaried(target, golden as Observation[], input.vary, undefined, input.family);
  // A guess, or no way to tell: a sat lane's model may tell which side is wrong (model-witness.ts).
  if (script.ok && ('reason' in chosen ? chosen.code === 'ambiguous' : chosen.guessed)) {
    const witness = await modelWitness(script.value, text, target.lanes, golden, input.run, timeoutMs).catch(
      () => undefined,
    );
    if (witness) chosen = chooseVaried(target, golden as Observation[], input.vary, witness, input.family);
  }
  if ('reason' in chosen) return { ok: false, code: chosen.code, reason: chosen.reason };
  return { ok: true, varying: { golden, keeps, chosen, script } };
}

/** The verdict when the varied lanes run as `swap` names them (the reference lanes' outcomes kept). */
export async function verdictWith(
  v: Varying,
  input: Pick<VaryInput, 'text' | 'target' | 'run' | 'timeoutMs' | 'tries'>,
  swap: (laneId: string) => string,
): Promise<{ verdict: BisectVerdict; detail: string; printed?: string }> {
  const options = { timeoutMs: input.timeoutMs, produceModel: input.target.produceModel };
  const rename = (laneId: string): string => (v.chosen.vary.includes(laneId) ? swap(laneId) : laneId);
  const kept = v.golden.filter((o) => v.chosen.keep.includes(o.laneId));
  const once = async (fresh: boolean): Promise<{ verdict: BisectVerdict; detail: string; printed?: string }> => {
    const varied = await Promise.all(
      v.chosen.vary.map((laneId) => {
        const id = rename(laneId);
        if (fresh) return input.run(id, input.text, { ...options, again: true });
        return v.golden.find((o) => o.laneId === id) ?? input.run(id, input.text, options);
      }),
    );
    const verdict = verdictOf(input.target, withLanes(v.keeps, rename), varied, kept, v.script);
    // One varied lane: what it printed, for a report that quotes an executable's output (live-check.ts keeps it).
    const printed = varied.length === 1 ? printedOf(varied[0]) : undefined;
    return printed ? { ...verdict, printed } : verdict;
  };
  try {
    let result = await once(false);
    // An intermittent finding: a release that behaved may show it on another run (intermittent.ts).
    for (let i = 1; i < (input.tries ?? 1) && result.verdict === 'good'; i++) result = await once(true);
    return result;
  } catch (e) {
    return { verdict: 'unavailable', detail: (e as Error).message };
  }
}

export async function bisect(input: BisectInput): Promise<Bisected> {
  const prepared = await varying(input);
  if (!prepared.ok) return prepared;
  const v = prepared.varying;
  const verdicts: VersionVerdict[] = [];
  await eachLimited(sortVersions(input.versions), input.concurrency ?? 1, async (version) => {
    const { verdict: v_, detail } = await verdictWith(v, input, (l) => asRelease(l, version));
    const verdict: VersionVerdict = { version, verdict: v_, detail };
    verdicts.push(verdict);
    input.onVerdict?.(verdict);
  });
  const ordered = sortVersions(verdicts.map((x) => x.version)).map((x) => verdicts.find((y) => y.version === x)!);
  return {
    ok: true,
    golden: v.golden,
    bisection: {
      range: bisectRange(ordered, input.known),
      verdicts: ordered,
      at: (input.now?.() ?? new Date()).toISOString(),
      varied: v.chosen.vary,
      kept: v.chosen.keep,
      why: v.chosen.why,
    },
  };
}

export interface BisectStepInput {
  versions: readonly string[];
  /** Every release there is (bisect-range.ts states the range against them). */
  known?: readonly string[];
  /** Runs any lane (the releases too); the finding's drawn options run on their base lanes (finding-lanes.ts). */
  run: RunLane;
  concurrency?: number;
  /** Lanes to vary, by id (the measured record's); default: chosen by finding/suspect-lanes.ts. */
  vary?: readonly string[];
  /** The runs' limit; default: the record's own timeout. */
  timeoutMs?: number;
  onVerdict?: (verdict: VersionVerdict) => void;
  now?: () => Date;
}

/** Which formula a bisection measured: the reduced one when the finding has one (it runs faster), else the finding. */
export interface Measured {
  on: 'reduced' | 'found';
  bytes: number;
}

export type BisectedFinding = Measured & { finding: Finding } & ({ ok: true; bisection: Bisection } | NotBisected);

/**
 * The step: the reported record (reduction.ts: the reduced one when there is one) bisected over the releases, the
 * range kept in that record; or why not (no lane of the solver misbehaved, it no longer shows on its own lanes).
 */
export async function bisectStep(finding: Finding, input: BisectStepInput): Promise<BisectedFinding> {
  const reduced = finding.reduction?.finding;
  const record = reduced ?? finding;
  const measured: Measured = { on: reduced ? 'reduced' : 'found', bytes: record.mutant.length };
  const planned = planFor(record, record.oracle, record.outcomes);
  if (!planned.ok) return { ...measured, finding, ok: false, code: 'cannot-run', reason: planned.reason };
  const result = await bisect({
    text: record.mutant,
    target: planned.target,
    versions: input.versions,
    ...(input.known ? { known: input.known } : {}),
    run: onBaseLanes(record, input.run, input.versions),
    timeoutMs: input.timeoutMs ?? record.timeoutMs,
    tries: triesToShow(record.intermittent).of,
    ...(input.concurrency !== undefined ? { concurrency: input.concurrency } : {}),
    ...(input.vary ? { vary: input.vary } : {}),
    ...(input.onVerdict ? { onVerdict: input.onVerdict } : {}),
    ...(input.now ? { now: input.now } : {}),
  });
  if (!result.ok) return { ...measured, finding, ...result };
  const bisection = result.bisection;
  return { ...measured, finding: keptBisection(finding, bisection, measured.on), ok: true, bisection };
}

/** `bisected the reduced formula (312 bytes)`: which formula a range was measured on. */
export const measuredText = (m: Measured): string =>
  m.on === 'reduced' ? `the reduced formula (${m.bytes} bytes)` : `the finding as found (${m.bytes} bytes)`;
