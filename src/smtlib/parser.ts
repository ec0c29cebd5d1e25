// Recursive-descent parser for SMT-LIB 2.6 scripts, terms and sorts (plus Z3/CVC5 extensions).
// Internally a ParseFailure unwinds the recursion; the exported functions turn it into a value.
import type {
  Attribute,
  Binding,
  Command,
  ConstructorDecl,
  DatatypeDecl,
  FunDecl,
  Identifier,
  Index,
  Literal,
  MatchCase,
  Pattern,
  Script,
  SExpr,
  SortedVar,
  SortExpr,
  Span,
  Term,
} from './ast.js';
import { NULLARY_COMMANDS } from './commands.js';
import { Lexer, type Token } from './lexer.js';
import { negativeLiteral } from './negative-literal.js';
import { printSortExpr as printSortText, quoteSymbol as printSymbolText } from './printer.js';
import { fail, ok, type Result, type SmtError } from './result.js';

class ParseFailure {
  constructor(readonly error: SmtError) {}
}

const LITERAL_TOKENS = new Set(['numeral', 'decimal', 'hexadecimal', 'binary', 'finitefield', 'string']);

/**
 * The deepest nesting of terms, sorts and s-expressions accepted. Deeper input gets a positioned error
 * instead of overflowing the stack here or in the recursive passes that follow (printer, sort checker).
 */
export const MAX_NESTING = 1000;

class Parser {
  private readonly lx: Lexer;
  private depth = 0;

  /** Counts one level of nesting; the caller decrements `depth` when it returns normally. */
  private enter(): void {
    if (++this.depth > MAX_NESTING) this.failAt(this.peek().span, `nesting too deep: more than ${MAX_NESTING} levels`);
  }

  constructor(text: string) {
    this.lx = new Lexer(text);
  }

  // ---- token helpers -------------------------------------------------------------------------

  private failAt(span: Span, message: string): never {
    throw new ParseFailure({ message, line: span.line, col: span.col, offset: span.start });
  }

  private next(): Token {
    const t = this.lx.next();
    if (t.type === 'error') this.failAt(t.span, t.text);
    return t;
  }

  private peek(): Token {
    const t = this.lx.peek();
    if (t.type === 'error') this.failAt(t.span, t.text);
    return t;
  }

  private describe(t: Token): string {
    switch (t.type) {
      case 'eof':
        return 'end of input';
      case '(':
      case ')':
        return `'${t.type}'`;
      case 'symbol':
        return `symbol '${t.text}'`;
      case 'keyword':
        return `keyword '${t.text}'`;
      case 'string':
        return 'a string literal';
      default:
        return `${t.type} '${t.text}'`;
    }
  }

  private expect(type: '(' | ')'): Token {
    const t = this.next();
    if (t.type !== type) {
      if (t.type === 'eof') this.failAt(t.span, `unexpected end of input: missing '${type}'`);
      this.failAt(t.span, `expected '${type}' but found ${this.describe(t)}`);
    }
    return t;
  }

  private expectSymbol(what: string): Token {
    const t = this.next();
    if (t.type !== 'symbol') this.failAt(t.span, `expected ${what} but found ${this.describe(t)}`);
    return t;
  }

  private expectNumeral(what: string): number {
    const t = this.next();
    if (t.type !== 'numeral') this.failAt(t.span, `expected ${what} (a numeral) but found ${this.describe(t)}`);
    return this.smallNumeral(t);
  }

  /** A numeral used as a count or index; beyond 2^53 it would print back as `1e+21`, which does not parse. */
  private smallNumeral(t: Token): number {
    const n = Number(t.text);
    if (!Number.isSafeInteger(n)) this.failAt(t.span, `numeral ${t.text} is too large`);
    return n;
  }

  private isClose(): boolean {
    return this.peek().type === ')';
  }

  private spanFrom(open: Token): Span {
    return { start: open.span.start, end: this.lastEnd, line: open.span.line, col: open.span.col };
  }

