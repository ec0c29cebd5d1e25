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
// The lexer is the front end's own, so a script is cut exactly where the solvers' parsers would see the command.
import { Lexer } from '../../smtlib/lexer.js';

export type PersistentPlan =
  | { persistent: true; /** The text sent: the script up to an `(exit)`, if any. */ body: string }
  | { persistent: false; /** Why the script runs in a fresh process. */ reason: string };

const FRESH_COMMANDS: Readonly<Record<string, string>> = {
  'set-option': 'it sets an option, which (reset) does not undo in z3',
  include: 'it includes another file',
};

export function persistentPlan(script: string): PersistentPlan {
  const lexer = new Lexer(script);
  let depth = 0;
  for (;;) {
    const t = lexer.next();
    if (t.type === 'eof') break;
    if (t.type === 'error') return { persistent: false, reason: `it does not lex: ${t.text}` };
    if (t.type === ')') {
      if (--depth < 0) return { persistent: false, reason: 'it closes a parenthesis it did not open' };
      continue;
    }
    if (t.type !== '(' || depth++ !== 0) continue;
    const name = lexer.peek();
    if (name.type !== 'symbol' || name.quoted) continue;
    if (name.text === 'exit') return { persistent: true, body: script.slice(0, t.span.start) };
    const fresh = FRESH_COMMANDS[name.text];
    if (fresh !== undefined) return { persistent: false, reason: fresh };
    if (name.text === 'set-info') {
      lexer.next();
      const key = lexer.peek();
      if (key.type === 'keyword' && key.text === ':status')
        return { persistent: false, reason: 'it sets :status, which (reset) does not undo in z3' };
    }
  }
  if (depth !== 0) return { persistent: false, reason: 'it leaves a parenthesis open' };
  return { persistent: true, body: script };
}
