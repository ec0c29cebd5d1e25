// The class lab (issue 38): one choice in the campaign view that sets a campaign a class can run in three minutes and
// see every kind of bug. The lanes put the Z3 release the papers' era of bugs lives in (4.8.17, with z3str3, the
// string solver of that era, which Z3 later removed) beside today's Z3 5.2.0 and CVC5; the plan runs the six mutators
// over every gallery seed. Which kinds a class should see, and which it saw, are said in words.
import { FINDING_KIND_TITLES, type FindingKind } from '../oracles/index.js';
import { MUTATORS } from '../mutators/registry.js';
import { familyOf } from '../solvers/lane-spec.js';
import type { CampaignPlan } from './campaign-control.js';
import { CVC5_LANE, type LaneChoice } from './lanes.js';

/** The historic lane: Z3 4.8.17 with the z3str3 string solver (smt.string_solver=z3str3). */
export const LAB_HISTORIC = { base: 'z3@4.8.17', extra: ['smt.string_solver=z3str3'] } as const;

/** The lab's seconds: a class sees every kind in three minutes. */
export const LAB_SECONDS = 180;

/**
 * The kinds a lab campaign should show, with the words a class reads. A solver that stops on a formula
 * it should answer shows as a crash or as an error, by release: cvc5 1.3.2 crashes on the gallery's one-bit rounding
 * (#9697) where cvc5 1.3.4, the page's CVC5, rejects it ("resulting bit-vector size is too large"); both are the bug.
 */
export const LAB_KINDS: readonly { kind: FindingKind; also?: readonly FindingKind[]; words: string }[] = [
  {
    kind: 'soundness',
    words: 'a wrong answer (two solvers disagree: one says sat, the other unsat)',
  },
  {
    kind: 'crash',
    also: ['error'],
    words: 'a crash or a valid input rejected (a solver stopped on a formula it should have answered)',
  },
  {
    kind: 'incompleteness',
    words: 'an unknown (a solver gave up on a formula whose answer is known)',
  },
];

/**
 * The lab's lanes from the page's choices: Z3 5.2.0 (the newest shipped), Z3 4.8.17 with z3str3, and CVC5 when the
 * page can run it; every other lane off. Choices the page does not offer stay as they are.
 */
export function labLanes(choices: readonly LaneChoice[]): LaneChoice[] {
  const newest = choices.find((c) => familyOf(c.base) === 'z3')?.base;
  return choices.map((c) => {
    if (c.base === LAB_HISTORIC.base)
      return { ...c, enabled: true, modelValidate: false, arith: 'default', extra: [...LAB_HISTORIC.extra] };
    const on = c.base === newest || c.base === CVC5_LANE;
    return { ...c, enabled: on, modelValidate: false, arith: 'default', extra: [] };
  });
}

/**
 * The lab's RNG seed, chosen (not tuned by running solvers: by the mutants alone, which are pure functions of the seed)
 * so that TypeFuzz's first mutant of the string-order seed writes (str.< x ""), the tour's z3str3 bug: Z3 4.8.17 with
 * z3str3 answers sat, the others unsat. A class on a slow machine then still sees a wrong answer within its first
 * turns; any other RNG seed finds what it finds (test/ui-state/class-lab.test.ts checks the mutant).
 */
export const LAB_RNG_SEED = 103;

/**
 * The lab's plan: the six mutators, kept within reach of each other's mutant counts (a class compares them), three
 * minutes, a mutant budget the three minutes never reach, its RNG seed.
 */
export function labPlan(plan: CampaignPlan): CampaignPlan {
  return {
    ...plan,
    mutators: MUTATORS.map((m) => m.info.name),
    seconds: LAB_SECONDS,
    maxMutants: 5000,
    rngSeed: LAB_RNG_SEED,
    balanceMutators: true,
  };
}

/** Which of the lab's kinds a campaign's finding groups show, and which are still missing, in words. */
export function labKindsSeen(kinds: readonly FindingKind[]): { seen: FindingKind[]; missing: string[] } {
  const shows = (k: (typeof LAB_KINDS)[number]): boolean => [k.kind, ...(k.also ?? [])].some((x) => kinds.includes(x));
  return {
    seen: LAB_KINDS.filter(shows).map((k) => k.kind),
    missing: LAB_KINDS.filter((k) => !shows(k)).map((k) => k.words),
  };
}

/** A lab kind's badge: its finding kinds' titles. */
export const labKindTitle = (k: (typeof LAB_KINDS)[number]): string =>
  [k.kind, ...(k.also ?? [])].map((x) => FINDING_KIND_TITLES[x]).join(' or ');
