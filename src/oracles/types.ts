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
  Partial<Pick<Outcome, 'message' | 'model' | 'modelInvalid' | 'errorKind' | 'unknownReason'>>;

export interface RawFinding {
  kind: FindingKind;
  /** The lanes that misbehaved (for soundness: the lanes whose answers disagree), sorted where symmetric. */
  lanes: string[];
  /** One line saying what happened, e.g. `z3@5.2.0 sat vs native:cvc5@1.0.3 unsat`, or the crash message. */
  message: string;
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
  /** Undefined when there are findings. */
  consensus?: Consensus;
}

export function decided(o: Observation): ('sat' | 'unsat' | undefined)[] {
  return o.status === 'ok' ? o.answers.map((a) => (a === 'unknown' ? undefined : a)) : [];
}

export const lastAnswer = (o: { answers: readonly string[] }): string | undefined => o.answers[o.answers.length - 1];
