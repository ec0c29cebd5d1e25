// Findings as bugs after reduction: findings whose identity after reduction is one (finding/identity.ts, the
// 'reduced' stage) are one bug, and its best member stands for it: one with a reduced record first, then the smallest
// reported formula. `smtplay triage`, bench:yield and the pipeline's batch (pipeline.ts) group alike, so they count
// the same bugs.
import { identityOf } from '../finding/identity.js';
import type { Finding } from '../finding/record.js';
import { reportedRecord } from '../finding/reduction.js';

/** A finding with its identity after reduction. */
export interface Keyed {
  finding: Finding;
  key: string;
  /** What could not be done for it here (a lane that cannot run, a check that failed). */
  note?: string;
}

export const keyed = (finding: Finding, note?: string): Keyed => ({
  finding,
  key: identityOf(finding, 'reduced'),
  ...(note ? { note } : {}),
});

export interface Bug<K extends Keyed = Keyed> {
  key: string;
  /** The findings with this key, the best first. */
  members: K[];
}

const hasReduced = (k: Keyed): boolean => k.finding.reduction?.finding !== undefined;

/** The better member first: one reduced (and reproducing), then the smaller reported formula, then by id. */
export function byBest(a: Keyed, b: Keyed): number {
  return (
    Number(hasReduced(b)) - Number(hasReduced(a)) ||
    reportedRecord(a.finding).mutant.length - reportedRecord(b.finding).mutant.length ||
    a.finding.id.localeCompare(b.finding.id)
  );
}

/** The findings grouped by key, each group's best member first, in the order their keys were first met. */
export function bugsOf<K extends Keyed>(items: readonly K[]): Bug<K>[] {
  const byKey = new Map<string, K[]>();
  for (const k of items) byKey.set(k.key, [...(byKey.get(k.key) ?? []), k]);
  return [...byKey].map(([key, members]) => ({ key, members: [...members].sort(byBest) }));
}
