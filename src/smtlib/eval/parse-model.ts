// Reads `get-model` output of Z3 and cvc5: `(model (define-fun …)…)` or `((define-fun …)…)`, with
// Z3's universe declarations (`(declare-fun S!val!0 () S)`) and cardinality `forall`s, and cvc5's
// `declare-fun`s of uninterpreted-sort elements. Values stay terms; the evaluator interprets them.
import type { SortExpr } from '../ast.js';
import { Lexer, type Token } from '../lexer.js';
import { parseScript } from '../parser.js';
import { fail, ok, type Result } from '../result.js';
import type { Model, ModelFunction } from './model.js';

export function parseModel(text: string): Result<Model> {
  const inner = blankOutWrapper(text);
  if (!inner.ok) return inner;
  const script = parseScript(inner.value);
  if (!script.ok) return script;
  const functions = new Map<string, ModelFunction>();
  const elements = new Map<string, string>();
  const universes = new Map<string, string[]>();
  for (const c of script.value.commands) {
    if (c.cmd === 'define-fun' || c.cmd === 'define-fun-rec') {
      functions.set(c.decl.name, { name: c.decl.name, params: c.decl.params, sort: c.decl.sort, body: c.body });
    } else if (c.cmd === 'define-const') {
      functions.set(c.name, { name: c.name, params: [], sort: c.sort, body: c.body });
    } else if (c.cmd === 'define-funs-rec') {
      c.decls.forEach((d, i) =>
        functions.set(d.name, { name: d.name, params: d.params, sort: d.sort, body: c.bodies[i]! }),
      );
    } else if ((c.cmd === 'declare-fun' && c.params.length === 0) || c.cmd === 'declare-const') {
      const sortName = simpleSortName(c.sort);
      if (sortName === undefined) continue;
      elements.set(c.name, sortName);
      let universe = universes.get(sortName);
      if (!universe) universes.set(sortName, (universe = []));
      universe.push(c.name);
    }
    // Other items (cardinality `forall`s, declare-sort, comments) carry nothing the evaluator needs.
  }
  return ok({ functions, elements, universes });
}

function simpleSortName(s: SortExpr): string | undefined {
  return s.args.length === 0 && s.id.indices.length === 0 ? s.id.symbol : undefined;
}

/**
 * Replaces the outer `(` (or `(model`) and its matching `)` with spaces so the items parse as a
 * script while every position still points into the original text.
 */
function blankOutWrapper(text: string): Result<string> {
  const lexer = new Lexer(text);
  const open = lexer.next();
  if (open.type !== '(') return failAt(open, 'a model starts with "("');
  let cut = open.span.end;
  const head = lexer.peek();
  if (head.type === 'symbol' && head.text === 'model' && !head.quoted) cut = lexer.next().span.end;
  let depth = 1;
  let close: Token | undefined;
  while (!close) {
    const t = lexer.next();
    if (t.type === 'error') return failAt(t, t.text);
    if (t.type === 'eof') return failAt(t, 'unexpected end of the model: missing ")"');
    if (t.type === '(') depth++;
    else if (t.type === ')' && --depth === 0) close = t;
  }
  const rest = lexer.next();
  if (rest.type !== 'eof') return failAt(rest, 'unexpected text after the model');
  const blank = (s: string): string => s.replace(/[^\n]/g, ' ');
  return ok(blank(text.slice(0, cut)) + text.slice(cut, close.span.start) + ' ' + blank(text.slice(close.span.end)));
}

function failAt(t: Token, message: string): Result<never> {
  return fail({ message, line: t.span.line, col: t.span.col, offset: t.span.start });
}
