// What the page's Report shows for a finding, as plain data: the report its solver's tracker asks for
// (finding/report: Z3's issue-form fields or cvc5's sections), built from the reduced finding when there is one,
// with the browser and the WebAssembly build as platform and interface; the new-issue address GitHub fills in
// (or, past GitHub's length, the short one and the whole report to paste); whether the newest release still shows
// it; and why no report is offered: it is fixed (in the newest release, or upstream), already reported (its issue
// linked), or its tracker cannot be told (both are offered). The coordinator (playground.ts) does the I/O.
import type { Finding } from '../finding/record.js';
import type { FindingState } from '../finding/state.js';
import type { LiveCheck } from '../finding/live-verdict.js';
import {
  byDesignText,
  familiesOf,
  newIssueUrl,
  TRACKER_REPO,
  trackerOf,
  trackerReport,
  type IssueUrl,
  type ReportContext,
  type Tracker,
  type TrackerReport,
} from '../finding/report/index.js';
import { standingOf, type Standing } from '../finding/state.js';
import { rankWords } from './rank.js';
import { liveWords } from './release-words.js';

export interface ReportChoice {
  /** The tracker chosen (a finding of one solver: its own; else the person's choice). */
  tracker?: Tracker;
  /** Write the report although it is fixed or was reported. */
  force?: boolean;
}

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
  /** Why no report is shown yet, in a sentence (fixed, reported, choose a tracker, none possible). */
  held?: string;
  /** Whether "report anyway" may lift `held`. */
  canForce: boolean;
  /** The tracker's issues, to search for duplicates before filing. */
  issues?: string;
}

/** The report view of `f` (already its reduced form where there is one) under the person's choices. */
export function reportViewOf(
  f: Finding,
  context: ReportContext,
  choice: ReportChoice,
  from: { askedId: string; phase?: ReportView['phase'] },
): ReportView {
  const chosen = trackerOf(f);
  const trackers = 'tracker' in chosen ? [chosen.tracker] : familiesOf(f);
  const tracker =
    choice.tracker && trackers.includes(choice.tracker)
      ? choice.tracker
      : 'tracker' in chosen
        ? chosen.tracker
        : undefined;
  const force = choice.force === true;
  const standing = standingOf(f);
  const base = {
    askedId: from.askedId,
    finding: f,
    reduced: f.origin === 'reduced' || f.reducedFrom !== undefined,
    phase: from.phase ?? 'ready',
    ...(f.live ? { live: f.live } : {}),
    standing,
    ...(f.state ? { state: f.state } : {}),
    trackers,
    ...(tracker ? { tracker, issues: `${TRACKER_REPO[tracker]}/issues` } : {}),
    force,
    rank: rankWords(f),
  };
  if (f.byDesign) return { ...base, held: `${capital(byDesignText(f.byDesign))}.`, canForce: false };
  if (base.phase === 'checking')
    return { ...base, held: 'Checking first whether the newest Z3 release still shows it…', canForce: false };
  if (trackers.length === 0)
    return {
      ...base,
      held: 'No lane of a known solver misbehaved: there is no tracker to report it to.',
      canForce: false,
    };
  if (!force && standing === 'fixed') {
    const why = f.state?.status === 'fixed-upstream' ? 'It is fixed upstream.' : `${capital(liveWords(f.live!))}.`;
    return {
      ...base,
      held: `${why} Solver teams ask for live bugs only: keep it as a regression test or for teaching.`,
      canForce: true,
    };
  }
  if (!force && standing === 'reported')
    return {
      ...base,
      held: 'Already reported upstream (its issue is linked here): nothing is reported twice.',
      canForce: true,
    };
  if (!tracker)
    return {
      ...base,
      held: `Which solver is wrong cannot be told (${trackers.join(' and ')} disagree): choose the tracker of the one whose answer is wrong.`,
      canForce: false,
    };
  const made = trackerReport(f, { ...context, force: true }, tracker);
  if (!made.ok) return { ...base, held: `${capital(made.reason)}.`, canForce: false };
  return { ...base, report: made.report, issue: newIssueUrl(made.report), canForce: false };
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The button's words for opening the issue, and what is said beside it once pressed. */
export function openedIssueText(issue: IssueUrl, tracker: Tracker): string {
  const repo = TRACKER_REPO[tracker].replace('https://github.com/', '');
  return issue.complete
    ? `GitHub's new-issue form of ${repo} opened in a new tab, filled in: review it there and submit it. This page sent nothing.`
    : `The whole report is on the clipboard: ${issue.why}. The new-issue form of ${repo} opened with the title and the short fields; paste the report into it. This page sent nothing.`;
}
