// What the judge reads (the lanes' observations of one mutant) and what it concludes: findings (bugs),
// configurations a lane refused, and counted, non-finding events.
import type { Expected } from '../mutators/types.js';
import type { Outcome } from '../solvers/outcome.js';

/** The finding kinds, one vocabulary for campaigns, step mode, the CLI and reports. */
export type FindingKind = 'soundness' | 'invalid-model' | 'crash' | 'error' | 'incompleteness';

export const FINDING_KINDS: readonly FindingKind[] = ['soundness', 'invalid-model', 'crash', 'error', 'incompleteness'];

/** What each kind means, in the words every surface uses (page, CLI, reports). */
export const FINDING_KIND_TITLES: Readonly<Record<FindingKind, string>> = {
  soundness: 'wrong answer (soundness)',
  'invalid-model': 'invalid model',
  crash: 'crash',
  error: 'valid input rejected (error)',
  incompleteness: 'unexpected unknown (incompleteness)',
};

/**
 * What the judge needs of one lane's run: a full Outcome, or what a share link or an old record kept of it
 * (a link keeps lane, status, answers and the model-invalid flag).
 */
export type Observation = Pick<Outcome, 'laneId' | 'status' | 'answers'> &
  Partial<Pick<Outcome, 'message' | 'model' | 'modelInvalid' | 'errorKind' | 'unknownReason' | 'stdout' | 'stderr'>>;

/** What a lane of a finding did: its answer, or that it crashed, rejected the script or gave a bad model. */
export type Said = 'sat' | 'unsat' | 'unknown' | 'crash' | 'error' | 'model';

/**
 * A finding as the judge states it: structured, so every surface asks one rule whether two findings are the same
 * bug (same-bug.ts) and words it with its own lane names (finding-words.ts); `message` is those words with lane ids.
 */
export interface RawFinding {
  kind: FindingKind;
  /**
   * The lanes that misbehaved, in the rule's order: a disagreement's sat side, then its unsat side (each sorted);
   * an unknown's lane that gave up, then the lane that decided; otherwise the one lane.
   */
  lanes: string[];
  /** What each lane of `lanes` did, index for index. */
  said: Said[];
  /** The solver's own words (a crash or an error), or what is wrong with the model. */
  detail?: string;
  /** The answer the oracle implied, when the finding is against it (a lane alone is wrong or gave up). */
  expected?: Expected;
  /** Which check-sat (1-based) disagreed, when the script has several. */
  check?: number;
  /** Why an unknown lane gave up, as it said. */
  reason?: string;
  /** Janus's regression incompleteness: two versions of one solver, and which one regressed. */
  regression?: 'newer-regressed' | 'older-incomplete';
  /** One line saying what happened, with lane ids (finding-words.ts `describeFinding`). */
  message: string;
  /** The solver's own words say it is outside what it supports, or what an option asked for: no bug (by-design.ts). */
  byDesign?: ByDesign;
}

/** Why a finding is no bug (by-design.ts), as its record keeps it. */
export interface ByDesign {
  /** The rule's id (BY_DESIGN_RULES). */
  rule: string;
  /** The lane whose words prove it. */
  lane: string;
  /** The solver's own words (its output line, or the option that asks for what it did). */
  words: string;
  /** Why that makes it no bug, in one sentence. */
  why: string;
}

/** A lane refused its configuration (an option it does not know, e.g. another solver's set-option). */
export interface Rejection {
  laneId: string;
  message: string;
}

/** What the lanes showed when nothing is wrong. */
export type Consensus =
  | { kind: 'agree'; answer: Expected }
  | { kind: 'matches'; expected: Expected }
  | { kind: 'inconclusive'; why: 'undecided' | 'one-decided'; expected?: Expected };

export interface Judgement {
  findings: RawFinding[];
  /** Lanes left out of the verdict because they refused their configuration: not findings. */
  rejected: Rejection[];
  /** Every (judged) lane rejected the mutant: it is not valid input (counted, not a finding). */
  invalidMutant: boolean;
  timeouts: number;
  unknowns: number;
  /** Lanes' models our evaluator checked, and those of the checks that gave up (out of budget or time): counted. */
  modelChecks: number;
  modelChecksGaveUp: number;
  /** Undefined when there are findings. */
  consensus?: Consensus;
}

/** What the judge and a share link keep of a lane's run: the Outcome without its raw output and timing. */
export function observationOf(o: Observation): Observation {
  return {
    laneId: o.laneId,
    status: o.status,
    answers: o.answers,
    ...(o.message ? { message: o.message } : {}),
    ...(o.modelInvalid ? { modelInvalid: true } : {}),
    ...(o.errorKind ? { errorKind: o.errorKind } : {}),
    ...(o.unknownReason ? { unknownReason: o.unknownReason } : {}),
    ...(o.model ? { model: o.model } : {}),
  };
}

export function decided(o: Observation): ('sat' | 'unsat' | undefined)[] {
  return o.status === 'ok' ? o.answers.map((a) => (a === 'unknown' ? undefined : a)) : [];
}

export const lastAnswer = (o: { answers: readonly string[] }): string | undefined => o.answers[o.answers.length - 1];

/** What a run said, in one word: its last answer when it ran to the end (`no answer` without one), else its status. */
export const saidWord = (o: { status: string; answers: readonly string[] }): string =>
  o.status === 'ok' ? (lastAnswer(o) ?? 'no answer') : o.status;
