// SMT-LIB Reals theory. Int arguments are accepted where Real is expected (non-strict matching),
// which is how `(+ x 1)` with x Real and `(/ 1 3)` are well-sorted in Z3 and CVC5.
import { chainable, leftAssoc, oneArgument, op, theory } from './pattern-text.js';

export const REALS = theory(
  'Reals',
  [{ name: 'Real', indices: 0, args: 0 }],
  [
    op('-', ['Real'], 'Real'),
    leftAssoc('-', 'Real'),
    leftAssoc('+', 'Real'),
    leftAssoc('*', 'Real'),
    leftAssoc('/', 'Real'),
    chainable('<=', 'Real'),
    chainable('<', 'Real'),
    chainable('>=', 'Real'),
    chainable('>', 'Real'),
    // Not in the standard, but Z3 and CVC5 accept abs on reals (seen in seeds).
    op('abs', ['Real'], 'Real', { dialects: 'z3 cvc5' }),
    op('^', ['Real', 'Real'], 'Real', { dialects: 'z3 cvc5', introduce: false }),
    // Z3's unary minus `~` and its n-ary operators applied to one argument.
    op('~', ['Real'], 'Real', { dialects: 'z3', aliasOf: '-' }),
    ...['+', '*', '/'].map((name) => oneArgument(name, 'Real')),
    ...['<', '<=', '>=', '>'].map((name) => oneArgument(name, 'Real', 'Bool')),
    // cvc5's total division (x / 0 = 0), after 1.0.3.
    op('/_total', ['Real', 'Real'], 'Real', { dialects: 'cvc5+' }),
  ],
);
