// Asking the reference lane (Z3) for fragment values the evaluator could not establish: the model query
// is re-run in the same deterministic solver, then each term is evaluated under its model with
// `(eval t :completion true)`. An answer that is not exactly true/false leaves the fragment unvalued.
import type { Script, Term } from '../../smtlib/ast.js';
import { printScript, printTerm } from '../../smtlib/printer.js';
import { modelQuery } from './pool.js';

export function z3EvalQuery(script: Script, negate: boolean, terms: readonly Term[]): string {
  const evals = terms.map((t) => `(eval ${printTerm(t)} :completion true)`).join('\n');
  return `${printScript(modelQuery(script, negate))}\n${evals}\n`;
}

/** The Boolean answers of the eval commands, in order; undefined where an answer is missing or not Boolean. */
export function parseEvalAnswers(stdout: string, count: number): (boolean | undefined)[] {
  const lines = stdout
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  if (lines[0] !== 'sat' || lines.length !== count + 1) return new Array<undefined>(count).fill(undefined);
  return lines.slice(1).map((l) => (l === 'true' ? true : l === 'false' ? false : undefined));
}
