// Characters: Z3's `Unicode` sort (a string is `(Seq Unicode)` to Z3) with `(_ Char n)` and char.*, and
// `(_ char #x41)`, a one-character string (cvc5's, and Z3 reads it too).
import { op, theory } from './pattern-text.js';

const C = 'Unicode';

export const CHARACTERS = theory(
  'Characters',
  [{ name: 'Unicode', indices: 0, args: 0 }],
  [
    op('Char', [], C, { indices: ['n'], where: ['n <= 196607'], whereMessage: 'character code out of range' }),
    op('char.<=', [C, C], 'Bool'),
    op('char.to_int', [C], 'Int'),
    op('char.is_digit', [C], 'Bool'),
    op('char.to_bv', [C], '(_ BitVec 18)', { dialects: 'z3+' }),
    op('char.from_bv', ['(_ BitVec 18)'], C, { dialects: 'z3+' }),
    op('char', [], 'String', { indices: ['c'], symbolIndices: ['c'], dialects: 'z3 cvc5' }),
    // Z3 also reads the code as a numeral, `(_ char 65)` (up to 196607 from 4.10.0; 4.8.17 reads larger ones).
    op('char', [], 'String', {
      indices: ['n'],
      where: ['n <= 196607'],
      whereMessage: 'character code out of range (0 to 196607)',
    }),
  ],
  { dialects: 'z3' },
);
