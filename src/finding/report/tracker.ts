// The solver trackers a finding is reported to, and what each asks. Z3 (Z3Prover/z3, no issue template: a plain
// issue; its maintainers act on the formula, the exact command line, what it printed, the version and what was
// expected). cvc5 (cvc5/cvc5, bug_report.md and its guidelines for fuzzing teams):
// minimized input, command-line options, version, operating system; re-check on the latest version first, no
// duplicates, at most three reports a week, in priority order: unsat instead of sat, sat instead of unsat,
// invalid models, the rest.
import type { RawFinding } from '../../oracles/index.js';
import { parseLaneSpec } from '../../solvers/lane-spec.js';
import type { SolverFamily } from '../../solvers/lane.js';
import type { LiveCheck } from '../live-verdict.js';

export type Tracker = SolverFamily;

export const TRACKERS: readonly Tracker[] = ['z3', 'cvc5'];

export const TRACKER_REPO: Readonly<Record<Tracker, string>> = {
  z3: 'https://github.com/Z3Prover/z3',
  cvc5: 'https://github.com/cvc5/cvc5',
};

/** The families of a finding's misbehaving lanes. */
export function familiesOf(f: Pick<RawFinding, 'lanes'>): Tracker[] {
  const families = f.lanes.flatMap((id) => {
    const lane = parseLaneSpec(id);
    return lane.ok ? [lane.value.family] : [];
  });
  return TRACKERS.filter((t) => families.includes(t));
}

/**
 * The tracker a finding goes to, or why it cannot be told: a disagreement between two solvers that no model of theirs
 * told apart (a record's live check keeps the solver a model showed wrong: `LiveCheck.wrongFamily`).
 */
export function trackerOf(
  f: Pick<RawFinding, 'kind' | 'lanes' | 'said'> & { live?: Pick<LiveCheck, 'wrongFamily'> },
): { tracker: Tracker } | { reason: string } {
  const families = familiesOf(f);
  if (families.length === 1) return { tracker: families[0]! };
  if (families.length === 0) return { reason: 'no lane of a known solver misbehaved' };
  // An unknown is the lane that gave up.
  if (f.kind === 'incompleteness') {
    const first = parseLaneSpec(f.lanes[0]!);
    if (first.ok) return { tracker: first.value.family };
  }
  const told = f.live?.wrongFamily;
  if (told && families.includes(told)) return { tracker: told };
  return { reason: `the finding involves ${families.join(' and ')}: name the tracker (--for ${families.join('|')})` };
}

/**
 * The rank a solver team gives a finding (lower first): what the tracker's lane said that it should not have.
 * A wrong unsat (a satisfiable formula called unsat) first, then a wrong sat, invalid models, crashes, rejected
 * input, and unknowns last.
 */
export function priorityOf(
  f: Pick<RawFinding, 'kind' | 'lanes' | 'said' | 'expected'>,
  tracker: Tracker,
  suspects?: readonly string[],
): number {
  // `suspects`: the tracker's lanes that misbehaved, when a disagreement has its lanes on both sides (report.ts
  // subjectLanes); without them, every lane of the tracker's solver.
  const own = f.lanes
    .map((id, i) => ({ id, said: f.said[i] }))
    .filter(({ id }) => {
      if (suspects) return suspects.includes(id);
      const lane = parseLaneSpec(id);
      return lane.ok && lane.value.family === tracker;
    });
  if (f.kind === 'soundness') {
    if (own.some((o) => o.said === 'unsat')) return 0;
    if (own.some((o) => o.said === 'sat')) return 1;
    return 1;
  }
  return { 'invalid-model': 2, crash: 3, error: 4, incompleteness: 5, soundness: 1 }[f.kind];
}

export const PRIORITY_WORDS: readonly string[] = [
  'unsat instead of sat',
  'sat instead of unsat',
  'invalid model',
  'crash',
  'valid input rejected',
  'unexpected unknown',
];
