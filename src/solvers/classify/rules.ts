// The classification table: ordered rules, the first whose matcher fires decides the status.
import type { Answer, ErrorKind, OutcomeStatus } from '../outcome.js';
import type { ParsedOutput } from './answers.js';
import { normalizeCrashMessage } from './normalize.js';
import type { RawRun } from '../worker-api.js';
import {
  COMMAND_LINE_ERROR,
  CRASH_REPORT,
  INTERNAL_ERROR,
  MODEL_INVALID,
  OPTION_REJECTED,
  OUT_OF_MEMORY,
  PARSE_ERROR,
  QUERY_NOT_AVAILABLE,
  SOLVER_TIME_LIMIT,
  STATUS_MISMATCH,
  UNSUPPORTED,
  TRAP_ORIGIN,
  WASM_TRAP,
  Z3_TIME_LIMIT_LINE,
} from './solver-texts.js';

/** What classification reads of a run: everything but its time. */
export type RunOutput = Omit<RawRun, 'timeMs'>;

export interface Evidence {
  raw: RunOutput;
  output: ParsedOutput;
  /** The first `(error …)` that rejects the script (not a query-not-available or model-invalid notice). */
  rejection: string | undefined;
  /** The script has a command that prints when it succeeds (must-print.ts): an empty output is then suspicious. */
  mustPrint: boolean;
}

export interface ClassifyRule {
  name: string;
  status: OutcomeStatus;
  errorKind?: ErrorKind;
  /** The text showing that the rule applies, or undefined when it does not. */
  match(evidence: Evidence): string | undefined;
  /** Turns the matched text into the outcome's message. */
  message(text: string): string;
  /** An answer the solver gave only inside the matched text (it died or stopped before printing it). */
  recover?(text: string): { answer: Answer; reason?: string };
}

const SIGNALS: Readonly<Record<number, string>> = {
  4: 'SIGILL',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  15: 'SIGTERM',
};

/**
 * A warning a solver prints about its configuration before it starts (Z3: `WARNING: auto configuration (option
 * AUTO_CONFIG) must be disabled to use option CASE_SPLIT=3, 4 or 5`). It is not what the crash said: taken as the
 * crash's words it made the option that prints it look as if it mattered to the crash (the horner SIGFPE was reported
 * with `smt.case_split=5`, which it does not need), and it splits one crash into two by the options drawn.
 */
const CONFIGURATION_WARNING = /^WARNING: /;
const solverText = (raw: RunOutput): string => `${raw.stderr}\n${raw.stdout}`;
const firstMatch = (patterns: readonly RegExp[], text: string): string | undefined =>
  patterns.map((p) => p.exec(text)?.[0]).find((m) => m !== undefined);
/** Searches stderr, then stdout, separately: a report must not run on into the other stream's text. */
const firstMatchInStreams = (patterns: readonly RegExp[], raw: RunOutput): string | undefined =>
  firstMatch(patterns, raw.stderr) ?? firstMatch(patterns, raw.stdout);
const matchesAny = (patterns: readonly RegExp[], text: string): boolean => patterns.some((p) => p.test(text));
const firstLine = (text: string): string => text.trim().split('\n')[0]!.trim();
const verbatim = (text: string): string => text.trim();

/** `SIGSEGV` for a signal, or for a shell-style exit code 128 + n. */
export function signalOf(raw: RunOutput): string | undefined {
  if (raw.signal) return raw.signal;
  if (raw.exitCode !== null && raw.exitCode > 128 && raw.exitCode < 160) {
    return SIGNALS[raw.exitCode - 128] ?? `signal ${raw.exitCode - 128}`;
  }
  return undefined;
}

/** A recognised `(error …)` of one group, as the rejection. */
const rejectionIn =
  (patterns: readonly RegExp[]) =>
  ({ rejection }: Evidence): string | undefined =>
    rejection !== undefined && matchesAny(patterns, rejection) ? rejection : undefined;

