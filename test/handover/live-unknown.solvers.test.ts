// The live check of an unknown, on real solvers: only the solver that gave up runs as its newest release; the lane
// that decided is the reference and is kept as it ran. Our formulas (test/corpus/manifest.tsv):
//   QF_BVFP/one-bit-rounding.smt2: Debian's z3 4.8.12 answers unknown, cvc5 1.0.3 sat; Z3 5.2.0 answers sat, so
//     the finding is fixed. Were cvc5 checked too, its newest release, still sat beside the old z3's unknown, would call
//     it live (the check did so before).
//   UF/finite-model.smt2: cvc5 1.0.3 answers unknown without --finite-model-find, z3 sat; the newest cvc5 still
//     answers unknown: live in cvc5, and no Z3 release is run.
import { describe, expect, it } from 'vitest';
import { oneShotRunLane } from '../../src/cli/lane-runner.js';
import { newestReleases } from '../../src/cli/newest.js';
import { liveCheck } from '../../src/handover/live-check.js';
import { familyOf } from '../../src/solvers/lane-spec.js';
import { readCorpusSeed } from '../support/corpus.js';
import { findingFrom } from '../support/findings.js';

const oracle = { kind: 'differential', expected: null, unknownIsFinding: true } as const;
const TIMEOUT_MS = 20_000;

/** The unknown finding `seed` gives on the two lanes, as the page records it (the lane that gave up first). */
async function unknownFinding(seed: string, lanes: [string, string]) {
  const text = readCorpusSeed(seed).text;
  const run = oneShotRunLane();
  const outcomes = await Promise.all(lanes.map((l) => run(l, text, { timeoutMs: TIMEOUT_MS })));
  const finding = findingFrom(text, oracle, outcomes, TIMEOUT_MS);
  expect(finding, `${lanes.join(' and ')}: ${outcomes.map((o) => o.answers).join(' | ')}`).toMatchObject({
    kind: 'incompleteness',
    lanes,
  });
  return { finding: finding!, run };
}

describe('the live check of an unknown runs the newest release of the solver that gave up, and only it', () => {
  it('finds a z3 4.8.12 unknown fixed by Z3 5.2.0, without running the newest cvc5 in place of the deciding one', async () => {
    const { finding, run } = await unknownFinding('QF_BVFP/one-bit-rounding.smt2', [
      'native:z3@4.8.12',
      'native:cvc5@1.0.3',
    ]);
    const { releases } = await newestReleases();
    expect(releases.cvc5?.length).toBeGreaterThan(0);
    const live = await liveCheck({ finding, newest: releases, run });
    expect(live).toMatchObject({ verdict: 'fixed', family: 'z3' });
    expect(live.text).toMatch(/^fixed by Z3 \d+\.\d+\.\d+ \(seen on z3 4\.8\.12 \(native\)\)/);
    expect(live.checks?.map((c) => familyOf(c.lane))).not.toContain('cvc5');
  });

  it('finds a cvc5 1.0.3 unknown live in the newest cvc5, and runs no Z3 release', async () => {
    const { finding, run } = await unknownFinding('UF/finite-model.smt2', ['native:cvc5@1.0.3', 'native:z3@4.8.12']);
    const { releases } = await newestReleases();
    const live = await liveCheck({ finding, newest: releases, run });
    expect(live).toMatchObject({ verdict: 'live', family: 'cvc5' });
    expect(live.text).toMatch(/^live in cvc5 1\.3\.\d+ \(native\)$/);
    expect(live.checks?.map((c) => familyOf(c.lane))).toEqual(['cvc5']);
  });
});
