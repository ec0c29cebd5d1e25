// How a report shows the run: an executable's exact command line and what it printed, only for what was run. A
// native lane is its own command line and output. A WebAssembly lane says how the module was called and what it
// gave; when the live check ran an executable of the same solver that showed the bug too, its command line and
// output come first (what a maintainer runs). Output is cut to its first lines, without cvc5's notes about a
// missing set-logic (a reduced formula has none), which say nothing about the bug.
import {
  familyOf,
  isNativeLane,
  parseLaneSpec,
  printLaneSpec,
  withoutModelValidation,
} from '../../solvers/lane-spec.js';
import { versionWords } from '../../solvers/versions.js';
import type { Outcome } from '../../solvers/outcome.js';
import { onHead } from '../suspect-lanes.js';
import type { Finding } from '../record.js';
import { nativeCommand } from './commands.js';
import { buildFactsOf, type BuildFacts, type BuildFactsOf } from './build-facts.js';
import { fence } from './words.js';

export interface Ran {
  /** The command line run (a native lane): `cvc5 --lang smt2 --check-models bug.smt2`. */
  command?: string;
  /** What it printed (stdout, then stderr), its first lines. */
  printed?: string;
  /** How a WebAssembly build was called, when there is no command line. */
  how: string;
  /** An executable of the same solver that showed it too (the live check ran it): a paragraph with its run. */
  native?: string;
  /** That executable's lane. */
  nativeLane?: string;
  /** The run shown first left out the lane's check of its own models, which the bug does not need. */
  withoutModelCheck?: boolean;
}

const LINES = 15;

/** cvc5's notes about a missing set-logic (a reduced formula has none), which say nothing about the bug. */
const SET_LOGIC_NOTE =
  /^\S+:\d+\.\d+: (?:No set-logic command was given|cvc5 will make all theories|Consider setting a stricter logic|To suppress this warning)/;

/**
 * A JavaScript frame of the host that ran a WebAssembly build, `at invoke_ii (blob:http://127.0.0.1:46819/…:6991:36)`:
 * the glue's, not the solver's, and it names the address of the page that ran it (never for a report).
 */
const HOST_FRAME = /^\s*at\s.*\((?:blob:|https?:\/\/)[^)]*\)\s*$/;

/** What a run printed, its first lines, without cvc5's set-logic notes and the host's JavaScript frames. */
export function printedText(text: string): string | undefined {
  const lines = text
    .split('\n')
    .filter((l) => !SET_LOGIC_NOTE.test(l) && !HOST_FRAME.test(l))
    .join('\n')
    .trim()
    .split('\n');
  const kept = lines.slice(0, LINES).join('\n').trim();
  if (!kept) return undefined;
  return lines.length > LINES ? `${kept}\n… (${lines.length - LINES} more lines)` : kept;
}

/** What an outcome printed; a trap with no output gives its message and the solver's frames. */
export function printedOf(o: Outcome | undefined): string | undefined {
  if (!o) return undefined;
  const out = printedText([o.stdout, o.stderr].filter(Boolean).join('\n'));
  if (out) return out;
  // A record that kept no output (a link's, an older one's): its answers and model say what it printed.
  if (o.status === 'ok' && o.answers.length)
    return printedText([...o.answers, ...(o.model ? [o.model.trim()] : [])].join('\n'));
  const message = o.message
    ?.replace(/^(?:host exception: |a Z3 thread trapped: )/, '')
    .replace(/^RuntimeError: /, 'WebAssembly trap: ');
  if (!message) return undefined;
  return printedText(o.stack ? `${message}\n${o.stack.replace(/^/gm, '    at ')}` : message);
}

const FILE = 'bug.smt2';

/**
 * The lane as a report shows it when the live check showed the bug on that very build without the lane's check of its
 * own models (live-check.ts): without that option, with what that run printed. Undefined: the lane as it ran.
 */
export function withoutItsModelCheck(f: Finding, laneId: string): { lane: string; printed?: string } | undefined {
  const run = f.live?.withoutModelCheck;
  if (run?.verdict !== 'bad') return undefined;
  const lane = withoutModelValidation(laneId);
  return lane !== laneId && lane === run.lane ? { lane, ...(run.printed ? { printed: run.printed } : {}) } : undefined;
}

/**
 * What a report shows of the run on `laneId`: the live check's run without the lane's model check when that showed
 * the bug there (with what it printed, or nothing), else what the lane printed as it ran.
 */
function shownRun(
  f: Finding,
  laneId: string,
  printed: string | undefined,
): { lane: string; printed?: string; withoutModelCheck?: true } {
  const unchecked = withoutItsModelCheck(f, laneId);
  if (!unchecked) return { lane: laneId, ...(printed ? { printed } : {}) };
  return { ...unchecked, withoutModelCheck: true };
}

/** How the report shows the subject lane's run (and an executable's, when one showed it too). */
export function ranWhat(f: Finding, subject: string, build: BuildFacts, builds?: BuildFactsOf): Ran {
  const lane = parseLaneSpec(subject);
  const name = lane.ok && lane.value.family === 'cvc5' ? 'cvc5' : 'z3';
  const own = f.outcomes.find((o) => o.laneId === subject);
  const printed = printedOf(own);
  if (!lane.ok || lane.value.backend === 'native') {
    const { lane: shownLane, ...shown } = shownRun(f, subject, printed);
    return {
      command: nativeCommand(shownLane, f.mutant, FILE, f.timeoutMs, name),
      ...shown,
      how: `the ${name} executable`,
    };
  }
  const how =
    lane.value.family === 'z3'
      ? `Through the JavaScript API of ${build.origin} (\`Z3_eval_smtlib2_string\` on a fresh context${lane.value.options.length ? ', the options set as global parameters' : ''}), it gave`
      : `Through ${build.origin}, its command-line program called on ${FILE}${lane.value.options.length ? ' with the options as arguments' : ''}, it gave`;
  const check = f.live?.checks?.find(
    (c) => c.verdict === 'bad' && isNativeLane(c.lane) && familyOf(c.lane) === lane.value.family,
  );
  if (!check) {
    // The WebAssembly build's own run, as the live check made it without the check when that was this build.
    const { lane: _, ...shown } = shownRun(f, subject, printed);
    return { ...shown, how };
  }
  const nativeLane = parseLaneSpec(check.lane);
  const onHeadLane = onHead(subject, nativeLane.ok ? printLaneSpec(nativeLane.value) : check.lane);
  const unchecked = shownRun(f, onHeadLane, check.printed);
  const nativePrinted = unchecked.printed;
  const facts = buildFactsOf(f, check.lane, builds);
  const command = nativeCommand(unchecked.lane, f.mutant, FILE, f.timeoutMs, name);
  const release = nativeLane.ok && nativeLane.value.version ? ` ${versionWords(nativeLane.value.version)}` : '';
  const origin = facts?.origin ? ` (${facts.origin})` : '';
  const native = `With the ${name}${release} executable${origin}:\n\n${fence('sh', `$ ${command}${nativePrinted ? `\n${nativePrinted}` : ''}`)}`;
  return {
    ...(printed ? { printed } : {}),
    how,
    native,
    nativeLane: check.lane,
    ...(unchecked.withoutModelCheck ? { withoutModelCheck: true } : {}),
  };
}
