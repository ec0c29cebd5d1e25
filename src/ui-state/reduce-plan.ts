// Which reducer predicate keeps a playground finding: the verdict's kind and the lanes that showed it
// pick one of src/reduce/predicates (never a second implementation of them).
import type { Expected, Oracle } from '../mutators/types.js';
import {
  sameCrash,
  sameDisagreement,
  sameIncompleteness,
  sameInvalidModel,
  sameOracleViolation,
  type RunLane,
  type SolverPredicate,
} from '../reduce/predicates/index.js';
import type { ShareState } from '../share/state.js';
import { runStep } from './step.js';
import { lastAnswer, verdictOf, type Observed, type Verdict } from './verdict.js';

/** A finding as the playground holds it: the mutant, where and how it ran, and what was seen. */
export interface ReducibleFinding {
  /** The seed(s) it came from (kept in the reduced finding's share link). */
  seeds: string[];
  mutant: string;
  /** Lane specs, as in a share link (`z3@5.2.0`, `z3@4.8.17+model_validate=true`). */
  lanes: string[];
  timeoutMs: number;
  oracle: Oracle;
  observed: Observed[];
  rngSeed: number;
  step: number;
}

export type ReducePlan =
  | { kind: 'crash'; lane: string }
  | { kind: 'invalid-model'; lane: string }
  | { kind: 'disagree'; lanes: [string, string] }
  | { kind: 'oracle'; lane: string; expected: Expected }
  | { kind: 'unknown'; lanes: [string, string] };

export type Planned = { ok: true; plan: ReducePlan; verdict: Verdict } | { ok: false; reason: string };

const decides = (o: Observed): boolean => o.status === 'ok' && (lastAnswer(o) === 'sat' || lastAnswer(o) === 'unsat');

/** The predicate a finding needs, from its verdict and observations (pure). */
export function planReduction(f: Pick<ReducibleFinding, 'oracle' | 'observed'>): Planned {
  const verdict = verdictOf(f.oracle, f.observed);
  const no = (reason: string): Planned => ({ ok: false, reason });
  if (!verdict.finding) return no(`not a finding (${verdict.text}), so there is nothing to keep while reducing`);
  const ok = (plan: ReducePlan): Planned => ({ ok: true, plan, verdict });
  switch (verdict.kind) {
    case 'crash':
      return ok({ kind: 'crash', lane: f.observed.find((o) => o.status === 'crash')!.lane });
    case 'invalid-model':
      return ok({ kind: 'invalid-model', lane: f.observed.find((o) => o.modelInvalid)!.lane });
    case 'disagree': {
      const a = f.observed.find(decides)!;
      const b = f.observed.find((o) => decides(o) && lastAnswer(o) !== lastAnswer(a))!;
      return ok({ kind: 'disagree', lanes: [a.lane, b.lane] });
    }
    case 'contradicts': {
      if (f.oracle.kind !== 'expected') return no('a contradiction needs an expected answer');
      const expected = f.oracle.expected;
      const wrong = f.observed.find((o) => decides(o) && lastAnswer(o) !== expected);
      if (wrong) return ok({ kind: 'oracle', lane: wrong.lane, expected });
      const unknown = f.observed.find((o) => o.status === 'ok' && lastAnswer(o) === 'unknown');
      const deciding = f.observed.find(decides);
      if (unknown && deciding) return ok({ kind: 'unknown', lanes: [unknown.lane, deciding.lane] });
      return no('an unknown can only be kept while another lane decides the script; none did');
    }
    default:
      return no(`a '${verdict.kind}' verdict cannot be reduced`);
  }
}

/** Builds the plan's predicate (running its golden check on `text`; throws NotReproducible when it fails). */
export function predicateFor(plan: ReducePlan, run: RunLane, text: string): Promise<SolverPredicate> {
  switch (plan.kind) {
    case 'crash':
      return sameCrash(run, plan.lane, text);
    case 'invalid-model':
      return sameInvalidModel(run, plan.lane, text);
    case 'disagree':
      return sameDisagreement(run, plan.lanes, text);
    case 'oracle':
      return sameOracleViolation(run, plan.lane, text, plan.expected);
    case 'unknown':
      return sameIncompleteness(run, plan.lanes, text);
  }
}

/** The finding a share link (from the findings list) describes; it must record what was observed. */
export function findingOfShare(
  state: ShareState,
): { ok: true; finding: ReducibleFinding } | { ok: false; reason: string } {
  if (!state.observed?.length)
    return { ok: false, reason: 'the link records no outcomes; open it and re-run it first' };
  let mutant = state.mutant;
  let oracle: Oracle = state.expected
    ? { kind: 'expected', expected: state.expected }
    : { kind: 'differential', expected: null };
  if (mutant === undefined) {
    if (!state.mutator) return { ok: false, reason: 'the link carries neither a mutant nor a mutator' };
    const r = runStep({
      seed: state.seeds[0] ?? '',
      mutator: state.mutator.name,
      options: state.mutator.options,
      rngSeed: state.rngSeed,
      step: state.step,
    });
    if (!r.ok) return { ok: false, reason: `the link's mutant cannot be rebuilt: ${r.reason}` };
    mutant = r.mutant;
    oracle = r.oracle;
  }
  return {
    ok: true,
    finding: {
      seeds: state.seeds,
      mutant,
      lanes: state.lanes,
      timeoutMs: state.timeoutMs,
      oracle,
      observed: state.observed,
      rngSeed: state.rngSeed,
      step: state.step,
    },
  };
}
