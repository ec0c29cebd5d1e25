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
  | 'set-comprehension';

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
};
