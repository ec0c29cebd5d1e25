// Syntax extensions beyond SMT-LIB 2.6, as data: which dialects read each (see dialect.ts). The parser
// accepts all of them; the checker reports those a dialect it was given does not read.
import { dialectMask, type DialectMask } from './dialect.js';

export type SyntaxFeature =
  | 'decimal-point'
  | 'legacy-datatypes'
  | 'codatatypes'
  | 'declare-heap'
  | 'lambda'
  | 'function-value'
  | 'finite-field-literal'
  | 'set-comprehension'
  // Z3's own forms (measured on the releases, see docs/DIALECTS.md).
  | 'negative-numeral'
  | 'bound-array-application'
  | 'constant-array-application'
  | 'lambda-application'
  | 'term-application'
  | 'function-as-array'
  | 'update-field'
  | 'case-match'
  | 'unary-pattern'
  | 'bare-annotation'
  | 'sort-without-arity'
  | 'shadowing-sort-parameter'
  | 'theory-name-declared'
  | 'builtin-signature-declared'
  | 'function-redefined'
  | 'implicit-instance';

export interface SyntaxInfo {
  /** How a message names it: `the decimal` + ` '1.'`. */
  readonly name: string;
  readonly dialects: DialectMask;
}

export const SYNTAX: Readonly<Record<SyntaxFeature, SyntaxInfo>> = {
  // `1.`: a decimal without fraction digits.
  'decimal-point': { name: 'the decimal', dialects: dialectMask('z3') },
  // `(declare-datatypes (T) ((D (c (s T)))))`: the pre-2.6 form.
  'legacy-datatypes': { name: 'the pre-2.6 declare-datatypes form', dialects: dialectMask('z3') },
  codatatypes: { name: 'the command', dialects: dialectMask('cvc5') },
  'declare-heap': { name: 'the command', dialects: dialectMask('cvc5') },
  // cvc5 reads lambda only in HO_ logics.
  lambda: { name: 'a', dialects: dialectMask('z3 cvc5') },
  // A function used as a value or a function-sorted term applied (cvc5's HO_ logics).
  'function-value': { name: 'the higher-order use of', dialects: dialectMask('cvc5') },
  // `#f3m5`: an element of (_ FiniteField 5).
  'finite-field-literal': { name: 'the finite-field literal', dialects: dialectMask('cvc5+') },
  'set-comprehension': { name: 'the binder', dialects: dialectMask('cvc5') },
  // `-1`, `-2.5`: a numeral or decimal with its sign.
  'negative-numeral': { name: 'the negative literal', dialects: dialectMask('z3') },
  // `(q 0)` with q a bound variable (quantifier, let, parameter) of an array sort: a select.
  'bound-array-application': { name: 'the application of the array', dialects: dialectMask('z3') },
  // `(a 0)` with a a declared or defined constant of an array sort.
  'constant-array-application': { name: 'the application of the array', dialects: dialectMask('z3>=4.15.8') },
  // `((lambda ((x Int)) …) 0)`.
  'lambda-application': { name: 'a lambda applied as a function', dialects: dialectMask('z3>=4.15.4') },
  // `((f 1) 2)`: any term of an array sort in function position.
  'term-application': { name: 'a term applied as a function', dialects: dialectMask('z3>=5.0.0') },
  // A declared or defined function used as the array of its graph, `(select f 1)`, `(= a f)`.
  'function-as-array': { name: 'the array of the function', dialects: dialectMask('z3') },
  // `((_ update-field s) t v)`.
  'update-field': { name: 'the record update (_ update-field …)', dialects: dialectMask('z3') },
  // `(match t (case p body)…)`.
  'case-match': { name: 'the match form with case', dialects: dialectMask('z3') },
  // `:pattern (f x)`: one pattern written without its list.
  'unary-pattern': { name: 'a :pattern written without its list', dialects: dialectMask('z3') },
  // `(! t)`: an annotation without attributes.
  'bare-annotation': { name: 'an annotation without attributes', dialects: dialectMask('z3') },
  // `(declare-sort S)`: cvc5 1.0.3 asks for the arity.
  'sort-without-arity': { name: 'declare-sort without an arity', dialects: dialectMask('z3') },
  // A sort parameter (define-sort, par, Z3's pre-2.6 datatypes) named like a sort in scope.
  'shadowing-sort-parameter': { name: 'the sort parameter', dialects: dialectMask('z3') },
  // A declaration or definition named like a theory function (`(declare-fun fp () Int)`).
  'theory-name-declared': { name: 'the declaration of the theory name', dialects: dialectMask('z3') },
  // … with argument sorts a built-in takes: Z3 refuses it from 5.1.0 (`(declare-fun abs (Real) Int)`).
  'builtin-signature-declared': {
    name: 'a declaration with the name and argument sorts of the built-in',
    dialects: dialectMask('smtlib z3<5.1.0 cvc5'),
  },
  // define-fun (or define-const) of a name already in scope, with another signature.
  'function-redefined': { name: 'the definition overloading', dialects: dialectMask('z3') },
  // `nil` of a parametric datatype without `as`, resolved from the one instance the script has made.
  'implicit-instance': { name: 'the unqualified constructor', dialects: dialectMask('z3') },
};
