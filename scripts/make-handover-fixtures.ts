// Usage: npx tsx scripts/make-handover-fixtures.ts — writes the finding folders that `smtplay report` is tested on
// (test/fixtures/findings/<name>/, as `smtplay fuzz` lays out a finding: finding.json, mutant.smt2, issue.md …),
// each from a real run of a formula of our corpus on its lanes, judged by the one judge; never a hand-written
// outcome. The horner crash is then bisected by the real `smtplay bisect` over every Z3 release on npm (fetched
// into the release cache), which writes its range into the folder. Run again to refresh them (the dates and
// times in them change; the findings must not).
//   horner-crash       Z3 5.2.0 crashes with smt.arith.nl.horner_frequency=0 on QF_ANIA/square-one-arrays.smt2
//                      ("remainder by zero"), Z3 4.8.17 answers sat: live in 5.2.0, regression since 4.10.0.
//   expp-crash-4.8.12  native z3 4.8.12 crashes with smt.arith.nl.expp=true on QF_NIA/cubes-sum.smt2
//                      (ASSERTION VIOLATION nla_core.cpp line 1420), cvc5 1.0.3 answers unsat; Z3 5.2.0 answers
//                      unsat with the same option, so it is fixed upstream.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findingFiles } from '../src/handover/finding-files.js';
import { makeFinding, solverInfo } from '../src/finding/record.js';
import { logicOf } from '../src/smtlib/logic.js';
import { nodeReportContext } from '../src/finding/node/platform.js';
import { resolveLanes } from '../src/cli/lanes.js';
import { withPool } from '../src/cli/pool.js';
import type { Oracle } from '../src/mutators/types.js';
import { judge } from '../src/oracles/index.js';
import { parseScript } from '../src/smtlib/parser.js';

const ROOT = join(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'findings');

interface Fixture {
  name: string;
  /** The formula, relative to test/corpus. */
  formula: string;
  lanes: string[];
  timeoutMs: number;
  /** `smtplay bisect --versions` over the finding folder, when the range is part of the fixture. */
  bisect?: string;
}

const FIXTURES_MADE: Fixture[] = [
  {
    name: 'horner-crash',
    formula: 'QF_ANIA/square-one-arrays.smt2',
    lanes: ['z3@5.2.0+smt.arith.nl.horner_frequency=0', 'z3@4.8.17+smt.arith.nl.horner_frequency=0'],
    timeoutMs: 10_000,
    bisect: '..',
  },
  {
    name: 'expp-crash-4.8.12',
    formula: 'QF_NIA/cubes-sum.smt2',
    lanes: ['native:z3+smt.arith.nl.expp=true', 'native:cvc5'],
    timeoutMs: 30_000,
  },
];

const oracle: Oracle = { kind: 'differential', expected: null };

for (const fixture of FIXTURES_MADE) {
  const text = readFileSync(join(ROOT, 'test', 'corpus', fixture.formula), 'utf8');
  const parsed = parseScript(text);
  if (!parsed.ok) throw new Error(`${fixture.formula}: ${parsed.error.message}`);
  const lanes = await resolveLanes(fixture.lanes);
  const { outcomes, versions } = await withPool(lanes, 1, async (run, started) => ({
    outcomes: await Promise.all(lanes.map((l) => run(l.id, text, { timeoutMs: fixture.timeoutMs }))),
    versions: started,
  }));
  const raw = judge(parsed.value, oracle, outcomes).findings[0];
  if (!raw)
    throw new Error(
      `${fixture.name}: the lanes show no finding (${outcomes.map((o) => `${o.laneId} ${o.status}`).join(', ')})`,
    );
  const finding = makeFinding({
    raw,
    logic: logicOf(parsed.value),
    rules: [],
    origin: 'step',
    mutant: text,
    seed: text,
    oracle,
    outcomes,
    solvers: lanes.map((l) => {
      const info = versions.get(l.id);
      return solverInfo(l, info && 'version' in info ? info.version : undefined);
    }),
    timeoutMs: fixture.timeoutMs,
  });
  const dir = join(FIXTURES, fixture.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of findingFiles(finding, nodeReportContext()))
    writeFileSync(join(dir, file.name), file.text, { mode: file.mode ?? 0o644 });
  console.log(`${fixture.name}: ${finding.kind} on ${finding.lanes.join(', ')}: ${finding.message.split('\n')[0]}`);
  if (fixture.bisect) {
    const out = execFileSync(
      process.execPath,
      [join(ROOT, 'bin', 'smtplay.js'), 'bisect', dir, '--versions', fixture.bisect],
      {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    console.log(out.trimEnd());
  }
}
