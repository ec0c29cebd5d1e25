// Small helpers for the sort-checker tests: parse + check a script, the sort of one term in the
// environment a script builds, and the 1-based line:column of a snippet in a text.
import { checkScript, checkTerm, Env } from '../../src/smtlib/check/index.js';
import type { Command, Script, Term } from '../../src/smtlib/ast.js';
import { parseScript, parseTerm } from '../../src/smtlib/parser.js';
import type { SmtError } from '../../src/smtlib/result.js';
import { sortToString } from '../../src/smtlib/sort.js';

export function parsed(text: string): Script {
  const p = parseScript(text);
  if (!p.ok) throw new Error(`test script does not parse: ${p.error.message}`);
  return p.value;
}

/** The errors of checking `text`, as `line:col message`. */
export function errorsOf(text: string): string[] {
  return checkScript(parsed(text)).errors.map((e: SmtError) => `${e.line}:${e.col} ${e.message}`);
}

/** The sort of `term` (printed) after the declarations `decls`, or `error: …` when it is ill-sorted. */
export function sortIn(decls: string, term: string): string {
  const env = new Env();
  const r = checkScript(parsed(decls), env);
  if (!r.ok) throw new Error(`declarations are ill-sorted: ${r.errors[0]!.message}`);
  const t = parseTerm(term);
  if (!t.ok) throw new Error(`test term does not parse: ${t.error.message}`);
  const c = checkTerm(t.value, env);
  if (!c.ok) return `error: ${c.errors.map((e) => e.message).join('; ')}`;
  return c.sort ? sortToString(c.sort) : 'no sort';
}

/** `line:col` (1-based) of the first occurrence of `snippet` in `text`. */
export function at(text: string, snippet: string, from = 0): string {
  const offset = text.indexOf(snippet, from);
  if (offset < 0) throw new Error(`snippet not found: ${snippet}`);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

function termsOfCommand(c: Command): Term[] {
  switch (c.cmd) {
    case 'assert':
    case 'simplify':
    case 'eval':
      return [c.term];
    case 'check-sat-assuming':
      return [...c.literals];
    case 'get-value':
      return [...c.terms];
    case 'define-fun':
    case 'define-fun-rec':
    case 'define-const':
      return [c.body];
    case 'define-funs-rec':
      return [...c.bodies];
    default:
      return [];
  }
}

/** Every term node of a script, sub-terms included (let values, match cases, :pattern terms). */
export function allTerms(script: Script): Term[] {
  const out: Term[] = [];
  const stack: Term[] = script.commands.flatMap(termsOfCommand);
  while (stack.length) {
    const t = stack.pop()!;
    out.push(t);
    switch (t.kind) {
      case 'app':
        stack.push(...t.args);
        break;
      case 'let':
        stack.push(...t.bindings.map((b) => b.term), t.body);
        break;
      case 'forall':
      case 'exists':
      case 'lambda':
        stack.push(t.body);
        break;
      case 'match':
        stack.push(t.scrutinee, ...t.cases.map((c) => c.body));
        break;
      case 'annot':
        stack.push(t.term);
        for (const a of t.attrs) if ('terms' in a) stack.push(...a.terms);
        break;
      case 'const':
        break;
    }
  }
  return out;
}
