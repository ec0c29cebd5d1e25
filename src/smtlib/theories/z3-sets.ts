// Z3's sets: `(Set E)` is `(Array E Bool)` to Z3, with its own operator names (cvc5's sets are in
// sets.ts). Z3 offers them only without a set-logic (or in HORN). Checked for Z3, `(Set E)` is the
// array; checked without dialects it is cvc5's set sort, so the operators, and select, store and
// `(as const (Set E))` on it, are also listed on `(Set E)`.
import { leftAssoc, op, theory, type OpSpec } from './pattern-text.js';

const onBoth = (make: (set: string) => OpSpec[]): OpSpec[] => [...make('(Array E Bool)'), ...make('(Set E)')];

export const Z3_SETS = theory(
  'Sets',
  [{ name: 'Set', indices: 0, args: 1, expands: '(Array A* Bool)' }],
  [
    ...onBoth((set) => [
      leftAssoc('union', set),
      leftAssoc('intersection', set),
      op('setminus', [set, set], set),
      op('complement', [set], set),
      op('subset', [set, set], 'Bool'),
    ]),
    op('select', ['(Set E)', 'E'], 'Bool'),
    op('store', ['(Set E)', 'E', 'Bool'], '(Set E)'),
    op('const', ['Bool'], '(Set E)'),
  ],
  { dialects: 'z3' },
);
