// Triage of a merge's new findings (`smtplay triage`), after they were handed over (pipeline.ts): findings with one
// identity after reduction are one bug (bugs.ts), also against the findings known before (a bug reported from an
// earlier campaign is not reported again); each bug gets what is to be done with it, and those to report are ordered
// as the solver teams ask (report/tracker.ts priorityOf): unsat instead of sat, sat instead of unsat, invalid models,
// crashes, the rest.
import type { Finding } from '../finding/record.js';
import { stateText } from '../finding/state.js';
import { findingFolder } from './finding-files.js';
import { reportedRecord } from '../finding/reduction.js';
import { familiesOf, rankFor, trackerOf, type ReportContext, type Tracker } from '../finding/report/index.js';
import { underDefaultConfiguration } from '../finding/configuration.js';
import { bugsOf, type Keyed } from './bugs.js';
import { reportOf, type Held } from './report-decision.js';
import { crashWordsText, joinedByCauses, sharedOptionsText } from './one-cause.js';

/**
 * report: a new bug to report; together: a bug to report that shows only under the options of one above, most likely
 * its cause (one-cause.ts), to add to that report; known: the same bug as a finding known before, not reported yet (an
 * earlier triage listed it); later: a cvc5 bug past the three a week cvc5's fuzzing guidelines ask for (the most urgent
 * go first). The rest is the one report decision's (report-decision.ts `reportOf`), in triage's words: unreduced (not
 * reduced to a fixpoint, or a race shown too rarely), review (the solver said it does not handle the input, then
 * answered), outside (cvc5's safe mode refuses the configuration), held (no bug or not ours to report: by design, our
 * build's limit, incomplete by design, refused by the newest build, no lane that answered as expected), tracked (an
 * issue its tracker already holds), reported (it, or the same bug known before, is marked reported or fixed upstream),
 * fixed (the newest release no longer shows it), not-reproduced (it does not show on its own lanes any more).
 */
export type BugStatus =
  | 'report'
  | 'together'
  | 'later'
  | 'unreduced'
  | 'review'
  | 'outside'
  | 'held'
  | 'known'
  | 'tracked'
  | 'reported'
  | 'fixed'
  | 'not-reproduced';

export const BUG_STATUS_ORDER: readonly BugStatus[] = [
  'report',
  'together',
  'later',
  'unreduced',
  'review',
  'outside',
  'held',
  'known',
  'tracked',
  'reported',
  'fixed',
  'not-reproduced',
];

export interface TriagedBug {
  key: string;
  /** The new findings with this key, the best first. */
  members: Keyed[];
  /** The best member's record (reduced and reproducing first, then the smallest). */
  best: Finding;
  /** What a report is about: the best member's reduced record, else the member itself. */
  record: Finding;
  status: BugStatus;
  /** Why that status, in a few words. */
  why: string;
  /** The known finding with the same key, when there is one. */
  known?: Finding;
  /** The key of the bug to report whose report this one joins (status 'together'). */
  joins?: string;
  tracker?: Tracker;
  /** Lower first (report/tracker.ts PRIORITY_WORDS). */
  priority: number;
}

/** The tracker and the teams' rank; a finding whose tracker cannot be told ranks as its most urgent side. */
function priorityIn(f: Finding): { tracker?: Tracker; priority: number } {
  const chosen = trackerOf(f);
  if ('tracker' in chosen) return { tracker: chosen.tracker, priority: rankFor(f, chosen.tracker) };
  const ranks = familiesOf(f).map((t) => rankFor(f, t));
  return { priority: ranks.length ? Math.min(...ranks) : 9 };
}

const isMarked = (f: Finding | undefined): boolean => f?.state !== undefined && f.state.status !== 'new';

/** A hold of the one report decision, in triage's words (held 'together' is triage's own, from one-cause.ts). */
const STATUS_OF_HOLD: Readonly<Record<Held, BugStatus>> = {
  'by-design': 'held',
  'no-tracker': 'held',
  known: 'tracked',
  unreduced: 'unreduced',
  'outside-guidelines': 'outside',
  'refused-by-newest': 'held',
  'incomplete-by-design': 'held',
  'our-limit': 'held',
  review: 'review',
  unwitnessed: 'held',
  fixed: 'fixed',
  reported: 'reported',
  together: 'together',
  'choose-tracker': 'report',
  refused: 'held',
};

/** A sentence of the decision as a clause of triage's table: `not reduced yet: …`. */
const clause = (why: string): string => `${why.charAt(0).toLowerCase()}${why.slice(1)}`.replace(/\.$/, '');