  private lastEnd = 0;

  private close(): void {
    this.lastEnd = this.expect(')').span.end;
  }

  private literalOf(t: Token): Literal {
    return { kind: t.type as Literal['kind'], text: t.text };
  }

  // ---- scripts and commands ------------------------------------------------------------------

  script(): Script {
    const commands: Command[] = [];
    for (;;) {
      const t = this.peek();
      if (t.type === 'eof') return { commands };
      commands.push(this.command());
    }
  }

  /**
   * A script that goes on after a failed command: each failure is recorded and parsing resumes at the next
   * command (see `skipFailedCommand`), so an editor can list every error at once. `script()` stays all or nothing.
   */
  scriptRecovering(): RecoveredScript {
    const commands: Command[] = [];
    const errors: SmtError[] = [];
    for (;;) {
      let start: Token;
      try {
        start = this.peek();
      } catch (e) {
        // A lexical error where a command should start: report it and skip from there.
        if (!(e instanceof ParseFailure)) throw e;
        start = this.lx.peek();
      }
      if (start.type === 'eof') return { commands, errors };
      this.depth = 0;
      try {
        commands.push(this.command());
      } catch (e) {
        if (e instanceof ParseFailure) errors.push(e.error);
        else if (e instanceof RangeError) errors.push(positioned('nesting too deep to parse', start.span));
        else throw e;
        this.skipFailedCommand(start, errors[errors.length - 1]!);
      }
    }
  }

  /**
   * Where to resume after a command failed. The first candidate is the token after the failed command's own
   * closing ')' (rescanning from its '(' and counting depth), which is right whenever the parentheses balance:
   * a wrong term inside a well-bracketed command loses that command only. Counting alone is not robust: one
   * missing ')' keeps the depth above 0 to the end of the text and every later command would be swallowed
   * unreported. So a '(' in column 1 at or after the error also ends the skip, since a command starting a line is
   * how SMT-LIB is written and a sub-term starting in column 1 is rare (the cost then is one extra error, not a
   * lost script). Stray tokens outside any command are skipped to the next '('. Lexical errors inside the
   * skipped text are not reported separately: they belong to the command already reported.
   */
  private skipFailedCommand(start: Token, error: SmtError): void {
    this.lx.seek(start.span);
    let depth = 0;
    for (;;) {
      const t = this.lx.peek();
      if (t.type === 'eof') return;
      if (t.span.start > start.span.start && t.type === '(') {
        if (depth === 0) return;
        if (t.span.col === 1 && t.span.start >= error.offset) return;
      }
      this.lx.next();
      if (t.type === '(') depth++;
      else if (t.type === ')') depth = Math.max(0, depth - 1);
    }
  }

  command(): Command {
    const open = this.next();
    if (open.type !== '(') this.failAt(open.span, `expected '(' to start a command but found ${this.describe(open)}`);
    const head = this.next();
    if (head.type !== 'symbol') this.failAt(head.span, `expected a command name but found ${this.describe(head)}`);
    const cmd = this.commandBody(head, open);
    this.close();
    cmd.span = this.spanFrom(open);
    return cmd;
  }

