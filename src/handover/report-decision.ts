// Whether a finding is reported, and the report its solver's tracker asks for (report.ts): decided here once, for the
// hand-over's last step (handover/pipeline.ts), `smtplay report`, the page's Report and each finding's issue.md
// (handover/finding-files.ts). The report is about the reported record
// (finding/reduction.ts: the reduced one when there is one) and says so. A finding is held back, with the reason:
// by design (the solver's own words: never, whatever is forced), known to its tracker (finding/known-issues.ts:
// never either), fixed (the newest release no longer shows it, or it was fixed upstream), refused by the newest build
// (it says the input or the options are outside what it supports), a cvc5 unknown that cvc5 itself calls incomplete
// on a quantified formula, a wrong answer that every lane gave and only the mutator's construction contradicts, or
// already reported, all unless forced; and when which solver is wrong cannot be told,
// until the person chooses the tracker. Each surface words how to force or choose (a flag, a button).
import { raceNotReduced, reductionFailure, reportedRecord } from '../finding/reduction.js';
import type { Finding } from '../finding/record.js';
import { newIssueUrl, type IssueUrl } from '../finding/report/issue-url.js';
import {
  byDesignText,
  rankFor,
  trackerReport,
  type ReportContext,
  type TrackerReport,
} from '../finding/report/report.js';
import { familiesOf, trackerOf, type Tracker } from '../finding/report/tracker.js';
import { standingOf } from '../finding/state.js';
import { issueUrl, knownIssueOf, knownIssueText } from '../finding/known-issues.js';
import { byDesignOf, reviewOf, witnessed, type ByDesign } from '../oracles/index.js';
import { laneTitle, parseLaneSpec } from '../solvers/lane-spec.js';
import { byDesignOption } from '../solvers/options/z3-params.js';
import { parseScript } from '../smtlib/parser.js';
import { declaredOf, skeletonParts } from '../smtlib/skeleton.js';
import { dialectMask } from '../smtlib/dialect.js';
import { TRANSCENDENTALS } from '../smtlib/theories/transcendentals.js';
import { hasNonlinearArithmetic } from '../smtlib/terms/nonlinear.js';
import { buildFactsOf } from '../finding/report/build-facts.js';
import { crashWordsText, joinedByCauses, sharedOptionsText } from './one-cause.js';

export interface ReportChoice {
  /** The tracker chosen (a finding of one solver, or a disagreement a model told: its own; else the person's choice). */
  tracker?: Tracker;
  /** Write the report although it is fixed or was reported (never for one by design). */
  force?: boolean;
}

/** Why a finding is held back. */
export type Held =
  | 'by-design'
  | 'no-tracker'
  | 'known'
  | 'unreduced'
  | 'outside-guidelines'
  | 'refused-by-newest'
  | 'incomplete-by-design'
  | 'our-limit'
  | 'review'
  | 'unwitnessed'
  | 'fixed'
  | 'reported'
  | 'together'
  | 'choose-tracker'
  | 'refused';

interface Decided {
  /** The record reported: the reduced one when there is one. */
  record: Finding;
  reduced: boolean;
  /** The trackers it may go to: one, or both when which solver is wrong cannot be told. */
  trackers: Tracker[];
  tracker?: Tracker;
}

export type ReportDecision = Decided &
  (
    | { ok: true; report: TrackerReport; issue: IssueUrl }
    | {
        ok: false;
        held: Held;
        /** Why, in one sentence (without how to force it: each surface says that its own way). */
        why: string;
        /** The report's own refusal, as trackerReport words it (held 'refused'). */
        reason?: string;
        /** Whether forcing lifts it. */
        canForce: boolean;
      }
  );

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A cvc5 unknown, live, that cvc5 calls `incomplete` (live-check.ts asks it) on a quantified formula: the limit of its
 * default instantiation, not a bug. A recursive definition counts as quantified: cvc5 asserts it as a quantified
 * formula (a bare `(define-fun-rec f ((l List)) Int 0) (check-sat)` is unknown on cvc5 main; --fmf-fun decides such
 * formulas). A regression (Janus: an older cvc5 decided it) stays a finding to report.
 */
