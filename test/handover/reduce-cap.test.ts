// A reduction stopped before its fixpoint (its time cap, or Cancel) leaves a record that is "not reduced yet": no
// report is offered for it, and the next reduction carries on from the reduced record instead of starting over; the
// record keeps what it was reduced from. A solver stand-in (unit tier): cvc5 crashes while `(> x 2)` is asserted.
import { describe, expect, it } from 'vitest';
import { reduceStep } from '../../src/handover/reduce.js';
import { reportOf } from '../../src/handover/report-decision.js';
import type { RunLane } from '../../src/solvers/runner.js';
import { findingFrom } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

const CVC5 = 'native:cvc5@1.3.2';
const Z3 = 'z3@5.2.0';
const NOISE = Array.from({ length: 12 }, (_, i) => `(declare-const n${i} Int)\n(assert (>= n${i} ${i}))`).join('\n');
const TEXT = `(declare-const x Int)\n${NOISE}\n(assert (> x 2))\n(check-sat)\n`;

const run: RunLane = async (laneId, text) =>
  laneId === CVC5 && text.includes('(> x 2)')
    ? outcome(laneId, { status: 'crash', message: 'Fatal failure', stderr: 'Fatal failure at f.cpp:1' })
    : outcome(laneId, { answers: ['sat'], stdout: 'sat\n' });

/** The finding, and its reduction stopped at its first accepted step (as a cap would stop it). */
async function cappedAtFirstStep() {
  const found = findingFrom(TEXT, { kind: 'differential', expected: null }, [
    await run(CVC5, TEXT, { timeoutMs: 1 }),
    await run(Z3, TEXT, { timeoutMs: 1 }),
  ])!;
  const stop = new AbortController();
  const first = await reduceStep(found, run, {
    signal: stop.signal,
    onProgress: (p) => {
      if (p.accepted) stop.abort();
    },
  });
  return { found, first };
}

describe('a reduction stopped at its cap', () => {
  it('is not reduced yet, is not offered, and the next reduction carries on from it', async () => {
    const { found, first } = await cappedAtFirstStep();
    const kept = first.finding.reduction!;
    expect(kept.capped).toBe(true);
    expect(kept.finding!.mutant.length).toBeLessThan(TEXT.length);
    expect(reportOf(first.finding, { platform: 'Linux x64' })).toMatchObject({
      ok: false,
      held: 'unreduced',
      canForce: true,
    });

    const second = await reduceStep(first.finding, run);
    const done = second.finding.reduction!;
    expect(done.capped).toBeUndefined();
    expect(done.finding!.mutant.length).toBeLessThan(kept.finding!.mutant.length);
    expect(done.finding!.mutant).toContain('(> x 2)');
    expect(done.finding!.reducedFrom).toMatchObject({ id: found.id, bytes: TEXT.length });
    expect(reportOf(second.finding, { platform: 'Linux x64' }).ok).toBe(true);
  });

  it('keeps its capped record when carrying it on makes nothing, and its hold says why instead of "reduce it again"', async () => {
    const { first } = await cappedAtFirstStep();
    const kept = first.finding.reduction!;
    // The carry-on's runs no longer show the crash (a race that its golden runs miss, as in head-public-15).
    const gone: RunLane = async (laneId) => outcome(laneId, { answers: ['sat'], stdout: 'sat\n' });
    const second = await reduceStep(first.finding, gone);
    const after = second.finding.reduction!;
    expect(after.capped).toBe(true);
    expect(after.finding).toEqual(kept.finding);
    expect(after.failed).toMatch(/^carrying it on stopped: /);
    const decision = reportOf(second.finding, { platform: 'Linux x64' });
    expect(decision).toMatchObject({ ok: false, held: 'unreduced' });
    expect(!decision.ok && decision.why).toContain(after.failed);
    expect(!decision.ok && decision.why).not.toContain('reduce it again');
  });
});
