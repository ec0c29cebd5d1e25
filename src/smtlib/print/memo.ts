// Printing by memoized terms: a copy-on-write mutant shares every term and command off its mutation
// path with its parent, so remembering the printed text per AST object re-prints only the changed
// spine. (Spliced texts from printed.ts are used first.) Output equals `printScript`'s.
import type { Command, Script, Term } from '../ast.js';
import { printCommand, printFunDecl, printSortExpr, quoteSymbol } from '../printer.js';
import { rememberedText, TermTexts } from './printed.js';

export { rememberScriptText } from './printed.js';

const termTexts = new TermTexts(new WeakMap<Term, string>());
const commandText = new WeakMap<Command, string>();

export function printTermMemo(t: Term): string {
  return termTexts.of(t);
}

function renderCommand(c: Command): string {
  switch (c.cmd) {
    case 'assert':
      return `(assert ${printTermMemo(c.term)})`;
    case 'define-fun':
    case 'define-fun-rec':
      return `(${c.cmd} ${printFunDecl(c.decl)} ${printTermMemo(c.body)})`;
    case 'define-const':
      return `(define-const ${quoteSymbol(c.name)} ${printSortExpr(c.sort)} ${printTermMemo(c.body)})`;
    case 'define-funs-rec':
      return `(define-funs-rec (${c.decls.map((d) => `(${printFunDecl(d)})`).join(' ')}) (${c.bodies.map(printTermMemo).join(' ')}))`;
    case 'check-sat-assuming':
      return `(check-sat-assuming (${c.literals.map(printTermMemo).join(' ')}))`;
    default:
      return printCommand(c);
  }
}

export function printCommandMemo(c: Command): string {
  let s = commandText.get(c);
  if (s === undefined) {
    s = renderCommand(c);
    commandText.set(c, s);
  }
  return s;
}

/** `printScript(script)`: a remembered spliced text, or commands and terms not printed before. */
export function printScriptMemo(script: Script): string {
  const known = rememberedText(script);
  if (known !== undefined) return known;
  let s = '';
  for (const c of script.commands) s += printCommandMemo(c) + '\n';
  return s;
}
