// Reports for the solvers' trackers: which tracker, in what order, the report itself and its new-issue address.
export { publicLink, wholeWords } from './words.js';
export { nativeCommand, quote, rangeSummary } from './commands.js';
export { expectationOf, type Expectation } from './expectation.js';
export { MAX_ISSUE_URL, newIssueUrl, type IssueUrl } from './issue-url.js';
export {
  byDesignText,
  bestRankOf,
  rankFor,
  subjectLanes,
  trackerReport,
  type ReportContext,
  type Reported,
  type TrackerReport,
} from './report.js';
export { familiesOf, priorityOf, PRIORITY_WORDS, TRACKER_REPO, TRACKERS, trackerOf, type Tracker } from './tracker.js';
