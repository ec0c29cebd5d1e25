// The tracker's new-issue page, filled in through its address: the title and the whole report as the body (Z3 has no
// issue template, so a plain issue; cvc5's `bug_report.md` is a markdown template, filled the same way, the report
// written in its fields: tracker-templates.ts). Nothing is sent: the person reviews it on GitHub and submits it
// there. Past GitHub's address length the address carries the title alone and the caller copies the body instead.
import type { TrackerReport } from './report.js';
import { TRACKER_REPO } from './tracker.js';
import { TRACKER_TEMPLATES } from './tracker-templates.js';

/** GitHub answers longer new-issue addresses with an error; this leaves room below its limit. */
export const MAX_ISSUE_URL = 8000;

export type IssueUrl = { url: string; complete: true } | { url: string; complete: false; why: string };

function urlOf(report: TrackerReport, body: string | undefined): string {
  const params = new URLSearchParams();
  // cvc5's one template; Z3 has none (a `template` naming a file that is not there opens a blank issue).
  const [template] = TRACKER_TEMPLATES[report.tracker].templates;
  if (template && body === undefined) params.set('template', template);
  params.set('title', report.title);
  if (body !== undefined) params.set('body', body);
  return `${TRACKER_REPO[report.tracker]}/issues/new?${params.toString()}`;
}

export function newIssueUrl(report: TrackerReport): IssueUrl {
  const full = urlOf(report, report.body);
  if (full.length <= MAX_ISSUE_URL) return { url: full, complete: true };
  return {
    url: urlOf(report, undefined),
    complete: false,
    why: `the whole report makes an address of ${full.length} characters, over GitHub's limit (${MAX_ISSUE_URL}): the address carries the title; paste the body from the clipboard`,
  };
}
