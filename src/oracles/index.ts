// Judges one mutant: every oracle that applies, over the lanes' outcomes.
import type { Oracle } from '../mutators/types.js';
import type { Script } from '../smtlib/ast.js';
import type { Outcome } from '../solvers/outcome.js';
import { crashFindings } from './crash.js';
import { differentialFindings } from './differential.js';
import { expectedFindings } from './expected.js';
import { invalidModelFindings } from './invalid-model.js';
import { regressionFindings } from './regression.js';
import { isInvalidMutant, rejectionFindings } from './rejection.js';
import type { Verdict } from './types.js';

export type { FindingKind, RawFinding, Verdict } from './types.js';
export { FINDING_KINDS } from './types.js';

export function judge(mutant: Script, oracle: Oracle, outcomes: readonly Outcome[]): Verdict {
  const answerFindings =
    oracle.kind === 'differential'
      ? differentialFindings(outcomes)
      : expectedFindings(outcomes, oracle.expected, oracle.unknownIsFinding);
  const regressions =
    oracle.kind === 'expected' && oracle.unknownIsFinding ? regressionFindings(outcomes, oracle.expected) : [];
  return {
    findings: [
      ...crashFindings(outcomes),
      ...rejectionFindings(outcomes),
      ...answerFindings,
      ...regressions,
      ...invalidModelFindings(mutant, outcomes),
    ],
    invalidMutant: isInvalidMutant(outcomes),
    timeouts: outcomes.filter((o) => o.status === 'timeout').length,
    unknowns: outcomes.filter((o) => o.status === 'ok' && o.answers.includes('unknown')).length,
  };
}
