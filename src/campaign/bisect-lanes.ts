// Which lanes of a finding a bisection varies over Z3 releases, and which it keeps as they are. Only a lane
// that misbehaved and is Z3 (a WebAssembly build or a native z3) can be varied; a release replaces its
// version and keeps its options (`z3@4.8.17+smt.string_solver=z3str3` → `z3@4.13.0+smt.string_solver=z3str3`).
// The other lanes are the reference: they run once and their outcomes are kept.
//
// When both sides of a disagreement are Z3 lanes, the side that is wrong is varied, found in this order:
//   1. the lanes named with --vary;
//   2. incompleteness: the lane that answered unknown (the judge names it first);
//   3. the Z3 lanes of a disagreement when they are all on one side (against cvc5, say);
//   4. a model: the side a sat lane's model shows wrong (model-witness.ts: it falsifies an assertion, or it
//      satisfies them all), when the caller could ask for one;
//   5. the minority: when more lanes decided one way than the other, the fewer are suspect;
//   6. options: when one side runs with options and the other with none, the side with options is suspect
//      (a non-default configuration is where bugs hide; z3str3 against the default string solver);
//   7. otherwise there is no way to tell, and the caller must name the lane.
// 5 and 6 are guesses; a suspect chosen wrongly shows in the verdicts: the reference side is then bad on every
// release.
import type { Oracle } from '../mutators/types.js';
import { lastAnswer, type FindingKind, type Observation } from '../oracles/index.js';
import { parseLaneSpec, printLaneSpec } from '../solvers/lane-spec.js';
import type { ModelWitness } from './model-witness.js';

export interface VariedLanes {
  vary: string[];
  keep: string[];
  /** Why these lanes (one clause, for the report). */
  why: string;
  /** Chosen by a guess (5 or 6 above): a model witness, when the caller can get one, should decide instead. */
  guessed?: true;
}

const isZ3 = (laneId: string): boolean => {
  const lane = parseLaneSpec(laneId);
  return lane.ok && lane.value.family === 'z3';
};

const hasOptions = (laneId: string): boolean => {
  const lane = parseLaneSpec(laneId);
  return lane.ok && lane.value.options.length > 0;
};

/** The lane as the Z3 release `version` (WebAssembly), with the same options. */
export function asRelease(laneId: string, version: string): string {
  const lane = parseLaneSpec(laneId);
  if (!lane.ok || lane.value.family !== 'z3') throw new Error(`${laneId} is not a Z3 lane`);
  return printLaneSpec({ family: 'z3', backend: 'wasm', version, options: lane.value.options });
}

/** Why no lane can be varied: a named lane is wrong, no Z3 lane misbehaved, or the wrong side cannot be told. */
export interface NotVaried {
  code: 'named' | 'no-z3-lane' | 'ambiguous';
  reason: string;
}

export function chooseVaried(
  finding: { kind: FindingKind; lanes: readonly string[]; oracle: Oracle; run: readonly string[] },
  observed: readonly Observation[],
  named: readonly string[] = [],
  witness?: ModelWitness,
): VariedLanes | NotVaried {
  const keepOthers = (vary: string[], why: string, guessed = false): VariedLanes => ({
    vary,
    keep: finding.run.filter((l) => !vary.includes(l)),
    why,
    ...(guessed ? { guessed: true as const } : {}),
  });
  if (named.length > 0) {
    const stranger = named.find((l) => !finding.run.includes(l));
    if (stranger !== undefined)
      return { code: 'named', reason: `--vary ${stranger}: not a lane of this finding (${finding.run.join(', ')})` };
    const notZ3 = named.find((l) => !isZ3(l));
    if (notZ3 !== undefined)
      return { code: 'named', reason: `--vary ${notZ3}: only Z3 lanes can be varied over Z3 releases` };
    return keepOthers([...named], 'named with --vary');
  }
  const suspects = finding.lanes.filter(isZ3);
  if (suspects.length === 0)
    return {
      code: 'no-z3-lane',
      reason: `no Z3 lane misbehaved (${finding.lanes.join(', ')}): nothing to vary over Z3 releases`,
    };
  if (finding.kind === 'incompleteness' && isZ3(finding.lanes[0]!))
    return keepOthers([finding.lanes[0]!], 'the lane that answered unknown');
  if (finding.kind !== 'soundness' || suspects.length === 1)
    return keepOthers(
      suspects,
      suspects.length === 1 ? 'the only Z3 lane that misbehaved' : 'every Z3 lane that misbehaved',
    );

  const answerOf = (laneId: string): string | undefined => {
    const o = observed.find((x) => x.laneId === laneId);
    return o && o.status === 'ok' ? lastAnswer(o) : undefined;
  };
  const sides = [
    finding.lanes.filter((l) => answerOf(l) === 'sat'),
    finding.lanes.filter((l) => answerOf(l) === 'unsat'),
  ];
  const [sat, unsat] = sides as [string[], string[]];
  const z3Sides = sides.filter((side) => side.some(isZ3));
  if (z3Sides.length === 1) return keepOthers(z3Sides[0]!.filter(isZ3), 'the Z3 side of the disagreement');
  if (witness) return keepOthers((witness.wrong === 'sat' ? sat : unsat).filter(isZ3), witness.why);
  if (sat.length !== unsat.length) {
    const minority = sat.length < unsat.length ? sat : unsat;
    return keepOthers(minority.filter(isZ3), 'the minority side of the disagreement', true);
  }
  const withOptions = sides.filter((side) => side.every(hasOptions));
  const without = sides.filter((side) => !side.some(hasOptions));
  if (withOptions.length === 1 && without.length === 1) {
    const vary = withOptions[0]!.filter(isZ3);
    if (vary.length > 0)
      return keepOthers(vary, 'the side that runs with options, against the default configuration', true);
  }
  return {
    code: 'ambiguous',
    reason: `cannot tell which side of ${finding.lanes.join(' vs ')} is wrong: name the lane to vary with --vary`,
  };
}
