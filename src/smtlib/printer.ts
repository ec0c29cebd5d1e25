// Canonical SMT-LIB printer: parse(print(ast)) equals ast (ignoring spans and sorts).
// One command per line, each term on one line; symbols are |quoted| only where they must be.
import type {
  AppTerm,
  Attribute,
  Command,
  ConstructorDecl,
  DatatypeDecl,
  FunDecl,
  Identifier,
  Literal,
  Pattern,
  Script,
  SExpr,
  SortedVar,
  SortExpr,
  Term,
} from './ast.js';
import { isSymbolChar } from './lexer.js';
import { negativeLiteral } from './negative-literal.js';

/** Words that the parser reads as syntax in term position; as symbols they must be quoted. */
const RESERVED = new Set(['_', '!', 'as', 'let', 'forall', 'exists', 'lambda', 'match', 'par']);

function needsQuotes(name: string): boolean {
  if (name.length === 0 || RESERVED.has(name)) return true;
  const first = name.charCodeAt(0);
  if (first >= 48 && first <= 57) return true;
  // `|-1|` is a symbol; unquoted, `-1` is Z3's negative numeral.
  if (first === 45 && negativeLiteral(name)) return true;
  for (let i = 0; i < name.length; i++) if (!isSymbolChar(name.charCodeAt(i))) return true;
  return false;
}

// Scripts repeat the same few symbols many times; remembering the answer keeps printing fast.
const quoted = new Map<string, string>();

export function quoteSymbol(name: string): string {
  let q = quoted.get(name);
  if (q === undefined) {
    q = needsQuotes(name) ? `|${name}|` : name;
    if (quoted.size > 100_000) quoted.clear();
    quoted.set(name, q);
  }
  return q;
}

export function printLiteral(lit: Literal): string {
  switch (lit.kind) {
    case 'hexadecimal':
      return `#x${lit.text}`;
    case 'binary':
      return `#b${lit.text}`;
    case 'finitefield':
      return `#f${lit.text}`;
    case 'string':
      return `"${lit.text.replaceAll('"', '""')}"`;
    default:
      return lit.text;
  }
}

/**
 * An index symbol. Two index forms are kept as their text and print as written: a hexadecimal literal
 * (cvc5's `(_ char #x41)`) and a function with its sorts (Z3's `(_ map (+ (Int Int) Int))`).
 */
function printIndexSymbol(i: string): string {
  return /^#x[0-9a-fA-F]+$/.test(i) || i.startsWith('(') ? i : quoteSymbol(i);
}

export function printIdentifier(id: Identifier): string {
  const sym = quoteSymbol(id.symbol);
  if (id.indices.length === 0) return sym;
  let s = `(_ ${sym}`;
  for (const i of id.indices) s += ' ' + (typeof i === 'number' ? String(i) : printIndexSymbol(i));
  return s + ')';
}

export function printSortExpr(sort: SortExpr): string {
  const head = printIdentifier(sort.id);
  if (sort.args.length === 0) return head;
  let s = '(' + head;
  for (const a of sort.args) s += ' ' + printSortExpr(a);
  return s + ')';
}

export function printSortedVars(vars: readonly SortedVar[]): string {
  let s = '(';
  for (let i = 0; i < vars.length; i++) {
    const v = vars[i]!;
    s += (i ? ' (' : '(') + quoteSymbol(v.name) + ' ' + printSortExpr(v.sort) + ')';
  }
  return s + ')';
}

export function printPattern(p: Pattern): string {
  if (p.kind === 'var') return quoteSymbol(p.name);
  return `(${quoteSymbol(p.name)} ${p.vars.map(quoteSymbol).join(' ')})`;
}

export function printAttribute(a: Attribute): string {
  if ('name' in a) return `${a.keyword} ${quoteSymbol(a.name)}`;
  if ('terms' in a) {
    if ((a.keyword === ':no-pattern' || a.unary) && a.terms.length === 1)
      return `${a.keyword} ${printTerm(a.terms[0]!)}`;
    return `${a.keyword} (${a.terms.map(printTerm).join(' ')})`;
  }
  return a.value === undefined ? a.keyword : `${a.keyword} ${printSExpr(a.value)}`;
}

/** What precedes an application's arguments: `f`, `(_ f i…)` or `(as f S)`. */
export const printAppHead = (t: AppTerm): string =>
  t.qual ? `(as ${printIdentifier(t.id)} ${printSortExpr(t.qual)})` : printIdentifier(t.id);

export function printTerm(t: Term): string {
  return printTermWith(t, printTerm);
}

/** The text of `t`, its children's texts given by `child` (printTerm itself, or memoized texts: print/printed.ts). */
export function printTermWith(t: Term, child: (t: Term) => string): string {
  switch (t.kind) {
    case 'const':
      return printLiteral(t.lit);
    case 'app': {
      const head = printAppHead(t);
      if (t.args.length === 0) return head;
      let s = '(' + head;
      for (const a of t.args) s += ' ' + child(a);
      return s + ')';
    }
    case 'let': {
      let s = '(let (';
      for (let i = 0; i < t.bindings.length; i++) {
        const b = t.bindings[i]!;
        s += (i ? ' (' : '(') + quoteSymbol(b.name) + ' ' + child(b.term) + ')';
      }
      return s + ') ' + child(t.body) + ')';
    }
    case 'forall':
    case 'exists':
    case 'lambda':
      return `(${t.kind} ${printSortedVars(t.vars)} ${child(t.body)})`;
    case 'match': {
      if (t.caseForm) {
        let s = `(match ${child(t.scrutinee)}`;
        for (const c of t.cases) s += ' (case ' + printPattern(c.pattern) + ' ' + child(c.body) + ')';
        return s + ')';
      }
      let s = `(match ${child(t.scrutinee)} (`;
      for (let i = 0; i < t.cases.length; i++) {
        const c = t.cases[i]!;
        s += (i ? ' (' : '(') + printPattern(c.pattern) + ' ' + child(c.body) + ')';
      }
      return s + '))';
    }
    case 'apply': {
      let s = '(' + child(t.fn);
      for (const a of t.args) s += ' ' + child(a);
      return s + ')';
    }
    case 'annot': {
      let s = '(! ' + child(t.term);
      for (const a of t.attrs) s += ' ' + printAttribute(a);
      return s + ')';
    }
  }
}