  private commandBody(head: Token, open: Token): Command {
    const name = head.text;
    if (NULLARY_COMMANDS.has(name)) return { cmd: name } as Command;
    switch (name) {
      case 'set-logic':
        return { cmd: 'set-logic', logic: this.expectSymbol('a logic name').text };
      case 'set-option':
      case 'set-info': {
        const kw = this.next();
        if (kw.type !== 'keyword') this.failAt(kw.span, `${name} expects a keyword but found ${this.describe(kw)}`);
        return this.isClose() ? { cmd: name, keyword: kw.text } : { cmd: name, keyword: kw.text, value: this.sexpr() };
      }
      case 'get-info':
      case 'get-option': {
        const kw = this.next();
        if (kw.type !== 'keyword') this.failAt(kw.span, `${name} expects a keyword but found ${this.describe(kw)}`);
        return { cmd: name, keyword: kw.text };
      }
      case 'declare-sort': {
        const sortName = this.expectSymbol('a sort name').text;
        const arity = this.isClose() ? undefined : this.expectNumeral('the sort arity');
        return { cmd: 'declare-sort', name: sortName, arity };
      }
      case 'define-sort': {
        const sortName = this.expectSymbol('a sort name').text;
        const params = this.symbolList('sort parameters');
        return { cmd: 'define-sort', name: sortName, params, sort: this.sortExpr() };
      }
      case 'declare-fun': {
        const fname = this.expectSymbol('a function name').text;
        this.expect('(');
        const params: SortExpr[] = [];
        while (!this.isClose()) params.push(this.sortExpr());
        this.next();
        return { cmd: 'declare-fun', name: fname, params, sort: this.sortExpr() };
      }
      case 'declare-const':
        return { cmd: 'declare-const', name: this.expectSymbol('a constant name').text, sort: this.sortExpr() };
      case 'define-fun':
      case 'define-fun-rec':
        return { cmd: name, decl: this.funDecl(), body: this.term() };
      case 'define-funs-rec':
        return this.defineFunsRec();
      case 'define-const': {
        const cname = this.expectSymbol('a constant name').text;
        const sort = this.sortExpr();
        return { cmd: 'define-const', name: cname, sort, body: this.term() };
      }
      case 'declare-datatype':
      case 'declare-codatatype': {
        const dname = this.expectSymbol('a datatype name').text;
        const c: Command = { cmd: 'declare-datatype', name: dname, decl: this.datatypeDecl() };
        return name === 'declare-codatatype' ? { ...c, co: true } : c;
      }
      case 'declare-datatypes':
        return this.declareDatatypes();
      case 'declare-codatatypes': {
        const c = this.declareDatatypes();
        if (c.cmd === 'declare-datatypes' && c.legacy) this.failAt(head.span, 'declare-codatatypes takes the 2.6 form');
        return { ...c, co: true } as Command;
      }
      case 'push':
      case 'pop':
        return { cmd: name, n: this.isClose() ? undefined : this.expectNumeral(`the number of levels to ${name}`) };
      case 'assert':
        return { cmd: 'assert', term: this.term() };
      case 'check-sat-assuming': {
        this.expect('(');
        const literals: Term[] = [];
        while (!this.isClose()) literals.push(this.term());
        this.next();
        return { cmd: 'check-sat-assuming', literals };
      }
      case 'check-sat-using': {
        const tactic = this.sexpr();
        return { cmd: 'check-sat-using', tactic, params: this.restSexprs() };
      }
      case 'get-value': {
        this.expect('(');
        const terms: Term[] = [];
        while (!this.isClose()) terms.push(this.term());
        this.next();
        if (terms.length === 0) this.failAt(head.span, 'get-value expects at least one term');
        return { cmd: 'get-value', terms };
      }
      case 'echo': {
        const t = this.next();
        if (t.type !== 'string') this.failAt(t.span, `echo expects a string literal but found ${this.describe(t)}`);
        return { cmd: 'echo', text: t.text };
      }
      case 'simplify':
      case 'eval': {
        const term = this.term();
        return { cmd: name, term, params: this.restSexprs() };
      }
      default:
        return this.opaqueCommand(head, open);
    }
  }

  private opaqueCommand(head: Token, open: Token): Command {
    const items: SExpr[] = [{ kind: 'symbol', name: head.text, span: head.span }];
    while (!this.isClose()) items.push(this.sexpr());
    return { cmd: 'opaque', name: head.text, sexpr: { kind: 'list', items, span: open.span } };
  }

  private restSexprs(): SExpr[] {
    const out: SExpr[] = [];
    while (!this.isClose()) out.push(this.sexpr());
    return out;
  }

  private symbolList(what: string): string[] {
    this.expect('(');
    const out: string[] = [];
    while (!this.isClose()) out.push(this.expectSymbol(what).text);
    this.next();
    return out;
  }

