// Z3's sets: `(Set E)` is `(Array E Bool)` to Z3, with its own operator names (cvc5's sets are in
// sets.ts). Z3 offers them only without a set-logic (or in HORN).
import { leftAssoc, op, theory } from './pattern-text.js';

const SET = '(Array E Bool)';

export const Z3_SETS = theory(
  'Sets',
  [{ name: 'Set', indices: 0, args: 1, expands: '(Array A* Bool)' }],
  [
    leftAssoc('union', SET),
    leftAssoc('intersection', SET),
    op('setminus', [SET, SET], SET),
    op('complement', [SET], SET),
    op('subset', [SET, SET], 'Bool'),
  ],
  { dialects: 'z3' },
);
