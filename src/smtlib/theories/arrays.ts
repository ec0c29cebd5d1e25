// SMT-LIB ArraysEx, plus the constant array `((as const (Array I E)) v)` of Z3 and CVC5.
import { op, theory } from './pattern-text.js';

export const ARRAYS = theory(
  'ArraysEx',
  [{ name: 'Array', indices: 0, args: 2 }],
  [
    op('select', ['(Array I E)', 'I'], 'E'),
    op('store', ['(Array I E)', 'I', 'E'], '(Array I E)'),
    // The index sort is not determined by the argument: it needs `as`.
    op('const', ['E'], '(Array I E)', { dialects: 'z3 cvc5' }),
  ],
);