  private sortedVar(): SortedVar {
    const open = this.expect('(');
    const name = this.expectSymbol('a variable name').text;
    const sort = this.sortExpr();
    this.close();
    return { name, sort, span: this.spanFrom(open) };
  }

  private sortedVars(what: string): SortedVar[] {
    const open = this.expect('(');
    const out: SortedVar[] = [];
    while (!this.isClose()) out.push(this.sortedVar());
    this.next();
    if (out.length === 0 && what !== 'parameters') this.failAt(open.span, `${what} needs at least one variable`);
    return out;
  }

  private funDecl(): FunDecl {
    const name = this.expectSymbol('a function name').text;
    const params = this.sortedVars('parameters');
    return { name, params, sort: this.sortExpr() };
  }

  private defineFunsRec(): Command {
    this.expect('(');
    const decls: FunDecl[] = [];
    while (!this.isClose()) {
      this.expect('(');
      decls.push(this.funDecl());
      this.close();
    }
    this.next();
    const open = this.expect('(');
    const bodies: Term[] = [];
    while (!this.isClose()) bodies.push(this.term());
    this.next();
    if (bodies.length !== decls.length) {
      this.failAt(open.span, `define-funs-rec declares ${decls.length} functions but gives ${bodies.length} bodies`);
    }
    return { cmd: 'define-funs-rec', decls, bodies };
  }

  private constructorDecl(): ConstructorDecl {
    const t = this.next();
    if (t.type === 'symbol') return { name: t.text, selectors: [] }; // legacy Z3: a bare nullary constructor
    if (t.type !== '(') this.failAt(t.span, `expected a constructor declaration but found ${this.describe(t)}`);
    const name = this.expectSymbol('a constructor name').text;
    const selectors: SortedVar[] = [];
    while (!this.isClose()) selectors.push(this.sortedVar());
    this.next();
    return { name, selectors };
  }

  /** `((c (s S)…)…)` or `(par (T…) ((c …)…))`. */
  private datatypeDecl(): DatatypeDecl {
    const open = this.expect('(');
    let params: string[] = [];
    const first = this.peek();
    if (first.type === 'symbol' && first.text === 'par' && !first.quoted) {
      this.next();
      params = this.symbolList('sort parameters');
      const innerOpen = this.peek();
      const inner = this.datatypeDecl();
      if (inner.params.length > 0) this.failAt(innerOpen.span, "'par' cannot be nested");
      this.close();
      return { params, constructors: inner.constructors };
    }
    const constructors: ConstructorDecl[] = [];
    while (!this.isClose()) constructors.push(this.constructorDecl());
    this.next();
    if (constructors.length === 0) this.failAt(open.span, 'a datatype needs at least one constructor');
    return { params, constructors };
  }

  private declareDatatypes(): Command {
    this.expect('(');
    // SMT-LIB 2.6: ((D arity)…); legacy Z3: (T…) — a list of parameter symbols.
    const t = this.peek();
    if (t.type === 'symbol' || t.type === ')') {
      // The '(' of the parameter list is already consumed: read the symbols up to its ')'.
      const params: string[] = [];
      while (!this.isClose()) params.push(this.expectSymbol('sort parameters').text);
      this.next();
      return this.legacyDatatypes(params);
    }
    const sorts: { name: string; arity: number }[] = [];
    while (!this.isClose()) {
      this.expect('(');
      const name = this.expectSymbol('a datatype name').text;
      const arity = this.expectNumeral('the datatype arity');
      this.close();
      sorts.push({ name, arity });
    }
    this.next();
    this.expect('(');
    const decls: DatatypeDecl[] = [];
    while (!this.isClose()) decls.push(this.datatypeDecl());
    const close = this.next();
    if (decls.length !== sorts.length) {
      this.failAt(close.span, `declare-datatypes declares ${sorts.length} sorts but defines ${decls.length}`);
    }
    return { cmd: 'declare-datatypes', sorts, decls, legacy: false };
  }

