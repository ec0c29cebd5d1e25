// Values of literals: numerals, decimals, #x/#b, string literals and `(_ bvN w)`.
import type { Index, Literal } from '../ast.js';
import { neg, parseDecimal } from './rational.js';
import { decodeStringLiteral } from './string-literal.js';
import { bvValue, ffValue, intValue, known, realValue, stringValue, unknown, type EvalResult } from './value.js';

export function literalValue(lit: Literal): EvalResult {
  switch (lit.kind) {
    // Z3's negative literals (`-1`, `-2.5`) keep their sign in the text.
    case 'numeral':
      return /^-?\d+$/.test(lit.text) ? known(intValue(BigInt(lit.text))) : unknown('malformed numeral');
    case 'decimal': {
      const negative = lit.text.startsWith('-');
      const q = parseDecimal(negative ? lit.text.slice(1) : lit.text);
      return q ? known(realValue(negative ? neg(q) : q)) : unknown('malformed decimal');
    }
    case 'hexadecimal':
      return /^[0-9a-fA-F]+$/.test(lit.text)
        ? known(bvValue(BigInt(`0x${lit.text}`), lit.text.length * 4))
        : unknown('malformed #x literal');
    case 'binary':
      return /^[01]+$/.test(lit.text)
        ? known(bvValue(BigInt(`0b${lit.text}`), lit.text.length))
        : unknown('malformed #b literal');
    case 'string':
      return known(stringValue(decodeStringLiteral(lit.text)));
    case 'finitefield': {
      const [value, modulus] = lit.text.split('m').map(BigInt) as [bigint, bigint];
      return modulus > 0n ? known(ffValue(value, modulus)) : unknown('finite field of order 0');
    }
  }
}

/**
 * cvc5's `(_ char #x41)` (the one-character string of that code point) and Z3's `(_ Char 65)` (the
 * character); undefined when not of either shape.
 */
export function charConstant(symbol: string, indices: readonly Index[]): EvalResult | undefined {
  const code = indices[0];
  if (symbol === 'Char' && indices.length === 1 && typeof code === 'number') {
    return code <= 0x2ffff ? known({ kind: 'char', code }) : unknown('character code out of range');
  }
  if (symbol !== 'char' || indices.length !== 1) return undefined;
  // Z3 also writes the code as a numeral, `(_ char 65)`.
  if (typeof code !== 'number' && (typeof code !== 'string' || !/^#x[0-9a-fA-F]+$/.test(code))) return undefined;
  const cp = typeof code === 'number' ? code : Number.parseInt(code.slice(2), 16);
  return cp <= 0x2ffff ? known(stringValue([cp])) : unknown('character code out of range');
}

/** `(_ bv5 8)`; undefined when the identifier is not of that shape. */
export function indexedBitVector(symbol: string, indices: readonly Index[]): EvalResult | undefined {
  const m = /^bv(\d+)$/.exec(symbol);
  if (!m || indices.length !== 1 || typeof indices[0] !== 'number' || indices[0] < 1) return undefined;
  return known(bvValue(BigInt(m[1]!), indices[0]));
}
