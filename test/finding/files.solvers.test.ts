// A finding's files on a real finding: the z3str3 disagreement kept as a fixture (our seed, rebuilt by the
// campaign's code). Its reproduce.sh runs each lane as the exact release it names (smtplay, not whatever z3 is on the
// PATH) and shows the same disagreement, and smtplay reads its finding.json back.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFinding } from '../../src/finding/read.js';
import { writeBundle, bundleDir } from '../../src/handover/node/bundle.js';
import { readFindingDir } from '../../src/cli/finding-dir.js';
import { findingFrom } from '../support/findings.js';
import { loadFindingFixture, Z3STR3_DISAGREEMENT } from '../support/finding-fixture.js';
import { outcome } from '../support/outcome.js';

describe('finding files of the z3str3 fixture', () => {
  it('reproduce.sh shows the disagreement with native z3; finding.json reads back', async () => {
    const fixture = loadFindingFixture(Z3STR3_DISAGREEMENT);
    const outcomes = fixture.lanes.map((laneId, i) => outcome(laneId, { answers: [fixture.answers[i]!], timeMs: 10 }));
    // The finding's time limit is reproduce.sh's: generous, so that a busy machine does not turn an answer into a
    // timeout (a run of this file beside a campaign at load 8 saw one).
    const finding = findingFrom(fixture.mutant, { kind: 'differential', expected: null }, outcomes, 120_000)!;
    const dir = mkdtempSync(join(tmpdir(), 'finding-files-'));
    await writeBundle(dir, finding);
    const folder = bundleDir(dir, finding);
    const smtplay = `node ${fileURLToPath(new URL('../../bin/smtplay.js', import.meta.url))}`;
    const out = execFileSync('sh', ['reproduce.sh'], {
      cwd: folder,
      encoding: 'utf8',
      env: { ...process.env, SMTPLAY: smtplay },
    });
    const lines = out.split('\n').filter(Boolean);
    expect(lines.map((l) => l.replace(/ +\d+ ms$/, '').replace(/ +/g, ' '))).toEqual([
      '== Z3 5.2.0',
      'z3@5.2.0 unsat ok',
      '== Z3 4.8.17 (smt.string_solver=z3str3)',
      'z3@4.8.17+smt.string_solver=z3str3 sat ok',
    ]);
    expect(readFindingDir(folder)).toEqual(finding);
    expect(readFinding(finding).ok).toBe(true);
  });
});
