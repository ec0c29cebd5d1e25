// The SMT-LIB features a checked script uses, as plain names, so a test can require that the corpus keeps
// covering them: `cmd:push`, `op:str.<` (every applied symbol, indexed ones by their symbol), `term:let`,
// `attr::pattern`, and a few that need context (`term:let-shadowing`, `term:nested-quantifier`,
// `dt:par`, `dt:mutual`, `tester:is-C`, `tester:(_ is C)`, `to_fp:real`, `lit:unicode-escape`, `sort:Float16`).
import type { Command, Script, SortExpr, Term } from '../../src/smtlib/ast.js';

/** The sort-checked script's features; run `checkScript` first so that `to_fp` arguments carry sorts. */
export function scriptFeatures(script: Script): Set<string> {
  const found = new Set<string>();
  for (const command of script.commands) commandFeatures(command, found);
  return found;
}

function commandFeatures(command: Command, found: Set<string>): void {
  found.add(`cmd:${command.cmd}`);
  if (command.cmd === 'declare-datatypes' || command.cmd === 'declare-datatype') {
    const decls = command.cmd === 'declare-datatypes' ? command.decls : [command.decl];
    if (decls.some((d) => d.params.length > 0)) found.add('dt:par');
    if (command.cmd === 'declare-datatypes' && command.sorts.length > 1) found.add('dt:mutual');
  }
  visit(command, found, { lets: new Set(), quantified: false });
}

interface Context {
  lets: ReadonlySet<string>;
  quantified: boolean;
}

const TERM_KINDS = new Set(['const', 'app', 'let', 'forall', 'exists', 'lambda', 'match', 'annot', 'apply']);

function isTerm(node: object): node is Term {
  return 'kind' in node && typeof node.kind === 'string' && TERM_KINDS.has(node.kind);
}

function isSortExpr(node: object): node is SortExpr {
  return 'id' in node && 'args' in node && !('kind' in node);
}

/** Walks any AST node (commands hold terms and sorts in different fields), noting what it meets. */
function visit(node: unknown, found: Set<string>, ctx: Context): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item, found, ctx);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  if (isTerm(node)) {
    termFeatures(node, found, ctx);
    return;
  }
  if (isSortExpr(node)) found.add(`sort:${node.id.symbol}`);
  for (const [key, value] of Object.entries(node)) if (key !== 'span') visit(value, found, ctx);
}

function termFeatures(term: Term, found: Set<string>, ctx: Context): void {
  found.add(`term:${term.kind}`);
  switch (term.kind) {
    case 'const':
      found.add(`lit:${term.lit.kind}`);
      if (term.lit.kind === 'string' && term.lit.text.includes('\\u{')) found.add('lit:unicode-escape');
      return;
    case 'app':
      appFeatures(term, found);
      visit(term.args, found, ctx);
      if (term.qual) visit(term.qual, found, ctx);
      return;
    case 'let': {
      if (term.bindings.some((b) => ctx.lets.has(b.name))) found.add('term:let-shadowing');
      visit(term.bindings, found, ctx);
      const lets = new Set([...ctx.lets, ...term.bindings.map((b) => b.name)]);
      visit(term.body, found, { ...ctx, lets });
      return;
    }
    case 'forall':
    case 'exists':
      if (ctx.quantified) found.add('term:nested-quantifier');
      visit(term.vars, found, ctx);
      visit(term.body, found, { ...ctx, quantified: true });
      return;
    case 'annot':
      for (const attr of term.attrs) found.add(`attr:${attr.keyword}`);
      visit(term.term, found, ctx);
      visit(term.attrs, found, ctx);
      return;
    default:
      // `sort` of a checked term is its semantic sort, not a sort written in the text.
      for (const [key, value] of Object.entries(term)) if (key !== 'span' && key !== 'sort') visit(value, found, ctx);
  }
}

function appFeatures(term: Extract<Term, { kind: 'app' }>, found: Set<string>): void {
  const { symbol, indices } = term.id;
  if (symbol === 'is' && indices.length === 1) found.add('tester:(_ is C)');
  else if (symbol.startsWith('is-') && indices.length === 0) found.add('tester:is-C');
  else if (/^bv\d+$/.test(symbol) && indices.length === 1) found.add('lit:(_ bvN w)');
  else found.add(`op:${symbol}`);
  if (term.qual && symbol === 'const') found.add('op:as-const');
  if (symbol === 'to_fp') found.add(`to_fp:${toFpForm(term)}`);
}

/** Which of the four `to_fp` forms an application is, from its arguments' sorts. */
function toFpForm(term: Extract<Term, { kind: 'app' }>): string {
  if (term.args.length === 1) return 'bits';
  const from = term.args[1]?.sort?.name;
  if (from === 'FloatingPoint') return 'float';
  if (from === 'Real' || from === 'Int') return 'real';
  if (from === 'BitVec') return 'signed';
  return `unknown(${from ?? 'unsorted'})`;
}
