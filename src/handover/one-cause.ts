// Bugs that most likely have one cause: those for one tracker that show only under the same options. Their identity
// after reduction differs (finding/identity.ts keys a crash by its message, and each stops at its own assertion), so
// they are distinct bugs to the campaign; a maintainer reads them as one setting's fault: Z3 main under
// `smt.seq.min_unfolding=0` trips `k > 0` in seq_axioms.cpp and `k0 != 0` in theory_seq.cpp, and one report with
// both formulas says so. Bugs under the default configuration are never joined: nothing but the formula ties them.
// Triage (triage.ts) and bench:yield offer the first of each group and have the others join its report.
import type { Finding } from '../finding/record.js';
import { optionsThatMatter } from '../finding/configuration.js';
import type { Tracker } from '../finding/report/tracker.js';

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
