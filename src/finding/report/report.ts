// A finding as the report its solver's tracker asks for (tracker.ts): a title, Z3's issue-form fields or cvc5's
// markdown sections, the reduced input, expected vs actual (expectation.ts), versions and the release range, the
// platform and interface (a WebAssembly build in a browser or Node, or a native binary), the command line that
// reproduces it with the official binary, options the solver's documentation marks, how it was found and a link
// that opens it in the public page. The CLI (`smtplay report`) and the page's report action make the same one.
import type { ByDesign } from '../../oracles/index.js';
import { laneTitle, parseLaneSpec } from '../../solvers/lane-spec.js';
import { chooseVaried } from '../suspect-lanes.js';
import { bisectLine, statusLine } from './commands.js';
import type { Finding } from '../record.js';
import { isSeedItself } from '../seed-itself.js';
import { markedText } from '../options.js';
import { expectationOf } from './expectation.js';
import { buildOf, reproduceText } from './reproduce.js';
import { fence, publicLink, wholeWords } from './words.js';
import { priorityOf, PRIORITY_WORDS, trackerOf, type Tracker } from './tracker.js';

/** Where the finding was run, as a report states it. */
export interface ReportContext {
  /** The operating system and processor: `Linux 6.1 x64`, `Linux x86_64`. */
  platform: string;
  /** What ran a WebAssembly build: `Node.js 20.20.2`, `Chromium 156` (a native binary needs none). */
  host?: string;
  /** Z3's platform choice (its issue form's dropdown); `Other …` when unknown. */
  z3Platform?: string;
  /** A link that opens the finding in the page; a report names it only when others can open it (publicLink). */
  link?: string;
  /** Write the report even for a finding the newest release no longer shows. */
  force?: boolean;
}

export interface TrackerReport {
  tracker: Tracker;
  title: string;
  /** Z3's issue-form fields by id (prefill the new-issue page); for cvc5 the one field `body`. */
  fields: Record<string, string>;
  /** The whole report as markdown (what is copied, or written to a file). */
  body: string;
  /** Rank among findings for this tracker (tracker.ts priorityOf) and its words. */
  priority: number;
  priorityText: string;
}

export type Reported = { ok: true; report: TrackerReport } | { ok: false; reason: string };

const Z3_PLATFORM_OTHER = 'Other (specify in additional context)';

const familyOf = (laneId: string): string | undefined => {
  const lane = parseLaneSpec(laneId);
  return lane.ok ? lane.value.family : undefined;
};

/**
 * The tracker's lanes that misbehaved. A disagreement with the tracker's lanes on both sides (two Z3 releases,
 * or Z3 with and without an option) names the suspect side, as bisection chooses it (bisect-lanes.ts).
 */
export function subjectLanes(f: Finding, tracker: Tracker): string[] {
  const own = f.lanes.filter((id) => familyOf(id) === tracker);
  const sides = new Set(own.map((id) => f.said[f.lanes.indexOf(id)]));
  if (f.kind !== 'soundness' || sides.size < 2) return own;
  const chosen = chooseVaried({ ...f, run: f.outcomes.map((o) => o.laneId) }, f.outcomes);
  return 'vary' in chosen ? chosen.vary : own;
}

/** The teams' rank of a finding for one tracker, read from the lanes the report would name. */
export const rankFor = (f: Finding, tracker: Tracker): number => priorityOf(f, tracker, subjectLanes(f, tracker));

/** A crash's own words: the solver's message without the host's prefix, and its innermost frame when known. */
function crashWords(f: Finding, subject: string): string {
  const words = (f.detail ?? f.message)
    .split('\n')[0]!
    .replace(/^(host exception: |a Z3 thread trapped: )/, '')
    .replace(/^RuntimeError: /, '');
  const frame = f.outcomes.find((o) => o.laneId === subject)?.stack?.split('\n')[0];
  return frame ? `${words} in ${frame.replace(/\(.*$/, '')}` : words;
}