export const RULES: readonly ClassifyRule[] = [
  {
    name: 'host-timeout',
    status: 'timeout',
    match: ({ raw }) => (raw.timedOut ? 'cut off by the time limit' : undefined),
    message: verbatim,
  },
  {
    name: 'solver-time-limit',
    status: 'ok',
    match: ({ raw }) => firstMatchInStreams([...SOLVER_TIME_LIMIT, Z3_TIME_LIMIT_LINE], raw),
    message: (text) => `the solver stopped on its own time limit (${text})`,
    recover: () => ({ answer: 'unknown', reason: 'timeout' }),
  },
  {
    name: 'status-annotation-mismatch',
    status: 'ok',
    match: ({ raw }) => STATUS_MISMATCH.exec(solverText(raw))?.[0],
    message: (text) => `the answer contradicts (set-info :status …): ${text}`,
    recover: (text) => ({ answer: STATUS_MISMATCH.exec(text)![1] as Answer }),
  },
  {
    name: 'out-of-memory',
    status: 'crash',
    match: ({ raw }) => OUT_OF_MEMORY.exec(`${solverText(raw)}\n${raw.trap ?? ''}`)?.[0],
    message: () => 'out of memory',
  },
  {
    name: 'crash-report',
    status: 'crash',
    match: ({ raw }) => firstMatchInStreams(CRASH_REPORT, raw),
    message: normalizeCrashMessage,
  },
  {
    name: 'internal-error-as-smtlib-error',
    status: 'crash',
    match: ({ output }) => output.errors.find((e) => matchesAny(INTERNAL_ERROR, e)),
    message: normalizeCrashMessage,
  },
  {
    name: 'wasm-trap',
    status: 'crash',
    match: ({ raw }) => (raw.trap !== undefined && WASM_TRAP.test(raw.trap) ? firstLine(raw.trap) : undefined),
    message: (text) => normalizeCrashMessage(text.replace(TRAP_ORIGIN, '')),
  },
  {
    name: 'host-exception',
    status: 'crash',
    match: ({ raw }) => (raw.trap !== undefined ? firstLine(raw.trap) : undefined),
    message: (text) => `host exception: ${normalizeCrashMessage(text)}`,
  },
  {
    name: 'killed-by-signal',
    status: 'crash',
    match: ({ raw }) => {
      const signal = signalOf(raw);
      if (signal === undefined) return undefined;
      const tail = raw.stderr
        .trim()
        .split('\n')
        .filter((line) => !CONFIGURATION_WARNING.test(line))
        .slice(-2)
        .join('\n');
      return tail === '' ? `killed by ${signal}` : `killed by ${signal}: ${tail}`;
    },
    message: normalizeCrashMessage,
  },
  {
    name: 'command-line-rejected',
    status: 'error',
    errorKind: 'option',
    match: ({ raw }) => COMMAND_LINE_ERROR.exec(raw.stderr)?.[0],
    message: verbatim,
  },
  {
    name: 'option-rejected',
    status: 'error',
    errorKind: 'option',
    match: rejectionIn(OPTION_REJECTED),
    message: firstLine,
  },
  // cvc5 reports some unsupported features as "Parse Error: … not supported …": unsupported wins.
  {
    name: 'unsupported',
    status: 'error',
    errorKind: 'unsupported',
    match: rejectionIn(UNSUPPORTED),
    message: firstLine,
  },
  { name: 'parse-error', status: 'error', errorKind: 'parse', match: rejectionIn(PARSE_ERROR), message: firstLine },
  { name: 'other-error', status: 'error', errorKind: 'other', match: ({ rejection }) => rejection, message: firstLine },
  {
    name: 'unexplained-exit-code',
    status: 'crash',
    match: ({ raw, output }) =>
      raw.exitCode !== null && raw.exitCode !== 0 && output.errors.length === 0
        ? `exited with code ${raw.exitCode}`
        : undefined,
    message: verbatim,
  },
  // A script of settings, declarations and assertions alone prints nothing: a clean run of it is ok, no answers.
  {
    name: 'no-output',
    status: 'error',
    errorKind: 'other',
    match: ({ raw, mustPrint }) => (mustPrint && raw.stdout.trim() === '' ? 'the solver printed nothing' : undefined),
    message: verbatim,
  },
];

/** The first `(error …)` that is neither a query-not-available notice nor a model-validation report. */
export function findRejection(errors: readonly string[]): string | undefined {
  return errors.find((e) => !matchesAny(QUERY_NOT_AVAILABLE, e) && !matchesAny(MODEL_INVALID, e));
}

export function reportsInvalidModel(raw: RunOutput): boolean {
  return matchesAny(MODEL_INVALID, solverText(raw));
}
