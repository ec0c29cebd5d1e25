// A finding laid out as files, the same from the CLI (a folder per finding) and the page (a tar bundle):
// mutant.smt2, seed.smt2 (second-seed.smt2), finding.json (the record), outcomes.txt, reproduce.sh,
// issue.md (the report its solver's tracker asks for, report/report.ts, of the reduced record once there is one)
// and reduced.smt2 (the reduced formula, once reduced).
import { laneTitle } from '../solvers/lane-spec.js';

import type { Finding } from '../finding/record.js';
import { stateText } from '../finding/state.js';
import { reportOf } from './report-decision.js';
import { nativeCommand, quote, TRACKER_REPO, type ReportContext, type TrackerReport } from '../finding/report/index.js';

export interface FindingFile {
  name: string;
  text: string;
  /** Unix permissions (reproduce.sh is executable). */
  mode?: number;
}

function expectedLine(f: Finding): string {
  if (f.oracle.kind === 'expected')
    return `Expected: ${f.oracle.expected} (known by construction of the mutant)${f.oracle.unknownIsFinding ? '; unknown counts as incomplete' : ''}`;
  return f.kind === 'soundness' || f.kind === 'incompleteness'
    ? 'Expected: the lanes decide alike (sat and unsat cannot both be right)'
    : 'Expected: every lane reads the script and answers';
}

/**
 * issue.md: the report decision (handover/report-decision.ts `reportOf`) in the finding's own folder. A report offered: where to
 * file it, the search to make first, the report. Held back: why, first; below it the report as it would be filed, when
 * forcing lifts the hold (fixed, reported, not reduced yet: kept for a regression test or a person's judgement), or
 * one report per solver when which one is wrong cannot be told. Never a report for what is by design or what the
 * tracker already holds.
 */
export function issueText(finding: Finding, context: ReportContext): string {
  const decision = reportOf(finding, context);
  const state = finding.state && finding.state.status !== 'new' ? [`> Already ${stateText(finding.state)}.`, ''] : [];
  if (decision.ok) return [...state, ...reportLines([decision.report])].join('\n');
  const choose = decision.held === 'choose-tracker';
  const reports =
    decision.canForce || choose
      ? decision.trackers.flatMap((tracker) => {
          const forced = reportOf(finding, context, { tracker, force: true });
          return forced.ok ? [forced.report] : [];
        })
      : [];
  const why = choose ? `> ${decision.why}` : `> Not for reporting: ${lowerFirst(decision.why)}`;
  return [...state, why, '', ...reportLines(reports)].join('\n');
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** Each report preceded by where to file it and the search to make first. */
function reportLines(reports: readonly TrackerReport[]): string[] {
  return reports.flatMap((r, i) => [
    ...(i ? ['---', ''] : []),
    `> File at ${TRACKER_REPO[r.tracker]}/issues/new once this search shows no such issue: ${r.searchUrl}`,
    '',
    `# ${r.title}`,
    '',
    r.body,
  ]);
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
  // Each lane runs as the exact release it names (smtplay resolves `z3@4.8.17` to that npm build and
  // `native:cvc5@1.3.2` to that installed binary, or says what to install); the plain command line is beside it as a
  // comment, for a machine where the solver is on the PATH.
  const lines = f.outcomes.flatMap((o) => [
    `echo '== ${laneTitle(o.laneId)}'`,
    `$SMTPLAY solve mutant.smt2 --solver ${quote(o.laneId)} --timeout ${f.timeoutMs}`,
    `# or, with that release on the PATH: ${nativeCommand(o.laneId, f.mutant, 'mutant.smt2', f.timeoutMs)}`,
  ]);
  return [
    '#!/bin/sh',
    `# ${f.kind} ${f.id}: ${f.message.replace(/\n/g, ' ')}`,
    'cd "$(dirname "$0")"',
    '# smtplay from the checkout this folder sits in; elsewhere SMTPLAY=/path/to/checkout/bin/smtplay.js',
    'SMTPLAY=${SMTPLAY:-npx smtplay}',
    ...lines,
    '',
  ].join('\n');
}

export function findingFiles(f: Finding, context: ReportContext): FindingFile[] {
  return [
    { name: 'mutant.smt2', text: f.mutant },
    { name: 'seed.smt2', text: f.seed },
    ...(f.secondSeed !== undefined ? [{ name: 'second-seed.smt2', text: f.secondSeed }] : []),
    { name: 'finding.json', text: `${JSON.stringify(f, null, 1)}\n` },
    { name: 'outcomes.txt', text: outcomesText(f) },
    { name: 'reproduce.sh', text: reproduceScript(f), mode: 0o755 },
    { name: 'issue.md', text: issueText(f, context) },
    ...(f.reduction?.finding ? [{ name: 'reduced.smt2', text: f.reduction.finding.mutant }] : []),
  ];
}

/** A finding's folder name: `<kind>-<id>`. */
export function findingFolder(f: Pick<Finding, 'kind' | 'id'>): string {
  return `${f.kind}-${f.id}`;
}
