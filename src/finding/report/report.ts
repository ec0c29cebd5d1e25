// A finding as the report its solver's tracker acts on, in the maintainers' words only. Z3 (no template: a plain
// issue): the symptom as the title, the formula, the exact command line and what it printed, the version as the
// build prints it and where it came from, what was expected and why, which other builds show it, one line on how it
// was found. cvc5 (its `bug_report.md`): the same facts under the template's fields, with the commit, the configure
// options and configure's output when the build is the reporter's own. Each fact once; no word of ours that a
// maintainer would have to translate (test/finding/report-words.test.ts lists the phrases that must not appear).
// The CLI (`smtplay report`) and the page's Report make the same one (handover/report-decision.ts decides whether to).
import { reviewOf, type ByDesign } from '../../oracles/index.js';
import { NO_LOGIC } from '../../smtlib/logic.js';
import { laneTitle, parseLaneSpec, withoutModelValidation } from '../../solvers/lane-spec.js';
import { commitOf, isHeadVersion } from '../../solvers/versions.js';
import { mutatorByName } from '../../mutators/registry.js';
import { chooseVaried } from '../suspect-lanes.js';
import { rangeSummary } from './commands.js';
import type { Finding } from '../record.js';
import { isSeedItself } from '../seed-itself.js';
import { expectationOf } from './expectation.js';
import {
  buildFactsOf,
  buildName,
  versionLine,
  versionOfLane,
  type BuildFacts,
  type BuildFactsOf,
} from './build-facts.js';
import { ranWhat, type Ran } from './reproduce.js';
import { triesToShow } from '../../oracles/intermittent.js';
import { fence, publicLink, wholeWords } from './words.js';
import { familiesOf, priorityOf, PRIORITY_WORDS, trackerOf, type Tracker } from './tracker.js';
import { trackerSearchUrl } from './tracker-search.js';
import { issueName, issueUrl, relatedIssuesOf, type TrackerIssue } from '../known-issues.js';
import { TRACKER_TEMPLATES } from './tracker-templates.js';

/** Where the finding was run, as a report states it. */
export interface ReportContext {
  /** The operating system and processor: `Linux 6.1 x64`. */
  platform: string;
  /** What ran a WebAssembly build: `Node.js 20.20.2`, `Chromium 156` (a native binary needs none). */
  host?: string;
  /** A link that opens the finding in the page; a report names it only when others can open it (publicLink). */
  link?: string;
  /** Write the report even for a finding the newest release no longer shows. */
  force?: boolean;
  /** What this environment knows of the builds it ran (report/build-facts.ts). */
  builds?: BuildFactsOf;
}

export interface TrackerReport {
  tracker: Tracker;
  title: string;
  /** The whole report as markdown: the new issue's body. */
  body: string;
  /** A search of the tracker's issues for this finding: look there before filing (tracker-search.ts). */
  searchUrl: string;
  /** Rank among findings for this tracker (tracker.ts priorityOf) and its words. */
  priority: number;
  priorityText: string;
}

export type Reported = { ok: true; report: TrackerReport } | { ok: false; reason: string };

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

/** The teams' rank of a finding (lower first): the best rank any of its solvers' trackers gives it. */
export function bestRankOf(f: Finding): number {
  const ranks = familiesOf(f).map((t) => rankFor(f, t));
  return ranks.length ? Math.min(...ranks) : PRIORITY_WORDS.length;
}

/**
 * A failed assertion as its tracker's titles name one, by place: cvc5's `Fatal failure within void
 * cvc5::internal::…::InstStrategyMbqi::process(…) at /build/…/inst_strategy_mbqi.cpp:258` is `Fatal failure in
 * InstStrategyMbqi::process at inst_strategy_mbqi.cpp:258`; Z3's `ASSERTION VIOLATION File: /build/…/interval_def.h
 * Line: 1675 !contains_zero(i2)` is `ASSERTION VIOLATION at interval_def.h:1675: !contains_zero(i2)`. A build path
 * and a C++ signature would fill a title and leave the place cut off.
 */
