// What the solver-backed predicates need from the outside: a way to run a text on a lane (a
// SolverPool's `run` in Node or the browser), plus the text they hand to solvers.
import type { Script } from '../../smtlib/ast.js';
import { printScript } from '../../smtlib/printer.js';
import type { Outcome, RunOptions } from '../../solvers/outcome.js';

export type RunLane = (laneId: string, text: string, options: RunOptions) => Promise<Outcome>;

/** The golden run did not show the behaviour, so there is nothing to reduce. */
export class NotReproducible extends Error {
  override name = 'NotReproducible';
}

/** The script as solvers get it: `(set-info :status …)` stripped, so no solver checks its own answer. */
export function solverText(script: Script): string {
  return printScript({
    ...script,
    commands: script.commands.filter((c) => !(c.cmd === 'set-info' && c.keyword === ':status')),
  });
}

export const sameAnswers = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export function describe(o: Outcome): string {
  return `${o.laneId}: ${o.status}${o.answers.length ? ` [${o.answers.join(' ')}]` : ''}${o.message ? ` ${o.message}` : ''}`;
}