function incompleteByDesign(record: Finding): boolean {
  if (record.kind !== 'incompleteness' || record.regression === 'newer-regressed') return false;
  if (record.live?.verdict !== 'live' || record.live.unknownReason !== 'incomplete') return false;
  if (record.live.family !== 'cvc5') return false;
  const script = parseScript(record.mutant);
  if (!script.ok) return false;
  const { ops } = skeletonParts(script.value);
  const recursive = script.value.commands.some((c) => c.cmd === 'define-fun-rec' || c.cmd === 'define-funs-rec');
  return recursive || ops.has('forall') || ops.has('exists');
}

/**
 * An unknown whose newest build says why it gave up in words the by-design table knows (live-check.ts asks it; the
 * table reads the reason as it reads a run of the lane): Z3 main takes `smt.string_solver=z3str3`, a solver it no
 * longer has, and then gives up on every string formula with "invalid parameter for smt.string_solver".
 */
function reasonByDesign(record: Finding): ByDesign | undefined {
  const reason = record.kind === 'incompleteness' ? record.live?.unknownReason : undefined;
  if (reason === undefined) return undefined;
  const stdout = `unknown\n(:reason-unknown ${reason})\n`;
  return byDesignOf(
    record,
    record.lanes.map((laneId) => ({ laneId, status: 'ok' as const, answers: ['unknown'], stdout })),
  );
}

/**
 * A wrong answer that no lane contradicts: every lane gave it, and only the mutator's construction says otherwise. The
 * construction may be what is wrong (a mutator on a theory it models loosely), or every solver at hand; nothing here
 * tells which, and such a finding is not reduced either (reduce/predicates/keep-finding.ts).
 */
function unwitnessed(record: Finding): boolean {
  return (
    record.kind === 'soundness' &&
    record.oracle.kind === 'expected' &&
    !record.outcomes.some((o) => witnessed(record.oracle, o))
  );
}

/** Z3's transcendental constants and functions (`pi`, `euler`, `sin`, …), as the theory table has them. */
const Z3_TRANSCENDENTALS = TRANSCENDENTALS.ops.filter((o) => (o.dialects & dialectMask('z3')) !== 0).map((o) => o.name);
/** Characters of an SMT-LIB simple symbol besides letters and digits: a name is used where none of them surrounds it. */
const SYMBOL_CHAR = String.raw`[\w~!@$%^&*+=<>.?/|-]`;

/**
 * A Z3 unknown on a formula with `pi`, `euler` or a transcendental function, which Z3 interprets only partially: it
 * says unknown ("incomplete (theory arithmetic)") even on `(assert (< 0.0 pi))`, Z3 main and 4.8.12 alike. A formula
 * that declares its own `pi` is not one.
 */
function z3TranscendentalUnknown(record: Finding, trackers: readonly Tracker[]): boolean {
  if (record.kind !== 'incompleteness' || trackers.length !== 1 || trackers[0] !== 'z3') return false;
  const script = parseScript(record.mutant);
  if (!script.ok) return false;
  const declared = declaredOf(script.value).functions;
  return Z3_TRANSCENDENTALS.some(
    (name) => !declared.has(name) && new RegExp(`(?<!${SYMBOL_CHAR})${name}(?!${SYMBOL_CHAR})`).test(record.mutant),
  );
}

/** A cvc5 build configured without LibPoly, as its build facts say (`--no-poly`, or `LibPoly : off` in configure's summary). */
const WITHOUT_POLY = /(?:^|\s)--no-poly\b|LibPoly\s*:\s*off/;

