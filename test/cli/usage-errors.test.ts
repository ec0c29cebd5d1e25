// Every way a person's arguments, lanes or paths can be wrong that the CLI sees before a solver starts: exit 2
// and one sentence that names what to type instead, never "internal error" and a stack trace (exit 3 is for our
// bugs). Run in-process through main(); the cases that need a solver running are in usage-errors.solvers.test.ts.
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBundle, bundleDir } from '../../src/handover/node/bundle.js';
import { EXIT } from '../../src/cli/exit-codes.js';
import { checkOutFile, pathError, prepareOutDir } from '../../src/cli/files.js';
import { UsageError } from '../../src/cli/io.js';
import { cvc5WasmProblem } from '../../src/cli/lanes.js';
import { main } from '../../src/cli/main.js';
import { findingFrom } from '../support/findings.js';
import { answered } from '../support/outcome.js';

const dir = mkdtempSync(join(tmpdir(), 'smtplay-usage-'));
const at = (name: string): string => join(dir, name);
const SAT = at('sat.smt2');
const SAT2 = at('sat2.smt2');

// What the CLI finds at hand (CVC5 builds, installed solvers, Z3 releases) must not depend on this machine's cache.
const userCache = process.env.SMTPLAY_CACHE;
afterAll(() => {
  if (userCache === undefined) delete process.env.SMTPLAY_CACHE;
  else process.env.SMTPLAY_CACHE = userCache;
});

beforeAll(async () => {
  process.env.SMTPLAY_CACHE = at('machine-cache');
  writeFileSync(SAT, '(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> x 1))\n(check-sat)\n');
  writeFileSync(SAT2, '(set-info :status sat)\n(declare-const y Int)\n(assert (< y 1))\n(check-sat)\n');
  writeFileSync(at('broken.smt2'), '(assert (> x\n');
  writeFileSync(at('ill-sorted.smt2'), '(declare-const x Int)\n(assert (+ x 1))\n(check-sat)\n');
  writeFileSync(at('says-sat.smt2'), '(set-info :status sat)\n(check-sat)\n');
  mkdirSync(at('empty'));
  mkdirSync(at('z3-folder'));
  writeFileSync(at('z3-not-executable'), '#!/bin/sh\n');
  chmodSync(at('z3-not-executable'), 0o644);
  mkdirSync(at('bad-campaign'));
  writeFileSync(at('bad-campaign/campaign.json'), 'garbage\n');
  mkdirSync(at('odd-campaign'));
  writeFileSync(at('odd-campaign/campaign.json'), '{"seeds": 3}\n');
  mkdirSync(at('campaign'));
  writeFileSync(at('campaign/campaign.json'), JSON.stringify({ config: {}, seeds: [SAT], solvers: ['z3'] }));
  mkdirSync(at('bad-summary'));
  writeFileSync(at('bad-summary/summary.json'), '{');
  mkdirSync(at('bad-finding'));
  writeFileSync(at('bad-finding/finding.json'), '{');
  mkdirSync(at('odd-finding'));
  writeFileSync(at('odd-finding/finding.json'), '{"kind": "soundness"}');
  // A finding made on the page, on the CVC5 WebAssembly lane the CLI cannot run.
  const finding = findingFrom('(check-sat)\n', { kind: 'differential', expected: null }, [
    answered('z3@5.2.0', 'sat'),
    answered('cvc5', 'unsat'),
  ])!;
  await writeBundle(at('page-findings'), finding);
  copyFileSync(join(bundleDir(at('page-findings'), finding), 'finding.json'), at('cvc5-finding.json'));
  mkdirSync(at('cvc5-finding'));
  copyFileSync(at('cvc5-finding.json'), at('cvc5-finding/finding.json'));
});

async function run(argv: string[]): Promise<{ code: number; err: string; out: string }> {
  const err: string[] = [];
  const out: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, err: err.join('\n'), out: out.join('\n') };
}

