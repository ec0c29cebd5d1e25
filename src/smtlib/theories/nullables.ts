// cvc5's nullable values `(Nullable E)` (after 1.0.3): `(as nullable.null (Nullable E))`, nullable.some,
// nullable.val, the testers, and ((_ nullable.lift f) x…) applying f to the values of nullables.
import { op, theory } from './pattern-text.js';

const N = '(Nullable E)';

export const NULLABLES = theory(
  'Nullables',
  [{ name: 'Nullable', indices: 0, args: 1 }],
  [
    op('nullable.null', [], N),
    op('nullable.some', ['E'], N),
    op('nullable.val', [N], 'E'),
    op('nullable.is_null', [N], 'Bool'),
    op('nullable.is_some', [N], 'Bool'),
    op('nullable.lift', ['(Nullable A*)...'], '(Nullable B)', { indices: ['f'], functionIndices: { f: '(-> A* B)' } }),
  ],
  { dialects: 'cvc5+' },
);