function statusOf(
  members: readonly Keyed[],
  record: Finding,
  known: Finding | undefined,
  context: ReportContext,
): { status: BugStatus; why: string } {
  const marked = members.find((m) => isMarked(m.finding))?.finding ?? (isMarked(known) ? known : undefined);
  if (marked) {
    const same = marked === known ? ` (the same bug as ${findingFolder(known)}, known before)` : '';
    return { status: 'reported', why: `${stateText(marked.state)}${same}` };
  }
  const decision = reportOf(members[0]!.finding, context);
  const held = decision.ok ? undefined : decision.held;
  const status: BugStatus = held ? STATUS_OF_HOLD[held] : 'report';
  // What the live check says of the record: gone from its own lanes, or a reduction that found nothing to keep.
  if (status === 'fixed' && record.live?.verdict === 'gone') return { status: 'not-reproduced', why: record.live.text };
  const failed = members[0]!.finding.reduction?.failed;
  if (status === 'unreduced' && !record.live && failed?.startsWith('it does not reproduce'))
    return { status: 'not-reproduced', why: failed };
  // The same bug as one found before and not reported: listed then, not again, unless it is settled otherwise.
  if (known && (status === 'report' || status === 'unreduced' || status === 'review' || status === 'outside'))
    return { status: 'known', why: `the same bug as ${findingFolder(known)}, known before (not reported yet)` };
  if (status === 'report')
    return { status, why: record.live?.text ?? members[0]?.note ?? 'not checked against the newest release' };
  return { status, why: decision.ok ? '' : clause(decision.why) };
}

/** The new findings as bugs: grouped by key, matched with the known ones, with what to do, in the order to do it. */
export function triage(
  fresh: readonly Keyed[],
  known: readonly Keyed[] = [],
  /** Where the reports would be written (report-decision.ts reads the builds' facts from it). */
  context: ReportContext = { platform: '' },
): TriagedBug[] {
  const knownByKey = new Map<string, Finding>();
  for (const k of known) {
    const before = knownByKey.get(k.key);
    // A marked one stands for the bug (it says whether it was reported).
    if (!before || (!isMarked(before) && isMarked(k.finding))) knownByKey.set(k.key, k.finding);
  }
  const bugs = bugsOf(fresh).map(({ key, members }): TriagedBug => {
    const best = members[0]!.finding;
    const record = reportedRecord(best);
    const knownOne = knownByKey.get(key);
    return {
      key,
      members,
      best,
      record,
      ...statusOf(members, record, knownOne, context),
      ...(knownOne ? { known: knownOne } : {}),
      ...priorityIn(record),
    };
  });
  // A bug under the solver's default configuration before one under options (every user meets the first).
  const underOptions = (b: TriagedBug): number => Number(!underDefaultConfiguration(b.record));
  const order = (a: TriagedBug, b: TriagedBug): number =>
    BUG_STATUS_ORDER.indexOf(a.status) - BUG_STATUS_ORDER.indexOf(b.status) ||
    underOptions(a) - underOptions(b) ||
    a.priority - b.priority ||
    a.record.mutant.length - b.record.mutant.length ||
    a.key.localeCompare(b.key);
  bugs.sort(order);
  // One report per cause: a bug that shows only under the options of a more urgent one joins its report.
  const toReport = bugs.filter((b) => b.status === 'report');
  for (const [b, { lead, by }] of joinedByCauses(toReport, (x) => ({ record: x.record, tracker: x.tracker }))) {
    b.status = 'together';
    b.joins = lead.key;
    b.why =
      by === 'options'
        ? `it shows only under ${sharedOptionsText(b.record)}, as ${findingFolder(lead.best)} does: most likely one cause; add its formula to that report`
        : `it is the same crash, ${crashWordsText(b.record)}, as ${findingFolder(lead.best)}, under ${sharedOptionsText(b.record)}: most likely one cause; add its formula and options to that report`;
  }
  // cvc5's fuzzing guidelines: at most three reports a week from a fuzzing team, the most urgent first.
  let cvc5 = 0;
  for (const b of bugs)
    if (b.status === 'report' && b.tracker === 'cvc5' && ++cvc5 > CVC5_REPORTS_A_WEEK) {
      b.status = 'later';
      b.why = `cvc5 asks fuzzing teams for at most ${CVC5_REPORTS_A_WEEK} reports a week: after the ${CVC5_REPORTS_A_WEEK} above (${b.why})`;
    }
  return bugs.sort(order);
}

/** cvc5's guidelines for fuzzing teams (its issue chooser links them): a few reports a week. */
export const CVC5_REPORTS_A_WEEK = 3;
