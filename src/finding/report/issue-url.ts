// The tracker's new-issue page, filled in through its address: GitHub fills an issue form's fields from query
// parameters named by the fields' ids (Z3's 01-bug-report.yml), and a markdown template's body from `body`
// (cvc5). Nothing is sent: the person reviews it on GitHub and submits it there. Past GitHub's address length the
// address carries the title (and the short fields) and the caller copies the whole report instead.
import type { TrackerReport } from './report.js';
import { TRACKER_REPO } from './tracker.js';

/** GitHub answers longer new-issue addresses with an error; this leaves room below its limit. */
export const MAX_ISSUE_URL = 8000;

const Z3_TEMPLATE = '01-bug-report.yml';

export type IssueUrl = { url: string; complete: true } | { url: string; complete: false; why: string };

function urlOf(report: TrackerReport, fields: Record<string, string>): string {
  const params = new URLSearchParams();
  if (report.tracker === 'z3') params.set('template', Z3_TEMPLATE);
  params.set('title', report.title);
  for (const [id, value] of Object.entries(fields)) params.set(id, value);
  return `${TRACKER_REPO[report.tracker]}/issues/new?${params.toString()}`;
}

export function newIssueUrl(report: TrackerReport): IssueUrl {
  const full = urlOf(report, report.fields);
  if (full.length <= MAX_ISSUE_URL) return { url: full, complete: true };
  // The short fields still fit (Z3's dropdowns, version, interface); the long ones are pasted from the clipboard.
  const short = Object.fromEntries(Object.entries(report.fields).filter(([, v]) => v.length <= 200));
  const partial = urlOf(report, short);
  return {
    url: partial.length <= MAX_ISSUE_URL ? partial : urlOf(report, {}),
    complete: false,
    why: `the whole report makes an address of ${full.length} characters, over GitHub's limit (${MAX_ISSUE_URL}): paste it from the clipboard`,
  };
}