export function printSExpr(e: SExpr): string {
  switch (e.kind) {
    case 'symbol':
      return quoteSymbol(e.name);
    case 'keyword':
      return e.name;
    case 'literal':
      return printLiteral(e.lit);
    case 'list':
      return '(' + e.items.map(printSExpr).join(' ') + ')';
  }
}

export function printFunDecl(d: FunDecl): string {
  return `${quoteSymbol(d.name)} ${printSortedVars(d.params)} ${printSortExpr(d.sort)}`;
}

function printConstructor(c: ConstructorDecl, bareNullary: boolean): string {
  if (c.selectors.length === 0) return bareNullary ? quoteSymbol(c.name) : `(${quoteSymbol(c.name)})`;
  const sels = c.selectors.map((s) => `(${quoteSymbol(s.name)} ${printSortExpr(s.sort)})`).join(' ');
  return `(${quoteSymbol(c.name)} ${sels})`;
}

function printDatatypeDecl(d: DatatypeDecl): string {
  const ctors = '(' + d.constructors.map((c) => printConstructor(c, false)).join(' ') + ')';
  if (d.params.length === 0) return ctors;
  return `(par (${d.params.map(quoteSymbol).join(' ')}) ${ctors})`;
}

function printLegacyDatatypes(sorts: readonly { name: string }[], decls: readonly DatatypeDecl[]): string {
  const params = (decls[0]?.params ?? []).map(quoteSymbol).join(' ');
  const body = decls
    .map((d, i) => `(${quoteSymbol(sorts[i]!.name)} ${d.constructors.map((c) => printConstructor(c, true)).join(' ')})`)
    .join(' ');
  return `(declare-datatypes (${params}) (${body}))`;
}

function withParams(head: string, params: readonly SExpr[]): string {
  return params.length === 0 ? `${head})` : `${head} ${params.map(printSExpr).join(' ')})`;
}

export function printCommand(c: Command): string {
  switch (c.cmd) {
    case 'set-logic':
      return `(set-logic ${quoteSymbol(c.logic)})`;
    case 'set-option':
    case 'set-info':
      return c.value === undefined ? `(${c.cmd} ${c.keyword})` : `(${c.cmd} ${c.keyword} ${printSExpr(c.value)})`;
    case 'get-info':
    case 'get-option':
      return `(${c.cmd} ${c.keyword})`;
    case 'declare-sort':
      return c.arity === undefined
        ? `(declare-sort ${quoteSymbol(c.name)})`
        : `(declare-sort ${quoteSymbol(c.name)} ${c.arity})`;
    case 'define-sort':
      return `(define-sort ${quoteSymbol(c.name)} (${c.params.map(quoteSymbol).join(' ')}) ${printSortExpr(c.sort)})`;
    case 'declare-fun':
      return `(declare-fun ${quoteSymbol(c.name)} (${c.params.map(printSortExpr).join(' ')}) ${printSortExpr(c.sort)})`;
    case 'declare-const':
      return `(declare-const ${quoteSymbol(c.name)} ${printSortExpr(c.sort)})`;
    case 'define-fun':
    case 'define-fun-rec':
      return `(${c.cmd} ${printFunDecl(c.decl)} ${printTerm(c.body)})`;
    case 'define-funs-rec':
      return `(define-funs-rec (${c.decls.map((d) => `(${printFunDecl(d)})`).join(' ')}) (${c.bodies.map(printTerm).join(' ')}))`;
    case 'define-const':
      return `(define-const ${quoteSymbol(c.name)} ${printSortExpr(c.sort)} ${printTerm(c.body)})`;
    case 'declare-datatype':
      return `(declare-${c.co ? 'co' : ''}datatype ${quoteSymbol(c.name)} ${printDatatypeDecl(c.decl)})`;
    case 'declare-datatypes':
      if (c.legacy) return printLegacyDatatypes(c.sorts, c.decls);
      return `(declare-${c.co ? 'co' : ''}datatypes (${c.sorts.map((s) => `(${quoteSymbol(s.name)} ${s.arity})`).join(' ')}) (${c.decls.map(printDatatypeDecl).join(' ')}))`;
    case 'push':
    case 'pop':
      return c.n === undefined ? `(${c.cmd})` : `(${c.cmd} ${c.n})`;
    case 'assert':
      return `(assert ${printTerm(c.term)})`;
    case 'check-sat-assuming':
      return `(check-sat-assuming (${c.literals.map(printTerm).join(' ')}))`;
    case 'check-sat-using':
      return withParams(`(check-sat-using ${printSExpr(c.tactic)}`, c.params);
    case 'get-value':
      return `(get-value (${c.terms.map(printTerm).join(' ')}))`;
    case 'echo':
      return `(echo ${printLiteral({ kind: 'string', text: c.text })})`;
    case 'simplify':
    case 'eval':
      return withParams(`(${c.cmd} ${printTerm(c.term)}`, c.params);
    case 'opaque':
      return printSExpr(c.sexpr);
    default:
      return `(${c.cmd})`;
  }
}

export function printScript(script: Script): string {
  let s = '';
  for (const c of script.commands) s += printCommand(c) + '\n';
  return s;
}
