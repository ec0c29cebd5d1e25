// Z3 reads `-1` and `-2.5` as negative numerals and decimals; to SMT-LIB (and cvc5) they are symbols. The
// parser makes them literals whose text keeps the sign, so the checker can say who reads them.
import type { Literal } from './ast.js';

const NEGATIVE = /^-[0-9]+(\.[0-9]*)?$/;

/** The literal an unquoted symbol stands for in Z3 (`-1`, `-2.5`, `-3.`), or undefined. */
export function negativeLiteral(symbol: string): Literal | undefined {
  if (symbol.charCodeAt(0) !== 45 || !NEGATIVE.test(symbol)) return undefined;
  return { kind: symbol.includes('.') ? 'decimal' : 'numeral', text: symbol };
}

/** A numeral or decimal written with its sign. */
export const isNegativeLiteral = (lit: Literal): boolean =>
  (lit.kind === 'numeral' || lit.kind === 'decimal') && lit.text.startsWith('-');
