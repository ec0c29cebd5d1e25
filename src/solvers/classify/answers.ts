// Reads check-sat answers, the unknown reason, the last sat model and the `(error …)` texts from solver
// stdout. Limitation: Z3 prints `(echo "sat")` as a bare `sat` line, which reads as an answer.
import type { Answer } from '../outcome.js';
import { scanOutput, unquote } from './output-items.js';

export interface ParsedOutput {
  /** One per answer line, in order. */
  answers: Answer[];
  /** The last `(:reason-unknown …)` printed while the latest answer was `unknown`. */
  unknownReason?: string;
  /** The last model printed while the latest answer was `sat`. */
  model?: string;
  /** The message of every `(error "…")`, in order, unescaped. */
  errors: string[];
}

const ANSWERS: ReadonlySet<string> = new Set(['sat', 'unsat', 'unknown']);
const ERROR = /^\(\s*error\s+("[\s\S]*)$/;
const REASON = /^\(\s*:reason-unknown\s+([\s\S]*?)\s*\)$/;
// A model is `(model …)`, `()`, or a list of definitions, possibly after `;` comment lines.
const MODEL =
  /^\(\s*(?:model\b|\)$|(?:;[^\n]*\n\s*)*\((?:define-fun|define-fun-rec|define-funs-rec|declare-fun|declare-sort|declare-datatypes?|define-sort|forall)\b)/;

export function parseAnswers(stdout: string): ParsedOutput {
  const parsed: ParsedOutput = { answers: [], errors: [] };
  let latest: Answer | undefined;
  for (const item of scanOutput(stdout)) {
    if (item.kind === 'line') {
      if (ANSWERS.has(item.text)) {
        latest = item.text as Answer;
        parsed.answers.push(latest);
      }
      continue;
    }
    const error = ERROR.exec(item.text);
    const reason = REASON.exec(item.text);
    if (error) parsed.errors.push(unquote(error[1]!.replace(/\s*\)$/, '')));
    else if (reason && latest === 'unknown') {
      const text = unquote(reason[1]!);
      if (text !== '') parsed.unknownReason = text;
    } else if (latest === 'sat' && MODEL.test(item.text)) parsed.model = item.text;
  }
  return parsed;
}
