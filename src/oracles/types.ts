// What an oracle concludes about one mutant: findings (bugs) and counted, non-finding events.
import type { Outcome } from '../solvers/outcome.js';

export type FindingKind = 'soundness' | 'invalid-model' | 'crash' | 'error' | 'incompleteness';

export const FINDING_KINDS: readonly FindingKind[] = ['soundness', 'invalid-model', 'crash', 'error', 'incompleteness'];

export interface RawFinding {
  kind: FindingKind;
  /** The lanes that misbehaved (for soundness: the lanes whose answers disagree). */
  lanes: string[];
  /** One line saying what happened, e.g. `z3@5.2.0 sat vs cvc5 unsat`, or the crash message. */
  message: string;
}

export interface Verdict {
  findings: RawFinding[];
  /** Every lane rejected the mutant: it is not valid input (counted, not a finding). */
  invalidMutant: boolean;
  timeouts: number;
  unknowns: number;
}

export function decided(o: Outcome): ('sat' | 'unsat' | undefined)[] {
  return o.status === 'ok' ? o.answers.map((a) => (a === 'unknown' ? undefined : a)) : [];
}
