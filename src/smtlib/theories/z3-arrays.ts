// Z3's arrays as functions: ((_ map f) a1 … an) applies f pointwise to arrays of one index sort, and
// (_ as-array f) is the array whose select is f. Z3 reads them only without a set-logic (or in HORN).
import { op, theory } from './pattern-text.js';

export const Z3_ARRAYS = theory(
  'ArraysEx',
  [],
  [
    op('map', ['(Array I A*)...'], '(Array I B)', { indices: ['f'], functionIndices: { f: '(-> A* B)' } }),
    op('as-array', [], '(Array A* B)', { indices: ['f'], functionIndices: { f: '(-> A* B)' } }),
  ],
  { dialects: 'z3' },
);
