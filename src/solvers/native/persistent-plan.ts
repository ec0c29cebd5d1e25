// Whether a script may run in a persistent solver process, and what is sent of it. A persistent process reads
// scripts one after the other on its standard input, each after a `(reset)`; a script goes there only when nothing
// of it can outlive that reset or swallow what follows it:
// - it must lex cleanly and close every parenthesis it opens, never closing one it did not open: an open string,
//   quoted symbol or list would swallow the marker sent after it, where a file would end (a fresh process reports
//   the truncated script);
// - no `set-option`: z3's `(reset)` keeps every option and parameter set before it (`:print-success`,
//   `:random-seed`, `:produce-unsat-cores`, `smt.*`…), so a script that sets one runs in a fresh process;
// - no `(set-info :status …)`: z3 keeps the status across `(reset)` and checks later answers against it;
// - no `include`: it reads another file;
// - an `(exit)` ends the script there: a solver reads nothing after it, so the rest is not sent (sent, it would end
//   the process). What precedes it is sent as written.
// - cvc5 1.0.3 misreads a quoted symbol or string that spans lines on its standard input (`Parse Error: <stdin>:1.2:
//   basic_string::_M_create`, or garbage), where it reads the same file well. The SMT-LIB benchmarks' multi-line
//   `(set-info :source |…|)` has no effect on solving and prints nothing, so for cvc5 such a set-info is left out (its
//   lines sent empty); a script that asks for info (`get-info`), or has such a token anywhere else, runs fresh.
// The lexer is the front end's own, so a script is cut exactly where the solvers' parsers would see the command.
import { Lexer } from '../../smtlib/lexer.js';
import type { SolverFamily } from '../lane.js';

export type PersistentPlan =
  | { persistent: true; /** The text sent: the script up to an `(exit)`, if any. */ body: string }
  | { persistent: false; /** Why the script runs in a fresh process. */ reason: string };

const FRESH_COMMANDS: Readonly<Record<string, string>> = {
  'set-option': 'it sets an option, which (reset) does not undo in z3',
  include: 'it includes another file',
};

const fresh = (reason: string): PersistentPlan => ({ persistent: false, reason });

export function persistentPlan(script: string, family: SolverFamily = 'z3'): PersistentPlan {
  const lexer = new Lexer(script);
  let depth = 0;
  let end = script.length;
  /** The top-level command being read: its name and start, and whether it holds a token that spans lines. */
  let command: { name: string; start: number; spans: boolean } | undefined;
  const leftOut: [number, number][] = [];
  let asksInfo = false;
  for (;;) {
    const t = lexer.next();
    if (t.type === 'eof') break;
    if (t.type === 'error') return fresh(`it does not lex: ${t.text}`);
    const multiline = (t.type === 'string' || (t.type === 'symbol' && t.quoted)) && t.text.includes('\n');
    if (multiline && family === 'cvc5') {
      if (command?.name !== 'set-info')
        return fresh('a string or quoted symbol spans lines (cvc5 misreads it on stdin)');
      command.spans = true;
    }
    if (t.type === ')') {
      if (--depth < 0) return fresh('it closes a parenthesis it did not open');
      if (depth === 0 && command?.spans) leftOut.push([command.start, t.span.end]);
      continue;
    }
    if (t.type !== '(' || depth++ !== 0) continue;
    const name = lexer.peek();
    command = { name: name.type === 'symbol' && !name.quoted ? name.text : '', start: t.span.start, spans: false };
    if (command.name === 'exit') {
      end = t.span.start;
      break;
    }
    if (command.name === 'get-info') asksInfo = true;
    const why = FRESH_COMMANDS[command.name];
    if (why !== undefined) return fresh(why);
    if (command.name === 'set-info') {
      lexer.next();
      const key = lexer.peek();
      if (key.type === 'keyword' && key.text === ':status')
        return fresh('it sets :status, which (reset) does not undo in z3');
    }
  }
  if (end === script.length && depth !== 0) return fresh('it leaves a parenthesis open');
  if (leftOut.length > 0 && asksInfo) return fresh('a set-info spans lines and the script asks for info');
  let body = '';
  let at = 0;
  for (const [start, stop] of leftOut) {
    body += script.slice(at, start) + script.slice(start, stop).replace(/[^\n]/g, '');
    at = stop;
  }
  return { persistent: true, body: body + script.slice(at, end) };
}