  private legacyDatatypes(params: string[]): Command {
    this.expect('(');
    const sorts: { name: string; arity: number }[] = [];
    const decls: DatatypeDecl[] = [];
    while (!this.isClose()) {
      this.expect('(');
      const name = this.expectSymbol('a datatype name').text;
      const constructors: ConstructorDecl[] = [];
      while (!this.isClose()) constructors.push(this.constructorDecl());
      this.close();
      sorts.push({ name, arity: params.length });
      decls.push({ params, constructors });
    }
    this.next();
    return { cmd: 'declare-datatypes', sorts, decls, legacy: true };
  }

  // ---- sorts ---------------------------------------------------------------------------------

  private index(): Index {
    const t = this.next();
    if (t.type === 'numeral') return this.smallNumeral(t);
    if (t.type === 'symbol') return t.text;
    // cvc5's `(_ char #x41)`: a hexadecimal index, kept with its `#x`.
    if (t.type === 'hexadecimal') return `#x${t.text}`;
    // Z3's `(_ map (+ (Int Int) Int))`: a function named with its sorts, kept as its text.
    if (t.type === '(') return this.qualifiedFunctionIndex();
    if (t.type === ')') this.failAt(t.span, 'an indexed identifier needs at least one index');
    return this.failAt(t.span, `expected an index (numeral or symbol) but found ${this.describe(t)}`);
  }

  /** `(f (S…) R)` as an index, its text normalised to single spaces (the printer writes it back as is). */
  private qualifiedFunctionIndex(): string {
    const name = this.expectSymbol('a function name');
    this.expect('(');
    const params: SortExpr[] = [];
    while (!this.isClose()) params.push(this.sortExpr());
    this.next();
    const result = this.sortExpr();
    this.close();
    return `(${printSymbolText(name.text)} (${params.map(printSortText).join(' ')}) ${printSortText(result)})`;
  }

  /** After `(_`: `f i…)`. */
  private indexedRest(): Identifier {
    const symbol = this.expectSymbol('an identifier after "_"').text;
    const indices: Index[] = [this.index()];
    while (!this.isClose()) indices.push(this.index());
    this.close();
    return { symbol, indices };
  }

  sortExpr(): SortExpr {
    this.enter();
    const s = this.sortExprAt();
    this.depth--;
    return s;
  }

  private sortExprAt(): SortExpr {
    const t = this.next();
    if (t.type === 'symbol') return { id: { symbol: t.text, indices: [] }, args: [], span: t.span };
    if (t.type !== '(') this.failAt(t.span, `expected a sort but found ${this.describe(t)}`);
    const head = this.next();
    if (head.type === 'symbol' && head.text === '_' && !head.quoted) {
      const id = this.indexedRest();
      return { id, args: [], span: this.spanFrom(t) };
    }
    let id: Identifier;
    if (head.type === 'symbol') id = { symbol: head.text, indices: [] };
    else if (head.type === '(') {
      const under = this.expectSymbol("'_'");
      if (under.text !== '_') this.failAt(under.span, `expected '_' but found ${this.describe(under)}`);
      id = this.indexedRest();
    } else return this.failAt(head.span, `expected a sort but found ${this.describe(head)}`);
    const args: SortExpr[] = [];
    while (!this.isClose()) args.push(this.sortExpr());
    if (args.length === 0) this.failAt(head.span, `a parametric sort '${id.symbol}' needs at least one argument`);
    this.close();
    return { id, args, span: this.spanFrom(t) };
  }

  // ---- terms ---------------------------------------------------------------------------------

  term(): Term {
    this.enter();
    const t = this.termAt();
    this.depth--;
    return t;
  }

