// The judge's judgement in words for the page: one line, and whether it is a finding. The kinds are the
// judge's (one vocabulary with the CLI and reports); the page adds only the sentences.
import type { Oracle } from '../mutators/types.js';
import {
  describeFinding,
  FINDING_KIND_TITLES,
  type FindingFacts,
  type FindingKind,
  type Judgement,
} from '../oracles/index.js';
import { laneTitle } from '../solvers/lane-spec.js';
import { bisectOffer } from './bisect-control.js';

export type ReadingKind = FindingKind | 'agree' | 'matches' | 'inconclusive';

export interface Reading {
  kind: ReadingKind;
  finding: boolean;
  /** The verdict's badge: a finding kind's title (the one vocabulary), 'no finding' or 'inconclusive'. */
  title: string;
  /** What happened, not repeating the title. */
  text: string;
  /** Why a finding cannot be bisected in this page (bisect-control.ts bisectOffer): Bisect is then absent. */
  noBisect?: string;
}

/** A finding in words, its lanes as people name them. */
export const titled = (f: FindingFacts): string => describeFinding(f, laneTitle);

export function readJudgement(j: Judgement, oracle: Oracle): Reading {
  const first = j.findings[0];
  if (first) {
    const more = j.findings.length > 1 ? ` (and ${j.findings.length - 1} more)` : '';
    const bisect = bisectOffer(first);
    return {
      kind: first.kind,
      finding: true,
      title: FINDING_KIND_TITLES[first.kind],
      text: `${titled(first)}${more}`,
      ...(bisect.ok ? {} : { noBisect: bisect.why }),
    };
  }
  const rejected = j.rejected.length
    ? `; ${j.rejected.map((r) => laneTitle(r.laneId)).join(', ')} refused an option and was left out`
    : '';
  const c = j.consensus;
  if (c?.kind === 'agree')
    return { kind: 'agree', finding: false, title: 'no finding', text: `the lanes agree: ${c.answer}${rejected}` };
  if (c?.kind === 'matches')
    return { kind: 'matches', finding: false, title: 'no finding', text: `${c.expected}, as expected${rejected}` };
  const expected = oracle.kind === 'expected' ? ` (expected ${oracle.expected})` : '';
  const why = c?.why === 'one-decided' ? 'only one lane decided it' : 'no lane decided it';
  return { kind: 'inconclusive', finding: false, title: 'inconclusive', text: `${why}${expected}${rejected}` };
}
