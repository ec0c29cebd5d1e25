// The order the page lists findings in: what the solver teams ask to hear about first. cvc5's guidelines for
// fuzzing teams rank reports: unsat instead of sat, sat instead of unsat, invalid models, then the rest (tracker.ts
// priorityOf, the same rank `smtplay report` gives), those under the default configuration before those under
// options; among findings of one rank, the one seen most often first.
// Findings with nothing left to do go last: reported ones (the upstream issue is open), then fixed ones (the newest
// release no longer shows them, or the person marked them fixed upstream): kept for regression tests and teaching,
// never offered for reporting again.
import { underDefaultConfiguration } from '../finding/configuration.js';
import type { Finding } from '../finding/record.js';
import { standingOf, type Standing } from '../finding/state.js';
import { bestRankOf, PRIORITY_WORDS } from '../finding/report/index.js';

const STANDING_ORDER: Readonly<Record<Standing, number>> = { open: 0, reported: 1, fixed: 2 };

/** The rank in words (`unsat instead of sat`, `crash`, …). */
export const rankWords = (f: Finding): string => PRIORITY_WORDS[bestRankOf(f)] ?? 'other';

interface Ranked {
  count: number;
  lastSeen: string;
  witness: Finding;
}

/**
 * Open findings first; among them, those under the solver's default configuration before those under options (every
 * user meets the first); then by the teams' rank, the most often seen, the most recently seen.
 */
export function byRank(a: Ranked, b: Ranked): number {
  const underOptions = (r: Ranked): number => Number(!underDefaultConfiguration(r.witness));
  return (
    STANDING_ORDER[standingOf(a.witness)] - STANDING_ORDER[standingOf(b.witness)] ||
    underOptions(a) - underOptions(b) ||
    bestRankOf(a.witness) - bestRankOf(b.witness) ||
    b.count - a.count ||
    b.lastSeen.localeCompare(a.lastSeen)
  );
}
