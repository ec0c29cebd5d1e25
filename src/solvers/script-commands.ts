// Which top-level commands a script uses: cvc5 needs --incremental for several check-sats or push/pop (its native
// processes, native/command-line.ts and session-commands.ts, and its WebAssembly workers, cvc5/worker-core.ts).
import { commandsOfKind } from '../smtlib/commands.js';
import { tokenize } from '../smtlib/lexer.js';

const CHECK_SAT: ReadonlySet<string> = commandsOfKind('check');
const SCOPE = new Set(['push', 'pop', 'reset-assertions']);

/** The names of the script's top-level commands, in order (up to the first lexical error). */
export function commandNames(script: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let previous = '';
  for (const token of tokenize(script)) {
    if (token.type === 'symbol' && depth === 1 && previous === '(') names.push(token.text);
    if (token.type === '(') depth++;
    else if (token.type === ')') depth = Math.max(0, depth - 1);
    previous = token.type;
  }
  return names;
}

export function needsIncremental(script: string): boolean {
  const names = commandNames(script);
  return names.filter((n) => CHECK_SAT.has(n)).length > 1 || names.some((n) => SCOPE.has(n));
}
