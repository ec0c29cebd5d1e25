// Bugs that most likely have one cause: those for one tracker that show only under the same options. Their identity
// after reduction differs (finding/identity.ts keys a crash by its message, and each stops at its own assertion), so
// they are distinct bugs to the campaign; a maintainer reads them as one setting's fault: Z3 main under
// `smt.seq.min_unfolding=0` trips `k > 0` in seq_axioms.cpp and `k0 != 0` in theory_seq.cpp, and one report with
// both formulas says so. Crashes with the same words under options that differ are most likely one cause too: Z3 main
// segfaulted at `is-pb 0` under `sat.local_search=true sat.smt=true` and under `sat.euf=true sat.local_search=true`,
// two reports with one title. Bugs under the default configuration are never joined: nothing but the formula ties
// them. Triage (triage.ts) and bench:yield offer the first of each group and have the others join its report.
import type { Finding } from '../finding/record.js';
import { optionsThatMatter } from '../finding/configuration.js';
import type { Tracker } from '../finding/report/tracker.js';
import { normalizeMessage } from '../oracles/index.js';

/** What bugs of one cause share: the tracker and the options that matter, in one order. Undefined without options. */
export function causeOf(record: Finding, tracker: Tracker | undefined): string | undefined {
  const options = optionsThatMatter(record);
  if (!tracker || options.length === 0) return undefined;
  return `${tracker} ${[...options].sort().join(' ')}`;
}

/** The options a joined bug shares with the one it joins, as the reports write them. */
export const sharedOptionsText = (record: Finding): string => `\`${optionsThatMatter(record).join(' ')}\``;

/**
 * Each item that joins an earlier one of the same cause, with that earlier one (the first of its cause in `items`,
 * which come most urgent first). Items without a cause (`causeOf` undefined) join nothing.
 */
export function joinedByCause<T>(items: readonly T[], cause: (item: T) => string | undefined): Map<T, T> {
  const first = new Map<string, T>();
  const joins = new Map<T, T>();
  for (const item of items) {
    const key = cause(item);
    if (key === undefined) continue;
    const lead = first.get(key);
    if (lead === undefined) first.set(key, item);
    else joins.set(item, lead);
  }
  return joins;
}

/** What crashes of one cause share beside their options: the tracker and the crash's words. Undefined without options. */
export function crashCauseOf(record: Finding, tracker: Tracker | undefined): string | undefined {
  if (record.kind !== 'crash' || !tracker || optionsThatMatter(record).length === 0) return undefined;
  return `${tracker} ${normalizeMessage(record.message)}`;
}

/** The crash's words as a joined report quotes them: its first line. */
export const crashWordsText = (record: Finding): string => `“${record.message.split('\n')[0]}”`;

/** Whom an item joins, and why: the same options that matter, or (a crash) the same words under other options. */
export interface Joined<T> {
  lead: T;
  by: 'options' | 'crash';
}

/** `joinedByCause` by the options that matter, then, among the items not joined, by a crash's words. */
export function joinedByCauses<T>(
  items: readonly T[],
  of: (item: T) => { record: Finding; tracker: Tracker | undefined },
): Map<T, Joined<T>> {
  const joined = new Map<T, Joined<T>>();
  for (const [item, lead] of joinedByCause(items, (i) => causeOf(of(i).record, of(i).tracker)))
    joined.set(item, { lead, by: 'options' });
  const rest = items.filter((i) => !joined.has(i));
  for (const [item, lead] of joinedByCause(rest, (i) => crashCauseOf(of(i).record, of(i).tracker)))
    joined.set(item, { lead, by: 'crash' });
  return joined;
}
