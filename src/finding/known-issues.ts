// What the solvers' trackers already hold: the issues our findings have matched, as data (written by us from the
// trackers, each row with the day it was read), and the one question every surface asks of a finding: is this an
// issue the tracker already has? Triage, `smtplay report` and the page's Report ask it (handover/report-decision.ts); a
// finding that matches is shown as "known: cvc5 #9697, fixed on main" and never offered as new. A row names what
// identifies the bug: its kind, the solver, and the construct in the formula, the solver's words or the options
// it needs; every part it names must match. A row is added when a finding matches an issue found by searching the
// tracker (the report gives the search address: tracker-search.ts); BENCHMARKS lists the searches made.
// A row may instead be a closed issue that stopped at the same place by another road: its own formula no longer
// shows it at the head, so a finding that matches is not held; its report names the issue (relatedIssuesOf), which
// is the first thing a maintainer would look up.
import type { FindingKind } from '../oracles/index.js';
import { parseLaneSpec } from '../solvers/lane-spec.js';
import type { Finding } from './record.js';
import type { Tracker } from './report/tracker.js';
import { misbehavingLanes } from './suspect-lanes.js';

export type IssueStatus = 'open' | 'fixed on main' | 'fixed in a release' | 'closed';

export interface TrackerIssue {
  tracker: Tracker;
  /** The repository the issue is in when it is not the tracker's own (cvc5 keeps fuzzers' reports of its
   * dependencies in `cvc5/cvc5-projects`). */
  repo?: string;
  number: number;
  /** The issue's title as the tracker shows it. */
  title: string;
  status: IssueStatus;
  /** Where it is fixed, in a few words (`cvc5 main, 2026-05-26 (#12682); in no release yet`). */
  fixed?: string;
  /** The day the tracker was read (ISO date). */
  read: string;
  /** What identifies it; every part given must match. The kinds it shows as (a crash in one build, an error in another). */
  kinds: readonly FindingKind[];
  /** A construct in the formula. */
  formula?: RegExp;
  /** The solver's own words (a crash's message or stderr, an error's text). */
  words?: RegExp;
  /** Options the misbehaving lane must run with. */
  options?: readonly string[];
  /** `same place`: a closed issue that stopped where the finding stops, whose own formula the head no longer shows
   * (`headShows` says what the head did with it): another road to the same place, offered with the issue named. */
  relation?: 'same place';
  headShows?: string;
}

export const KNOWN_ISSUES: readonly TrackerIssue[] = [
  {
    tracker: 'cvc5',
    number: 9697,
    title: 'Corner case in fp.to_sbv causes a set fault',
    status: 'fixed on main',
    fixed: 'cvc5 main on 2026-05-26 by the SymFPU 1.2.0 update (#12682); in no release yet',
    read: '2026-12-02',
    // A float converted to a 1-bit signed bit-vector: SymFPU's conversion to a width of 1. cvc5 1.3.2 segfaults; cvc5
    // 1.3.4 and a cvc5 main built with the older SymFPU reject the formula ("resulting bit-vector size is too large",
    // the width-0 vector the issue's debug build names).
    kinds: ['crash', 'error'],
    formula: /\(_\s+fp\.to_sbv\s+1\)/,
  },
  {
    tracker: 'cvc5',
    repo: 'cvc5/cvc5-projects',
    number: 531,
    title: 'SymFPU attempts to generate bit-vector of size 0 in fp.to_ubv of size 1.',
    status: 'fixed on main',
    fixed: 'in SymFPU 1.2.0 (its issue #8), which cvc5 main takes since 2026-05-26 (#12682); in no cvc5 release yet',
    read: '2026-12-02',
    // A float converted to a 1-bit unsigned bit-vector: the width-0 vector SymFPU makes on the way. A cvc5 main built
    // with the older SymFPU stops at its assertion `size > 0` in theory_bv_utils.cpp (mkZero); cvc5 1.3.2 without
    // assertions answers, or says "constant of size 0".
    kinds: ['crash', 'error'],
    formula: /\(_\s+fp\.to_ubv\s+1\)/,
  },
  {
    tracker: 'cvc5',
    number: 11165,
    title: 'Fatal failure at src/util/floatingpoint_literal_symfpu_traits.cpp:405',
    status: 'open',
    fixed: 'cvc5 main with MPFR as the floating-point literal back end (b1f01ab, 2026-08-22); still fails with SymFPU',
    read: '2026-12-02',
    kinds: ['crash'],
    words: /floatingpoint_literal_symfpu_traits\.cpp/,
  },
  {
    tracker: 'cvc5',
    number: 12905,
    title: 'Fatal failure at cvc5/src/theory/theory_engine.cpp:2030',
    status: 'closed',
    fixed:
      'closed after the cvc5 main this project builds (2026-08-22); filed 2026-09-01 at aee8742, labelled safe-options',
    read: '2026-12-05',
    // TheoryEngine::getExplanation's check "explanation != toExplain.d_node … wasn't sent to you": the issue's
    // formula is a quantified string one under no option; a SyGuS-inference run of ours on nonlinear arithmetic
    // (`--sygus`, which safe mode accepts) stopped at the same check on cvc5 main at 190adc3. The same check
    // failing is read as the same bug until the tracker says otherwise.
    kinds: ['crash'],
    words: /theory_engine\.cpp:2030\b/,
  },
  {
    tracker: 'z3',
    number: 5306,
    title: 'a possible missing rewrite involving str.<= and str.replace_re',
    status: 'closed',
    fixed: 'not fixed: "replace_re is not supported at all" (Z3\'s maintainer, closing it)',
    read: '2026-12-03',
    // Z3 gives up on str.replace_re and str.replace_re_all, even on constants: Z3 main, 4.13.3 and 4.8.12 say unknown
    // on `(= (str.replace_re "a" (re.range "a" "z") "X") "X")`, with the reason "(incomplete (theory seq))". Another
    // solver's answer or a mutator's expectation then makes every such unknown look like a new finding.
    kinds: ['incompleteness'],
    formula: /\bstr\.replace_re(?:_all)?\b/,
  },
  {
    tracker: 'z3',
    number: 10881,
    title: 'False `unsat` for inexact symbolic Real-to-binary64 rounding',
    status: 'open',
    read: '2026-12-03',
    // Z3 acts as if a symbolic real always converts exactly: it says unsat when the float a real rounds to must differ
    // from that real. Our formula, `(assert (is_int x)) (assert (not (= (fp.to_real ((_ to_fp 8 24) RNE x)) x)))`, is
    // unsat on Z3 main, 5.2.0, 4.13.3 and 4.8.12 (16777217 is a model; Z3 says sat with x fixed to it); the issue's
    // own formula is Float64 through a quantified classifier. A Semantic Fusion mutant of ours (x - y for a variable)
    // showed it on all three Z3 lanes of a run.
    kinds: ['soundness'],
    formula: /\(_\s+to_fp\s+\d+\s+\d+\)[\s\S]*\bfp\.to_real\b|\bfp\.to_real\b[\s\S]*\(_\s+to_fp\s+\d+\s+\d+\)/,
  },
  {
    tracker: 'cvc5',
    number: 10346,
    title: 'Fatal failure at src/theory/quantifiers/ematching/inst_match_generator.cpp:529',
    status: 'closed',
    fixed: 'cvc5 main, 2024-04-16 (#10635)',
    read: '2026-12-06',
    relation: 'same place',
    // The check `!d_qstate.isInConflict()` in InstMatchGenerator::getNextMatch (line 551 on cvc5 main at 190adc3). A
    // typefuzz mutant of ours on an ALIA formula stops there under --multi-trigger-cache; the issue's own formula is
    // unsat on that build, with and without the option.
    headShows: 'its own formula answers unsat on cvc5 main at 190adc3 (checked 2026-12-06)',
    kinds: ['crash'],
    words: /InstMatchGenerator::getNextMatch[\s\S]*!d_qstate\.isInConflict\(\)/,
  },
];

