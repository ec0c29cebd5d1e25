// A finding as something to look for again: its statement (kind, lanes, which side said what, the solver's words),
// the oracle that judges it and the lanes that must run. Reduction keeps it on every candidate
// (reduce/predicates/keep-finding.ts), bisection and the live check look for it on every release (handover/bisect.ts);
// the page (a step finding, a link, a stored finding) and the CLI (a finding folder, or FILE --predicate NAME) plan it
// here. Whether a run shows it is the judge's call and the one rule's (`isTarget`).
import type { Oracle } from '../mutators/types.js';
import type { Script } from '../smtlib/ast.js';
import { judge } from './judge.js';
import { isFindingOn, sameBug } from './same-bug.js';
import { lastAnswer, type FindingKind, type Observation, type RawFinding } from './types.js';

/** The finding to look for and how. */
export interface FindingTarget {
  kind: FindingKind;
  /** The lanes that misbehaved (as the judge names them). */
  lanes: string[];
  /**
   * What a record or the judge said of the finding (who said what, the solver's words): a run shows it when the judge
   * finds the same bug (the one rule). Absent for a finding named by kind and lanes alone (`--predicate NAME`).
   */
  statement?: Statement;
  oracle: Oracle;
  /** Lanes run on every candidate: the finding's lanes, and for a rejection one lane that accepts. */
  run: string[];
  /**
   * For a wrong answer or an `unknown` against an expected-answer oracle: the lanes that answered as the oracle
   * expects. A reduction runs them too and keeps a candidate only while they still answer so, because the oracle's
   * expectation holds for the mutant, not for whatever a reduction makes of it: without them a wrong `sat` of one
   * lane "reduces" to `(check-sat)`, which every solver calls sat (seen: a 1,193-byte QF_AX mutant, 12 bytes).
   */
  witnesses: string[];
  /** An invalid model is looked for in the models the lanes give. */
  produceModel: boolean;
}

type Statement = Pick<RawFinding, 'kind' | 'lanes' | 'said' | 'detail'>;

export type Planned = { ok: true; target: FindingTarget } | { ok: false; reason: string };

/**
 * Is this judge's finding the one the target looks for? The same bug as its statement (the one rule: which side said
 * what counts), or for a finding named by kind and lanes alone, the judge's finding of that kind on those lanes.
 */
export function isTarget(target: Pick<FindingTarget, 'kind' | 'lanes' | 'statement'>, f: Statement): boolean {
  return target.statement ? sameBug(f, target.statement) : isFindingOn(f, target.kind, target.lanes);
}

/** The target's finding, as the judge finds it on these outcomes of `script` (undefined when they do not show it). */
export function shownBy(
  script: Script | undefined,
  target: Pick<FindingTarget, 'kind' | 'lanes' | 'statement' | 'oracle'>,
  outcomes: readonly Observation[],
): RawFinding | undefined {
  return judge(script, target.oracle, outcomes).findings.find((f) => isTarget(target, f));
}

const no = (reason: string): Planned => ({ ok: false, reason });

/** The plan for one finding of the judge's or a record's (by its statement), or one named by kind and lanes. */
export function planFor(
  finding: Pick<RawFinding, 'kind' | 'lanes'> & Partial<Pick<RawFinding, 'said' | 'detail'>>,
  oracle: Oracle,
  outcomes: readonly Observation[] = [],
): Planned {
  const run = [...finding.lanes];
  const answersBug = finding.kind === 'soundness' || finding.kind === 'incompleteness';
  const witnesses =
    oracle.kind === 'expected' && answersBug
      ? outcomes.filter((o) => !run.includes(o.laneId) && witnessed(oracle, o)).map((o) => o.laneId)
      : [];
  if (finding.kind === 'error') {
    const accepting = outcomes.find((o) => o.status === 'ok' && !run.includes(o.laneId));
    if (!accepting) return no('a rejection is kept only while another lane accepts the script; none did');
    run.push(accepting.laneId);
  }
  return {
    ok: true,
    target: {
      kind: finding.kind,
      lanes: [...finding.lanes],
      ...(finding.said
        ? {
            statement: {
              kind: finding.kind,
              lanes: [...finding.lanes],
              said: [...finding.said],
              ...(finding.detail !== undefined ? { detail: finding.detail } : {}),
            },
          }
        : {}),
      oracle,
      run,
      witnesses,
      produceModel: finding.kind === 'invalid-model',
    },
  };
}

/** Did this lane answer as the oracle expects (a decided answer, the expected one)? */
export function witnessed(oracle: Oracle, o: Observation): boolean {
  return oracle.kind === 'expected' && o.status === 'ok' && lastAnswer(o) === oracle.expected;
}

/** The plan for what a step or a link observed: the judge's first finding on those observations. */
export function planFromObservations(oracle: Oracle, observed: readonly Observation[]): Planned {
  const { findings, consensus } = judge(undefined, oracle, observed);
  const first = findings[0];
  if (!first) return no(`not a finding (${consensus?.kind ?? 'nothing'}), so there is nothing to keep while reducing`);
  return planFor(first, oracle, observed);
}

/** `smtplay reduce FILE --predicate NAME --solver A [--solver B]`: the named finding on the given lanes. */
export const PREDICATE_NAMES = ['crash', 'disagree', 'unknown', 'invalid-model'] as const;
export type PredicateName = (typeof PREDICATE_NAMES)[number];

export function planNamed(name: PredicateName, laneIds: readonly string[]): Planned {
  const need = name === 'disagree' || name === 'unknown' ? 2 : 1;
  if (laneIds.length < need) return no(`--predicate ${name} needs ${need} --solver lane(s)`);
  const [a, b] = laneIds as [string, string];
  const differential: Oracle = { kind: 'differential', expected: null };
  switch (name) {
    case 'crash':
      return planFor({ kind: 'crash', lanes: [a] }, differential);
    case 'invalid-model':
      return planFor({ kind: 'invalid-model', lanes: [a] }, differential);
    case 'disagree':
      return planFor({ kind: 'soundness', lanes: [a, b].sort() }, differential);
    case 'unknown':
      // The first lane answers unknown where the second decides.
      return planFor({ kind: 'incompleteness', lanes: [a, b] }, { ...differential, unknownIsFinding: true });
  }
}