  private termAt(): Term {
    const t = this.next();
    if (LITERAL_TOKENS.has(t.type)) return { kind: 'const', lit: this.literalOf(t), span: t.span };
    if (t.type === 'symbol') {
      const negative = t.quoted ? undefined : negativeLiteral(t.text);
      if (negative) return { kind: 'const', lit: negative, span: t.span };
      return { kind: 'app', id: { symbol: t.text, indices: [] }, args: [], span: t.span };
    }
    if (t.type !== '(') {
      if (t.type === 'eof') this.failAt(t.span, 'unexpected end of input: expected a term');
      this.failAt(t.span, `expected a term but found ${this.describe(t)}`);
    }
    return this.termAfterOpen(t);
  }

  /** A parenthesized term whose '(' is `open` (already read). */
  private termAfterOpen(open: Token): Term {
    const head = this.next();
    let term: Term;
    if (head.type === 'symbol' && !head.quoted) term = this.keywordTerm(head, open) ?? this.application(head);
    else if (head.type === 'symbol') term = this.application(head);
    else if (head.type === '(') term = this.qualifiedApplication(head);
    else if (head.type === ')') return this.failAt(head.span, 'empty term "()"');
    else return this.failAt(head.span, `expected a function symbol but found ${this.describe(head)}`);
    this.close();
    term.span = this.spanFrom(open);
    return term;
  }

  /** Terms that start with a reserved word; undefined when the head is an ordinary function symbol. */
  private keywordTerm(head: Token, open: Token): Term | undefined {
    switch (head.text) {
      case '_':
        return { kind: 'app', id: this.indexedIdentifierAfterUnderscore(), args: [] };
      case 'as': {
        const id = this.qualIdentifierName();
        return { kind: 'app', id, qual: this.sortExpr(), args: [] };
      }
      case 'let':
        return this.letTerm(open);
      case 'forall':
      case 'exists':
      case 'lambda': {
        const vars = this.sortedVars(head.text);
        return { kind: head.text, vars, body: this.term() };
      }
      case 'match':
        return this.matchTerm();
      case 'set.comprehension':
        return this.failAt(head.span, "cvc5's binder set.comprehension is not supported by this front end");
      case '!':
        return this.annotated();
      default:
        return undefined;
    }
  }

  private indexedIdentifierAfterUnderscore(): Identifier {
    const symbol = this.expectSymbol('an identifier after "_"').text;
    const indices: Index[] = [this.index()];
    while (!this.isClose()) indices.push(this.index());
    return { symbol, indices };
  }

  /** The identifier inside `(as id S)`: a symbol or `(_ f i…)`. */
  private qualIdentifierName(): Identifier {
    const t = this.next();
    if (t.type === 'symbol') return { symbol: t.text, indices: [] };
    if (t.type === '(') {
      const under = this.expectSymbol("'_'");
      if (under.text !== '_') this.failAt(under.span, `expected '_' but found ${this.describe(under)}`);
      return this.indexedRest();
    }
    return this.failAt(t.span, `expected an identifier but found ${this.describe(t)}`);
  }

  private application(head: Token): Term {
    const args: Term[] = [];
    while (!this.isClose()) args.push(this.term());
    if (args.length === 0)
      this.failAt(head.span, `'${head.text}' applied to no arguments: write it without parentheses`);
    return { kind: 'app', id: { symbol: head.text, indices: [] }, args };
  }

  /** `((_ f i…) args…)`, `((as f S) args…)`, or Z3's `(term args…)` with a parenthesized term. */
  private qualifiedApplication(innerOpen: Token): Term {
    const first = this.peek();
    if (first.type !== 'symbol' || first.quoted || (first.text !== '_' && first.text !== 'as')) {
      return this.termApplication(innerOpen);
    }
    const h = this.expectSymbol("'_' or 'as'");
    let id: Identifier;
    let qual: SortExpr | undefined;
    if (h.text === '_' && !h.quoted) id = this.indexedRest();
    else if (h.text === 'as' && !h.quoted) {
      id = this.qualIdentifierName();
      qual = this.sortExpr();
      this.close();
    } else
      return this.failAt(h.span, `expected '_' or 'as' after '(' in function position but found ${this.describe(h)}`);
    const args: Term[] = [];
    while (!this.isClose()) args.push(this.term());
    if (args.length === 0) this.failAt(innerOpen.span, 'a qualified function applied to no arguments');
    return qual ? { kind: 'app', id, qual, args } : { kind: 'app', id, args };
  }

