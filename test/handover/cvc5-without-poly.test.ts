// A cvc5 unknown on nonlinear arithmetic from a cvc5 build without LibPoly (scripts/head-solvers.sh configures
// --no-poly: LibPoly is not to be had here) is our build's limit, held back and forceable; an unknown on linear
// arithmetic, or from a build whose configuration is not known or has LibPoly, is not. Stand-in outcomes (unit tier);
// what cvc5 main does with `(* x x)` = 3 without LibPoly is in BENCHMARKS (bug yield, 2026-12-04/05).
import { describe, expect, it } from 'vitest';
import { reportOf } from '../../src/handover/report-decision.js';
import type { ReportContext } from '../../src/finding/report/index.js';
import { findingFrom } from '../support/findings.js';
import { outcome } from '../support/outcome.js';

const HEAD = 'native:cvc5@main-190adc3+--check-models+--no-nl-ext-tplanes';
const EXPECTS = { kind: 'expected', expected: 'sat', unknownIsFinding: true } as const;
const unknownOn = (lane: string, text: string) =>
  findingFrom(text, EXPECTS, [outcome(lane, { answers: ['unknown'] })])!;
const built = (configure: string): ReportContext => ({
  platform: 'Linux x64',
  builds: (lane) =>
    lane.family === 'cvc5' && lane.version === 'main-190adc3'
      ? { origin: "cvc5's main branch, built from source", commit: '190adc3', configure, assertions: true, wasm: false }
      : undefined,
});
const NO_POLY = built('production --assertions --no-poly --prefix=/opt/cvc5-main-190adc3');
const SQUARE = '(declare-fun s () Real)\n(assert (= 3.0 (* s s)))\n(check-sat)\n';

describe('a cvc5 unknown on nonlinear arithmetic from a build without LibPoly', () => {
  it("is held back as our build's limit, and forcing writes the report", () => {
    for (const text of [
      SQUARE,
      '(declare-fun s () Real)\n(declare-fun t () Real)\n(assert (= 1.0 (/ s t)))\n(assert (> (* 2.0 s t) 3.0))\n(check-sat)\n',
      '(declare-fun s () Real)\n(assert (> (exp s) 2.0))\n(check-sat)\n',
    ]) {
      const held = reportOf(unknownOn(HEAD, text), NO_POLY);
      expect(held, text).toMatchObject({ ok: false, held: 'our-limit', canForce: true });
      expect(held.ok ? '' : held.why).toMatch(/only with LibPoly .*configured `production --assertions --no-poly/);
      expect(reportOf(unknownOn(HEAD, text), NO_POLY, { force: true }).ok, text).toBe(true);
    }
  });

  it('is not held for that on linear arithmetic, with LibPoly, or when the build is not known', () => {
    const linear =
      '(declare-fun s () Real)\n(assert (> (* 2.0 s) (/ s 4.0)))\n(assert (< (* (- 3) s) 1.0))\n(check-sat)\n';
    expect(reportOf(unknownOn(HEAD, linear), NO_POLY).ok).toBe(true);
    expect(reportOf(unknownOn(HEAD, SQUARE), built('production --assertions --poly')).ok).toBe(true);
    expect(reportOf(unknownOn('native:cvc5@1.3.2', SQUARE), { platform: 'Linux x64' }).ok).toBe(true);
  });
});
