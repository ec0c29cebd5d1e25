// cvc5's integer operators on the bits of naturals: ((_ iand k) x y) (bitwise and of x and y mod 2^k),
// int.pow2 (2^x, 0 for negative x), int.log2 (after 1.0.3), and piand (seen in cvc5's regressions).
import { op, theory } from './pattern-text.js';

export const INTEGER_BITS = theory(
  'IntegerBits',
  [],
  [
    op('iand', ['Int', 'Int'], 'Int', {
      indices: ['k'],
      where: ['k > 0'],
      whereMessage: 'iand needs a positive width',
    }),
    op('int.pow2', ['Int'], 'Int'),
    op('int.log2', ['Int'], 'Int', { dialects: 'cvc5+' }),
    op('piand', ['Int', 'Int', 'Int'], 'Int', { dialects: 'cvc5+' }),
  ],
  { dialects: 'cvc5' },
);
