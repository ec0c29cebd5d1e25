// Reducing a finding's drawn options (handover/reduce-options.ts) with a stand-in lane whose crash races: it needs
// option a=1 and shows without b=1 on one run in three only, as Z3's local search does beside its core. ddmin, one
// run per candidate, may keep b=1; the confirming runs drop it. A deterministic crash keeps what it needs. Real Z3:
// test/campaign/option-fuzzing.solvers.test.ts.
import { describe, expect, it } from 'vitest';
import { planFor } from '../../src/oracles/index.js';
import { reduceOptions } from '../../src/handover/reduce-options.js';
import { keepFinding } from '../../src/reduce/predicates/keep-finding.js';
import { parseLaneSpec } from '../../src/solvers/lane-spec.js';
import type { RunLane } from '../../src/solvers/runner.js';
import { findingFrom } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

const TEXT = '(declare-const x Int)\n(assert (> x 3))\n(check-sat)\n';
const BASE = 'z3@5.2.0';
const OTHER = 'z3@4.8.17';

/** A lane that crashes under a=1 when `crashes` says so for its options and the count of its runs. */
function lane(crashes: (options: readonly string[], run: number) => boolean): RunLane {
  let runs = 0;
  return async (laneId) => {
    const parsed = parseLaneSpec(laneId);
    const options = parsed.ok ? parsed.value.options : [];
    if (laneId.startsWith(OTHER)) return outcome(laneId, { answers: ['sat'] });
    return crashes(options, runs++)
      ? outcome(laneId, { status: 'crash', message: 'ASSERTION VIOLATION Line: 1745' })
      : outcome(laneId, { answers: ['sat'] });
  };
}

async function reduced(run: RunLane) {
  const found = `${BASE}+a=1+b=1`;
  const f = findingFrom(TEXT, { kind: 'differential', expected: null }, [
    outcome(found, { status: 'crash', message: 'ASSERTION VIOLATION Line: 1745' }),
    outcome(OTHER, { answers: ['sat'] }),
  ])!;
  const plan = planFor(f, f.oracle, f.outcomes);
  if (!plan.ok) throw new Error(plan.reason);
  const { keeps, witnesses } = await keepFinding(run, plan.target, TEXT);
  return reduceOptions(run, plan.target, keeps, witnesses, TEXT, { [BASE]: ['a=1', 'b=1'] }, 1000);
}

describe('reduceOptions', () => {
  it('drops an option a racing crash shows without, though ddmin’s one run missed it', async () => {
    // Without b=1 the crash shows on every third run of the lane only.
    const racing = lane((o, run) => o.includes('a=1') && (o.includes('b=1') || run % 3 === 2));
    expect((await reduced(racing)).kept).toEqual({ [BASE]: ['a=1'] });
  });

  it('keeps every option a deterministic crash needs', async () => {
    const both = lane((o) => o.includes('a=1') && o.includes('b=1'));
    expect((await reduced(both)).kept).toEqual({ [BASE]: ['a=1', 'b=1'] });
    const one = lane((o) => o.includes('a=1'));
    expect((await reduced(one)).kept).toEqual({ [BASE]: ['a=1'] });
  });
});
