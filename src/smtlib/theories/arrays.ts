// SMT-LIB ArraysEx, plus the constant array `((as const (Array I E)) v)` of Z3 and CVC5 and cvc5's eqrange.
import { op, theory } from './pattern-text.js';

export const ARRAYS = theory(
  'ArraysEx',
  [{ name: 'Array', indices: 0, args: 2 }],
  [
    op('select', ['(Array I E)', 'I'], 'E'),
    op('store', ['(Array I E)', 'I', 'E'], '(Array I E)'),
    // The index sort is not determined by the argument: it needs `as`.
    op('const', ['E'], '(Array I E)', { dialects: 'z3 cvc5' }),
    // cvc5's (eqrange a b lo hi): a and b agree on every index from lo to hi (needs --arrays-exp).
    op('eqrange', ['(Array I E)', '(Array I E)', 'I', 'I'], 'Bool', { dialects: 'cvc5' }),
  ],
);