  /** Z3's `((f 1) 2)`, `((lambda …) 0)`: the head term (its '(' read), then the arguments. */
  private termApplication(innerOpen: Token): Term {
    this.enter();
    const fn = this.termAfterOpen(innerOpen);
    this.depth--;
    const args: Term[] = [];
    while (!this.isClose()) args.push(this.term());
    if (args.length === 0) this.failAt(innerOpen.span, 'a term in function position applied to no arguments');
    return { kind: 'apply', fn, args };
  }

  private letTerm(open: Token): Term {
    this.expect('(');
    const bindings: Binding[] = [];
    while (!this.isClose()) {
      const b = this.expect('(');
      const name = this.expectSymbol('a variable name in let').text;
      const term = this.term();
      this.close();
      bindings.push({ name, term, span: this.spanFrom(b) });
    }
    this.next();
    if (bindings.length === 0) this.failAt(open.span, 'let needs at least one binding');
    return { kind: 'let', bindings, body: this.term() };
  }

  private pattern(): Pattern {
    const t = this.next();
    if (t.type === 'symbol') return { kind: 'var', name: t.text, span: t.span };
    if (t.type !== '(') this.failAt(t.span, `expected a pattern but found ${this.describe(t)}`);
    const name = this.expectSymbol('a constructor name').text;
    const vars: string[] = [];
    while (!this.isClose()) vars.push(this.expectSymbol('a pattern variable').text);
    this.close();
    if (vars.length === 0) this.failAt(t.span, `pattern (${name}) needs at least one variable`);
    return { kind: 'ctor', name, vars, span: this.spanFrom(t) };
  }

  private matchTerm(): Term {
    const scrutinee = this.term();
    const open = this.expect('(');
    const first = this.peek();
    if (first.type === 'symbol' && first.text === 'case' && !first.quoted) return this.caseMatch(scrutinee);
    const cases: MatchCase[] = [];
    while (!this.isClose()) {
      this.expect('(');
      const pattern = this.pattern();
      const body = this.term();
      this.close();
      cases.push({ pattern, body });
    }
    this.next();
    if (cases.length === 0) this.failAt(open.span, 'match needs at least one case');
    return { kind: 'match', scrutinee, cases };
  }

  /** Z3's `(match t (case p body) (case p body)…)`, the '(' of the first case read. */
  private caseMatch(scrutinee: Term): Term {
    const cases: MatchCase[] = [];
    for (;;) {
      const word = this.expectSymbol("'case'");
      if (word.text !== 'case' || word.quoted)
        this.failAt(word.span, `expected 'case' but found ${this.describe(word)}`);
      const pattern = this.pattern();
      const body = this.term();
      this.close();
      cases.push({ pattern, body });
      if (this.isClose()) break;
      this.expect('(');
    }
    return { kind: 'match', scrutinee, cases, caseForm: true };
  }

  /** `(! t attr…)`; Z3 also reads `(! t)` (the checker says who reads it). */
  private annotated(): Term {
    const term = this.term();
    const attrs: Attribute[] = [];
    while (!this.isClose()) attrs.push(this.attribute());
    return { kind: 'annot', term, attrs };
  }

