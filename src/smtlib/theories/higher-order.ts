// Higher-order terms of cvc5's HO_ logics (and SMT-LIB 2.7): function sorts `(-> S… R)` and `@`, which
// applies a function to some or all of its arguments. Lambdas and functions used as values are syntax
// (check/higher-order.ts).
import { op, theory } from './pattern-text.js';

export const HIGHER_ORDER = theory(
  'HigherOrder',
  [{ name: '->', indices: 0, args: { atLeast: 2 }, dialects: 'cvc5 z3>=4.15.2' }],
  [
    op('@', ['(-> A* B)', 'A*'], 'B', { minArgs: 1 }),
    // Applied to fewer arguments than it takes: a function of the rest.
    op('@', ['(-> A* C* B)', 'A*'], '(-> C* B)', { minArgs: 1, where: ['#C* >= 1'] }),
  ],
  { dialects: 'cvc5' },
);
