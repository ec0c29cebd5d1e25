// Whether a script has a command that prints when it succeeds. Settings, declarations, assertions, push/pop and exit
// print nothing (SMT-LIB's default `:print-success false`), so a script made of them alone, as many of the Z3
// guide's examples are, leaves a solver that ran it to the end with nothing to say: no output is its right answer,
// not a failure. Everything else (check-sat, get-*, echo, simplify, eval, a command this front end does not know)
// prints, and so does every command once `:print-success` is switched on; for those an empty output stays
// suspicious. Read with the front end's lexer, top-level command names only: no parse, no sort check.
import { commandsOfKind } from '../../smtlib/commands.js';
import { Lexer } from '../../smtlib/lexer.js';

const SILENT: ReadonlySet<string> = commandsOfKind('setting', 'declaration', 'assertion', 'scope', 'exit');

/** True unless every top-level command of `script` prints nothing when it succeeds (text cut short: true). */
export function mustPrint(script: string): boolean {
  const lexer = new Lexer(script);
  let depth = 0;
  for (;;) {
    const t = lexer.next();
    if (t.type === 'eof') return depth !== 0;
    if (t.type === 'error') return true;
    if (t.type === ')') depth--;
    else if (t.type === '(' && depth++ === 0) {
      const name = lexer.next();
      if (name.type === ')') {
        depth--;
        continue;
      }
      if (name.type !== 'symbol' || !SILENT.has(name.text)) return true;
      if (name.text === 'set-option' && printsSuccess(lexer)) return true;
    }
  }
}

/** After `(set-option`: whether it is `:print-success true` (the closing parenthesis is left to the caller). */
function printsSuccess(lexer: Lexer): boolean {
  const keyword = lexer.peek();
  if (keyword.type !== 'keyword' || keyword.text !== ':print-success') return false;
  lexer.next();
  const value = lexer.peek();
  return value.type === 'symbol' && value.text === 'true';
}