/**
 * A cvc5 unknown on nonlinear arithmetic from a build without LibPoly: cvc5 decides nonlinear real arithmetic
 * completely only with its cylindrical algebraic coverings, which need LibPoly, and scripts/head-solvers.sh builds cvc5
 * with --no-poly (LibPoly is not to be had here). Without it, `(= (* x x) 3.0)`, whose solutions are irrational, runs
 * for ever under cvc5 main's default options and is unknown under --no-nl-ext-tplanes: the limit of our build, not a
 * cvc5 bug. The build that gave up tells; one whose configuration is not known is not held.
 */
function cvc5NonlinearWithoutPoly(record: Finding, context: ReportContext): string | undefined {
  if (record.kind !== 'incompleteness') return undefined;
  const gaveUp = record.lanes.find((l) => {
    const lane = parseLaneSpec(l);
    return lane.ok && lane.value.family === 'cvc5';
  });
  if (!gaveUp) return undefined;
  const build = buildFactsOf(record, gaveUp, context.builds);
  const configured = `${build?.configure ?? ''}\n${build?.configureSummary ?? ''}`;
  if (!WITHOUT_POLY.test(configured)) return undefined;
  const script = parseScript(record.mutant);
  return script.ok && hasNonlinearArithmetic(script.value) ? (build?.configure ?? 'LibPoly off') : undefined;
}

/**
 * cvc5's words when its safe mode refused the configuration of a finding whose report goes to cvc5 (`tracker`): outside
 * cvc5's fuzzing guidelines. Undefined otherwise: a finding for Z3's tracker is never held for the options of the cvc5
 * lane beside it.
 */
export function cvc5GuidelinesRefusal(record: Finding, tracker: Tracker | undefined): string | undefined {
  const safeMode = record.live?.safeMode;
  if (tracker !== 'cvc5' || safeMode?.verdict !== 'not-applicable') return undefined;
  return safeMode.detail.replace(/^(?:refused its options|refuses the input): /, '');
}

/**
 * A wrong answer, invalid model or unknown on a Z3 lane that ran with an option that changes what Z3 decides by design
 * (z3-params.ts BY_DESIGN: `rewriter.hi_fp_unspecified=true` fixes values SMT-LIB leaves open, so Z3 5.2.0's sat
 * against Z3 main's unsat under it was offered at the heads as Z3 5.2.0's wrong answer). A crash is a bug under any
 * option.
 */
function z3OptionByDesign(record: Finding): string | undefined {
  if (record.kind === 'crash' || record.kind === 'error') return undefined;
  for (const id of record.lanes) {
    const lane = parseLaneSpec(id);
    if (!lane.ok || lane.value.family !== 'z3') continue;
    const option = byDesignOption(lane.value.options);
    if (option) return `${laneTitle(id)} ran with \`${option.name}=${option.value}\`: ${option.why}`;
  }
  return undefined;
}

