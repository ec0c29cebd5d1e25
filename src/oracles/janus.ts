// The Janus oracles (ASE 2022, Def. 1), as a pure function of plain answers.
// - implication incompleteness: a lane decided the seed and answers `unknown` (not a timeout) on a
//   mutant whose answer is implied by construction;
// - soundness: a lane answers the decided answer opposite to the implied one;
// - regression incompleteness: of two versions of one solver, one decides the mutant and the other
//   answers `unknown`; `direction` says which one regressed.
export type JanusAnswer = 'sat' | 'unsat' | 'unknown' | 'timeout' | 'error' | 'crash';

export interface LaneAnswers {
  laneId: string;
  /** The lane's answer on the seed (the predecessor formula). */
  seed: JanusAnswer;
  mutant: JanusAnswer;
}

/** Two lanes running an older and a newer version of the same solver. */
export interface VersionPair {
  older: string;
  newer: string;
}

export type JanusFinding =
  | { kind: 'implication-incompleteness'; laneId: string; seed: 'sat' | 'unsat' }
  | { kind: 'soundness'; laneId: string; expected: 'sat' | 'unsat'; got: 'sat' | 'unsat' }
  | {
      kind: 'regression-incompleteness';
      /** newer-regressed: the older version decides, the newer answers unknown; older-incomplete: the reverse. */
      direction: 'newer-regressed' | 'older-incomplete';
      decidedBy: string;
      unknownOn: string;
      answer: 'sat' | 'unsat';
    };

export interface JanusVerdictInput {
  /** The answer the mutant has by construction (the seed's label). */
  expected: 'sat' | 'unsat';
  lanes: readonly LaneAnswers[];
  pairs?: readonly VersionPair[];
}

const decided = (a: JanusAnswer | undefined): a is 'sat' | 'unsat' => a === 'sat' || a === 'unsat';

export function janusVerdict(input: JanusVerdictInput): JanusFinding[] {
  const out: JanusFinding[] = [];
  for (const lane of input.lanes) {
    if (decided(lane.mutant) && lane.mutant !== input.expected)
      out.push({ kind: 'soundness', laneId: lane.laneId, expected: input.expected, got: lane.mutant });
    else if (decided(lane.seed) && lane.mutant === 'unknown')
      out.push({ kind: 'implication-incompleteness', laneId: lane.laneId, seed: lane.seed });
  }
  const byId = new Map(input.lanes.map((l) => [l.laneId, l.mutant]));
  for (const { older, newer } of input.pairs ?? []) {
    const o = byId.get(older);
    const n = byId.get(newer);
    if (decided(o) && n === 'unknown')
      out.push({
        kind: 'regression-incompleteness',
        direction: 'newer-regressed',
        decidedBy: older,
        unknownOn: newer,
        answer: o,
      });
    else if (decided(n) && o === 'unknown')
      out.push({
        kind: 'regression-incompleteness',
        direction: 'older-incomplete',
        decidedBy: newer,
        unknownOn: older,
        answer: n,
      });
  }
  return out;
}
