// Transcendental functions over the reals: cvc5's (exp, sin … arccot, sqrt, real.pi) and Z3's (sin …
// atanh, pi, euler). Our evaluator does not evaluate them (their values are irrational): unknown.
import { op, theory, type OpSpec } from './pattern-text.js';

const NOTE = 'transcendental: not evaluable exactly';
const fn = (name: string, dialects: string): OpSpec => op(name, ['Real'], 'Real', { dialects, note: NOTE });

export const TRANSCENDENTALS = theory(
  'Transcendentals',
  [],
  [
    fn('sin', 'z3 cvc5'),
    fn('cos', 'z3 cvc5'),
    fn('tan', 'z3 cvc5'),
    ...['exp', 'csc', 'sec', 'cot', 'arcsin', 'arccos', 'arctan', 'arccsc', 'arcsec', 'arccot', 'sqrt'].map((n) =>
      fn(n, 'cvc5'),
    ),
    op('real.pi', [], 'Real', { dialects: 'cvc5', note: NOTE }),
    ...['asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh'].map((n) => fn(n, 'z3')),
    op('pi', [], 'Real', { dialects: 'z3', note: NOTE }),
    op('euler', [], 'Real', { dialects: 'z3', note: NOTE }),
  ],
);