export function reportOf(finding: Finding, context: ReportContext, choice: ReportChoice = {}): ReportDecision {
  const record = reportedRecord(finding);
  const chosen = trackerOf(record);
  const trackers = 'tracker' in chosen ? [chosen.tracker] : familiesOf(record);
  // A tracker chosen that did not misbehave is refused below, with why (`--for cvc5` on a Z3 crash).
  const tracker = choice.tracker ?? ('tracker' in chosen ? chosen.tracker : undefined);
  const base: Decided = {
    record,
    reduced: record.origin === 'reduced' || record.reducedFrom !== undefined,
    trackers,
    ...(tracker ? { tracker } : {}),
  };
  const held = (h: Held, why: string, canForce = false): ReportDecision => ({
    ...base,
    ok: false,
    held: h,
    why,
    canForce,
  });
  const force = choice.force === true;
  if (record.byDesign) return held('by-design', `${capital(byDesignText(record.byDesign))}.`);
  const gaveUpByDesign = reasonByDesign(record);
  if (gaveUpByDesign) return held('by-design', `Asked why it gave up: ${byDesignText(gaveUpByDesign)}.`);
  const optionByDesign = z3OptionByDesign(record);
  if (optionByDesign) return held('by-design', `By design, not a bug: ${optionByDesign}.`);
  if (trackers.length === 0)
    return held('no-tracker', 'No lane of a known solver misbehaved: there is no tracker to report it to.');
  // The reported record carries the finding's state (reduction.ts), and its own live check. A person's mark comes
  // first: a finding marked reported is held back as reported, whatever an earlier check said.
  if (!force && record.state?.status === 'reported')
    return held('reported', 'Already reported upstream (its issue is linked here): nothing is reported twice.', true);
  // The tracker holds it already (finding/known-issues.ts): never offered as new, forced or not.
  const known = knownIssueOf(record);
  if (known)
    return held(
      'known',
      `${capital(knownIssueText(known))}: ${issueUrl(known)} (“${known.title}”${known.fixed ? `; ${known.fixed}` : ''}). The tracker holds it: nothing to report.`,
    );
  // A report offered for filing is reduced to a fixpoint (cvc5's guidelines: minimise first).
  if (!force && finding.reduction?.capped)
    return held(
      'unreduced',
      finding.reduction.failed
        ? `Not reduced to a fixpoint: its reduction stopped at the time cap at ${record.mutant.length} bytes, and ${finding.reduction.failed}.`
        : `Not reduced yet: its reduction stopped at the time cap at ${record.mutant.length} bytes, not at a fixpoint; reduce it again (it carries on from there) before filing.`,
      true,
    );
  // cvc5's fuzzing guidelines are what its safe mode allows: a configuration safe mode refuses is kept apart, when the
  // report goes to cvc5 (a Z3 bug is not hidden by the options drawn for the cvc5 lane that disagreed with it).
  const refusal = force
    ? undefined
    : cvc5GuidelinesRefusal(record, tracker ?? (trackers.length === 1 ? trackers[0] : undefined));
  if (refusal)
    return held(
      'outside-guidelines',
      `Outside cvc5's fuzzing guidelines: cvc5's safe mode, which follows them, refuses this configuration (${refusal}).`,
      true,
    );
  // The newest build at hand (the head, when built) refuses the input or the lane's options, in its own words: it cannot
  // show the bug as the script stands, and the solver teams ask for what their newest build shows.
  if (!force && record.live?.verdict === 'not-applicable')
    return held(
      'refused-by-newest',
      `${capital(record.live.text)} (${record.live.detail}): the newest build cannot show it as the script stands; change the script (its logic, its options) until it runs there.`,
      true,
    );
  if (!force && incompleteByDesign(record))
    return held(
      'incomplete-by-design',
      `cvc5 says why it gave up, (:reason-unknown ${record.live!.unknownReason}), on a quantified formula (or a recursive definition, which cvc5 asserts as one): its default quantifier instantiation is incomplete there by design (--mbqi, --finite-model-find or, for recursive definitions, --fmf-fun may decide it), and its developers do not take such an unknown as a bug.`,
      true,
    );
  const withoutPoly = force ? undefined : cvc5NonlinearWithoutPoly(record, context);
  if (withoutPoly !== undefined)
    return held(
      'our-limit',
      `Our cvc5 build's limit, not a cvc5 bug: it gave up on nonlinear arithmetic, which cvc5 decides completely only with LibPoly (its cylindrical algebraic coverings), and this build has none (configured \`${withoutPoly}\`). A cvc5 built with LibPoly (configure.sh's default) is the one to try it on.`,
      true,
    );
  if (!force && z3TranscendentalUnknown(record, trackers))
    return held(
      'incomplete-by-design',
      `Z3 interprets pi, e and the transcendental functions only partially (its maintainer, Z3 #772): it says unknown, "incomplete (theory arithmetic)", even on (assert (< 0.0 pi)), so an unknown there is its known limit, not a new bug.`,
      true,
    );
  // The solver said it does not handle the input, then answered (oracles/by-design.ts reviewOf: Z3's "not handled"
  // under sat.smt=true): a person decides, as triage's `review` does; the report says what it printed first.
  const doubt = force ? undefined : reviewOf(record, record.outcomes);
  if (doubt)
    return held(
      'review',
      `For review: ${laneTitle(doubt.lane)} said \`${doubt.words.split('\n')[0]}\` before answering, so it should have given up; whether a wrong answer after that is a bug its developers take is a person's call (force to write the report, which says what it printed).`,
      true,
    );
  if (!force && unwitnessed(record)) {
    const expected = record.oracle.expected;
    return held(
      'unwitnessed',
      `Every lane answered otherwise; only the mutator's construction says the formula is ${expected}, and it may be what is wrong: run it on another solver (smtplay solve FILE --solver …) and keep a lane that answers ${expected} beside it, which also lets it be reduced.`,
      true,
    );
  }
  // A race (oracles/intermittent.ts) that the live check could not show in all its runs: a maintainer could not either.
  if (!force && record.intermittent && record.live && record.live.verdict !== 'live')
    return held(
      'unreduced',
      `Not reproduced here: ${record.live.text}. A report needs a formula that shows the bug when its maintainers run it a few times.`,
      true,
    );
  const standing = standingOf(record);
  if (!force && standing === 'fixed') {
    const why = record.state?.status === 'fixed-upstream' ? 'It is fixed upstream.' : `${capital(record.live!.text)}.`;
    return held(
      'fixed',
      `${why} Solver teams ask for live bugs only: keep it as a regression test or for teaching.`,
      true,
    );
  }
  // A reduction that made no reduced record leaves the formula as found: it is not reduced (a race that shows too
  // rarely is not reduced either: oracles/intermittent.ts).
  const failed = force ? undefined : reductionFailure(finding);
  if (failed !== undefined)
    return held(
      'unreduced',
      raceNotReduced(finding)
        ? `Not reduced yet: ${failed}. A race is missed by a reduction's checks now and then: reduce it again (smtplay report does) before filing.`
        : `Not reduced: ${failed}; a report needs a formula reduced to a fixpoint that shows the bug on a fresh run, every run.`,
      true,
    );
  if (!tracker)
    return held(
      'choose-tracker',
      `Which solver is wrong cannot be told (${trackers.join(' and ')} disagree): choose the tracker of the one whose answer is wrong.`,
    );
  const made = trackerReport(record, { ...context, force: true }, tracker);
  if (!made.ok) return { ...held('refused', `${capital(made.reason)}.`), reason: made.reason } as ReportDecision;
  return { ...base, ok: true, report: made.report, issue: newIssueUrl(made.report) };
}