/** [what is wrong, argv, what the one sentence must say (the mistake and what to type instead)]. */
const CASES: [string, () => string[], RegExp][] = [
  // any command
  ['an unknown flag', () => ['check', SAT, '--bogus'], /Unknown option '--bogus'.*\nusage: smtplay check/s],
  ['a flag without its value', () => ['solve', SAT, '--solver'], /'--solver <value>' argument missing.*\nusage:/s],
  // check
  ['check without a PATH', () => ['check'], /no PATH given\nusage: smtplay check/],
  ['check on a missing file', () => ['check', at('missing.smt2')], /missing\.smt2 does not exist: give \.smt2 files/],
  ['check on a folder without .smt2 files', () => ['check', at('empty')], /empty holds no \.smt2 file: give \.smt2/],
  ['check on a path through a file', () => ['check', `${SAT}/x.smt2`], /a part of it is a file, not a folder\): give/],
  ['check with an unknown dialect', () => ['check', SAT, '--dialect', 'yices'], /unknown dialect 'yices' \(expected/],
  // solve
  ['solve without a FILE', () => ['solve', '--solver', 'z3'], /give exactly one FILE .*smtplay fuzz/],
  ['solve with two FILEs', () => ['solve', SAT, SAT2, '--solver', 'z3'], /give exactly one FILE/],
  [
    'solve with a bad --timeout',
    () => ['solve', SAT, '--solver', 'z3', '--timeout', 'abc'],
    /e\.g\. --timeout 10000; got 'abc'/,
  ],
  [
    'solve with a --timeout longer than a timer holds',
    () => ['solve', SAT, '--solver', 'z3', '--timeout', '1e12'],
    /--timeout is at most 2147483647 \(about 24 days\); got '1e12'/,
  ],
  [
    'solve on a missing FILE',
    () => ['solve', at('nope.smt2'), '--solver', 'z3'],
    /nope\.smt2 does not exist: give the path of one SMT-LIB file/,
  ],
  [
    'solve on a folder',
    () => ['solve', at('empty'), '--solver', 'z3'],
    /empty is a folder: give the path of one SMT-LIB file/,
  ],
  [
    'an unknown solver',
    () => ['solve', SAT, '--solver', 'yices'],
    /unknown solver 'yices': use z3, z3@VERSION, cvc5, native:z3/,
  ],
  [
    'a lane version that is no number',
    () => ['solve', SAT, '--solver', 'z3@abc'],
    /'abc' is not a version number: write z3@VERSION, e\.g\. z3@4\.8\.17/,
  ],
  [
    'a CVC5 option on a Z3 lane',
    () => ['solve', SAT, '--solver', 'z3+--strings-exp'],
    /'--strings-exp' is not a Z3 option \(write it name=value\)/,
  ],
  [
    'a Z3 option on a CVC5 lane',
    () => ['solve', SAT, '--solver', 'native:cvc5+smt.relevancy=0'],
    /not a CVC5 option \(write it --name or --name=value\)/,
  ],
  [
    'native: without a program',
    () => ['solve', SAT, '--solver', 'native:'],
    /needs a solver binary, e\.g\. native:cvc5/,
  ],
  [
    'a native program named neither z3 nor cvc5',
    () => ['solve', SAT, '--solver', 'native:/bin/true'],
    /cannot tell whether '\/bin\/true' is z3 or cvc5 .*name a program whose name starts with z3 or cvc5/,
  ],
  [
    'a native path that does not exist',
    () => ['solve', SAT, '--solver', 'native:/nonexistent/z3'],
    /\/nonexistent\/z3 does not exist: give the path of a z3 or cvc5 executable, or native:z3/,
  ],
  [
    'a native program not on PATH',
    () => ['solve', SAT, '--solver', 'native:z3-not-installed'],
    /no program 'z3-not-installed' on PATH: install it .* or give its path/,
  ],
  [
    'a native path that is a folder',
    () => ['solve', SAT, '--solver', `native:${at('z3-folder')}`],
    /z3-folder is a folder: give the path of the z3 or cvc5 executable inside it/,
  ],
  [
    'a native program that is not executable',
    () => ['solve', SAT, '--solver', `native:${at('z3-not-executable')}`],
    /is not executable: make it so \(chmod \+x .*\) or give the path of another program/,
  ],
  [
    'a lane named twice',
    () => ['solve', SAT, '--solver', 'z3', '--solver', 'z3@5.2.0'],
    /z3 and z3@5\.2\.0 are the same lane \(z3@5\.2\.0\): give each lane once/,
  ],
  [
    'the CVC5 WebAssembly lane',
    () => ['solve', SAT, '--solver', 'cvc5+--strings-exp'],
    /'cvc5\+--strings-exp' names the CVC5 WebAssembly build.* native:cvc5\+--strings-exp to run the cvc5 program/,
  ],
  // mutate
  ['mutate without --mutator', () => ['mutate', SAT], /give --mutator NAME \(one of opfuzz, /],
  [
    'mutate with an unknown mutator',
    () => ['mutate', SAT, '--mutator', 'nope'],
    /unknown mutator 'nope': give --mutator one of opfuzz/,
  ],
  [
    'mutate fusion on one seed',
    () => ['mutate', SAT, '--mutator', 'fusion'],
    /fusion takes two seeds: give SEED SEED2/,
  ],
  [
    'mutate opfuzz on two seeds',
    () => ['mutate', SAT, SAT2, '--mutator', 'opfuzz'],
    /opfuzz takes one seed: give one SEED/,
  ],
  [
    'mutate with a bad --count',
    () => ['mutate', SAT, '--mutator', 'opfuzz', '--count', '0'],
    /--count takes a whole number above 0, e\.g\. --count 10; got '0'/,
  ],
  [
    'mutate with a bad --rng',
    () => ['mutate', SAT, '--mutator', 'opfuzz', '--rng', 'x'],
    /--rng takes a whole number, e\.g\. --rng 1; got 'x'/,
  ],
  [
    'mutate with a bad --walk',
    () => ['mutate', SAT, '--mutator', 'opfuzz', '--walk', 'sideways'],
    /--walk is chain or reset, got 'sideways'/,
  ],
  [
    'mutate with a bad --timeout',
    () => ['mutate', SAT, '--mutator', 'janus', '--timeout', '0'],
    /--timeout takes a whole number above 0/,
  ],
  [
    'mutate with a bad --label',
    () => ['mutate', SAT, SAT2, '--mutator', 'fusion', '--label', 'maybe'],
    /--label is sat or unsat, got 'maybe'/,
  ],
  [
    'mutate --label against the seed',
    () => ['mutate', at('says-sat.smt2'), '--mutator', 'janus', '--label', 'unsat'],
    /says \(set-info :status sat\), not unsat: drop --label, or give seeds whose status is unsat/,
  ],
  [
    'mutate --solver for a mutator that runs none',
    () => ['mutate', SAT, '--mutator', 'opfuzz', '--solver', 'z3'],
    /opfuzz runs no solver, so --solver z3 would be ignored: drop it/,
  ],
  [
    'mutate --reference for a mutator other than storm',
    () => ['mutate', SAT, '--mutator', 'janus', '--reference', 'z3'],
    /janus is not storm: drop --reference z3/,
  ],
  [
    "mutate janus without the seed's answer",
    () => ['mutate', SAT, '--mutator', 'janus'],
    /janus needs the seed's answer: give --solver LANE, or put \(set-info :status sat\|unsat\)/,
  ],
  [
    'mutate a missing seed',
    () => ['mutate', at('nope.smt2'), '--mutator', 'opfuzz'],
    /nope\.smt2 does not exist: give the path of an SMT-LIB seed file/,
  ],
  [
    'mutate a folder',
    () => ['mutate', at('empty'), '--mutator', 'opfuzz'],
    /empty is a folder: give the path of an SMT-LIB seed file/,
  ],
  [
    'mutate a seed that does not parse',
    () => ['mutate', at('broken.smt2'), '--mutator', 'opfuzz'],
    /broken\.smt2:2:1: .*\(the seed does not parse: give a seed in SMT-LIB 2\.6\)/,
  ],
  [
    'mutate an ill-sorted seed',
    () => ['mutate', at('ill-sorted.smt2'), '--mutator', 'opfuzz'],
    /the seed is ill-sorted: give a well-sorted seed; smtplay check .* lists every error/,
  ],
  [
    'mutate --out onto a file',
    () => ['mutate', SAT, '--mutator', 'opfuzz', '--out', SAT2],
    /--out .*sat2\.smt2 is a file: give --out a folder you can write to/,
  ],
  [
    'mutate --out under a file',
    () => ['mutate', SAT, '--mutator', 'opfuzz', '--out', `${SAT2}/out`],
    /--out .*\/out does not exist \(a part of it is a file, not a folder\): give --out a folder/,
  ],
  [
    'mutate --out where no folder can be made',
    () => ['mutate', SAT, '--mutator', 'opfuzz', '--out', '/proc/smtplay-out'],
    /--out \/proc\/smtplay-out cannot be made there: give --out a folder you can write to/,
  ],
  [
    'mutate janus on the CVC5 WebAssembly lane',
    () => ['mutate', SAT, '--mutator', 'janus', '--solver', 'cvc5'],
    /'cvc5' names the CVC5 WebAssembly build.* native:cvc5\b/,
  ],
  // fuzz
  [
    'fuzz without --out',
    () => ['fuzz', SAT, '--solver', 'z3'],
    /give --out DIR, the folder for the campaign's findings\nusage: smtplay fuzz/,
  ],
  [
    'fuzz without seeds',
    () => ['fuzz', '--solver', 'z3', '--out', at('f1')],
    /give at least one seed file or folder\nusage:/,
  ],
  [
    'fuzz with a bad --jobs',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--jobs', '0'],
    /--jobs takes a whole number above 0, e\.g\. --jobs 2; got '0'/,
  ],
  [
    'fuzz with an empty --mutator',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--mutator', ','],
    /give --mutator one or more of opfuzz/,
  ],
  [
    'fuzz with an unknown mutator',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--mutator', 'opfuzz,nope'],
    /unknown mutator 'nope': give --mutator one or more of/,
  ],
  [
    'fuzz with a bad --walk',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--walk', 'x'],
    /--walk is chain or reset, got 'x'/,
  ],
  [
    'fuzz with a bad --rng',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--rng', '1.5'],
    /--rng takes a whole number, e\.g\. --rng 1; got '1\.5'/,
  ],
  [
    'fuzz with a bad --iterations',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--iterations', 'many'],
    /--iterations takes a whole number above 0/,
  ],
  [
    'fuzz with a bad --timeout',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--timeout', '0'],
    /--timeout takes a whole number above 0, e\.g\. --timeout 10000/,
  ],
  [
    'fuzz with a bad --time-budget',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--time-budget', '1m'],
    /--time-budget takes a whole number above 0, e\.g\. --time-budget 60; got '1m'/,
  ],
  [
    'fuzz with a --time-budget longer than a timer holds',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--time-budget', '99999999'],
    /--time-budget is at most 2147483 \(about 24 days\)/,
  ],
  [
    'fuzz with a bad --max-mutants',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--max-mutants', '-'],
    /--max-mutants takes a whole number above 0/,
  ],
  [
    'fuzz with a bad --seed-steps',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--seed-steps', '0'],
    /--seed-steps takes a whole number above 0/,
  ],
  [
    'fuzz with a bad --shard',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--shard', '3/2'],
    /--shard 3\/2 is not a shard \(0 <= i < N\): .*anywhere else type --shard i\/N with 0 <= i < N/,
  ],
  [
    'fuzz --reference without storm',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--reference', 'z3'],
    /no storm mutator runs: drop --reference, or add storm to --mutator/,
  ],
  [
    'fuzz fusion on one seed',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('f1'), '--mutator', 'fusion'],
    /fusion fuses two seeds and .* holds one: give two or more seeds/,
  ],
  [
    'fuzz on a missing seed',
    () => ['fuzz', at('nope.smt2'), '--solver', 'z3', '--out', at('f1')],
    /nope\.smt2 does not exist: give \.smt2 files or folders that hold them/,
  ],
  [
    'fuzz on a folder without seeds',
    () => ['fuzz', at('empty'), '--solver', 'z3', '--out', at('f1')],
    /holds no \.smt2 file: give \.smt2 files or a folder that holds them/,
  ],
  [
    'fuzz --out onto a file',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', SAT2],
    /--out .* is a file: give --out a folder you can write to/,
  ],
  [
    'fuzz --resume where no campaign is',
    () => ['fuzz', '--out', at('empty'), '--resume'],
    /holds no campaign to resume: drop --resume to start one there/,
  ],
  [
    'fuzz into a campaign without --resume',
    () => ['fuzz', SAT, '--solver', 'z3', '--out', at('campaign')],
    /already holds a campaign: add --resume or choose another --out/,
  ],
  [
    'fuzz --resume with the seeds of another campaign',
    () => ['fuzz', SAT, SAT2, '--solver', 'z3', '--out', at('campaign'), '--resume'],
    /holds another campaign \(.*\): choose another --out, or resume it with smtplay fuzz --out .* --resume alone/,
  ],
  [
    'fuzz --resume with a new --timeout',
    () => ['fuzz', '--out', at('campaign'), '--resume', '--timeout', '100'],
    /so --timeout would be ignored: drop it, or start a new campaign with another --out/,
  ],
  [
    'fuzz --resume on a campaign.json that is not JSON',
    () => ['fuzz', '--out', at('bad-campaign'), '--resume'],
    /campaign\.json is not a campaign file \(.*\): choose another --out/,
  ],
  [
    'fuzz --resume on a campaign.json of another shape',
    () => ['fuzz', '--out', at('odd-campaign'), '--resume'],
    /campaign\.json is not a campaign file \(no config, seeds and solvers\)/,
  ],
  [
    'fuzz on the CVC5 WebAssembly lane',
    () => ['fuzz', SAT, '--solver', 'cvc5', '--out', at('f2')],
    /'cvc5' names the CVC5 WebAssembly build.* native:cvc5\b/,
  ],
  // merge
  ['merge without --out', () => ['merge', at('campaign')], /give the campaign folders to merge and --out DIR\nusage:/],
  [
    'merge a folder that is no campaign',
    () => ['merge', at('empty'), '--out', at('m1')],
    /is not a campaign folder \(no findings\.jsonl or summary\.json\): give the --out folders of smtplay fuzz/,
  ],
  [
    'merge a summary.json that is not JSON',
    () => ['merge', at('bad-summary'), '--out', at('m1')],
    /summary\.json is not JSON \(.*\): leave .* out, or delete its summary\.json/,
  ],
  [
    'merge --out onto a file',
    () => ['merge', at('bad-summary'), '--out', SAT],
    /--out .* is a file: give --out a folder you can write to/,
  ],
  // reduce
  ['reduce without a path', () => ['reduce'], /give exactly one FINDING_DIR or FILE\nusage:/],
  ['reduce a FILE without --predicate', () => ['reduce', SAT], /a FILE needs --predicate\nusage:/],
  [
    'reduce with an unknown --predicate',
    () => ['reduce', SAT, '--predicate', 'bogus', '--solver', 'z3'],
    /unknown --predicate 'bogus'\nusage:/,
  ],
  [
    'reduce with an empty cmd: predicate',
    () => ['reduce', SAT, '--predicate', 'cmd:'],
    /--predicate cmd: needs a command, e\.g\. --predicate cmd:\.\/still-crashes\.sh/,
  ],
  [
    'reduce with a bad --jobs',
    () => ['reduce', SAT, '--predicate', 'crash', '--solver', 'z3', '--jobs', 'x'],
    /--jobs takes a whole number above 0, e\.g\. --jobs 2; got 'x'/,
  ],
  [
    'reduce a missing FILE',
    () => ['reduce', at('nope.smt2'), '--predicate', 'crash', '--solver', 'z3'],
    /nope\.smt2 does not exist: check the path, or give another/,
  ],
  [
    'reduce a FILE that does not parse',
    () => ['reduce', at('broken.smt2'), '--predicate', 'crash', '--solver', 'z3'],
    /broken\.smt2: 2:1: unexpected end of input/,
  ],
  [
    'reduce a folder without finding.json',
    () => ['reduce', at('empty')],
    /holds no finding\.json and its campaign has no finding empty: give a finding folder/,
  ],
  [
    'reduce a finding.json that is not JSON',
    () => ['reduce', at('bad-finding')],
    /finding\.json is not JSON \(.*\): give a finding folder that smtplay wrote/,
  ],
  [
    'reduce a finding.json that is no record',
    () => ['reduce', at('odd-finding')],
    /finding\.json is not a finding record \(.*\): give a finding folder that smtplay wrote/,
  ],
  [
    'reduce --out onto a folder',
    () => ['reduce', SAT, '--predicate', 'crash', '--solver', 'z3', '--out', at('empty')],
    /--out .*empty is a folder: give --out a file name in a folder you can write to/,
  ],
  [
    'reduce --out in a missing folder',
    () => ['reduce', SAT, '--predicate', 'crash', '--solver', 'z3', '--out', '/nonexistent/r.smt2'],
    /--out \/nonexistent\/r\.smt2: the folder \/nonexistent does not exist: give --out a file name/,
  ],
  [
    'reduce a finding on the CVC5 WebAssembly lane',
    () => ['reduce', at('cvc5-finding')],
    /'cvc5' names the CVC5 WebAssembly build.* native:cvc5\b/,
  ],
  // bisect
  ['bisect without a path', () => ['bisect'], /give exactly one FINDING_DIR or FILE\nusage:/],
  [
    'bisect a FILE with an unknown --predicate',
    () => ['bisect', SAT, '--predicate', 'nope', '--solver', 'z3'],
    /a FILE needs --predicate crash\|disagree\|unknown\|invalid-model\nusage:/,
  ],
  [
    'bisect with a bad --jobs',
    () => ['bisect', SAT, '--jobs', '0'],
    /--jobs takes a whole number above 0, e.g. --jobs 2; got '0'/,
  ],
  [
    'bisect with a bad --timeout',
    () => ['bisect', at('cvc5-finding'), '--timeout', 'x'],
    /--timeout takes a whole number above 0, e.g. --timeout \d+; got 'x'/,
  ],
  [
    'bisect a folder without finding.json',
    () => ['bisect', at('empty')],
    /holds no finding\.json .*: give a finding folder/,
  ],
  [
    'bisect a finding on the CVC5 WebAssembly lane',
    () => ['bisect', at('cvc5-finding'), '--versions', '4.8.17'],
    /'cvc5' names the CVC5 WebAssembly build.* native:cvc5\b/,
  ],
  [
    'bisect with --versions that are no releases',
    () => ['bisect', SAT, '--predicate', 'crash', '--solver', 'z3', '--versions', 'latest'],
    /--versions: 'latest' is not a release/,
  ],
  // report, triage, mark
  ['report without a FINDING_DIR', () => ['report'], /give exactly one FINDING_DIR\nusage: smtplay report/],
  [
    'report with an unknown tracker',
    () => ['report', at('cvc5-finding'), '--for', 'yices'],
    /--for takes z3 or cvc5, got 'yices'/,
  ],
  [
    'report a folder without finding.json',
    () => ['report', at('empty')],
    /holds no finding\.json .*: give a finding folder \(CAMPAIGN\/KIND-ID\/, as smtplay fuzz writes them\)$/,
  ],
  [
    'report a folder that does not exist (and no advice of a flag report does not take)',
    () => ['report', at('no-such-finding')],
    /no-such-finding does not exist: give a finding folder \(CAMPAIGN\/KIND-ID\/, as smtplay fuzz writes them\)$/,
  ],
  [
    // With a live check to come, a model may yet tell which solver is wrong (test/cli/report.solvers.test.ts).
    'report a disagreement between two solvers without --for, and no live check to tell which is wrong',
    () => ['report', at('cvc5-finding'), '--no-live'],
    /the finding involves z3 and cvc5: name the tracker \(--for z3\|cvc5\)/,
  ],
  [
    'report with a bad --jobs',
    () => ['report', at('cvc5-finding'), '--jobs', '0'],
    /--jobs takes a whole number above 0/,
  ],
  ['triage without a folder', () => ['triage'], /give exactly one MERGED_DIR\nusage: smtplay triage/],
  [
    'triage a folder that is no merge',
    () => ['triage', at('empty')],
    /holds no summary\.json: give the --out folder of smtplay merge \(or of smtplay fuzz\), once it has ended/,
  ],
  [
    'triage a folder that does not exist',
    () => ['triage', at('no-such-merge')],
    /no-such-merge does not exist: give the --out folder of smtplay merge/,
  ],
  [
    'triage with --versions and --no-bisect',
    () => ['triage', at('empty'), '--no-bisect', '--versions', '4.8.17'],
    /--versions names the releases to bisect over: leave out --no-bisect, or --versions/,
  ],
  [
    'triage with a bad --reduce-seconds',
    () => ['triage', at('empty'), '--reduce-seconds', 'soon'],
    /--reduce-seconds takes a whole number above 0/,
  ],
  [
    'triage with a bad --carry-on-seconds',
    () => ['triage', at('empty'), '--carry-on-seconds', '0'],
    /--carry-on-seconds takes a whole number above 0, e\.g\. --carry-on-seconds 10; got '0'/,
  ],
  [
    'triage with a --reduce-seconds no timer can wait',
    () => ['triage', at('empty'), '--reduce-seconds', '9999999999'],
    /--reduce-seconds is at most 2147483 \(about 24 days\)/,
  ],
  [
    'mark without a state',
    () => ['mark', at('cvc5-finding')],
    /give a FINDING_DIR and where it stands\nusage: smtplay mark/,
  ],
  [
    'mark with an unknown state',
    () => ['mark', at('cvc5-finding'), 'done'],
    /'done' is not a state: give new, reported, fixed-upstream/,
  ],
  [
    'mark reported without the issue’s address',
    () => ['mark', at('cvc5-finding'), 'reported'],
    /a reported finding needs the upstream issue's address: smtplay mark .* reported https:\/\/github\.com\/OWNER\/REPO\/issues\/N/,
  ],
  [
    'mark reported with no address',
    () => ['mark', at('cvc5-finding'), 'reported', 'soon'],
    /'soon' is not an address: paste the issue's/,
  ],
  [
    'mark new with an address',
    () => ['mark', at('cvc5-finding'), 'new', 'https://x.org/1'],
    /a new finding has no upstream address/,
  ],
];

