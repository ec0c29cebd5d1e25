// What a person takes away from a finding in the playground: a GitHub issue in markdown (formula, solver
// versions and options, observed vs expected answers, native command lines) and a bundle of files
// (mutant.smt2, seed.smt2, outcomes.txt, reproduce.sh, issue.md) like the CLI's finding folders.
import type { Oracle } from '../mutators/types.js';
import type { TarFile } from '../share/tar.js';
import { parseLaneSpec } from '../solvers/lane-spec.js';
import { nativeCommandLine } from '../solvers/native/command-line.js';
import { laneTitle } from './lanes.js';
import { describeObserved, type Observed } from './verdict.js';

export interface FindingFacts {
  mutant: string;
  seed: string;
  oracle: Oracle;
  /** The verdict's one line, e.g. "the lanes disagree (sat vs unsat)". */
  verdict: string;
  observed: readonly Observed[];
  /** What each lane's solver reported about itself, by lane spec. */
  versions: Readonly<Record<string, string | undefined>>;
  timeoutMs: number;
  /** How the mutant was made, when it was (not for a literal mutant). */
  made?: { mutator: string; rngSeed: number; step: number; rules: string[] };
  link?: string;
}

const quote = (a: string): string => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);

/** The native solver's command line for a lane (a Z3 wasm lane: the z3 binary of that version, same options). */
export function nativeCommand(spec: string, mutant: string, file: string, timeoutMs: number): string {
  const lane = parseLaneSpec(spec);
  if (!lane.ok) return `# ${spec}: ${lane.error.message}`;
  const cl = nativeCommandLine({ ...lane.value, binary: lane.value.family }, mutant, file, { timeoutMs });
  return [cl.binary, ...cl.args].map(quote).join(' ');
}

function solverLine(o: Observed, versions: FindingFacts['versions']): string {
  const reported = versions[o.lane];
  const build = o.lane.startsWith('z3') ? 'z3-solver WebAssembly' : 'CVC5 WebAssembly';
  return `${laneTitle(o.lane)}: ${build}${reported ? `, reports ${reported}` : ''}`;
}

function expectedLine(oracle: Oracle): string {
  if (oracle.kind === 'expected')
    return `**Expected:** ${oracle.expected} (known by construction of the mutant)${oracle.unknownIsFinding ? '; unknown counts as incomplete' : ''}`;
  return '**Expected:** the solvers agree (sat vs unsat cannot both be right)';
}

export function githubIssue(f: FindingFacts): string {
  const title = laneTitleList(f.observed);
  const lines = [
    `### ${f.verdict} — ${title}`,
    '',
    `**Observed:** ${f.observed.map((o) => describeObserved(o, laneTitle)).join('; ')}`,
    '',
    expectedLine(f.oracle),
    '',
    '```smt2',
    f.mutant.trimEnd(),
    '```',
    '',
    '**Solvers**',
    '',
    ...f.observed.map((o) => `- ${solverLine(o, f.versions)}`),
    '',
    '**Reproduce** (save the formula as `mutant.smt2`):',
    '',
    '```sh',
    ...f.observed.map((o) => `${nativeCommand(o.lane, f.mutant, 'mutant.smt2', f.timeoutMs)}   # ${laneTitle(o.lane)}`),
    '```',
    '',
    f.made
      ? `Found by ${f.made.mutator} (rng seed ${f.made.rngSeed}, step ${f.made.step}${f.made.rules.length ? `, ${f.made.rules.join(', ')}` : ''}) in the SMT Fuzz Playground.`
      : 'Found with the SMT Fuzz Playground.',
    ...(f.link ? ['', `Reproduce in the browser: ${f.link}`] : []),
    '',
  ];
  return lines.join('\n');
}

function laneTitleList(observed: readonly Observed[]): string {
  return observed.map((o) => laneTitle(o.lane)).join(' vs ');
}

export function findingBundle(f: FindingFacts): TarFile[] {
  const outcomes = [
    `${f.verdict}`,
    expectedLine(f.oracle).replace(/\*\*/g, ''),
    '',
    ...f.observed.map(
      (o) => `== ${o.lane}: ${o.status} ${o.answers.join(' ')}${o.modelInvalid ? ' (model invalid)' : ''}`,
    ),
    '',
  ].join('\n');
  const reproduce = [
    '#!/bin/sh',
    `# ${f.verdict}`,
    'cd "$(dirname "$0")"',
    ...f.observed.flatMap((o) => [
      `echo '== ${laneTitle(o.lane)}'`,
      `timeout ${Math.ceil(f.timeoutMs / 1000)} ${nativeCommand(o.lane, f.mutant, 'mutant.smt2', f.timeoutMs)}`,
    ]),
    '',
  ].join('\n');
  return [
    { name: 'mutant.smt2', text: f.mutant },
    { name: 'seed.smt2', text: f.seed },
    { name: 'outcomes.txt', text: outcomes },
    { name: 'reproduce.sh', text: reproduce, mode: 0o755 },
    { name: 'issue.md', text: githubIssue(f) },
  ];
}
