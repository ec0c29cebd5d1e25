// The hand-over's first step, reduce and re-check, for `smtplay reduce FINDING_DIR`, `report` and `triage`, the
// page's Reduce and bench:yield: plan the finding (oracles/target.ts), keep it with the judge's predicate (the same bug
// as the record's statement; the golden run fixes its words), shrink the script (the reducer's passes), then the
// options drawn for it (reduce-options.ts), and re-check the result on every lane of the finding. Out come the reduced
// finding (a record like any other) and the drawn options that matter, marked ones named; `reduceStep` keeps them in
// the finding's record (`Finding.reduction`), so no later step reduces it again.
import { makeFinding, type Finding, type KeptReduction } from '../finding/record.js';
import { sameBugAs } from '../finding/identity.js';
import { keptReduction } from '../finding/keep.js';
import { raceNotReduced } from '../finding/reduction.js';
import { isSeedItself } from '../finding/seed-itself.js';
import { lanesOf, onBaseLanes } from './finding-lanes.js';
import { logicOf } from '../smtlib/logic.js';
import type { SolverOptions } from '../finding/options.js';
import { judge, planFor, withLanes, type FindingTarget, type Judgement, type RawFinding } from '../oracles/index.js';
import type { Script } from '../smtlib/ast.js';
import { parseScript } from '../smtlib/parser.js';
import type { Outcome } from '../solvers/outcome.js';
import type { RunLane } from '../solvers/runner.js';
import { LaneGate } from '../reduce/lane-gate.js';
import { reduceOptions } from './reduce-options.js';
import {
  GOLDEN_RUNS,
  KEEP_SHOWS,
  mayBeIntermittent,
  RATE_RUNS,
  rateText,
  type Intermittence,
} from '../oracles/intermittent.js';
import { keepFinding, NotReproducible, stillShows } from '../reduce/predicates/keep-finding.js';
import { reduce } from '../reduce/reduce.js';
import type { Predicate, ReduceStats } from '../reduce/types.js';

export type FindingReducePhase = 'checking' | 'reducing' | 'options' | 'rechecking';

export interface FindingReduceProgress {
  phase: FindingReducePhase;
  /** One line saying what is kept, once the golden run fixed it. */
  keeps?: string;
  /** The smallest text that still shows the finding, so far. */
  bytes: number;
  pass: string;
  /** Candidates answered so far. */
  candidates: number;
  /** Set on the event of an accepted candidate. */
  accepted?: true;
}

export interface FindingReduceSettings {
  /** Candidates tested at once (default: one per lane that runs). */
  jobs?: number;
  /** Runs handed to a lane at once; set it where lanes queue (the page's one solver per lane): see lane-gate.ts. */
  perLane?: number;
  /** Stops the reduction; the result is then what was reached, re-checked. */
  signal?: AbortSignal;
  maxCandidates?: number;
  onProgress?: (p: FindingReduceProgress) => void;
}

export interface FindingReduction {
  /** The finding kept (the golden run's statement of it). */
  keeps: RawFinding;
  /** The reduced text, never longer than the original. */
  text: string;
  stats: ReduceStats;
  cancelled: boolean;
  /** The finding's lanes under the options that matter. */
  lanes: string[];
  /** The drawn options that matter (absent without option fuzzing). */
  solverOptions?: SolverOptions;
  /** Marked options among them, as `option (mark)`. */
  marked: string[];
  /** Every lane's outcome on the reduced text, and the judge's reading of them. */
  outcomes: Outcome[];
  judgement: Judgement;
  /** The re-check shows the same bug. */
  reproduces: boolean;
  /** It showed on fewer than KEEP_SHOWS of the re-check's runs (intermittent.ts): too rarely to hand over. */
  rare?: Intermittence;
  /** The reduced finding, when it reproduces. */
  reduced?: Finding;
}

export type FindingReduced =
  | { ok: true; reduction: FindingReduction; golden?: Intermittence }
  | {
      ok: false;
      stage: 'plan' | 'parse' | 'golden' | 'reduce' | 'cancelled';
      reason: string;
      /** The found formula showed the bug on some of its golden runs only: how often (intermittent.ts). */
      golden?: Intermittence;
    };

