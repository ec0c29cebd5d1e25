// Bug yield, after the campaign: the findings handed over through the one pipeline (src/handover/pipeline.ts
// `handOverAll`: each reduced within a time cap and re-checked, grouped into bugs by their identity after reduction,
// each bug's best member checked on the newest releases), and the figures the yield report needs of each.
import type { Finding } from '../src/finding/record.js';
import type { LiveCheck } from '../src/finding/live-verdict.js';
import { reportedRecord } from '../src/finding/reduction.js';
import type { Bug, Keyed } from '../src/handover/bugs.js';
import type { HandedOver } from '../src/handover/pipeline.js';

export type HandedFinding = HandedOver & Keyed;

export interface Reduced {
  finding: Finding;
  /** What went wrong before there was anything to reduce (not reproduced, no plan, unparsable, a lane that failed). */
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

/** What the hand-over's reduce step did to one finding, as figures. */
export function figuresOf(h: HandedFinding, seconds: number): Reduced {
  const original = h.finding.mutant;
  const unreduced = (failed: string): Reduced => ({
    finding: h.finding,
    failed,
    text: original,
    bytesBefore: original.length,
    bytesAfter: original.length,
    seconds,
    capped: false,
    reproduces: false,
    options: h.finding.solverOptions?.byLane ?? {},
    marked: [...new Set((h.finding.solverOptions?.marked ?? []).map((m) => `${m.option} (${m.mark})`))],
    key: h.key,
  });
  const done = h.reduced;
  if (!done) return unreduced(h.notes.join('; ') || 'not reduced');
  if (!done.ok) return unreduced(`${FAILED_AS[done.stage]}: ${done.reason}`);
  const r = done.reduction;
  return {
    finding: h.finding,
    text: r.text,
    // The finding as found (a carried-on reduction starts from the capped one).
    bytesBefore: original.length,
    bytesAfter: r.stats.bytesAfter,
    seconds,
    capped: r.cancelled,
    reproduces: r.reproduces,
    options: r.solverOptions?.byLane ?? {},
    marked: r.marked,
    key: h.key,
    ...(r.reduced ? { reduced: r.reduced } : {}),
  };
}

/** One bug: findings with one identity after reduction. */
export interface Distinct {
  key: string;
  members: Reduced[];
  /** The best member (handover/bugs.ts: a reduced one first, then the smallest). */
  best: Reduced;
  reproduces: boolean;
  /** Some member shows it under no marked option that matters. */
  unmarked: boolean;
  /** Some member reproduces after reduction under no marked option that matters. */
  unmarkedReproduces: boolean;
  /** The best member's live check (of its reduced record when it has one). */
  live: LiveCheck;
}

const notChecked = (detail: string): LiveCheck => ({
  verdict: 'unavailable',
  seenOn: [],
  detail,
  at: new Date().toISOString(),
  text: `not checked: ${detail}`,
});

export function distinctOf(bugs: readonly Bug<HandedFinding>[], figures: Map<HandedFinding, Reduced>): Distinct[] {
  return bugs.map(({ key, members }) => {
    const all = members.map((m) => figures.get(m)!);
    const best = members[0]!;
    return {
      key,
      members: all,
      best: figures.get(best)!,
      reproduces: all.some((m) => m.reproduces),
      unmarked: all.some((m) => m.marked.length === 0),
      unmarkedReproduces: all.some((m) => m.reproduces && m.marked.length === 0),
      live: reportedRecord(best.finding).live ?? notChecked(best.notes.join('; ') || 'no live check'),
    };
  });
}
