// Shared helpers for evaluator tests: evaluate a term text against a script and a model text.
import { parseScript, parseTerm } from '../../src/smtlib/parser.js';
import { contextFromCommands, evaluate, parseModel, valueToSmt } from '../../src/smtlib/eval/index.js';
import type { EvalResult } from '../../src/smtlib/eval/value.js';

export function mustParseModel(text: string) {
  const m = parseModel(text);
  if (!m.ok) throw new Error(`model: ${m.error.message} at ${m.error.line}:${m.error.col}`);
  return m.value;
}

export function evalText(term: string, script = '', model = '()'): EvalResult {
  const s = parseScript(script);
  if (!s.ok) throw new Error(`script: ${s.error.message}`);
  const t = parseTerm(term);
  if (!t.ok) throw new Error(`term: ${t.error.message}`);
  return evaluate(t.value, contextFromCommands(s.value.commands, mustParseModel(model)));
}

/** The value printed as SMT-LIB, or `unknown: reason`. */
export function show(r: EvalResult): string {
  return r.kind === 'value' ? valueToSmt(r.value) : `unknown: ${r.reason}`;
}

export const ev = (term: string, script = '', model = '()'): string => show(evalText(term, script, model));
