// The typed AST of an SMT-LIB 2.6 script (plus the Z3/CVC5 extensions found in real seeds).
// Symbols are stored without `|…|` quotes: `|x|` and `x` are the same symbol (SMT-LIB 2.6 §3.1);
// the printer adds quotes only where a symbol needs them.
import type { Sort } from './sort.js';

/** Source position: offsets into the text plus the 1-based line:column of `start`. */
export interface Span {
  start: number;
  end: number;
  line: number;
  col: number;
}

/** An index of an indexed identifier `(_ f i…)`: a numeral or a symbol (SMT-LIB allows both). */
export type Index = number | string;

export interface Identifier {
  symbol: string;
  indices: readonly Index[];
}

/** A sort as written: `Int`, `(_ BitVec 8)`, `(Array Int (_ BitVec 8))`, a declared or defined sort. */
export interface SortExpr {
  id: Identifier;
  args: readonly SortExpr[];
  span?: Span;
}

/** `finitefield`: cvc5's `#f3m5` (3 in the field of order 5), text `3m5`. */
export type LiteralKind = 'numeral' | 'decimal' | 'hexadecimal' | 'binary' | 'string' | 'finitefield';

export interface Literal {
  kind: LiteralKind;
  /**
   * numeral/decimal: the digits as written; hexadecimal/binary: the digits after `#x`/`#b`;
   * finitefield: `VmP` after `#f` (value V, order P);
   * string: the characters between the quotes with `""` already un-doubled (`\u{…}` escapes are kept
   * verbatim; the Strings theory interprets them).
   */
  text: string;
}

export interface SortedVar {
  name: string;
  sort: SortExpr;
  span?: Span;
}

export interface Binding {
  name: string;
  term: Term;
  span?: Span;
}

/** A generic S-expression, used where SMT-LIB allows arbitrary values (attribute values, options, opaque commands). */
export type SExpr =
  | { kind: 'symbol'; name: string; span?: Span }
  | { kind: 'keyword'; name: string; span?: Span } // name includes the leading ':'
  | { kind: 'literal'; lit: Literal; span?: Span }
  | { kind: 'list'; items: readonly SExpr[]; span?: Span };

export type Attribute =
  | { keyword: ':named'; name: string }
  /** `unary`: Z3's `:pattern (f x)`, one pattern written without its list (printed back the same way). */
  | { keyword: ':pattern' | ':no-pattern'; terms: readonly Term[]; unary?: true }
  | { keyword: string; value?: SExpr };

export type Pattern =
  | { kind: 'var'; name: string; span?: Span } // a variable, or a nullary constructor (resolved by the sort checker)
  | { kind: 'ctor'; name: string; vars: readonly string[]; span?: Span };

export interface MatchCase {
  pattern: Pattern;
  body: Term;
}

interface TermBase {
  span?: Span;
  /** Filled in by the sort checker. */
  sort?: Sort;
}

/** A literal; Z3's negative numerals and decimals (`-1`, `-2.5`) are numerals/decimals whose text starts with `-`. */
export interface ConstTerm extends TermBase {
  kind: 'const';
  lit: Literal;
}
/** A function application or a symbol reference (then `args` is empty). `qual` is the sort of `(as f S)`. */
export interface AppTerm extends TermBase {
  kind: 'app';
  id: Identifier;
  qual?: SortExpr;
  args: readonly Term[];
}
export interface LetTerm extends TermBase {
  kind: 'let';
  bindings: readonly Binding[];
  body: Term;
}
export interface QuantTerm extends TermBase {
  kind: 'forall' | 'exists';
  vars: readonly SortedVar[];
  body: Term;
}
/** Z3/CVC5 `(lambda ((x S)…) body)`, seen in models and in array-heavy seeds. */
export interface LambdaTerm extends TermBase {
  kind: 'lambda';
  vars: readonly SortedVar[];
  body: Term;
}
export interface MatchTerm extends TermBase {
  kind: 'match';
  scrutinee: Term;
  cases: readonly MatchCase[];
  /** Z3's form `(match t (case p body)…)`; printed back the same way. */
  caseForm?: true;
}
/** `(! t attr…)`; Z3 also reads `(! t)` without attributes. */
export interface AnnotTerm extends TermBase {
  kind: 'annot';
  term: Term;
  attrs: readonly Attribute[];
}
/**
 * Z3's application of a term that is not a symbol, `((f 1) 2)` or `((lambda ((x Int)) x) 0)`: the term is
 * an array and the application selects from it. (A symbol applied, `(a 0)`, is an `app` term.)
 */
