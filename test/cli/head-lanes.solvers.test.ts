// The solvers' heads as the CLI uses them, on real solvers: a head-solvers folder as scripts/head-solvers.sh leaves it
// (wrappers named by commit, a build record each), its wrappers standing in for the builds with Debian's newest cvc5
// and z3 that `npm test` installs first (the real heads take two hours to build, and no test depends on them). The
// heads become the default lanes; the live check runs a finding on the head first and on the releases beside it; the
// report names the head's commit, its configure options and configure's output; and cvc5 #9697's formula is held back
// as known to cvc5's tracker (fixed on cvc5 main).
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newestLanes, newestReleases } from '../../src/cli/newest.js';
import { installedSolvers } from '../../src/solvers/native/installed.js';
import { readFinding } from '../../src/finding/read.js';
import { resolveLanes } from '../../src/cli/lanes.js';
import { createNodeSolver } from '../../src/solvers/node-solvers.js';
import { findingFrom } from '../support/findings.js';
import { smtplay } from './run-cli.js';

const CORPUS = join(import.meta.dirname, '..', 'corpus');
/** Our gallery seed with OpFuzz's `=` → `distinct`: cvc5 1.3.2 segfaults (cvc5 issue #9697). */
const TO_SBV_1 = readFileSync(join(CORPUS, 'QF_BVFP', 'one-bit-rounding.smt2'), 'utf8').replace(
  '(assert (= b ((_ fp.to_sbv 1) RTP x)))',
  '(assert (distinct b ((_ fp.to_sbv 1) RTP x)))',
);

let heads: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  const cvc5 = installedSolvers().find((s) => s.family === 'cvc5' && s.version === '1.3.2');
  const z3 = installedSolvers().find((s) => s.family === 'z3');
  if (!cvc5 || !z3)
    throw new Error('no newest native solvers: run `bash scripts/newest-solvers.sh` (npm test does it)');
  heads = mkdtempSync(join(tmpdir(), 'smtplay-heads-'));
  mkdirSync(join(heads, 'bin'));
  mkdirSync(join(heads, 'builds'));
  for (const [name, program, solver] of [
    ['cvc5-main-0123456', cvc5.path, 'cvc5'],
    ['z3-main-89abcde', z3.path, 'z3'],
  ] as const) {
    writeFileSync(join(heads, 'bin', name), `#!/bin/sh\nexec "${program}" "$@"\n`, { mode: 0o755 });
    const record = {
      name,
      solver,
      version: solver === 'cvc5' ? 'cvc5 1.3.5.dev' : 'Z3 version 5.1.0 - 64 bit',
      commit: name.slice(-7),
      source: `${name}.tar.gz`,
      configure: solver === 'cvc5' ? 'production --assertions --no-poly --prefix=/opt/x' : '-DCMAKE_BUILD_TYPE=Release',
      configureSummary: 'Build profile             : production\nAssertions                : on',
      dependencies: 'libsymfpu-dev 0.0~git20190517.8fbe139-3 (Debian unstable)',
      compiler: 'c++ (Debian 16.2.0-4) 16.2.0',
      executable: program,
      builtAt: '2026-12-02T08:00:00Z',
    };
    writeFileSync(join(heads, 'builds', `${name}.json`), JSON.stringify(record));
  }
  env = { ...process.env, SMTPLAY_HEAD_SOLVERS: heads };
});

