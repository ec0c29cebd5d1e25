// A finding's life after the campaign, in one place: reduce and re-check (reduce.ts), check on the newest release of
// its solver (live-check.ts), bisect over releases (bisect.ts), report (the one decision, handover/report-decision.ts,
// which the page's Report and issue.md take too). Environment-neutral: a surface supplies a pool (how its solvers
// run) and shows progress; the CLI's `report` and `triage`, the page and bench:yield
// go through here or through the steps it chains. Each step writes what it measured into the record, and the next
// reuses it: a reduced finding is not reduced again, the live check, the bisection and the report take the reduced
// record when there is one (and say so). `keep` is told of each new form of the record, so nothing is lost when a
// later step fails or the process dies.
import type { NewestReleases } from '../finding/live-verdict.js';
import type { Finding } from '../finding/record.js';
import { knownIssueOf } from '../finding/known-issues.js';
import { reportedRecord } from '../finding/reduction.js';
import { bestRankOf, type ReportContext } from '../finding/report/index.js';
import type { RunLane } from '../solvers/runner.js';
import { bisectStep, measuredText, type BisectedFinding, type BisectStepInput } from './bisect.js';
import { bugsOf, keyed, type Bug, type Keyed } from './bugs.js';
import { liveStep } from './live-check.js';
import { isReduced, reduceStep, type FindingReduced, type FindingReduceSettings } from './reduce.js';
import { reportOf, type ReportChoice, type ReportDecision } from './report-decision.js';

/** How a surface runs solvers for the hand-over. */
export interface HandoverPool {
  /**
   * Runs `work` with a RunLane for the finding's own lanes, which a reduction runs thousands of times (the CLI starts
   * their solvers for it and stops them after; the page and the bench hand in the lanes they run).
   */
  lanesOf<T>(finding: Finding, work: (run: RunLane) => Promise<T>): Promise<T>;
  /** Runs any lane once, other releases too (the live check's newest releases, a bisection's). */
  run: RunLane;
}

export type StepName = 'reduce' | 'live' | 'bisect' | 'report';

/** A step of one finding: starting, or done with one line saying what it found (or why it could not run). */
export type StepEvent = { step: StepName; finding: Finding } & (
  { phase: 'start' } | { phase: 'done'; text: string } | { phase: 'failed'; text: string }
);

export interface HandoverPlan {
  /**
   * Reduce the finding unless it is reduced already; `capMs` stops the reduction (what was reached is kept, "not
   * reduced yet"). `carryOnMs`, in a batch (`handOverAll`): the time for carrying on, in all, spent on the bugs whose
   * best member stopped at the cap, once per bug, in the order their trackers rank them (a wrong answer first, an
   * unknown last), before their live checks, so that they can be reported.
   */
  reduce?: false | (Omit<FindingReduceSettings, 'signal'> & { capMs?: number; carryOnMs?: number });
  /** Check it on the newest releases at hand; `note` says what is not sure about them (npm out of reach). */
  live?: false | { newest: NewestReleases; note?: string };
  /** Bisect it over releases (unless its reported record has a range). */
  bisect?: false | Omit<BisectStepInput, 'run'>;
  /**
   * Decide whether to report it, and write the report (handover/report-decision.ts `reportOf`). `context` may depend
   * on the record reported (its public link is made from the reduced formula, known only once the steps before have
   * run).
   */
  report?:
    | false
    | {
        context: ReportContext | ((reported: Finding) => ReportContext | Promise<ReportContext>);
        choice?: ReportChoice;
      };
  /**
   * A step that cannot run here (a lane that cannot start, a release out of reach) is noted and the next one runs;
   * without it, the error ends the hand-over (a person asked for this one finding and is told).
   */
  keepGoing?: boolean;
  onStep?(event: StepEvent): void;
  /** The record as each step left it, to keep it (files, the page's store). */
  keep?(finding: Finding): Promise<void> | void;
  now?: () => Date;
  /** The clock of the reduction's caps (default `AbortSignal.timeout`); a unit test stops a reduction where it likes. */
  stopAfter?: (ms: number) => AbortSignal;
}