export function assertionPlace(message: string): string | undefined {
  const cvc5 = /^Fatal failure within (.*?)\s+at\s+(\S+):(\d+)/.exec(message);
  if (cvc5) {
    const name = (/([\w:~]+)\(/.exec(cvc5[1]!)?.[1] ?? cvc5[1]!).split('::').slice(-2).join('::');
    return `Fatal failure in ${name} at ${cvc5[2]!.split('/').pop()}:${cvc5[3]}`;
  }
  const z3 = /^ASSERTION VIOLATION\s+File:\s+(\S+)\s+Line:\s+(\d+)\s*([^\n]*)/.exec(message);
  if (z3) return `ASSERTION VIOLATION at ${z3[1]!.split('/').pop()}:${z3[2]}${z3[3] ? `: ${z3[3].trim()}` : ''}`;
  return undefined;
}

/** A crash's own words: the solver's message without the host's prefix, and its innermost frame when known. */
function crashWords(f: Finding, subject: string): string {
  const place = assertionPlace(f.detail ?? f.message);
  if (place) return place;
  const words = (f.detail ?? f.message)
    .split('\n')[0]!
    .replace(/^(host exception: |a Z3 thread trapped: )/, '')
    .replace(/^RuntimeError: /, '');
  const frame = f.outcomes.find((o) => o.laneId === subject)?.stack?.split('\n')[0];
  return frame ? `${words} in ${frame.replace(/\(.*$/, '')}` : words;
}

const optionsOf = (laneId: string): string[] => {
  const lane = parseLaneSpec(laneId);
  return lane.ok ? [...lane.value.options] : [];
};

/**
 * The lane's options as the report names them: without its check of its own models when the run the report shows
 * first left it out and still showed the bug (reproduce.ts withoutItsModelCheck).
 */
const shownOptions = (laneId: string, ran: Ran): string[] =>
  optionsOf(ran.withoutModelCheck ? withoutModelValidation(laneId) : laneId);

/** Each option with the category the solver's documentation gives it, where it gives one (`--x` (expert option)). */
function labelledOptions(f: Finding, laneId: string, ran: Ran): string {
  return shownOptions(laneId, ran)
    .map((o) => {
      const marks = (f.solverOptions?.marked ?? []).filter((m) => m.option === o).map((m) => `${m.mark} option`);
      return `\`${o}\`${marks.length ? ` (${[...new Set(marks)].join(', ')})` : ''}`;
    })
    .join(' ');
}

function headline(f: Finding, subject: readonly string[], ran: Ran): string {
  const options = shownOptions(subject[0]!, ran);
  const under = options.length ? ` with ${options.join(' ')}` : '';
  const logic = f.logic && f.logic !== NO_LOGIC ? `${f.logic} ` : '';
  const said = f.said[f.lanes.indexOf(subject[0]!)];
  switch (f.kind) {
    case 'crash':
      return `Crash: ${wholeWords(crashWords(f, subject[0]!), 90)}${under}`;
    case 'error':
      return `Valid ${logic}input rejected: ${wholeWords((f.detail ?? f.message).split('\n')[0]!, 80)}${under}`;
    case 'soundness':
      return `${said} on ${said === 'sat' ? 'an unsatisfiable' : 'a satisfiable'} ${logic}formula${under}`;
    case 'invalid-model':
      return `Invalid model on a ${logic}formula${under}`;
    case 'incompleteness':
      return `unknown on a ${logic}formula that ${f.lanes[1] ? buildName(f.lanes[1]) : 'its construction'} decides${under}`;
  }
}

/**
 * Which other builds of its solver the live check ran it on, and the bisected range when it was measured on the
 * formula shown: `Also shows on cvc5 1.3.4 and cvc5 1.3.2.` (the build the report is about is not repeated). The other
 * solver's builds are left out: where the live check could not tell which side of a disagreement is wrong it ran both
 * solvers, and the other's "shows" means it still answers otherwise (head-public-12: a Z3 report said it "also shows
 * on cvc5 main", whose unsat was the expected answer).
 */
function otherBuildsLine(f: Finding, subject: string, ran: Ran, builds?: BuildFactsOf): string | undefined {
  const own = parseLaneSpec(subject);
  const ofOwnSolver = (lane: string): { same: boolean } | undefined => {
    const l = parseLaneSpec(lane);
    if (!own.ok || !l.ok || l.value.family !== own.value.family) return undefined;
    return { same: l.value.version === own.value.version };
  };
  const checks = (f.live?.checks ?? []).filter((c) => {
    const mine = ofOwnSolver(c.lane);
    return mine !== undefined && !mine.same && c.lane !== ran.nativeLane;
  });
  const shows = checks.filter((c) => c.verdict === 'bad').map((c) => buildName(c.lane));
  const good = checks.filter((c) => c.verdict === 'good');
  const not = good.map((c) => buildName(c.lane));
  // A build with assertions that stopped at one, against releases built without them: those run past the check that
  // failed, so their answer says nothing of whether the fault is there (cvc5's DebugUnhandled, Z3's SASSERT).
  const withoutAssertions =
    f.kind === 'crash' &&
    ASSERTION_STOP.test(f.detail ?? f.message) &&
    buildFactsOf(f, subject, builds)?.assertions === true &&
    good.every((c) => buildFactsOf(f, c.lane, builds)?.assertions !== true);
  const parts = [
    ...(shows.length ? [`Also shows on ${shows.join(', ')}`] : []),
    ...(not.length
      ? [
          `${shows.length ? 'not' : 'Does not show'} on ${not.join(', ')}${withoutAssertions ? (not.length > 1 ? ', builds without assertions' : ', a build without assertions') : ''}`,
        ]
      : []),
  ];
  // A range measured on another formula (before reduction) says nothing certain of this one: left out.
  const range = f.bisect && !f.bisect.measuredOn ? `releases: ${rangeSummary(f.bisect.range)}` : undefined;
  // Each part a sentence of its own: `Does not show on z3 4.8.12. Releases: regression since 4.10.0 (…).`
  const sentences = [parts.join('; '), range].filter((x): x is string => Boolean(x));
  return sentences.length ? sentences.map((x) => `${x.charAt(0).toUpperCase()}${x.slice(1)}.`).join(' ') : undefined;
}

/** What cvc5's safe mode did to it (LiveCheck.safeMode): a cvc5 option, said in a cvc5 report only. */
function safeModeLines(f: Finding, tracker: Tracker): string[] {
  if (tracker !== 'cvc5') return [];
  if (f.live?.safeMode?.verdict === 'bad') return ['It shows with `--safe-mode=safe` set first, too.'];
  if (f.live?.safeMode?.verdict === 'good') return ['With `--safe-mode=safe` set first, it does not show.'];
  return [];
}

/** How a solver reports a failed assertion: cvc5's Assert and DebugUnhandled, Z3's SASSERT (solver-texts.ts). */
const ASSERTION_STOP = /^(?:Fatal failure within|ASSERTION VIOLATION)/;

/** A formula with floating-point terms (the theory SymFPU's word blaster solves). */
const FLOATING_POINT = /\b(?:FloatingPoint|Float(?:16|32|64|128)|RoundingMode|to_fp(?:_unsigned)?|fp\.[a-zA-Z_]+)\b/;

/** One line on how it was found (the technique, and the reduction). */
function howFound(f: Finding): string {
  const mutator = f.made ? mutatorByName(f.made.mutator) : undefined;
  const by = mutator
    ? `Found by mutation fuzzing (${mutator.info.title}) of a seed formula`
    : isSeedItself(f) || f.reducedFrom?.seedItself
      ? 'Found while fuzzing: the seed formula shows it without mutation'
      : 'Found by mutation fuzzing';
  const options = f.solverOptions ? ', with options drawn from the solver\u2019s own option list' : '';
  const reduced = !f.reducedFrom
    ? ''
    : f.reducedFrom.bytes === f.mutant.length
      ? ''
      : `; reduced from ${f.reducedFrom.bytes} to ${f.mutant.length} bytes`;
  return `${by}${options}${reduced}.`;
}

/** The run as the report shows it: the command line and what it printed, or the module and what it returned. */
function runBlock(ran: Ran): string {
  const out = ran.printed ? `\n${ran.printed}` : '';
  if (ran.command) return fence('sh', `$ ${ran.command}${out}`);
  return `${ran.how}:\n\n${fence('', ran.printed ?? '(no output)')}`;
}

/** The cvc5 template's configure fields: the options and the output when the reporter built it, else who did. */
function configureFields(b: BuildFacts): string {
  if (!b.configure)
    return `**\`configure.sh\` options**  \nnone: ${b.origin || 'a released executable'}\n\n**\`configure.sh\` output**  \nnone`;
  const summary = b.configureSummary ? fence('', b.configureSummary) : 'not kept';
  const deps = b.dependencies ? `\n\nBuilt with ${b.dependencies}.` : '';
  return `**\`configure.sh\` options**  \n${fence('sh', `${b.configureCommand ?? './configure.sh'} ${b.configure}`)}${deps}\n\n**\`configure.sh\` output**  \n${summary}`;
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
  const build = buildFactsOf(f, subject[0]!, context.builds);
  if (!build)
    return {
      ok: false,
      reason: `the version of ${laneTitle(subject[0]!)} is not known, and a tracker cannot act on a report without it`,
    };
  const version = versionOfLane(f, subject[0]!) ?? '';
  const { expected } = expectationOf(f, t, subject);
  const ran = ranWhat(f, subject[0]!, build, context.builds);
  const title = headline(f, subject, ran);
  const os = build.wasm && context.host ? `${context.platform}, in ${context.host}` : context.platform;
  const link = publicLink(context.link);
  const versionText = shownVersions(f, version, build, ran, context.builds);
  // The solver's own doubt (oracles/by-design.ts reviewOf), in its words: it said it does not handle the input.
  const doubt = reviewOf(f, f.outcomes);
  const tail = [
    ...(f.intermittent
      ? [
          `Not every run shows it: of ${f.intermittent.runs} runs of this formula on this build here, ${f.intermittent.shows} did (the others answered as expected), so it most likely races; run it several times. Each other build named here was run up to ${triesToShow(f.intermittent).of} times.`,
        ]
      : []),
    ...(doubt
      ? [`Before answering, it printed \`${doubt.words.split('\n')[0]}\`: it should then give up rather than answer.`]
      : []),
    // A wrong sat told by the model it prints (LiveCheck.modelFault): the evidence a maintainer asks for first.
    ...(f.kind === 'soundness' && f.live?.modelFault && f.said[f.lanes.indexOf(subject[0]!)] === 'sat'
      ? [`With \`(get-model)\` after \`(check-sat)\`, ${f.live.modelFault}.`]
      : []),
    ...(build.olderSymfpu && (f.kind === 'crash' || f.kind === 'error') && FLOATING_POINT.test(f.mutant)
      ? [
          `This build uses Debian's SymFPU ${build.olderSymfpu}; cvc5 main names SymFPU 1.2.0 (#12682), which was not at hand: what this build does with floating-point terms may differ there.`,
        ]
      : []),
    otherBuildsLine(f, subject[0]!, ran, context.builds),
    ...relatedIssuesOf(f).map(relatedLine),
    ...safeModeLines(f, t),
    howFound(f),
    ...(link ? [`It opens in the browser, and runs at once, here: ${link}`] : []),
  ].filter(Boolean);
  const priority = priorityOf(f, t, subject);
  const made = (body: string, reportTitle: string): Reported => ({
    ok: true,
    report: {
      tracker: t,
      title: reportTitle,
      body: `${body}\n`,
      searchUrl: trackerSearchUrl(f, t),
      priority,
      priorityText: PRIORITY_WORDS[priority]!,
    },
  });
  const options = shownOptions(subject[0]!, ran);
  const run = ran.native ? `${ran.native}\n\n${runBlock(ran)}` : runBlock(ran);
  if (t === 'z3') {
    // The command line shows the options; a WebAssembly run, or an option its documentation marks, needs the line.
    const labelled = (f.solverOptions?.marked ?? []).some((m) => options.includes(m.option));
    const body = [
      fence('smt2', f.mutant),
      run,
      `Expected: ${expected}; ${actualWords(f, subject[0]!, 'above')}.`,
      [
        `Z3 version: ${versionText}.`,
        ...(options.length && (build.wasm || labelled) ? [`Options: ${labelledOptions(f, subject[0]!, ran)}.`] : []),
        `OS: ${os}.`,
      ].join('  \n'),
      ...tail,
    ].join('\n\n');
    return made(body, title);
  }
  const commit = isHeadVersion(version) ? commitOf(version) : undefined;
  const [describe, args, versionField, osField] = TRACKER_TEMPLATES.cvc5.fields;
  const body = [
    `**${describe}**\nExpected: ${expected}; ${actualWords(f, subject[0]!, 'below')}.`,
    fence('smt2', f.mutant),
    run,
    ...tail,
    [
      `**${args}**: ${options.length ? labelledOptions(f, subject[0]!, ran) : 'none'}`,
      `**${versionField}**: ${commit ? versionLine(version, build, `https://github.com/cvc5/cvc5/commit/${commit}`) : versionText}`,
      `**${osField}**: ${os}`,
    ].join('  \n'),
    configureFields(build),
  ].join('\n\n');
  return made(body, title);
}

/** A closed issue that stopped at the same place: the first thing its maintainers would look up. */
const relatedLine = (i: TrackerIssue): string =>
  `${issueName(i)} (“${i.title}”, ${i.status}${i.fixed ? `; fixed on ${i.fixed}` : ''}) stopped at the same check${i.headShows ? `; ${i.headShows}, so this formula gets there another way` : ''}: ${issueUrl(i)}`;

/**
 * The versions of the builds whose runs the report shows: the executable first when the live check ran one that
 * showed it too (a head's commit is what its maintainers act on), then the build the finding was made on.
 */
function shownVersions(f: Finding, version: string, build: BuildFacts, ran: Ran, builds?: BuildFactsOf): string {
  const own = versionLine(version, build);
  if (!ran.nativeLane) return own;
  const nativeVersion = versionOfLane(f, ran.nativeLane);
  const nativeBuild = buildFactsOf(f, ran.nativeLane, builds);
  if (!nativeVersion || !nativeBuild) return own;
  return `${versionLine(nativeVersion, nativeBuild)} for the command line; ${own} for the WebAssembly run`;
}

/** What the build did instead of what was expected, in a few words (the output, `where`, shows the rest). */
function actualWords(f: Finding, subject: string, where: 'above' | 'below'): string {
  const said = f.said[f.lanes.indexOf(subject)];
  switch (f.kind) {
    case 'crash':
      return `instead it crashes (output ${where})`;
    case 'error':
      return `instead it rejects the script (output ${where})`;
    case 'soundness':
      return `instead it answers ${said}`;
    case 'invalid-model':
      return `instead it answers sat, and ${f.detail ?? 'its model falsifies an assertion'}`;
    case 'incompleteness':
      return 'instead it answers unknown';
  }
}

/** Why a by-design finding is no report, in the solver's own words. */
export function byDesignText(b: ByDesign): string {
  return `not a bug: by design. ${laneTitle(b.lane)} says “${b.words}”: ${b.why}`;
}
