// The one judge: what the lanes' outcomes on one mutant mean. Campaigns, step mode, the reducer's
// predicates and reduction planning all ask it; the UI and the CLI only put its judgement into words.
import type { Oracle } from '../mutators/types.js';
import type { Script } from '../smtlib/ast.js';
import { byDesignOf } from './by-design.js';
import { crashFindings } from './crash.js';
import { differentialFindings } from './differential.js';
import { expectedFindings } from './expected.js';
import { differentialIncompleteness } from './incompleteness.js';
import { invalidModels } from './invalid-model.js';
import type { ModelChecks } from './model-check.js';
import { regressionFindings } from './regression.js';
import { isInvalidMutant, rejectionFindings } from './rejection.js';
import { lastAnswer, type Consensus, type Judgement, type Observation } from './types.js';

/**
 * `mutant` is the parsed script the lanes ran (our evaluator checks sat models against it); without it
 * only the solvers' own model checks count. `modelChecks`: verdicts of those checks made beforehand (a campaign
 * makes them in a worker, model-check.ts), read instead of checking here.
 */
export function judge(
  mutant: Script | undefined,
  oracle: Oracle,
  all: readonly Observation[],
  modelChecks?: ModelChecks,
): Judgement {
  // A lane that refused its configuration says nothing about the mutant: it is set apart, not judged.
  const rejected = all.filter((o) => o.status === 'error' && o.errorKind === 'option');
  const outcomes = all.filter((o) => !rejected.includes(o));
  const answerFindings =
    oracle.kind === 'differential'
      ? [...differentialFindings(outcomes), ...(oracle.unknownIsFinding ? differentialIncompleteness(outcomes) : [])]
      : expectedFindings(outcomes, oracle.expected, oracle.unknownIsFinding);
  const regressions =
    oracle.kind === 'expected' && oracle.unknownIsFinding ? regressionFindings(outcomes, oracle.expected) : [];
  const models = invalidModels(mutant, outcomes, modelChecks);
  const findings = [
    ...crashFindings(outcomes),
    ...rejectionFindings(outcomes),
    ...answerFindings,
    ...regressions,
    ...models.findings,
  ].map((f) => {
    const byDesign = byDesignOf(f, outcomes);
    return byDesign ? { ...f, byDesign } : f;
  });
  return {
    findings,
    rejected: rejected.map((o) => ({ laneId: o.laneId, message: o.message ?? 'the solver refused an option' })),
    invalidMutant: isInvalidMutant(outcomes),
    timeouts: outcomes.filter((o) => o.status === 'timeout').length,
    unknowns: outcomes.filter((o) => o.status === 'ok' && o.answers.includes('unknown')).length,
    modelChecks: models.checked,
    modelChecksGaveUp: models.gaveUp,
    ...(findings.length === 0 ? { consensus: consensusOf(oracle, outcomes) } : {}),
  };
}

/** Agreement needs two lanes that decided. */
function consensusOf(oracle: Oracle, outcomes: readonly Observation[]): Consensus {
  const answers = outcomes
    .filter((o) => o.status === 'ok')
    .map(lastAnswer)
    .filter((a): a is 'sat' | 'unsat' => a === 'sat' || a === 'unsat');
  if (oracle.kind === 'expected') {
    return answers.length === 0
      ? { kind: 'inconclusive', why: 'undecided', expected: oracle.expected }
      : { kind: 'matches', expected: oracle.expected };
  }
  if (answers.length === 0) return { kind: 'inconclusive', why: 'undecided' };
  if (answers.length === 1) return { kind: 'inconclusive', why: 'one-decided' };
  return { kind: 'agree', answer: answers[0]! };
}
