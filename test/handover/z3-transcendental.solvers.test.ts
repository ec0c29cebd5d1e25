// On real Z3 (5.2.0 in WebAssembly, and Debian's native z3 4.8.12): Z3 says unknown on `0 < e`, a formula of ours that
// its construction calls sat, and the report decision holds that back as Z3's known limit (Z3 #772) unless forced. The
// stand-in cases: test/handover/z3-transcendental.test.ts.
import { describe, expect, it } from 'vitest';
import { oneShotRunLane } from '../../src/cli/lane-runner.js';
import { reportOf } from '../../src/handover/report-decision.js';
import { findingFrom } from '../support/findings.js';

const TEXT = '(assert (< 0.0 euler))\n(check-sat)\n';
const TIMEOUT_MS = 20_000;

describe("a Z3 unknown on Z3's transcendentals, on real Z3", () => {
  it.each(['z3@5.2.0', 'native:z3@4.8.12'])('%s gives up on 0 < e, and the report is held back', async (lane) => {
    const outcome = await oneShotRunLane()(lane, TEXT, { timeoutMs: TIMEOUT_MS });
    expect(outcome.answers, outcome.stdout).toEqual(['unknown']);
    const oracle = { kind: 'expected', expected: 'sat', unknownIsFinding: true } as const;
    const finding = findingFrom(TEXT, oracle, [outcome], TIMEOUT_MS)!;
    expect(finding.kind).toBe('incompleteness');
    expect(reportOf(finding, { platform: 'Linux' })).toMatchObject({ ok: false, held: 'incomplete-by-design' });
    expect(reportOf(finding, { platform: 'Linux' }, { force: true }).ok).toBe(true);
  });
});
