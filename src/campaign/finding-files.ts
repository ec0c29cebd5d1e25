// A finding laid out as files, the same from the CLI (a folder per finding) and the page (a tar bundle):
// mutant.smt2, seed.smt2 (second-seed.smt2), finding.json (the record), outcomes.txt, reproduce.sh and
// issue.md (a GitHub issue a solver developer can act on).
import { FINDING_KIND_TITLES } from '../oracles/index.js';
import { laneTitle, parseLaneSpec } from '../solvers/lane-spec.js';
import { nativeCommandLine } from '../solvers/native/command-line.js';
import type { Outcome } from '../solvers/outcome.js';
import { asRelease } from './bisect-lanes.js';
import type { Finding, SolverInfo } from './finding.js';

export interface FindingFile {
  name: string;
  text: string;
  /** Unix permissions (reproduce.sh is executable). */
  mode?: number;
}

const quote = (a: string): string => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);

/** The native command that runs a lane's solver on `file` (a Z3 wasm lane: the z3 binary, same options). */
export function nativeCommand(laneId: string, mutant: string, file: string, timeoutMs: number): string {
  const lane = parseLaneSpec(laneId);
  if (!lane.ok) return `# ${laneId}: ${lane.error.message}`;
  const binary = lane.value.binary ?? lane.value.family;
  const cl = nativeCommandLine({ ...lane.value, id: laneId, version: '', binary }, mutant, file, { timeoutMs });
  return [cl.binary, ...cl.args].map(quote).join(' ');
}

function describeOutcome(o: Outcome): string {
  const who = laneTitle(o.laneId);
  if (o.status === 'ok') return `${who} says ${o.answers.length ? o.answers.join(', ') : 'nothing'}`;
  if (o.status === 'error') return `${who} rejected the script${o.message ? ` (${o.message})` : ''}`;
  return `${who}: ${o.status}${o.message ? ` (${o.message})` : ''}`;
}

function expectedLine(f: Finding): string {
  if (f.oracle.kind === 'expected')
    return `Expected: ${f.oracle.expected} (known by construction of the mutant)${f.oracle.unknownIsFinding ? '; unknown counts as incomplete' : ''}`;
  return 'Expected: the solvers agree (sat vs unsat cannot both be right)';
}

function solverLine(s: SolverInfo): string {
  const build =
    s.backend === 'native'
      ? `native ${s.binary ?? s.family}`
      : s.family === 'z3'
        ? `z3-solver ${s.version} WebAssembly`
        : 'CVC5 WebAssembly';
  return `${laneTitle(s.id)}: ${build}${s.reportedVersion ? `, reports ${s.reportedVersion}` : ''}`;
}

function madeLine(f: Finding): string {
  const m = f.made;
  if (!m) return f.reducedFrom ? `Reduced from finding ${f.reducedFrom.id} (${f.reducedFrom.bytes} bytes).` : '';
  const rules = f.rules.length ? `, ${f.rules.join(', ')}` : '';
  return `Found by ${m.mutator} (rng seed ${m.rngSeed}, step ${m.step}${rules}) on seed ${m.seedId}.`;
}

/** The bisected release range, in one line: which releases show it, how the lane(s) were varied, against what. */
export function bisectLine(f: Pick<Finding, 'bisect'>): string {
  const b = f.bisect;
  if (!b) return '';
  const tested = b.verdicts.map((v) => v.version);
  const varied = b.varied.map((l) => `\`${asRelease(l, 'RELEASE')}\``).join(', ');
  const against = b.kept.length ? ` against ${b.kept.map((l) => `\`${l}\``).join(', ')}` : '';
  const span = tested.length ? ` (${tested.length} releases, ${tested[0]} … ${tested[tested.length - 1]})` : '';
  return `${b.range.text}: ${varied}${span}${against}, bisected ${b.at.slice(0, 10)}`;
}

export function githubIssue(f: Finding, link?: string): string {
  const lanes = f.outcomes.map((o) => o.laneId);
  return [
    `### ${FINDING_KIND_TITLES[f.kind]} — ${lanes.map(laneTitle).join(' vs ')}`,
    '',
    `**Observed:** ${f.outcomes.map(describeOutcome).join('; ')}`,
    '',
    `**${expectedLine(f).replace(': ', ':** ')}`,
    '',
    '```smt2',
    f.mutant.trimEnd(),
    '```',
    '',
    '**Solvers**',
    '',
    ...f.solvers.map((s) => `- ${solverLine(s)}`),
    '',
    ...(f.bisect ? [`**Z3 releases:** ${bisectLine(f)}`, ''] : []),
    '**Reproduce** (save the formula as `mutant.smt2`):',
    '',
    '```sh',
    ...lanes.map((l) => `${nativeCommand(l, f.mutant, 'mutant.smt2', f.timeoutMs)}   # ${laneTitle(l)}`),
    '```',
    '',
    `${madeLine(f) || 'Found'} (SMT Fuzz Playground)`,
    ...(link ? ['', `Reproduce in the browser: ${link}`] : []),
    '',
  ].join('\n');
}

function outcomesText(f: Finding): string {
  const head = [
    `${f.kind}: ${f.message}`,
    expectedLine(f),
    `signature: ${f.signature}`,
    ...(f.made ? [`mutant: ${f.made.mutantId} (rules: ${f.rules.join(', ')})`] : []),
    '',
  ];
  const body = f.outcomes.map((o) =>
    [
      `== ${o.laneId}: ${o.status} ${o.answers.join(' ')}${o.modelInvalid ? ' (model invalid)' : ''} (${o.timeMs} ms)`,
      o.message && `message: ${o.message}`,
      o.stdout && `stdout:\n${o.stdout}`,
      o.stderr && `stderr:\n${o.stderr}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [...head, ...body, ''].join('\n');
}

/** Runs each lane's solver natively; the exact build of a WebAssembly lane is one `npx smtplay solve` away. */
function reproduceScript(f: Finding): string {
  const seconds = Math.ceil(f.timeoutMs / 1000);
  const lines = f.outcomes.flatMap((o) => {
    const lane = parseLaneSpec(o.laneId);
    const exact =
      lane.ok && lane.value.backend === 'wasm'
        ? [`# the exact build: npx smtplay solve mutant.smt2 --solver ${quote(o.laneId)} --timeout ${f.timeoutMs}`]
        : [];
    return [
      `echo '== ${laneTitle(o.laneId)}'`,
      ...exact,
      `timeout ${seconds} ${nativeCommand(o.laneId, f.mutant, 'mutant.smt2', f.timeoutMs)}`,
    ];
  });
  return [
    '#!/bin/sh',
    `# ${f.kind} ${f.id}: ${f.message.replace(/\n/g, ' ')}`,
    'cd "$(dirname "$0")"',
    ...lines,
    '',
  ].join('\n');
}

export function findingFiles(f: Finding, link?: string): FindingFile[] {
  return [
    { name: 'mutant.smt2', text: f.mutant },
    { name: 'seed.smt2', text: f.seed },
    ...(f.secondSeed !== undefined ? [{ name: 'second-seed.smt2', text: f.secondSeed }] : []),
    { name: 'finding.json', text: `${JSON.stringify(f, null, 1)}\n` },
    { name: 'outcomes.txt', text: outcomesText(f) },
    { name: 'reproduce.sh', text: reproduceScript(f), mode: 0o755 },
    { name: 'issue.md', text: githubIssue(f, link) },
  ];
}

/** A finding's folder name: `<kind>-<id>`. */
export function findingFolder(f: Pick<Finding, 'kind' | 'id'>): string {
  return `${f.kind}-${f.id}`;
}