export interface HandedOver {
  finding: Finding;
  /** What the reduction did, when it ran here. */
  reduced?: FindingReduced;
  /** What the bisection did, when it ran here. */
  bisected?: BisectedFinding;
  report?: ReportDecision;
  /** What could not be done, one line per step. */
  notes: string[];
}

const NOT_DONE: Readonly<Record<StepName, string>> = {
  reduce: 'not reduced',
  live: 'not live-checked',
  bisect: 'not bisected',
  report: 'not reported',
};

const oneLine = (e: unknown): string => ((e as Error).message ?? String(e)).replace(/\s+/g, ' ').slice(0, 300);

function reducedText(f: Finding): string {
  const r = f.reduction;
  if (r?.finding) return `reduced ${f.mutant.length} → ${r.finding.mutant.length} bytes`;
  return `not reduced (${r?.failed ?? 'no reduction'}): the finding as it was found goes on`;
}

/** One finding through the steps the plan names, in their order. */
export async function handOver(finding: Finding, pool: HandoverPool, plan: HandoverPlan): Promise<HandedOver> {
  const out: HandedOver = { finding, notes: [] };
  const step = async (name: StepName, work: () => Promise<string>): Promise<void> => {
    plan.onStep?.({ step: name, finding: out.finding, phase: 'start' });
    try {
      const text = await work();
      await plan.keep?.(out.finding);
      plan.onStep?.({ step: name, finding: out.finding, phase: 'done', text });
    } catch (e) {
      if (!plan.keepGoing) throw e;
      const text = `${NOT_DONE[name]}: ${oneLine(e)}`;
      out.notes.push(text);
      plan.onStep?.({ step: name, finding: out.finding, phase: 'failed', text });
    }
  };
  const reduce = plan.reduce;
  if (reduce && !isReduced(out.finding))
    await step('reduce', async () => {
      const { capMs, carryOnMs: _carryOn, ...settings } = reduce;
      const stopAfter = plan.stopAfter ?? ((ms: number) => AbortSignal.timeout(ms));
      const signal = capMs !== undefined ? { signal: stopAfter(capMs) } : {};
      const done = await pool.lanesOf(out.finding, (run) =>
        reduceStep(out.finding, run, { ...settings, ...signal }, plan.now),
      );
      out.finding = done.finding;
      out.reduced = done.done;
      return reducedText(out.finding);
    });
  const live = plan.live;
  if (live)
    await step('live', async () => {
      out.finding = await liveStep(out.finding, {
        newest: live.newest,
        run: pool.run,
        ...(live.note ? { note: live.note } : {}),
        ...(plan.now ? { now: plan.now } : {}),
      });
      return `latest release: ${reportedRecord(out.finding).live?.text ?? 'not checked'}`;
    });
  const bisect = plan.bisect;
  if (bisect && !reportedRecord(out.finding).bisect)
    await step('bisect', async () => {
      const done = await bisectStep(out.finding, { ...bisect, run: pool.run, ...(plan.now ? { now: plan.now } : {}) });
      out.finding = done.finding;
      out.bisected = done;
      return done.ok
        ? `releases: ${done.bisection.range.text} (measured on ${measuredText(done)})`
        : `not bisected: ${done.reason}`;
    });
  const report = plan.report;
  if (report)
    await step('report', async () => {
      const context =
        typeof report.context === 'function' ? await report.context(reportedRecord(out.finding)) : report.context;
      out.report = reportOf(out.finding, context, report.choice);
      return out.report.ok ? `report for ${out.report.report.tracker}` : `held back: ${out.report.why}`;
    });
  return out;
}