/** The options of a lane (its own and those drawn for the mutant), each noted when the documentation marks it. */
function optionsLine(f: Finding, laneId: string): string {
  const lane = parseLaneSpec(laneId);
  const options = lane.ok ? lane.value.options : [];
  if (options.length === 0) return 'the default configuration';
  const marked = (f.solverOptions?.marked ?? []).filter((m) => options.includes(m.option));
  const note = marked.length
    ? `; marked in the solver's own documentation: ${markedText(marked)}`
    : '; none is marked experimental or expert-only in the solver\u2019s documentation';
  return `${options.map((o) => `\`${o}\``).join(' ')}${note}`;
}

function headline(f: Finding, subject: readonly string[]): string {
  const lane = parseLaneSpec(subject[0]!);
  const options = lane.ok && lane.value.options.length ? ` with ${lane.value.options.join(' ')}` : '';
  const logic = f.logic && f.logic !== 'none' ? `${f.logic} ` : '';
  const said = f.said[f.lanes.indexOf(subject[0]!)];
  switch (f.kind) {
    case 'crash':
      return `Crash: ${wholeWords(crashWords(f, subject[0]!), 90)}${options}`;
    case 'error':
      return `Valid ${logic}input rejected: ${wholeWords((f.detail ?? f.message).split('\n')[0]!, 80)}${options}`;
    case 'soundness':
      return `Wrong answer: ${said} on ${said === 'sat' ? 'an unsat' : 'a sat'} ${logic}formula${options}`;
    case 'invalid-model':
      return `Invalid model on a ${logic}formula${options}`;
    case 'incompleteness':
      return `unknown on a ${logic}formula that ${f.lanes[1] ? laneTitle(f.lanes[1]) : 'its construction'} decides${options}`;
  }
}

/** The live check and the release range, in one line each (what the tracker asks first: is it still there). */
function releaseLines(f: Finding): string[] {
  const checked = f.live ? ` Checked ${f.live.at.slice(0, 10)}.` : '';
  return [`Status: ${statusLine(f)}.${checked}`, ...(f.bisect ? [`Releases: ${bisectLine(f)}.`] : [])];
}

function lastWorking(f: Finding): string | undefined {
  return f.bisect?.range.kind === 'regression' ? f.bisect.range.lastGood : undefined;
}

function howFound(f: Finding): string {
  const m = f.made;
  // Any other reduced record was reduced from a mutant (a campaign's, a step's or a link's).
  const by = m
    ? `${m.mutator} (rng seed ${m.rngSeed}, step ${m.step}) on seed ${m.seedId}`
    : isSeedItself(f)
      ? 'a seed that misbehaves by itself'
      : f.origin === 'reduced'
        ? 'a mutant'
        : 'a formula';
  const fuzzed = f.solverOptions ? ', options drawn from the solver\u2019s own parameter table' : '';
  const reduced = !f.reducedFrom
    ? ''
    : f.reducedFrom.bytes === f.mutant.length
      ? `, ${f.mutant.length} bytes, where the reducer found nothing to remove`
      : `, reduced from ${f.reducedFrom.bytes} to ${f.mutant.length} bytes`;
  return `Found by SMT Fuzz Playground: ${by}${fuzzed}${reduced}.`;
}

/** The report of `f` for `tracker` (its own by default), or why none is offered. */
export function trackerReport(f: Finding, context: ReportContext, tracker?: Tracker): Reported {
  // By design is never a bug, whatever is forced: the solver's own words say so (oracles/by-design.ts).
  if (f.byDesign) return { ok: false, reason: byDesignText(f.byDesign) };
  const chosen = tracker ? { tracker } : trackerOf(f);
  if ('reason' in chosen) return { ok: false, reason: chosen.reason };
  const t = chosen.tracker;
  const subject = subjectLanes(f, t);
  if (subject.length === 0)
    return { ok: false, reason: `no ${t} lane misbehaved in this finding (${f.lanes.join(', ')})` };
  if (!context.force && (f.live?.verdict === 'fixed' || f.live?.verdict === 'gone'))
    return {
      ok: false,
      reason: `fixed upstream: ${f.live.text}. Solver teams ask for live bugs only; keep it as a regression test, or write the report anyway with --force`,
    };
  const { expected, actual } = expectationOf(f, t, subject);
  const build = buildOf(f, subject[0]!);
  const title = headline(f, subject);
  const os =
    build.wasm && context.host ? `${context.platform} (the WebAssembly build in ${context.host})` : context.platform;
  const configuration = `Options: ${optionsLine(f, subject[0]!)}.`;
  const link = publicLink(context.link);
  const context_ = [
    configuration,
    ...(t === 'cvc5' ? releaseLines(f) : []),
    ...(build.wasm
      ? [`Seen in the WebAssembly build${context.host ? ` in ${context.host}` : ''} on ${context.platform}.`]
      : [`Seen on ${context.platform}.`]),
    reproduceText(f, subject[0]!),
    howFound(f),
    ...(link ? [`Open it in the browser (runs it at once): ${link}`] : []),
  ].join('\n\n');
  const priority = priorityOf(f, t, subject);
  if (t === 'z3') {
    const last = lastWorking(f);
    const fields: Record<string, string> = {
      'bug-category':
        f.kind === 'crash'
          ? 'Crash/Assertion failure'
          : f.kind === 'error'
            ? 'Other'
            : 'Incorrect result (SAT/UNSAT/Unknown)',
      description: `${title}.\n\n${releaseLines(f).join('\n')}`,
      'minimal-example': f.mutant.trimEnd(),
      'expected-behavior': expected,
      'actual-behavior': actual,
      version: build.version,
      platform: context.z3Platform ?? Z3_PLATFORM_OTHER,
      interface: build.wasm ? 'JavaScript/WASM API' : 'Command line (z3 executable)',
      'installation-method': build.install,
      'additional-context': `${last ? `Last working version: ${last}.\n\n` : ''}${context_}`,
    };
    const body = [
      `### Bug Category\n\n${fields['bug-category']}`,
      `### Bug Description\n\n${fields.description}`,
      `### Minimal Reproduction\n\n${fence('smt2', f.mutant)}`,
      `### Expected Behavior\n\n${expected}`,
      `### Actual Behavior\n\n${actual}`,
      `### Z3 Version\n\n${build.version}`,
      `### Platform\n\n${fields.platform}${fields.platform === Z3_PLATFORM_OTHER ? ` (${context.platform})` : ''}`,
      `### Interface Used\n\n${fields.interface}`,
      `### Installation Method\n\n${build.install}`,
      `### Additional Context\n\n${fields['additional-context']}`,
    ].join('\n\n');
    return {
      ok: true,
      report: {
        tracker: t,
        title: `[Bug] ${title}`,
        fields,
        body: `${body}\n`,
        priority,
        priorityText: PRIORITY_WORDS[priority]!,
      },
    };
  }
  const lane = parseLaneSpec(subject[0]!);
  const args = lane.ok ? lane.value.options.join(' ') : '';
  const body = [
    `**Describe the bug**\n${title}.\n\nExpected: ${expected}\n\nActual: ${actual}\n\n${fence('smt2', f.mutant)}${f.reducedFrom ? "\n\n(Minimized with SMT Fuzz Playground's reducer, ddSMT's passes.)" : ''}`,
    `**Command line arguments**: ${args ? `\`${args}\`` : 'none'} (full command below)  \n**cvc5 version/commit**: ${build.version}  \n**Operating system**: ${os}  `,
    `**\`configure.sh\` options**  \nnot built by the reporter: ${build.install}`,
    context_,
  ].join('\n\n');
  return {
    ok: true,
    report: {
      tracker: t,
      title,
      fields: { body: `${body}\n` },
      body: `${body}\n`,
      priority,
      priorityText: PRIORITY_WORDS[priority]!,
    },
  };
}

/** Why a by-design finding is no report, in the solver's own words. */
export function byDesignText(b: ByDesign): string {
  return `not a bug: by design. ${laneTitle(b.lane)} says “${b.words}”: ${b.why}`;
}