/**
 * The decisions of a batch with one report per cause (one-cause.ts): an offered report that shows only under the options
 * of a more urgent offered one (the trackers' rank: report.ts), or a crash with its words under other options, is held,
 * and says which report to add its formula to.
 * The others are returned as they were, in their order.
 */
export function onePerCause(decisions: readonly ReportDecision[]): ReportDecision[] {
  const offered = decisions.filter((d): d is Offered => d.ok);
  const urgentFirst = [...offered].sort((a, b) => rankOf(a) - rankOf(b));
  const joins = joinedByCauses(urgentFirst, (d) => ({ record: d.record, tracker: d.tracker }));
  return decisions.map((d) => {
    const joined = d.ok ? joins.get(d) : undefined;
    if (!d.ok || !joined) return d;
    const { record, reduced, trackers, tracker } = d;
    const title = joined.lead.report.title;
    return {
      record,
      reduced,
      trackers,
      ...(tracker ? { tracker } : {}),
      ok: false,
      held: 'together',
      why:
        joined.by === 'options'
          ? `It shows only under ${sharedOptionsText(record)}, as the report “${title}” does: most likely one cause; add its formula to that report.`
          : `It is the same crash, ${crashWordsText(record)}, as the report “${title}”, under ${sharedOptionsText(record)}: most likely one cause; add its formula and options to that report.`,
      canForce: true,
    };
  });
}

type Offered = Extract<ReportDecision, { ok: true }>;
const rankOf = (d: Offered): number => (d.tracker ? rankFor(d.record, d.tracker) : 9);
