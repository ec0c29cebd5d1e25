// How the oracle-soundness harnesses (fusion-, janus-, sae-storm-soundness.ts) read one mutant's runs: through the
// one judge (src/oracles/judge.ts), as a campaign would. A mutant every lane refutes, all deciding against the
// oracle, is a bug in our mutator; any other finding of the judge (one lane against the oracle, a crash, a lane
// rejecting what another read, a model that falsifies the mutant) is a finding of the solvers; a mutant the
// judge finds nothing in is either decided as the oracle says by every lane, or left undecided.
import type { Oracle } from '../../src/mutators/types.js';
import { judge, type Judgement, type RawFinding } from '../../src/oracles/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { Outcome } from '../../src/solvers/outcome.js';

export type MutantClass = 'mutator-bug' | 'finding' | 'agree' | 'undecided';

export interface Judged {
  class: MutantClass;
  judgement: Judgement;
  /** The judge's findings, one line each. */
  findings: string[];
}

const line = (f: RawFinding): string => `${f.kind} on ${f.lanes.join(', ')}: ${f.message}`;

/** The judge's view of one mutant's outcomes on every lane, as one of the four classes the harnesses count. */
export function judgeMutant(text: string, oracle: Oracle, outcomes: readonly Outcome[]): Judged {
  const parsed = parseScript(text);
  const judgement = judge(parsed.ok ? parsed.value : undefined, oracle, outcomes);
  const findings = judgement.findings.map(line);
  const refuting = new Set(judgement.findings.filter((f) => f.kind === 'soundness').flatMap((f) => f.lanes));
  if (oracle.kind === 'expected' && outcomes.length > 1 && outcomes.every((o) => refuting.has(o.laneId)))
    return { class: 'mutator-bug', judgement, findings };
  if (judgement.findings.length > 0) return { class: 'finding', judgement, findings };
  const allDecided =
    judgement.consensus?.kind === 'matches' &&
    judgement.timeouts === 0 &&
    judgement.unknowns === 0 &&
    judgement.rejected.length === 0 &&
    !judgement.invalidMutant;
  return { class: allDecided ? 'agree' : 'undecided', judgement, findings };
}
