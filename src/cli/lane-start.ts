// A command's lanes are ready once each started and answered `(check-sat)` under its own options. A solver
// that refuses a lane's option (`z3+smt.bogus=1`, `native:cvc5+--no-such-flag`) or a program that answers no
// check-sat says so at start, as the user's mistake (exit 2) with what to type instead, not as a failed run
// of every mutant or a result row that looks like one.
import type { Lane } from '../solvers/lane.js';
import type { RunLane } from '../solvers/runner.js';
import { UsageError } from './io.js';

/** Enough for any solver to answer an empty check-sat on a busy machine; a slower lane is let through. */
const PROBE_TIMEOUT_MS = 60_000;

const OPTION_HELP = { z3: '`z3 -p` lists Z3’s parameters', cvc5: '`cvc5 --help` lists cvc5’s options' } as const;

/** Started: each lane's version or why it did not load (SolverPool.start). */
export async function checkLanesAnswer(
  lanes: readonly Lane[],
  started: ReadonlyMap<string, { version: string } | { error: string }>,
  run: RunLane,
): Promise<void> {
  for (const lane of lanes) {
    const info = started.get(lane.id);
    if (info && 'error' in info)
      throw new UsageError(`${lane.id} does not start (${oneLine(info.error)}): check the lane, or leave it out`);
  }
  const outcomes = await Promise.all(lanes.map((l) => run(l.id, '(check-sat)\n', { timeoutMs: PROBE_TIMEOUT_MS })));
  for (const [i, o] of outcomes.entries()) {
    const lane = lanes[i]!;
    if ((o.status === 'ok' && o.answers.length > 0) || o.status === 'timeout') continue;
    if (o.errorKind === 'option')
      throw new UsageError(
        `${lane.id}: the solver refuses the lane's options (${oneLine(o.message)}): correct or drop them (${OPTION_HELP[lane.family]})`,
      );
    throw new UsageError(
      `${lane.id} does not answer (check-sat) (${o.status === 'ok' ? 'no answer' : o.status}: ${oneLine(o.message || o.stdout) || 'no output'}): ` +
        (lane.backend === 'native'
          ? 'give native: the path of a z3 or cvc5 program'
          : 'check the lane, or leave it out'),
    );
  }
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}
