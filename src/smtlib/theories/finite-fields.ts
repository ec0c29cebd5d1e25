// cvc5's prime-order finite fields `(_ FiniteField p)` (after 1.0.3): `#f3m5` or `(as ff3 F)` literals
// (the `ffN` name family, ff-1 included), n-ary ff.add and ff.mul, ff.neg, ff.bitsum. Orders beyond
// 2^53 are not representable here (indices are JavaScript numbers).
import { leftAssoc, op, theory } from './pattern-text.js';

const FF = '(_ FiniteField p)';

export const FINITE_FIELDS = theory(
  'FiniteFields',
  [{ name: 'FiniteField', indices: 1, args: 0 }],
  [leftAssoc('ff.add', FF), leftAssoc('ff.mul', FF), op('ff.neg', [FF], FF), leftAssoc('ff.bitsum', FF)],
  { dialects: 'cvc5+' },
);

/** `ffN` (N a possibly negative numeral) names an element of the field given by `(as ffN F)`. */
export const FF_LITERAL_NAME = /^ff-?[0-9]+$/;
export const FF_LITERAL = op('ffN', [], FF, { dialects: 'cvc5+' });
