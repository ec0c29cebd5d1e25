// A Z3 unknown on pi, e or a transcendental function is Z3's known limit (it interprets them only partially, Z3 #772)
// and is held back, forceable; an unknown without them, or on a formula that declares its own `pi`, or cvc5's, is
// not. Stand-in outcomes (unit tier); on real Z3: test/handover/z3-transcendental.solvers.test.ts.
import { describe, expect, it } from 'vitest';
import { reportOf } from '../../src/handover/report-decision.js';
import { findingFrom } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

const EXPECTS = { kind: 'expected', expected: 'sat', unknownIsFinding: true } as const;
const unknownOn = (lane: string, text: string) =>
  findingFrom(text, EXPECTS, [outcome(lane, { answers: ['unknown'] })])!;
const decide = (lane: string, text: string) => reportOf(unknownOn(lane, text), { platform: 'Linux x64' });

describe("a Z3 unknown on Z3's transcendentals", () => {
  it('is held back as its known limit, and forcing writes the report', () => {
    for (const text of [
      '(assert (< 0.0 euler))\n(check-sat)\n',
      '(declare-const x Real)\n(assert (< x pi))\n(assert (> x 3.0))\n(check-sat)\n',
      '(declare-const x Real)\n(assert (> (sin x) 0.5))\n(check-sat)\n',
    ]) {
      const held = decide('native:z3@main-aaf2464+model_validate=true', text);
      expect(held, text).toMatchObject({ ok: false, held: 'incomplete-by-design', canForce: true });
      expect(held.ok ? '' : held.why).toMatch(/only partially \(its maintainer, Z3 #772\)/);
      const forced = reportOf(unknownOn('z3@5.2.0', text), { platform: 'Linux x64' }, { force: true });
      expect(forced.ok, text).toBe(true);
    }
  });

  it('is not held for that without them, for a pi of the formula’s own, or on cvc5', () => {
    expect(decide('z3@5.2.0', '(declare-const x Real)\n(assert (> (* x x) 2.0))\n(check-sat)\n').ok).toBe(true);
    expect(decide('z3@5.2.0', '(declare-const pi Real)\n(assert (< 0.0 pi))\n(check-sat)\n').ok).toBe(true);
    expect(decide('z3@5.2.0', '(declare-const epic Real)\n(assert (< 0.0 epic))\n(check-sat)\n').ok).toBe(true);
    expect(decide('native:cvc5@1.3.2', '(assert (< 0.0 real.pi))\n(check-sat)\n').ok).toBe(true);
  });
});