describe('the solvers’ heads', () => {
  it('are the default lanes, cvc5 main and Z3 main against Z3’s newest WebAssembly build', async () => {
    const lanes = await newestLanes(env);
    expect(lanes.specs).toEqual([
      'native:cvc5@main-0123456+--check-models',
      'native:z3@main-89abcde+model_validate=true',
      'z3@5.2.0+model_validate=true',
    ]);
    expect(lanes.notes[0]).toMatch(/^cvc5 main at 0123456 \(built here with its assertions on, .*cvc5-main-0123456\)/);
    // And the lanes resolve to the head's wrapper, which runs.
    const [lane] = await resolveLanes(['native:cvc5@main-0123456'], { env });
    expect(lane?.program).toBe(join(heads, 'bin', 'cvc5-main-0123456'));
  });

  it('decide a live check first, with the releases beside them after', async () => {
    const { releases } = await newestReleases(env);
    expect(releases.cvc5).toEqual(['native:cvc5@main-0123456', 'native:cvc5@1.3.2']);
    expect(releases.z3?.[0]).toBe('native:z3@main-89abcde');
    expect(releases.z3).toContain('z3@5.2.0');
  });

  it('cvc5 #9697’s formula is known to its tracker (fixed on main): never reported, with the issue named', async () => {
    const [cvc5Lane, z3Lane] = await resolveLanes(['native:cvc5@1.3.2', 'z3@5.2.0']);
    const outcomes = [];
    for (const lane of [cvc5Lane!, z3Lane!]) {
      const solver = createNodeSolver(lane, { warmSpare: false });
      await solver.start();
      outcomes.push({ ...(await solver.run(TO_SBV_1, { timeoutMs: 20_000 })), laneId: lane.id });
      solver.dispose();
    }
    expect(outcomes[0]).toMatchObject({ status: 'crash' });
    const f = findingFrom(TO_SBV_1, { kind: 'differential', expected: null }, outcomes)!;
    const dir = mkdtempSync(join(tmpdir(), 'smtplay-9697-'));
    writeFileSync(join(dir, 'finding.json'), JSON.stringify(f));
    const r = await smtplay(['report', dir, '--no-reduce'], { SMTPLAY_HEAD_SOLVERS: heads });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /smtplay report: Known: cvc5 #9697, fixed on main: https:\/\/github\.com\/cvc5\/cvc5\/issues\/9697 \(“Corner case in fp\.to_sbv causes a set fault”; cvc5 main on 2026-05-26/,
    );
    // The live check ran it on the head first (the stand-in shows it), then on the release.
    const read = readFinding(JSON.parse(readFileSync(join(dir, 'finding.json'), 'utf8')));
    const live = read.ok ? read.finding.live : undefined;
    expect(live?.checks?.map((c) => [c.lane, c.verdict])).toEqual([
      ['native:cvc5@main-0123456', 'bad'],
      ['native:cvc5@1.3.2', 'bad'],
    ]);
    expect(live?.text).toMatch(/^live in cvc5 main at 0123456 \(native\); also in cvc5 1\.3\.2 \(native\)/);
    // cvc5's safe mode (its fuzzing guidelines) leaves floating-point arithmetic out, in its own words.
    expect(live?.safeMode).toMatchObject({
      verdict: 'not-applicable',
      detail: expect.stringMatching(/in this configuration\. Try --fp/),
    });
    expect(readFileSync(join(dir, 'issue.md'), 'utf8')).toMatch(
      /^> Not for reporting: known: cvc5 #9697, fixed on main/,
    );
  });

  it('a report of a head’s finding names the commit, the configure options and configure’s output', async () => {
    const [cvc5Lane, z3Lane] = await resolveLanes(['native:cvc5@main-0123456', 'z3@5.2.0'], { env });
    const text = '(set-logic QF_BV)\n(declare-const x (_ BitVec 8))\n(assert (not (= x (_ bv0 8))))\n(check-sat)\n';
    const outcomes = [];
    for (const lane of [cvc5Lane!, z3Lane!]) {
      const solver = createNodeSolver(
        { ...lane, options: lane.family === 'cvc5' ? ['--bv-rw-extend-eq'] : [] },
        { warmSpare: false },
      );
      await solver.start();
      outcomes.push({
        ...(await solver.run(text, { timeoutMs: 20_000 })),
        laneId: lane.family === 'cvc5' ? `${lane.id}+--bv-rw-extend-eq` : lane.id,
      });
      solver.dispose();
    }
    const f = findingFrom(text, { kind: 'differential', expected: null }, outcomes);
    expect(f?.kind, JSON.stringify(outcomes.map((o) => [o.status, o.message]))).toBeDefined();
    const dir = mkdtempSync(join(tmpdir(), 'smtplay-head-report-'));
    writeFileSync(join(dir, 'finding.json'), JSON.stringify(f));
    const r = await smtplay(['report', dir, '--no-reduce', '--no-live', '--for', 'cvc5', '--force'], {
      SMTPLAY_HEAD_SOLVERS: heads,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      '**cvc5 version/commit**: https://github.com/cvc5/cvc5/commit/0123456 (cvc5\'s main branch, built from source, assertions on; `--version` prints "cvc5 1.3.5.dev")',
    );
    expect(r.stdout).toContain('```sh\n./configure.sh production --assertions --no-poly --prefix=/opt/x\n```');
    expect(r.stdout).toContain(
      '**`configure.sh` output**  \n```\nBuild profile             : production\nAssertions                : on\n```',
    );
    expect(r.stdout).toContain('$ cvc5 --lang smt2 --bv-rw-extend-eq bug.smt2');
  });
});