/** The address of an issue. */
export const issueUrl = (i: Pick<TrackerIssue, 'tracker' | 'number' | 'repo'>): string =>
  `https://github.com/${i.repo ?? (i.tracker === 'z3' ? 'Z3Prover/z3' : 'cvc5/cvc5')}/issues/${i.number}`;

/** `cvc5 #9697`, or `cvc5/cvc5-projects #531` for an issue kept outside the tracker's own repository. */
export const issueName = (i: Pick<TrackerIssue, 'tracker' | 'number' | 'repo'>): string =>
  `${i.repo ?? i.tracker} #${i.number}`;

/** `known: cvc5 #9697, fixed on main`. */
export const knownIssueText = (i: TrackerIssue): string => `known: ${issueName(i)}, ${i.status}`;

const familyOf = (laneId: string): string | undefined => {
  const lane = parseLaneSpec(laneId);
  return lane.ok ? lane.value.family : undefined;
};

/** What the lanes of the tracker's solver said, in their own words (message, detail, stderr, stdout). */
function wordsOf(f: Finding, lanes: readonly string[]): string {
  const outcomes = f.outcomes.filter((o) => lanes.includes(o.laneId));
  return [f.detail ?? '', f.message, ...outcomes.flatMap((o) => [o.message, o.stderr, o.stdout])].join('\n');
}

/** The tracker issue a finding is, if the table holds it; asked of the record reported (the reduced one). */
export function knownIssueOf(f: Finding, issues: readonly TrackerIssue[] = KNOWN_ISSUES): TrackerIssue | undefined {
  return issues.find((issue) => issue.relation === undefined && matches(f, issue));
}

/** Closed issues that stopped where the finding stops by another road (relation `same place`): its report names them. */
export function relatedIssuesOf(f: Finding, issues: readonly TrackerIssue[] = KNOWN_ISSUES): TrackerIssue[] {
  return issues.filter((issue) => issue.relation === 'same place' && matches(f, issue));
}

/** Every part the issue names holds of the finding, on the lanes of the issue's solver that misbehaved. */
function matches(f: Finding, issue: TrackerIssue): boolean {
  if (!issue.kinds.includes(f.kind)) return false;
  const lanes = misbehavingLanes(f).filter((l) => familyOf(l) === issue.tracker);
  if (lanes.length === 0) return false;
  if (issue.formula && !issue.formula.test(f.mutant)) return false;
  if (issue.words && !issue.words.test(wordsOf(f, lanes))) return false;
  if (issue.options) {
    const on = lanes.flatMap((l) => {
      const lane = parseLaneSpec(l);
      return lane.ok ? lane.value.options : [];
    });
    if (!issue.options.every((o) => on.includes(o))) return false;
  }
  return true;
}
