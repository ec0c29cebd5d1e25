// What the oracle says about the lanes' outcomes on one mutant (plain data for the UI and findings).
import type { Expected, Oracle } from '../mutators/types.js';
import type { Answer, OutcomeStatus } from '../solvers/outcome.js';

/** The part of an Outcome a verdict reads (also what a share link records as observed). */
export interface Observed {
  lane: string;
  status: OutcomeStatus;
  answers: Answer[];
  modelInvalid?: boolean;
}

export type VerdictKind = 'agree' | 'disagree' | 'matches' | 'contradicts' | 'inconclusive' | 'crash' | 'invalid-model';

export interface Verdict {
  kind: VerdictKind;
  /** True when this is worth keeping as a finding. */
  finding: boolean;
  text: string;
}

export const lastAnswer = (o: { answers: readonly Answer[] }): Answer | undefined => o.answers[o.answers.length - 1];

export function describeObserved(o: Observed, title: (lane: string) => string = (l) => l): string {
  const who = title(o.lane);
  if (o.status === 'ok') return `${who} says ${o.answers.length ? o.answers.join(', ') : 'nothing'}`;
  if (o.status === 'error') return `${who} rejected the script`;
  return `${who}: ${o.status}`;
}

export function verdictOf(oracle: Oracle, outcomes: readonly Observed[]): Verdict {
  const crashed = outcomes.filter((o) => o.status === 'crash');
  if (crashed.length)
    return { kind: 'crash', finding: true, text: `crash on ${crashed.map((o) => o.lane).join(', ')}` };
  const invalid = outcomes.filter((o) => o.modelInvalid);
  if (invalid.length)
    return { kind: 'invalid-model', finding: true, text: `invalid model on ${invalid.map((o) => o.lane).join(', ')}` };
  const decided = outcomes.filter((o) => o.status === 'ok' && (lastAnswer(o) === 'sat' || lastAnswer(o) === 'unsat'));
  if (oracle.kind === 'expected') return expectedVerdict(oracle.expected, outcomes, decided, oracle.unknownIsFinding);
  const answers = new Set(decided.map(lastAnswer));
  if (answers.size > 1) return { kind: 'disagree', finding: true, text: 'the lanes disagree (sat vs unsat)' };
  if (decided.length < 2) return { kind: 'inconclusive', finding: false, text: 'fewer than two lanes decided it' };
  return { kind: 'agree', finding: false, text: `the lanes agree: ${[...answers][0]}` };
}

function expectedVerdict(
  expected: Expected,
  outcomes: readonly Observed[],
  decided: readonly Observed[],
  unknownIsFinding = false,
): Verdict {
  const wrong = decided.filter((o) => lastAnswer(o) !== expected);
  if (wrong.length)
    return {
      kind: 'contradicts',
      finding: true,
      text: `contradicts the expected ${expected}: ${wrong.map((o) => `${o.lane} says ${lastAnswer(o)}`).join(', ')}`,
    };
  if (unknownIsFinding && outcomes.some((o) => o.status === 'ok' && lastAnswer(o) === 'unknown'))
    return { kind: 'contradicts', finding: true, text: `a lane says unknown where ${expected} is expected` };
  if (decided.length === 0)
    return { kind: 'inconclusive', finding: false, text: `no lane decided it (expected ${expected})` };
  return { kind: 'matches', finding: false, text: `matches the expected ${expected}` };
}