/** The drawn options that matter, and the marks among them. */
function keptOptions(all: SolverOptions, kept: Record<string, readonly string[]>): SolverOptions {
  const byLane = Object.fromEntries(Object.entries(kept).map(([lane, o]) => [lane, [...o]]));
  return { byLane, marked: all.marked.filter((m) => byLane[m.lane]?.includes(m.option)) };
}

export async function reduceFinding(
  finding: Finding,
  lanesRun: RunLane,
  settings: FindingReduceSettings = {},
  /** The second reduction of a race the first judged deterministic (keep-finding.ts `KeepSettings.racy`). */
  racy = false,
): Promise<FindingReduced> {
  const signal = settings.signal ?? new AbortController().signal;
  const report = settings.onProgress ?? (() => undefined);
  const original = finding.mutant;
  let progress: FindingReduceProgress = { phase: 'checking', bytes: original.length, pass: 'checking', candidates: 0 };
  const tell = (patch: Partial<FindingReduceProgress>): void => {
    const { accepted: _a, ...last } = progress;
    progress = { ...last, ...patch };
    report(progress);
  };
  tell({});
  const planned = planFor(finding, finding.oracle, finding.outcomes);
  if (!planned.ok) return { ok: false, stage: 'plan', reason: planned.reason };
  const target: FindingTarget = planned.target;
  const parsed = parseScript(original);
  if (!parsed.ok) return { ok: false, stage: 'parse', reason: `the mutant does not parse: ${parsed.error.message}` };

  const run = onBaseLanes(finding, lanesRun);
  const candidateRun = settings.perLane ? new LaneGate(settings.perLane, signal).gated(run) : run;
  let kept;
  try {
    kept = await keepFinding(candidateRun, target, original, { racy });
  } catch (e) {
    if (signal.aborted) return { ok: false, stage: 'cancelled', reason: 'cancelled before reducing began' };
    if (e instanceof NotReproducible) return { ok: false, stage: 'golden', reason: e.message };
    throw e;
  }
  if (signal.aborted) return { ok: false, stage: 'cancelled', reason: 'cancelled before reducing began' };
  // Shown on fewer of the golden runs than a candidate needs: no candidate could keep it (intermittent.ts).
  const golden = kept.intermittent ? { golden: kept.intermittent } : {};
  if (kept.intermittent && kept.intermittent.shows < KEEP_SHOWS)
    return {
      ok: false,
      stage: 'reduce',
      reason: `the finding ${rateText(kept.intermittent)} only, too rarely for a maintainer to reproduce it`,
      ...golden,
    };
  tell({ phase: 'reducing', keeps: kept.describe });
  const counted: Predicate = async (candidate, s) => {
    const keep = await kept.predicate(candidate, s);
    if (!signal.aborted) tell({ candidates: progress.candidates + 1 });
    return keep;
  };
  let result;
  try {
    result = await reduce(
      parsed.value,
      counted,
      {
        jobs: Math.max(1, settings.jobs ?? target.run.length),
        signal,
        ...(settings.maxCandidates !== undefined ? { maxCandidates: settings.maxCandidates } : {}),
        ...(kept.checkpoint ? { checkpoint: kept.checkpoint } : {}),
        // The size moves only when a candidate is accepted or a pass undone (the first, canonically printed text may
        // be longer).
        onProgress: (p) =>
          tell({
            pass: p.pass,
            ...(p.accepted !== undefined ? { bytes: p.bytes, accepted: true as const } : {}),
            ...(p.rolledBack ? { bytes: p.bytes } : {}),
          }),
      },
      original.length,
    );
  } catch (e) {
    // The canonically printed mutant may lose the finding (reduce's own first check), or a race that every golden run
    // showed by chance lost it on that one run: a finding that may be intermittent is tried again, as a race.
    if (!racy && !kept.tries && mayBeIntermittent(kept.keeps.kind) && !signal.aborted)
      return reduceFinding(finding, lanesRun, settings, true);
    // A race's first check can miss it by chance too (20 tries miss 3 shows at a rate of 4 in 20 one time in five).
    const reason = kept.intermittent
      ? `it ${rateText(kept.intermittent)} here, and the reduction's first check missed it: ${(e as Error).message}`
      : (e as Error).message;
    return { ok: false, stage: 'reduce', reason, ...golden };
  }
  const cancelled = result.cancelled === true || signal.aborted;
  // Canonical printing can make a text a little longer: nothing smaller found keeps the original.
  const text = result.text.length < original.length ? result.text : original;
  const script: Script = text === original ? parsed.value : result.script;
  if (text.length !== progress.bytes) tell({ bytes: text.length });

  // Then the options: only those under which the finding stays count (a marked option that does not matter does
  // not make the finding experimental).
  const drawn = finding.solverOptions?.byLane ?? {};
  let rename = (laneId: string): string => laneId;
  let solverOptions: SolverOptions | undefined;
  if (!cancelled && Object.keys(drawn).length > 0) {
    tell({ phase: 'options', pass: 'options' });
    const options = await reduceOptions(
      candidateRun,
      target,
      kept.keeps,
      kept.witnesses,
      text,
      drawn,
      finding.timeoutMs,
      signal,
      kept.tries,
    );
    rename = options.rename;
    solverOptions = keptOptions(finding.solverOptions!, options.kept);
  } else if (finding.solverOptions) solverOptions = finding.solverOptions;

  // The re-check: every lane of the finding (with the options that matter) on the reduced text.
  tell({ phase: 'rechecking', pass: cancelled ? 'cancelled' : 'done' });
  const lanes = lanesOf(finding).map(rename);
  const wanted = withLanes(kept.keeps, rename);
  const recheck = async (again: boolean): Promise<{ outcomes: Outcome[]; judgement: Judgement; same?: RawFinding }> => {
    const outcomes = await Promise.all(
      lanes.map((lane) =>
        run(lane, text, {
          timeoutMs: finding.timeoutMs,
          produceModel: target.produceModel,
          ...(again ? { again } : {}),
        }),
      ),
    );
    const judgement = judge(script, finding.oracle, outcomes);
    // The witnesses must still answer as expected here too (keep-finding.ts), or the reduction drifted.
    const same = stillShows(script, target, wanted, kept.witnesses.map(rename), outcomes)
      ? judgement.findings.find((f) => sameBugAs(f, wanted))
      : undefined;
    return same ? { outcomes, judgement, same } : { outcomes, judgement };
  };
  // A bug of a kind that may be intermittent is re-checked as its golden run was (the golden runs can all show a race by
  // chance); one known intermittent, or missed by a re-check, has its rate measured on the reduced formula. The
  // record keeps a run that showed it.
  const checks = [await recheck(false)];
  let intermittent: Intermittence | undefined;
  if (mayBeIntermittent(kept.keeps.kind)) {
    while (!kept.intermittent && checks.length < GOLDEN_RUNS && checks.every((c) => c.same))
      checks.push(await recheck(true));
    if (kept.intermittent || checks.some((c) => !c.same))
      while (checks.length < RATE_RUNS) checks.push(await recheck(true));
    const shows = checks.filter((c) => c.same).length;
    if (shows > 0 && shows < checks.length) intermittent = { shows, runs: checks.length };
  }
  // A race that all the golden runs showed by chance was reduced as deterministic, one run a candidate, so the
  // reduction drifted to formulas on which it shows ever less often (seen: 1 of 20 runs, from 13 of 20; and 0 of 20,
  // from a Z3 SLS formula shown on 15 of 20 runs): reduce again from the finding, as a race.
  const lost = mayBeIntermittent(kept.keeps.kind) && checks.every((c) => !c.same);
  if ((intermittent || lost) && !kept.tries && !racy && !cancelled && !signal.aborted)
    return reduceFinding(finding, lanesRun, settings, true);
  const shown = checks.find((c) => c.same) ?? checks[0]!;
  const { outcomes, judgement } = shown;
  // Shown on fewer runs than a reduction candidate needs: too rarely for a maintainer to reproduce it (nor for a live
  // check to tell a fix from a race lost thirty times running).
  const rare = intermittent && intermittent.shows < KEEP_SHOWS ? intermittent : undefined;
  const same = rare ? undefined : shown.same;
  const withOptions = solverOptions && Object.keys(solverOptions.byLane).length > 0 ? { solverOptions } : {};
  const reduced = same
    ? makeFinding({
        raw: same,
        logic: logicOf(script),
        rules: finding.rules,
        origin: 'reduced',
        mutant: text,
        seed: finding.seed,
        ...(finding.secondSeed !== undefined ? { secondSeed: finding.secondSeed } : {}),
        oracle: finding.oracle,
        outcomes,
        solvers: finding.solvers,
        timeoutMs: finding.timeoutMs,
        reducedFrom: { id: finding.id, bytes: original.length, ...(isSeedItself(finding) ? { seedItself: true } : {}) },
        ...(intermittent ? { intermittent } : {}),
        ...withOptions,
      })
    : undefined;
  const marked = (solverOptions?.marked ?? []).map((m) => `${m.option} (${m.mark})`);
  return {
    ok: true,
    reduction: {
      keeps: kept.keeps,
      text,
      stats: { ...result.stats, bytesAfter: text.length },
      cancelled,
      lanes,
      ...withOptions,
      marked: [...new Set(marked)],
      outcomes,
      judgement,
      reproduces: same !== undefined,
      ...(rare ? { rare } : {}),
      ...(reduced ? { reduced } : {}),
    },
    ...golden,
  };
}

