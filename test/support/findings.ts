// A finding record as the page or a campaign makes one, from a mutant and the lanes' outcomes on it: the
// judge's first finding (undefined when the lanes show none).
import type { LiveCheck } from '../../src/finding/live-verdict.js';
import { makeFinding, solverInfo, type Finding } from '../../src/finding/record.js';
import type { Oracle } from '../../src/mutators/types.js';
import { judge } from '../../src/oracles/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { parseLane } from '../../src/solvers/lane-spec.js';
import type { Outcome } from '../../src/solvers/outcome.js';

export function findingFrom(
  mutant: string,
  oracle: Oracle,
  outcomes: readonly Outcome[],
  timeoutMs = 10_000,
): Finding | undefined {
  const parsed = parseScript(mutant);
  const raw = judge(parsed.ok ? parsed.value : undefined, oracle, outcomes).findings[0];
  if (!raw) return undefined;
  return makeFinding({
    raw,
    logic: 'none',
    rules: [],
    origin: 'step',
    mutant,
    seed: mutant,
    oracle,
    outcomes,
    solvers: outcomes.map((o) => {
      const lane = parseLane(o.laneId);
      if (!lane.ok) throw new Error(lane.error.message);
      return solverInfo(lane.value, undefined);
    }),
    timeoutMs,
  });
}

/** A live check that found the finding still shown by Z3 main (its verdict and words as live-check.ts keeps them). */
export const LIVE_IN_Z3_MAIN: LiveCheck = {
  verdict: 'live',
  family: 'z3',
  seenOn: ['z3 main'],
  detail: 'still shows',
  at: '2026-12-05T04:00:00Z',
  text: 'live in z3 main',
};
