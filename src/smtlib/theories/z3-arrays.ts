// Z3's arrays as functions: ((_ map f) a1 … an) applies f pointwise to arrays of one index sort (several:
// check/z3-map.ts), and (_ as-array f) is the array whose select is f. Z3 reads them only without a
// set-logic (or in HORN). And Z3's arrays of several index sorts.
import { op, theory } from './pattern-text.js';

export const Z3_ARRAYS = theory(
  'ArraysEx',
  // Z3's arrays of several index sorts, `(Array I J E)`: select and store take one index of each.
  [{ name: 'Array', indices: 0, args: { atLeast: 3 } }],
  [
    op('map', ['(Array I A*)...'], '(Array I B)', { indices: ['f'], functionIndices: { f: '(-> A* B)' } }),
    op('as-array', [], '(Array A* B)', { indices: ['f'], functionIndices: { f: '(-> A* B)' } }),
    op('select', ['(Array I J K* E)', 'I', 'J', 'K*'], 'E', {
      expects: 'an array of several index sorts and its indices',
    }),
    op('store', ['(Array I J K* E)', 'I', 'J', 'K*', 'E'], '(Array I J K* E)', {
      expects: 'an array of several index sorts, its indices and an element',
    }),
    op('const', ['E'], '(Array I J K* E)'),
  ],
  { dialects: 'z3' },
);
