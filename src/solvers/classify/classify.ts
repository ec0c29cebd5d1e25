// Turns what a backend observed into the solver-independent part of an Outcome, using the rule table. With the
// script that ran, a clean run of a script whose commands print nothing is ok with no answers (must-print.ts).
import type { Outcome } from '../outcome.js';
import { parseAnswers } from './answers.js';
import { mustPrint } from './must-print.js';
import { solverFramesIn, solverFramesOf } from './stack.js';
import {
  RULES,
  findRejection,
  type Evidence,
  reportsInvalidModel,
  type ClassifyRule,
  type RunOutput,
} from './rules.js';

export type Classification = Pick<
  Outcome,
  'answers' | 'status' | 'message' | 'errorKind' | 'modelInvalid' | 'unknownReason' | 'model' | 'stack'
>;

/** `script`: the text the solver ran (without it, every script is taken to print something). */
export function classify(raw: RunOutput, script?: string): Classification {
  return decide(raw, script).classification;
}

/** The classification and the name of the rule that decided it (none: a clean run). */
export function decide(raw: RunOutput, script?: string): { rule: string | undefined; classification: Classification } {
  const output = parseAnswers(raw.stdout);
  const evidence: Evidence = {
    raw,
    output,
    rejection: findRejection(output.errors),
    mustPrint: script === undefined || mustPrint(script),
  };
  const result: Classification = { answers: output.answers, status: 'ok', message: '' };
  if (output.unknownReason !== undefined) result.unknownReason = output.unknownReason;
  if (output.model !== undefined) result.model = output.model;
  if (reportsInvalidModel(raw)) result.modelInvalid = true;

  const fired = firstRule(evidence);
  if (!fired) {
    if (result.modelInvalid) result.message = 'the solver reported that its model violates an assertion';
    return { rule: undefined, classification: result };
  }
  const { rule, text } = fired;
  result.status = rule.status;
  result.message = rule.message(text);
  if (rule.errorKind) result.errorKind = rule.errorKind;
  const stack = rule.status === 'crash' ? (solverFramesOf(raw.trap) ?? solverFramesIn(raw.stderr)) : undefined;
  if (stack !== undefined) result.stack = stack;
  const recovered = rule.recover?.(text);
  if (recovered) {
    result.answers = [...result.answers, recovered.answer];
    if (recovered.reason !== undefined) result.unknownReason = recovered.reason;
  }
  return { rule: rule.name, classification: result };
}

/** The rule that decides, with the text it matched. */
function firstRule(evidence: Evidence): { rule: ClassifyRule; text: string } | undefined {
  for (const rule of RULES) {
    const text = rule.match(evidence);
    if (text !== undefined) return { rule, text };
  }
  return undefined;
}
