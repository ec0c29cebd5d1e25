// The options a finding ran under, as its record keeps them (`Finding.solverOptions`): the options option fuzzing
// drew for its mutant, by lane, and those the solver's documentation marks (scheduling/solver-options.ts draws them).
// A lane runs as `lane+options` (`z3@4.8.17+smt.relevancy=0`), so a record replays exactly; the lane without its
// drawn options is the one its identity names (finding/identity.ts).
import { withExtraOptions } from '../solvers/lane-spec.js';
import type { OptionMark } from '../solvers/options/table.js';

/** A drawn option the solver's documentation marks (experimental, expert-only, unsound, not standard). */
export interface MarkedOption {
  /** The lane it was added to (without the drawn options). */
  lane: string;
  option: string;
  mark: OptionMark;
  /** The documentation the mark comes from (the solver's own text). */
  source: string;
}

/** Options drawn for one mutant: by lane (its id without them), and the marked ones. */
export interface SolverOptions {
  byLane: Record<string, string[]>;
  marked: MarkedOption[];
}

/** The id a lane runs under with its drawn options. */
export function runLaneId(laneId: string, options: SolverOptions | undefined): string {
  return withExtraOptions(laneId, options?.byLane[laneId] ?? []);
}

/** The lane a run id belongs to (the run id without its drawn options). */
export function baseLaneId(runId: string, options: SolverOptions | undefined): string {
  for (const [lane, drawn] of Object.entries(options?.byLane ?? {}))
    if (withExtraOptions(lane, drawn) === runId) return lane;
  return runId;
}

/** Reads the `solverOptions` of a record (untrusted). */
export function readSolverOptions(x: unknown): SolverOptions | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  const r = x as Record<string, unknown>;
  if (typeof r.byLane !== 'object' || r.byLane === null || !Array.isArray(r.marked)) return undefined;
  const byLane: Record<string, string[]> = {};
  for (const [lane, options] of Object.entries(r.byLane as Record<string, unknown>)) {
    if (!Array.isArray(options) || !options.every((o) => typeof o === 'string')) return undefined;
    byLane[lane] = options as string[];
  }
  const marked = (r.marked as unknown[]).filter(
    (m): m is MarkedOption =>
      typeof m === 'object' &&
      m !== null &&
      ['lane', 'option', 'mark', 'source'].every((k) => typeof (m as Record<string, unknown>)[k] === 'string'),
  );
  return { byLane, marked };
}

/** `sat.euf=true (experimental)` — how a finding's title names the options that set it apart. */
export function markedText(marked: readonly MarkedOption[]): string {
  return [...new Set(marked.map((m) => `${m.option} (${m.mark})`))].join(', ');
}