export interface ApplyTerm extends TermBase {
  kind: 'apply';
  fn: Term;
  args: readonly Term[];
}

export type Term = ConstTerm | AppTerm | LetTerm | QuantTerm | LambdaTerm | MatchTerm | AnnotTerm | ApplyTerm;

export interface FunDecl {
  name: string;
  params: readonly SortedVar[];
  sort: SortExpr;
}

export interface ConstructorDecl {
  name: string;
  selectors: readonly SortedVar[];
}

export interface DatatypeDecl {
  params: readonly string[];
  constructors: readonly ConstructorDecl[];
}

interface CommandBase {
  span?: Span;
}

export type Command = CommandBase &
  (
    | { cmd: 'set-logic'; logic: string }
    | { cmd: 'set-option'; keyword: string; value?: SExpr }
    | { cmd: 'set-info'; keyword: string; value?: SExpr }
    | { cmd: 'declare-sort'; name: string; arity: number | undefined }
    | { cmd: 'define-sort'; name: string; params: readonly string[]; sort: SortExpr }
    | { cmd: 'declare-fun'; name: string; params: readonly SortExpr[]; sort: SortExpr }
    | { cmd: 'declare-const'; name: string; sort: SortExpr }
    | { cmd: 'define-fun' | 'define-fun-rec'; decl: FunDecl; body: Term }
    | { cmd: 'define-funs-rec'; decls: readonly FunDecl[]; bodies: readonly Term[] }
    | { cmd: 'define-const'; name: string; sort: SortExpr; body: Term }
    /** `co`: cvc5's declare-codatatype (values may be infinite, e.g. streams). */
    | { cmd: 'declare-datatype'; name: string; decl: DatatypeDecl; co?: true }
    | {
        cmd: 'declare-datatypes';
        sorts: readonly { name: string; arity: number }[];
        decls: readonly DatatypeDecl[];
        /** Z3's pre-2.6 form `(declare-datatypes (T…) ((D (c (s S)…)…)…))`; printed back the same way. */
        legacy: boolean;
        /** cvc5's declare-codatatypes. */
        co?: true;
      }
    | { cmd: 'push' | 'pop'; n: number | undefined }
    | { cmd: 'assert'; term: Term }
    | { cmd: 'check-sat-assuming'; literals: readonly Term[] }
    | { cmd: 'check-sat-using'; tactic: SExpr; params: readonly SExpr[] }
    | { cmd: 'get-value'; terms: readonly Term[] }
    | { cmd: 'get-info' | 'get-option'; keyword: string }
    | { cmd: 'echo'; text: string }
    | { cmd: 'simplify'; term: Term; params: readonly SExpr[] }
    | { cmd: 'eval'; term: Term; params: readonly SExpr[] }
    | {
        cmd:
          | 'check-sat'
          | 'get-model'
          | 'get-assertions'
          | 'get-assignment'
          | 'get-proof'
          | 'get-unsat-core'
          | 'get-unsat-assumptions'
          | 'reset'
          | 'reset-assertions'
          | 'exit';
      }
    /** A command this front end does not know, kept verbatim so the script still round-trips. */
    | { cmd: 'opaque'; name: string; sexpr: SExpr }
  );

export interface Script {
  commands: Command[];
}

export type CommandName = Command['cmd'];