/** Handed-over findings as bugs (bugs.ts), each member with what could not be done for it. */
export interface HandedOverBugs {
  findings: (HandedOver & Keyed)[];
  bugs: Bug<HandedOver & Keyed>[];
}

/**
 * A batch (a merge's new findings, a campaign's): each finding reduced, the findings grouped into bugs by their
 * identity after reduction, then each bug's best member carried on to its fixpoint when the cap stopped it (the plan's
 * `carryOnMs`), checked on the newest releases, bisected and reported as the plan says: the work runs once per bug,
 * not once per finding. The cap keeps a batch of a hundred findings short; the carry-on spends the time on the few
 * bugs it leaves, which are what a report needs reduced to a fixpoint.
 */
export async function handOverAll(
  findings: readonly Finding[],
  pool: HandoverPool,
  plan: HandoverPlan,
): Promise<HandedOverBugs> {
  const { live: _live, bisect: _bisect, report: _report, ...reduceOnly } = plan;
  const done: (HandedOver & Keyed)[] = [];
  for (const f of findings) {
    const r = await handOver(f, pool, reduceOnly);
    done.push({ ...r, ...keyed(r.finding, r.notes.join('; ')) });
  }
  const carried = await carryOnAll(bugsOf(done), pool, reduceOnly);
  for (const bug of bugsOf(done)) {
    const best = bug.members[0]!;
    const r = await handOver(best.finding, pool, { ...plan, reduce: false });
    Object.assign(best, r, {
      reduced: carried.get(best) ?? best.reduced,
      notes: [...best.notes, ...r.notes],
      ...keyed(r.finding, [...best.notes, ...r.notes].join('; ')),
    });
  }
  return { findings: done, bugs: bugsOf(done) };
}

/**
 * The carry-on of a batch: `carryOnMs` in all (the plan's clock), spent on the bugs the cap stopped in their trackers'
 * order, each for what is left of it. A batch whose capped findings are a dozen unknowns of one seed (head-public-14,
 * BENCHMARKS.md) no longer spends it all before a wrong answer met later. What each carried-on reduction did.
 */
async function carryOnAll(
  bugs: readonly Bug<HandedOver & Keyed>[],
  pool: HandoverPool,
  plan: Omit<HandoverPlan, 'live' | 'bisect' | 'report'>,
): Promise<Map<HandedOver, FindingReduced>> {
  const done = new Map<HandedOver, FindingReduced>();
  const budget = plan.reduce ? plan.reduce.carryOnMs : undefined;
  if (budget === undefined) return done;
  const clock = (): number => (plan.now ?? (() => new Date()))().getTime();
  let left = budget;
  const ranked = bugs
    .map((bug) => ({ bug, rank: bestRankOf(reportedRecord(bug.members[0]!.finding)) }))
    .sort((a, b) => a.rank - b.rank);
  for (const { bug } of ranked) {
    if (left <= 0) break;
    const best = bug.members[0]!;
    const started = clock();
    const reduced = await carryOn(best, pool, plan, left);
    if (reduced) done.set(best, reduced);
    left -= clock() - started;
  }
  return done;
}

/**
 * A bug's best member whose reduction stopped at the cap, reduced on from there for at most `ms` (its record and notes
 * updated in place); not a bug the trackers already hold (finding/known-issues.ts), which is never reported. What the
 * carried-on reduction did, when it ran.
 */
async function carryOn(
  best: HandedOver,
  pool: HandoverPool,
  plan: Omit<HandoverPlan, 'live' | 'bisect' | 'report'>,
  ms: number,
): Promise<FindingReduced | undefined> {
  const reduce = plan.reduce;
  if (!reduce || !best.finding.reduction?.capped) return undefined;
  if (knownIssueOf(reportedRecord(best.finding))) return undefined;
  const r = await handOver(best.finding, pool, { ...plan, reduce: { ...reduce, capMs: ms } });
  best.finding = r.finding;
  best.notes.push(...r.notes);
  return r.reduced;
}
