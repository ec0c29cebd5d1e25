// SMT-LIB Ints theory (plus Z3's `rem`). Z3 does not read the standard's `divisible`.
import { chainable, leftAssoc, oneArgument, op, theory } from './pattern-text.js';

export const INTS = theory(
  'Ints',
  [{ name: 'Int', indices: 0, args: 0 }],
  [
    op('-', ['Int'], 'Int'),
    leftAssoc('-', 'Int'),
    leftAssoc('+', 'Int'),
    leftAssoc('*', 'Int'),
    leftAssoc('div', 'Int'),
    op('mod', ['Int', 'Int'], 'Int'),
    op('abs', ['Int'], 'Int'),
    chainable('<=', 'Int'),
    chainable('<', 'Int'),
    chainable('>=', 'Int'),
    chainable('>', 'Int'),
    op('divisible', ['Int'], 'Bool', {
      indices: ['n'],
      where: ['n > 0'],
      whereMessage: 'divisible needs a positive index',
      dialects: 'smtlib cvc5',
    }),
    op('rem', ['Int', 'Int'], 'Int', { dialects: 'z3' }),
    // Z3's unary minus `~` and its n-ary operators applied to one argument.
    op('~', ['Int'], 'Int', { dialects: 'z3', aliasOf: '-' }),
    ...['+', '*', 'div'].map((name) => oneArgument(name, 'Int')),
    ...['<', '<=', '>=', '>'].map((name) => oneArgument(name, 'Int', 'Bool')),
    // cvc5's power on integers is an integer; Z3's is a real (Reals). cvc5 wants a constant exponent,
    // a condition on the term the tables cannot state: mutators never introduce `^`.
    op('^', ['Int', 'Int'], 'Int', { dialects: 'cvc5', introduce: false }),
    // cvc5's total division and modulus (x div 0 = 0, x mod 0 = x), after 1.0.3.
    op('div_total', ['Int', 'Int'], 'Int', { dialects: 'cvc5+' }),
    op('mod_total', ['Int', 'Int'], 'Int', { dialects: 'cvc5+' }),
  ],
);