/**
 * Reduced already: a reduced record itself, or one that keeps its reduction. Not: a reduction stopped at its cap, nor a
 * race's that failed (its checks miss a race by chance now and then: the next try may get through).
 */
export const isReduced = (f: Finding): boolean =>
  f.origin === 'reduced' || (f.reduction !== undefined && f.reduction.capped !== true && !raceNotReduced(f));

/** What a reduction that made no reduced record says in the record. */
function failedWords(done: FindingReduced & { ok: false }): string {
  if (done.stage === 'golden') return `it does not reproduce: ${done.reason}`;
  if (done.stage === 'cancelled') return 'the reduction was stopped before it began';
  return done.reason;
}

/**
 * The step: the finding with what reducing it made kept in its record (`reduction`: the reduced record, or why there
 * is none), and the pipeline's own result for the caller to show. `run` runs the finding's lanes.
 */
export async function reduceStep(
  finding: Finding,
  run: RunLane,
  settings: FindingReduceSettings = {},
  now: () => Date = () => new Date(),
): Promise<{ finding: Finding; done: FindingReduced }> {
  // A reduction stopped at its cap carries on from where it stopped; the record still says what it came from.
  const from = finding.reduction?.capped && finding.reduction.finding ? finding.reduction.finding : finding;
  const done = await reduceFinding(from, run, settings);
  const at = now().toISOString();
  const reduced = done.ok ? done.reduction.reduced : undefined;
  // Carried on from a reduced record: the new one was reduced from the same finding as that one.
  const reducedFrom = from === finding ? reduced?.reducedFrom : from.reducedFrom;
  const failed = !done.ok
    ? failedWords(done)
    : done.reduction.rare
      ? `the reduced formula ${rateText(done.reduction.rare)} only, too rarely for a maintainer to reproduce it`
      : 'the reduced formula no longer shows the finding on a fresh run';
  // A carry-on that made nothing new keeps the capped record it began from, with why it stopped: head-public-15's
  // race showed on 1 of 20 golden runs, and its hold then said "reduce it again" (BENCHMARKS.md).
  const reduction: KeptReduction = reduced
    ? {
        finding: reducedFrom ? { ...reduced, reducedFrom } : reduced,
        ...(done.ok && done.reduction.cancelled ? { capped: true as const } : {}),
        at,
      }
    : from === finding
      ? { failed, at }
      : { ...finding.reduction!, failed: `carrying it on stopped: ${failed}`, at };
  // The found formula's rate, measured by its golden runs, stays with it: a live check then knows it for a race, and
  // does not call it gone when a few runs miss it (live-check.ts).
  const rated = from === finding && done.golden && !finding.intermittent ? { intermittent: done.golden } : {};
  return { finding: keptReduction({ ...finding, ...rated }, reduction), done };
}
