// On real Z3: a wrong answer that only the construction contradicts is neither reduced nor offered, and with a lane
// that answers as the construction expects it is both. Our formula: the last 7 in [7, 5] is at 0, yet Z3 from 4.15.3
// on (5.2.0 here) and before 4.12 (Debian's 4.8.12) say it can be elsewhere (sat, where it is unsat); z3 4.13.3
// (scripts/newest-solvers.sh) answers unsat. Stand-in lanes: test/handover/unwitnessed.test.ts.
import { describe, expect, it } from 'vitest';
import { oneShotRunLane } from '../../src/cli/lane-runner.js';
import { reduceStep } from '../../src/handover/reduce.js';
import { reportOf } from '../../src/handover/report-decision.js';
import { findingFrom } from '../support/findings.js';

const TEXT = [
  '(declare-const s (Seq Int))',
  '(declare-const n Int)',
  '(assert (= s (seq.++ (seq.unit 7) (seq.unit 5))))',
  '(assert (>= n 0))',
  '(assert (not (= (seq.last_indexof s (seq.unit 7)) 0)))',
  '(check-sat)',
  '',
].join('\n');
const EXPECTS_UNSAT = { kind: 'expected', expected: 'unsat' } as const;
const TIMEOUT_MS = 20_000;

async function findingOn(lanes: readonly string[]) {
  const run = oneShotRunLane();
  const outcomes = await Promise.all(lanes.map((l) => run(l, TEXT, { timeoutMs: TIMEOUT_MS })));
  return { run, found: findingFrom(TEXT, EXPECTS_UNSAT, outcomes, TIMEOUT_MS)! };
}

describe('a wrong answer on real Z3 that only the construction contradicts', () => {
  it('is not reduced and is held back when every lane gives it', async () => {
    const { run, found } = await findingOn(['z3@5.2.0', 'native:z3@4.8.12']);
    expect(found).toMatchObject({ kind: 'soundness' });
    const { finding } = await reduceStep(found, run);
    expect(finding.reduction?.finding?.mutant ?? finding.mutant).toBe(TEXT);
    expect(reportOf(finding, { platform: 'Linux' })).toMatchObject({ ok: false, held: 'unwitnessed' });
  });

  it('is reduced and offered beside a Z3 that answers unsat', async () => {
    const { run, found } = await findingOn(['z3@5.2.0', 'native:z3@4.13.3']);
    const { finding } = await reduceStep(found, run);
    const reduced = finding.reduction!.finding!;
    expect(reduced.mutant.length).toBeLessThan(TEXT.length);
    expect(reduced.mutant).toContain('seq.last_indexof');
    expect(reportOf(finding, { platform: 'Linux' }).ok).toBe(true);
  }, 300_000);
});
