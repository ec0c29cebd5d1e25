// The report of a playground finding, on the z3str3 disagreement kept as a fixture: the GitHub issue text
// carries the formula, the solvers and the command lines, and the bundle's reproduce.sh, run with Debian's
// native z3, shows the same disagreement (z3 4.8.12's z3str3 has the same bug as 4.8.17's).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tarArchive } from '../../src/share/tar.js';
import { findingBundle, githubIssue, type FindingFacts } from '../../src/ui-state/finding-report.js';
import { loadFindingFixture, Z3STR3_DISAGREEMENT, type FindingFixture } from '../support/finding-fixture.js';

let fixture: FindingFixture;
let facts: FindingFacts;
beforeAll(() => {
  fixture = loadFindingFixture(Z3STR3_DISAGREEMENT);
  facts = {
    mutant: fixture.mutant,
    seed: '(check-sat)\n',
    oracle: { kind: 'differential', expected: null },
    verdict: 'the lanes disagree (sat vs unsat)',
    observed: fixture.lanes.map((lane, i) => ({ lane, status: 'ok' as const, answers: [fixture.answers[i]!] })),
    versions: { 'z3@5.2.0': '5.1.0.0', 'z3@4.8.17+smt.string_solver=z3str3': '4.8.17.0' },
    timeoutMs: 5000,
    made: {
      mutator: fixture.mutator,
      rngSeed: fixture.config.rngSeed,
      step: fixture.step,
      rules: ['typefuzz:hole→str.<'],
    },
    link: 'http://localhost/#s=abc',
  };
});

describe('finding report', () => {
  it('writes a GitHub issue with the formula, solvers, observed vs expected and native command lines', () => {
    const md = githubIssue(facts);
    expect(md).toContain('### the lanes disagree (sat vs unsat) — Z3 5.2.0 vs Z3 4.8.17 (smt.string_solver=z3str3)');
    expect(md).toContain('**Observed:** Z3 5.2.0 says unsat; Z3 4.8.17 (smt.string_solver=z3str3) says sat');
    expect(md).toContain('the solvers agree');
    expect(md).toContain(`\`\`\`smt2\n${fixture.mutant.trimEnd()}\n\`\`\``);
    expect(md).toContain('- Z3 4.8.17 (smt.string_solver=z3str3): z3-solver WebAssembly, reports 4.8.17.0');
    expect(md).toContain('z3 -smt2 smt.string_solver=z3str3 mutant.smt2   # Z3 4.8.17 (smt.string_solver=z3str3)');
    expect(md).toContain('Found by typefuzz (rng seed 25, step 1');
    expect(md).toContain('http://localhost/#s=abc');
  });

  it('bundles files whose reproduce.sh shows the disagreement with native z3', () => {
    const dir = mkdtempSync(join(tmpdir(), 'finding-bundle-'));
    writeFileSync(join(dir, 'finding.tar'), tarArchive(findingBundle(facts)));
    execFileSync('tar', ['-xf', 'finding.tar'], { cwd: dir });
    const out = execFileSync('sh', ['reproduce.sh'], { cwd: dir, encoding: 'utf8' });
    expect(out.split('\n').filter(Boolean)).toEqual([
      '== Z3 5.2.0',
      'unsat',
      '== Z3 4.8.17 (smt.string_solver=z3str3)',
      'sat',
    ]);
  });
});
