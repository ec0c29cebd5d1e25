// A crash finding record as a campaign makes one (native z3 crashing on `mutant`), for tests of what is done with
// records: known sets, merging. Findings with different messages are different bugs.
import { makeFinding, type Finding } from '../../src/finding/record.js';
import { finding } from '../../src/oracles/index.js';
import type { Outcome } from '../../src/solvers/outcome.js';

const LANE = 'native:z3@4.8.12';

export function crashFinding(message: string, mutant = '(check-sat)\n'): Finding {
  const outcome: Outcome = {
    laneId: LANE,
    answers: [],
    stdout: '',
    stderr: message,
    status: 'crash',
    message,
    timeMs: 12,
  };
  return makeFinding({
    raw: finding({ kind: 'crash', lanes: [LANE], said: ['crash'], detail: message }),
    logic: 'QF_FP',
    rules: [],
    origin: 'campaign',
    mutant,
    seed: mutant,
    oracle: { kind: 'differential', expected: null },
    outcomes: [outcome],
    solvers: [],
    timeoutMs: 5000,
  });
}