// The CVC5 WebAssembly cases name native:cvc5 whether or not a cvc5 release is in the user's cache (the two
// sentences themselves are checked below, on a cache of the test's own).
describe('usage errors before any solver starts: exit 2 and what to type instead', () => {
  it.each(CASES)('%s', async (_what, argv, says) => {
    const args = argv();
    const { code, err } = await run(args);
    expect({ code, err }).toMatchObject({ code: EXIT.usage, err: expect.stringMatching(says) });
    expect(err.startsWith(`smtplay ${args[0]}: `)).toBe(true);
    expect(err).not.toMatch(/internal error|\n\s+at /);
  });
});

describe('what is no mistake, and what is one only once the seeds are read', () => {
  it('triage of a campaign that found nothing: nothing to triage, exit 0', async () => {
    mkdirSync(at('quiet-campaign'));
    writeFileSync(at('quiet-campaign/summary.json'), '{"findings": [], "newFindings": []}\n');
    const { code, err } = await run(['triage', at('quiet-campaign')]);
    expect({ code, err }).toEqual({
      code: EXIT.ok,
      err: `smtplay triage: ${at('quiet-campaign')} holds no findings: the campaign found nothing, so there is nothing to triage`,
    });
  });
});

describe('SMTPLAY_NATIVE_PROCESSES', () => {
  it('refuses a value that is no mode, before any command runs, and says what to set', async () => {
    process.env.SMTPLAY_NATIVE_PROCESSES = 'sometimes';
    try {
      const { code, err } = await run(['solve', SAT, '--solver', 'native:z3']);
      expect({ code, err }).toEqual({
        code: EXIT.usage,
        err: 'smtplay solve: SMTPLAY_NATIVE_PROCESSES=sometimes is not a mode: set it to fresh (a process per run) or persistent (the default), or unset it',
      });
    } finally {
      delete process.env.SMTPLAY_NATIVE_PROCESSES;
    }
  });
});

