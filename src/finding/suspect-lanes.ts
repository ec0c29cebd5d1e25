// Which lanes of a finding a bisection varies over a solver's releases (Z3's, by default; a live check also varies
// cvc5 lanes over the newest cvc5), and which it keeps as they are. Only a lane that misbehaved and is of that family
// (a WebAssembly build or a native program) can be varied; a release replaces its version and keeps its options
// (`z3@4.8.17+smt.string_solver=z3str3` → `z3@4.13.0+smt.string_solver=z3str3`; `onHead` puts any lane of the
// family in its place: `native:z3@4.13.3`). The other lanes are the reference: they run once and their outcomes
// are kept.
//
// When both sides of a disagreement are lanes of the family, the side that is wrong is varied, found in this order:
//   1. the lanes named with --vary;
//   2. incompleteness: the lane that answered unknown (the judge names it first; the lane that decided is the
//      reference, never varied: misbehavingLanes);
//   3. the family's lanes of a disagreement when they are all on one side (Z3 against cvc5, say);
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
import { familyOf, parseLaneSpec, printLaneSpec } from '../solvers/lane-spec.js';
import type { SolverFamily } from '../solvers/lane.js';

/** Which side of a disagreement a model shows wrong (handover/model-witness.ts reads it). */
export interface ModelWitness {
  /** The side whose answer is wrong. */
  wrong: 'sat' | 'unsat';
  /** The sat lane whose model decided it. */
  lane: string;
  /** One clause, for the bisection's `why`. */
  why: string;
  /** When the sat side is wrong: what is wrong with its model, in words without a lane (`its model makes …`). */
  modelFault?: string;
}

export interface VariedLanes {
  vary: string[];
  keep: string[];
  /** Why these lanes (one clause, for the report). */
  why: string;
  /** Chosen by a guess (5 or 6 above): a model witness, when the caller can get one, should decide instead. */
  guessed?: true;
}

const ofFamily =
  (family: SolverFamily) =>
  (laneId: string): boolean => {
    const lane = parseLaneSpec(laneId);
    return lane.ok && lane.value.family === family;
  };

/** How a family is named in these sentences. */
export const FAMILY_TITLES: Readonly<Record<SolverFamily, string>> = { z3: 'Z3', cvc5: 'cvc5' };

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

/**
 * The lane as another lane of its family (`head`: a lane spec without options, `native:z3@4.13.3`), with the same
 * options.
 */
export function onHead(laneId: string, head: string): string {
  const lane = parseLaneSpec(laneId);
  const to = parseLaneSpec(head);
  if (!lane.ok || !to.ok || lane.value.family !== to.value.family)
    throw new Error(`${laneId} cannot run as ${head}: another solver`);
  return printLaneSpec({ ...to.value, options: lane.value.options });
}

/**
 * The lanes that misbehaved, as a live check takes them: for an unknown, the lane that gave up (the judge names it
 * first); the deciding lane is the reference and is kept as it ran, since a newer release of it that still decides
 * says nothing of whether the bug is still there. Else every lane of the finding.
 */
export function misbehavingLanes(f: { kind: FindingKind; lanes: readonly string[] }): readonly string[] {
  return f.kind === 'incompleteness' && familyOf(f.lanes[0] ?? '') ? f.lanes.slice(0, 1) : f.lanes;
}

/** The solvers whose newest releases a live check runs in place of a finding's lanes: those of misbehavingLanes. */
export function misbehavingFamilies(f: { kind: FindingKind; lanes: readonly string[] }): SolverFamily[] {
  return [
    ...new Set(
      misbehavingLanes(f)
        .map(familyOf)
        .filter((x): x is SolverFamily => x !== undefined),
    ),
  ];
}

/** Why no lane can be varied: a named lane is wrong, no lane of the family misbehaved, or the wrong side is unknown. */
export interface NotVaried {
  code: 'named' | 'no-lane-of-family' | 'ambiguous';
  reason: string;
}

export function chooseVaried(
  finding: { kind: FindingKind; lanes: readonly string[]; oracle: Oracle; run: readonly string[] },
  observed: readonly Observation[],
  named: readonly string[] = [],
  witness?: ModelWitness,
  family: SolverFamily = 'z3',
): VariedLanes | NotVaried {
  const inFamily = ofFamily(family);
  const title = FAMILY_TITLES[family];
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
    const outside = named.find((l) => !inFamily(l));
    if (outside !== undefined)
      return { code: 'named', reason: `--vary ${outside}: only ${title} lanes can be varied over ${title} releases` };
    return keepOthers([...named], 'named with --vary');
  }
  const misbehaving = misbehavingLanes(finding);
  const suspects = misbehaving.filter(inFamily);
  if (suspects.length === 0)
    return {
      code: 'no-lane-of-family',
      reason: `no ${title} lane misbehaved (${misbehaving.join(', ')}): nothing to vary over ${title} releases`,
    };
  if (finding.kind === 'incompleteness' && inFamily(finding.lanes[0]!))
    return keepOthers([finding.lanes[0]!], 'the lane that answered unknown');
  if (finding.kind !== 'soundness' || suspects.length === 1)
    return keepOthers(
      suspects,
      suspects.length === 1 ? `the only ${title} lane that misbehaved` : `every ${title} lane that misbehaved`,
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
  const familySides = sides.filter((side) => side.some(inFamily));
  if (familySides.length === 1)
    return keepOthers(familySides[0]!.filter(inFamily), `the ${title} side of the disagreement`);
  if (witness) return keepOthers((witness.wrong === 'sat' ? sat : unsat).filter(inFamily), witness.why);
  if (sat.length !== unsat.length) {
    const minority = sat.length < unsat.length ? sat : unsat;
    return keepOthers(minority.filter(inFamily), 'the minority side of the disagreement', true);
  }
  const withOptions = sides.filter((side) => side.every(hasOptions));
  const without = sides.filter((side) => !side.some(hasOptions));
  if (withOptions.length === 1 && without.length === 1) {
    const vary = withOptions[0]!.filter(inFamily);
    if (vary.length > 0)
      return keepOthers(vary, 'the side that runs with options, against the default configuration', true);
  }
  return {
    code: 'ambiguous',
    reason: `cannot tell which side of ${finding.lanes.join(' vs ')} is wrong: name the lane to vary with --vary`,
  };
}
