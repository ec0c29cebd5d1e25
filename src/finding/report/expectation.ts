// What a report says was expected and what happened, per kind of finding, in the words of the tracker's solver:
// a crash should have been an answer; a wrong answer should have been the other lanes' (or the one the mutant's
// construction implies); an invalid model should have satisfied every assertion; an unknown should have been the
// decision another lane reached.
import { parseLaneSpec } from '../../solvers/lane-spec.js';
import { buildName } from './build-facts.js';
import type { Outcome } from '../../solvers/outcome.js';
import type { Finding } from '../record.js';
import type { Tracker } from './tracker.js';

export interface Expectation {
  expected: string;
  actual: string;
}

const firstLines = (text: string, n: number): string => text.split('\n').slice(0, n).join('\n').trim();

/** cvc5's notes about a missing set-logic (a reduced formula has none), which say nothing about the crash. */
const SET_LOGIC_NOTE =
  /^\S+:\d+\.\d+: (?:No set-logic command was given|cvc5 will make all theories|Consider setting a stricter logic|To suppress this warning)/;
const withoutWarnings = (text: string): string =>
  text
    .split('\n')
    .filter((l) => !SET_LOGIC_NOTE.test(l))
    .join('\n')
    .trim();

const isTracker = (laneId: string, tracker: Tracker): boolean => {
  const lane = parseLaneSpec(laneId);
  return lane.ok && lane.value.family === tracker;
};

/** What a lane did, in a few words: `sat`, `unknown (incomplete)`, `crash: …`, `error: …`, `timeout`. */
export function didWhat(o: Outcome): string {
  if (o.status === 'ok')
    return o.answers.length ? `${o.answers.join(', ')}${o.unknownReason ? ` (${o.unknownReason})` : ''}` : 'no answer';
  if (o.status === 'timeout') return 'timeout';
  return `${o.status}: ${firstLines(o.message, 1)}`;
}

/** The other lanes, by what they did: `Z3 5.2.0 says unsat; cvc5 1.0.3 (native) says unsat`. */
function others(f: Finding, except: readonly string[]): string {
  const rest = f.outcomes.filter((o) => !except.includes(o.laneId));
  return rest.map((o) => `${buildName(o.laneId)} says ${didWhat(o)}`).join('; ');
}

/** `subject`: the tracker's lanes the report is about (report.ts chooses the suspect side of a disagreement). */
export function expectationOf(f: Finding, tracker: Tracker, subject?: readonly string[]): Expectation {
  const own = subject ?? f.lanes.filter((l) => isTracker(l, tracker));
  if (own.length === 0) return { expected: '?', actual: '?' };
  const outcome = (id: string) => f.outcomes.find((o) => o.laneId === id);
  const ownOutcomes = own.map(outcome).filter((o): o is Outcome => o !== undefined);
  const besides = others(f, own);
  const context = besides ? ` (${besides})` : '';
  switch (f.kind) {
    case 'crash': {
      const o = ownOutcomes[0];
      // The solver's words without the host's prefix, then where it crashed: the WebAssembly trap's solver frames,
      // else what the solver wrote to stderr (an assertion's file and line, a native backtrace).
      const words = firstLines(f.detail ?? f.message, 3)
        .replace(/^host exception: /, '')
        .replace(/^RuntimeError: /, 'the WebAssembly module trapped: ');
      const stderr = withoutWarnings(o?.stderr ?? '');
      const trace = o?.stack
        ? `\n\nWhere it crashed, innermost first:\n\n\`\`\`\n${o.stack}\n\`\`\``
        : stderr
          ? `\n\n\`\`\`\n${firstLines(stderr, 12)}\n\`\`\``
          : '';
      return { expected: `an answer (sat, unsat or unknown), no crash${context}`, actual: `${words}${trace}` };
    }
    case 'error':
      return {
        expected: `the script is read and answered: it is well-sorted SMT-LIB in this solver's dialect${context}`,
        actual: `it is rejected: ${firstLines(f.detail ?? f.message, 3)}`,
      };
    case 'soundness': {
      const said = f.said[f.lanes.indexOf(own[0]!)] ?? '?';
      const right = said === 'sat' ? 'unsat' : 'sat';
      const why = f.expected
        ? `${f.expected} (known by construction: the mutant was made from a seed with that answer by a transformation that keeps it)`
        : `${right}${context}`;
      return { expected: why, actual: said };
    }
    case 'invalid-model': {
      const o = ownOutcomes[0];
      return {
        expected: 'sat with a model under which every assertion is true',
        actual: `sat, and ${f.detail ?? 'the model is invalid'}${o?.model ? `:\n\n${o.model.trim()}` : ''}`,
      };
    }
    case 'incompleteness': {
      const decided = f.said[1];
      const by = f.lanes[1] ? buildName(f.lanes[1]) : undefined;
      const expected =
        f.expected !== undefined
          ? `${f.expected} (known by construction of the mutant)`
          : `${decided ?? 'sat or unsat'}${by ? `, as ${by} decides it` : ''}`;
      const reason = f.reason ? ` (${f.reason})` : '';
      return { expected, actual: `unknown${reason}` };
    }
  }
}
