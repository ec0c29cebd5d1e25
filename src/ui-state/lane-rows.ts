// The campaign view's per-lane table as rows: one row per lane of the campaign, whatever options were drawn for its
// runs. With option fuzzing every drawn option set is a run lane of its own (`z3@5.2.0+sat.smt=true`); its counts
// go to the lane it was drawn for, and the option sets are listed under that lane (shown on demand), busiest first.
import type { LaneCounts } from '../campaign/types.js';
import { optionsAfter } from '../solvers/lane-spec.js';

/** The answers and statuses the table shows, in its column order. */
export const LANE_COLUMNS = ['sat', 'unsat', 'unknown', 'timeout', 'crash', 'error'] as const;
export type LaneColumn = (typeof LANE_COLUMNS)[number];

export type RowCounts = Record<LaneColumn, number>;

/** One drawn option set of a lane: its options and its runs' counts. */
export interface OptionSetRow {
  options: string[];
  counts: RowCounts;
  /** Runs under these options (every status counted once). */
  runs: number;
}

export interface LaneRow {
  /** The lane of the campaign (no drawn options). */
  lane: string;
  /** All its runs: as shipped and under every drawn option set. */
  counts: RowCounts;
  /** The drawn option sets, most runs first (ties in the order met). */
  optionSets: OptionSetRow[];
}

const runsOf = (c: RowCounts): number => c.timeout + c.crash + c.error + c.sat + c.unsat + c.unknown;

function pick(c: LaneCounts): RowCounts {
  return { sat: c.sat, unsat: c.unsat, unknown: c.unknown, timeout: c.timeout, crash: c.crash, error: c.error };
}

function add(into: RowCounts, c: RowCounts): void {
  for (const k of LANE_COLUMNS) into[k] += c[k];
}

/**
 * The lane a run lane belongs to: the campaign lane it extends by the fewest options (so a lane with options of its
 * own keeps its runs apart from the plain lane); when no campaign lane fits (lanes changed since), the run lane it
 * extends by the most options, which is itself when there is none.
 */
function laneOf(runLane: string, lanes: readonly string[], runLanes: readonly string[]): string {
  const best = (candidates: readonly string[], better: (a: number, b: number) => boolean): string | undefined => {
    let found: { lane: string; extra: number } | undefined;
    for (const lane of candidates) {
      const extra = optionsAfter(lane, runLane)?.length;
      if (extra !== undefined && (!found || better(extra, found.extra))) found = { lane, extra };
    }
    return found?.lane;
  };
  return best(lanes, (a, b) => a < b) ?? best(runLanes, (a, b) => a > b) ?? runLane;
}

/** One row per campaign lane (`lanes`, in their order, then any other base found), counts summed over option sets. */
export function laneRows(perLane: Readonly<Record<string, LaneCounts>>, lanes: readonly string[]): LaneRow[] {
  const runLanes = Object.keys(perLane);
  const rows = new Map<string, LaneRow>();
  const row = (lane: string): LaneRow => {
    let r = rows.get(lane);
    if (!r) {
      r = { lane, counts: { sat: 0, unsat: 0, unknown: 0, timeout: 0, crash: 0, error: 0 }, optionSets: [] };
      rows.set(lane, r);
    }
    return r;
  };
  for (const lane of lanes) if (lane in perLane) row(lane);
  for (const [runLane, c] of Object.entries(perLane)) {
    const lane = laneOf(runLane, lanes, runLanes);
    const r = row(lane);
    const counts = pick(c);
    add(r.counts, counts);
    const options = optionsAfter(lane, runLane) ?? [];
    if (options.length > 0) r.optionSets.push({ options, counts, runs: runsOf(counts) });
  }
  for (const r of rows.values()) r.optionSets.sort((a, b) => b.runs - a.runs);
  return [...rows.values()];
}