describe('the sentences behind the usage errors', () => {
  it('says that cvc5 names the WebAssembly build, whether one is at hand, and that native:cvc5 runs the program', () => {
    const request = { family: 'cvc5' as const, backend: 'wasm' as const, options: ['--check-models'] };
    const env = { SMTPLAY_CACHE: at('cache') };
    expect(cvc5WasmProblem(request, { env })).toBe(
      `'cvc5+--check-models' names the CVC5 WebAssembly build and none is installed (npx tsx wasm/install-cvc5.ts DIR installs a build, or put cvc5's cvc5-Wasm.zip in ${at('cache')}/cvc5/VERSION/; wasm/README.md): type native:cvc5+--check-models to run the cvc5 program`,
    );
    mkdirSync(at('cache/cvc5/1.3.3'), { recursive: true });
    writeFileSync(at('cache/cvc5/1.3.3/cvc5-Wasm.zip'), '');
    expect(cvc5WasmProblem(request, { env })).toBe(
      `'cvc5+--check-models' names the CVC5 WebAssembly build, which the CLI runs by release: type cvc5@1.3.3+--check-models (in ${at('cache')}/cvc5/VERSION/), or native:cvc5+--check-models to run the cvc5 program`,
    );
  });

  it('turns the file errors a root user never sees into sentences too (permission, read-only, full disk)', () => {
    const errno = (code: string) => Object.assign(new Error(code), { code });
    const say = (code: string) => (pathError(errno(code), '/data/x', 'give another') as Error).message;
    expect(say('EACCES')).toBe('/data/x is not allowed to you (permission denied): give another');
    expect(say('EROFS')).toBe('/data/x is on a read-only file system: give another');
    expect(say('ENOSPC')).toBe('/data/x is on a full disk: give another');
    expect(pathError(errno('EACCES'), '/data/x', 'give another')).toBeInstanceOf(UsageError);
    const bug = new TypeError('x is undefined');
    expect(pathError(bug, '/data/x', 'give another')).toBe(bug);
  });

  it('checks --out places without leaving anything behind when they are wrong', async () => {
    await expect(prepareOutDir(SAT)).rejects.toThrow(/is a file/);
    await expect(checkOutFile(at('empty'))).rejects.toThrow(/is a folder/);
    await prepareOutDir(at('made/deep/down'));
    await checkOutFile(at('made/deep/down/r.smt2'));
  });
});
