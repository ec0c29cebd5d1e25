// A wrong answer that only the mutator's construction contradicts (every lane gave it) is neither reduced nor offered:
// the construction's expectation holds for the mutant alone, so a reduction drifted to `(assert false)` or
// `(check-sat)` and offered that (eleven Z3 findings in one run of 2026-12-03, on all three Z3 lanes); with a lane that
// answers as expected beside it, the same finding reduces and is offered. Solver stand-ins (unit tier): every lane
// says unsat on anything, or one of them says sat while `(> x 2)` is asserted.
import { describe, expect, it } from 'vitest';
import { reduceStep } from '../../src/handover/reduce.js';
import { reportOf } from '../../src/handover/report-decision.js';
import type { RunLane } from '../../src/solvers/runner.js';
import { findingFrom } from '../support/findings.js';
import { answered } from '../support/outcome.js';

const Z3 = 'z3@5.2.0';
const NATIVE_Z3 = 'native:z3@4.13.3';
const CVC5 = 'native:cvc5@1.3.2';
const NOISE = Array.from({ length: 8 }, (_, i) => `(declare-const n${i} Int)\n(assert (>= n${i} ${i}))`).join('\n');
const TEXT = `(declare-const x Int)\n${NOISE}\n(assert (> x 2))\n(check-sat)\n`;
const EXPECTS_SAT = { kind: 'expected', expected: 'sat' } as const;

/** The Z3 lanes say unsat on everything; cvc5 says sat while `(> x 2)` is there, else unsat. */
const run: RunLane = async (laneId, text) =>
  answered(laneId, laneId === CVC5 && text.includes('(> x 2)') ? 'sat' : 'unsat');

async function findingOn(lanes: readonly string[]) {
  const outcomes = await Promise.all(lanes.map((l) => run(l, TEXT, { timeoutMs: 1 })));
  return findingFrom(TEXT, EXPECTS_SAT, outcomes)!;
}

describe('a wrong answer that only the construction contradicts', () => {
  it('is not reduced and is held back, saying how to check it', async () => {
    const found = await findingOn([Z3, NATIVE_Z3]);
    expect(found).toMatchObject({ kind: 'soundness' });
    const { finding } = await reduceStep(found, run);
    // Nothing smaller was kept: every candidate of a drifting reduction would have been "interesting".
    expect(finding.reduction?.finding?.mutant ?? finding.mutant).toBe(TEXT);
    const decision = reportOf(finding, { platform: 'Linux x64' });
    expect(decision).toMatchObject({ ok: false, held: 'unwitnessed', canForce: true });
    expect(decision.ok ? '' : decision.why).toMatch(/only the mutator's construction says the formula is sat/);
    expect(reportOf(finding, { platform: 'Linux x64' }, { force: true }).ok).toBe(true);
  });

  it('is reduced and offered when a lane answers as the construction expects', async () => {
    const found = await findingOn([Z3, CVC5]);
    const { finding } = await reduceStep(found, run);
    const reduced = finding.reduction!.finding!;
    expect(reduced.mutant.length).toBeLessThan(TEXT.length);
    expect(reduced.mutant).toContain('(> x 2)');
    expect(reportOf(finding, { platform: 'Linux x64' }).ok).toBe(true);
  });
});
