// Bug yield, after the campaign: each finding through the one reduce-a-finding pipeline (src/handover/reduce.ts)
// within a time cap, and its figures as the yield report needs them.
import type { Finding } from '../src/finding/record.js';
import { identityOf } from '../src/finding/identity.js';
import { reduceFinding as reduceOne } from '../src/handover/reduce.js';
import type { RunLane } from '../src/solvers/runner.js';

export interface Reduced {
  finding: Finding;
  /** What went wrong before there was anything to reduce (not reproduced, no plan, unparsable). */
  failed?: string;
  text: string;
  bytesBefore: number;
  bytesAfter: number;
  seconds: number;
  /** The reduction hit the time cap (the result is what was reached). */
  capped: boolean;
  /** The reduced formula, on the same lanes with the options that matter, still shows the finding. */
  reproduces: boolean;
  /** Drawn options that matter, by lane (empty without option fuzzing). */
  options: Record<string, readonly string[]>;
  /** Marked (experimental, expert-only, unsound…) options among those that matter, as `option (mark)`. */
  marked: string[];
  /** Its identity after reduction (finding/identity.ts). */
  key: string;
  /** The reduced record, when the reduced formula still shows the finding. */
  reduced?: Finding;
}

const FAILED_AS: Readonly<Record<string, string>> = {
  golden: 'not reproduced',
  reduce: 'not reducible',
  parse: 'unparsable',
  plan: 'no plan',
  cancelled: 'cap reached before reducing',
};

export async function reduceFinding(run: RunLane, finding: Finding, capMs: number, jobs: number): Promise<Reduced> {
  const startedAt = Date.now();
  const done = await reduceOne(finding, run, { jobs, signal: AbortSignal.timeout(capMs) });
  const seconds = (Date.now() - startedAt) / 1000;
  if (!done.ok) {
    const marked = (finding.solverOptions?.marked ?? []).map((m) => `${m.option} (${m.mark})`);
    return {
      finding,
      failed: `${FAILED_AS[done.stage]}: ${done.reason}`,
      text: finding.mutant,
      bytesBefore: finding.mutant.length,
      bytesAfter: finding.mutant.length,
      seconds,
      capped: false,
      reproduces: false,
      options: finding.solverOptions?.byLane ?? {},
      marked: [...new Set(marked)],
      key: identityOf(finding, 'reduced'),
    };
  }
  const r = done.reduction;
  return {
    finding,
    text: r.text,
    bytesBefore: r.stats.bytesBefore,
    bytesAfter: r.stats.bytesAfter,
    seconds,
    capped: r.cancelled,
    reproduces: r.reproduces,
    options: r.solverOptions?.byLane ?? {},
    marked: r.marked,
    key: identityOf(r.reduced ? { ...finding, reduction: { finding: r.reduced } } : finding, 'reduced'),
    ...(r.reduced ? { reduced: r.reduced } : {}),
  };
}

/** Reduced findings with one key: one bug. */
export interface Distinct {
  key: string;
  members: Reduced[];
  /** The smallest reduced member (a reproducing one first). */
  best: Reduced;
  reproduces: boolean;
  /** Some member shows it under no marked option that matters. */
  unmarked: boolean;
  /** Some member reproduces after reduction under no marked option that matters. */
  unmarkedReproduces: boolean;
}

export function distinctFindings(reduced: readonly Reduced[]): Distinct[] {
  const byKey = new Map<string, Reduced[]>();
  for (const r of reduced) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
  return [...byKey].map(([key, members]) => {
    const ranked = [...members].sort(
      (a, b) => Number(b.reproduces) - Number(a.reproduces) || a.bytesAfter - b.bytesAfter,
    );
    return {
      key,
      members,
      best: ranked[0]!,
      reproduces: members.some((m) => m.reproduces),
      unmarked: members.some((m) => m.marked.length === 0),
      unmarkedReproduces: members.some((m) => m.reproduces && m.marked.length === 0),
    };
  });
}