  private attribute(): Attribute {
    const kw = this.next();
    if (kw.type !== 'keyword') this.failAt(kw.span, `expected an attribute keyword but found ${this.describe(kw)}`);
    const keyword = kw.text;
    if (keyword === ':named') return { keyword, name: this.expectSymbol('a name after :named').text };
    if (keyword === ':pattern' || keyword === ':no-pattern') {
      const t = this.peek();
      if (t.type !== '(') return { keyword, terms: [this.term()] as const };
      // `(:pattern (t1 t2))` lists terms; `(:no-pattern t)` may be a single application.
      if (keyword === ':no-pattern') return { keyword, terms: [this.term()] };
      const open = this.next();
      const terms: Term[] = [];
      while (!this.isClose()) terms.push(this.term());
      this.close();
      // Z3's `:pattern (f x)`: one application written without the list around it (a list of patterns that
      // starts with a bare symbol and goes on; `(c)` stays the list of the one pattern c).
      const [head, ...args] = terms;
      if (head?.kind === 'app' && head.args.length === 0 && !head.qual && !head.id.indices.length && args.length > 0) {
        const span = this.spanFrom(open);
        return { keyword, terms: [{ kind: 'app', id: head.id, args, span }], unary: true };
      }
      return { keyword, terms };
    }
    const t = this.peek();
    if (t.type === 'keyword' || t.type === ')') return { keyword };
    return { keyword, value: this.sexpr() };
  }

  // ---- generic s-expressions -----------------------------------------------------------------

  sexpr(): SExpr {
    this.enter();
    const e = this.sexprAt();
    this.depth--;
    return e;
  }

  private sexprAt(): SExpr {
    const t = this.next();
    switch (t.type) {
      case 'symbol':
        return { kind: 'symbol', name: t.text, span: t.span };
      case 'keyword':
        return { kind: 'keyword', name: t.text, span: t.span };
      case '(': {
        const items: SExpr[] = [];
        while (!this.isClose()) items.push(this.sexpr());
        this.close();
        return { kind: 'list', items, span: this.spanFrom(t) };
      }
      case ')':
        return this.failAt(t.span, "unexpected ')'");
      case 'eof':
        return this.failAt(t.span, "unexpected end of input: missing ')'");
      default:
        return { kind: 'literal', lit: this.literalOf(t), span: t.span };
    }
  }

  hasMore(): boolean {
    return this.peek().type !== 'eof';
  }

  expectEnd(): void {
    const t = this.peek();
    if (t.type !== 'eof') this.failAt(t.span, `unexpected ${this.describe(t)} after the end`);
  }
}

function run<T>(text: string, body: (p: Parser) => T): Result<T> {
  try {
    const p = new Parser(text);
    const value = body(p);
    return ok(value);
  } catch (e) {
    if (e instanceof ParseFailure) return fail(e.error);
    if (e instanceof RangeError) {
      return fail({ message: 'nesting too deep to parse', line: 0, col: 0, offset: 0 });
    }
    return fail({ message: `internal parser error: ${String(e)}`, line: 0, col: 0, offset: 0 });
  }
}

export function parseScript(text: string): Result<Script> {
  return run(text, (p) => p.script());
}

/** The commands that parsed and every parse error, in text order (see `Parser.scriptRecovering`). */
export interface RecoveredScript {
  commands: Command[];
  errors: SmtError[];
}

/**
 * Parses a script past its errors, for diagnostics (the editor, `smtplay check`): each failed command is
 * reported and skipped. Everything that needs a whole script (mutators, solvers, the CLI) uses `parseScript`.
 */
export function parseScriptRecovering(text: string): RecoveredScript {
  try {
    return new Parser(text).scriptRecovering();
  } catch (e) {
    return { commands: [], errors: [{ message: `internal parser error: ${String(e)}`, line: 0, col: 0, offset: 0 }] };
  }
}

function positioned(message: string, span: Span): SmtError {
  return { message, line: span.line, col: span.col, offset: span.start };
}

export function parseTerm(text: string): Result<Term> {
  return run(text, (p) => {
    const t = p.term();
    p.expectEnd();
    return t;
  });
}

export function parseSortExpr(text: string): Result<SortExpr> {
  return run(text, (p) => {
    const s = p.sortExpr();
    p.expectEnd();
    return s;
  });
}

/** Parses a sequence of s-expressions (e.g. solver output, a model) without interpreting them. */
export function parseSExprs(text: string): Result<SExpr[]> {
  return run(text, (p) => {
    const out: SExpr[] = [];
    while (p.hasMore()) out.push(p.sexpr());
    return out;
  });
}
