// What the page's Report shows for a finding, as plain data: the hand-over's report decision (handover/report-decision.ts
// `reportOf`, the one the CLI's `smtplay report` takes: held back by design, as reported, known, unreduced, outside
// cvc5's guidelines, fixed, or until a tracker is chosen; else the report its solver's tracker asks for and the
// new-issue address GitHub fills in) on the reduced finding when there is one, with the browser as platform; and,
// around it, what only the page has: the check on the newest release under way, the teams' rank in words, the
// tracker's issues to search. The coordinator (playground.ts) does the I/O.
import type { Finding } from '../finding/record.js';
import type { FindingState } from '../finding/state.js';
import type { LiveCheck } from '../finding/live-verdict.js';
import {
  TRACKER_REPO,
  type IssueUrl,
  type ReportContext,
  type Tracker,
  type TrackerReport,
} from '../finding/report/index.js';
import { standingOf, type Standing } from '../finding/state.js';
import { reportOf, type ReportChoice } from '../handover/report-decision.js';
import { issueName, issueUrl, knownIssueOf, type IssueStatus } from '../finding/known-issues.js';
import { rankWords } from './rank.js';

export type { ReportChoice } from '../handover/report-decision.js';

export interface ReportView {
  /** The finding the person asked about (its id), and the one reported: its reduced form when there is one. */
  askedId: string;
  finding: Finding;
  reduced: boolean;
  /** 'checking': the newest release is being run on it first. */
  phase: 'checking' | 'ready';
  /** What the newest release did (once checked). */
  live?: LiveCheck;
  standing: Standing;
  state?: FindingState;
  /** The trackers it may go to: one, or both when which solver is wrong cannot be told. */
  trackers: Tracker[];
  tracker?: Tracker;
  force: boolean;
  /** The teams' rank in words (`crash`, `unsat instead of sat`). */
  rank: string;
  report?: TrackerReport;
  issue?: IssueUrl;
  /** Why no report is shown yet, in a sentence (the decision's, or that the newest release is being run first). */
  held?: string;
  /** Whether "report anyway" may lift `held`. */
  canForce: boolean;
  /** The tracker's issues, to search for duplicates before filing. */
  issues?: string;
  /** The tracker issue it is already (finding/known-issues.ts): shown instead of a new-issue button, never forced. */
  known?: KnownIssueView;
}

/** A known tracker issue as the panel shows it: `cvc5 #9697`, its status and its address. */
export interface KnownIssueView {
  name: string;
  title: string;
  status: IssueStatus;
  fixed?: string;
  url: string;
}

/** The report view of `f` (already its reduced form where there is one) under the person's choices. */
export function reportViewOf(
  f: Finding,
  context: ReportContext,
  choice: ReportChoice,
  from: { askedId: string; phase?: ReportView['phase'] },
): ReportView {
  const decision = reportOf(f, context, choice);
  const record = decision.record;
  const tracker = decision.tracker;
  const base = {
    askedId: from.askedId,
    finding: record,
    reduced: decision.reduced,
    phase: from.phase ?? 'ready',
    ...(record.live ? { live: record.live } : {}),
    standing: standingOf(record),
    ...(record.state ? { state: record.state } : {}),
    trackers: decision.trackers,
    ...(tracker ? { tracker, issues: `${TRACKER_REPO[tracker]}/issues` } : {}),
    force: choice.force === true,
    rank: rankWords(record),
  };
  // The tracker holds it already (the decision says so): its issue is shown instead of a new-issue button, whatever
  // the check on the newest release says; a class of thirty files no duplicates.
  const issue = !decision.ok && decision.held === 'known' ? knownIssueOf(record) : undefined;
  if (issue) {
    const known: KnownIssueView = {
      name: issueName(issue),
      title: issue.title,
      status: issue.status,
      ...(issue.fixed ? { fixed: issue.fixed } : {}),
      url: issueUrl(issue),
    };
    return {
      ...base,
      known,
      held: `The ${issue.tracker} team knows this bug already (${known.name}, ${issue.status}): there is nothing new to report. Read the issue to see what the team said and how they fixed it.`,
      canForce: false,
    };
  }
  // Nothing is offered while the newest release runs on it (a report must not go out for a fixed bug), unless the
  // decision holds it back whatever that check says (by design).
  const whatever = !decision.ok && decision.held === 'by-design';
  if (base.phase === 'checking' && !whatever)
    return { ...base, held: 'Checking first whether the newest Z3 release still shows it…', canForce: false };
  if (!decision.ok) return { ...base, held: decision.why, canForce: decision.canForce };
  return { ...base, report: decision.report, issue: decision.issue, canForce: false };
}

/** The button's words for opening the issue, and what is said beside it once pressed. */
export function openedIssueText(issue: IssueUrl, tracker: Tracker): string {
  const repo = TRACKER_REPO[tracker].replace('https://github.com/', '');
  return issue.complete
    ? `GitHub's new-issue form of ${repo} opened in a new tab, filled in: review it there and submit it. This page sent nothing.`
    : `The whole report is on the clipboard: ${issue.why}. The new-issue form of ${repo} opened with the title and the short fields; paste the report into it. This page sent nothing.`;
}
