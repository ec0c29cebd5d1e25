// The z3str3 fixture finding written as a campaign's finding folder (finding.json, mutant.smt2, issue.md …), for
// the commands that read one (`smtplay bisect`, `smtplay reduce`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleDir, writeBundle } from '../../src/handover/node/bundle.js';
import type { Finding } from '../../src/finding/record.js';
import { loadFindingFixture, Z3STR3_DISAGREEMENT } from './finding-fixture.js';
import { findingFrom } from './findings.js';
import { outcome } from './outcome.js';

/** The folder and the record in it; the outcomes are the ones the fixture records (the lanes are not run). */
export async function z3str3FindingFolder(): Promise<{ dir: string; finding: Finding }> {
  const fixture = loadFindingFixture(Z3STR3_DISAGREEMENT);
  const outcomes = fixture.lanes.map((laneId, i) => outcome(laneId, { answers: [fixture.answers[i]!], timeMs: 10 }));
  const finding = findingFrom(fixture.mutant, { kind: 'differential', expected: null }, outcomes, 20_000);
  if (!finding) throw new Error('the z3str3 fixture shows no finding');
  const out = mkdtempSync(join(tmpdir(), 'smtplay-finding-'));
  await writeBundle(out, finding);
  return { dir: bundleDir(out, finding), finding };
}
