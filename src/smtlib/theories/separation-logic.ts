// cvc5's separation logic over the heap `(declare-heap (L D))`: pto, sep (separating conjunction), wand,
// sep.emp and `(as sep.nil L)`. The heap's sorts are not checked against pto's arguments here (cvc5
// does), so mutators never introduce pto or sep.nil.
import { op, theory } from './pattern-text.js';

export const SEPARATION_LOGIC = theory(
  'SeparationLogic',
  [],
  [
    op('pto', ['L', 'D'], 'Bool', { introduce: false }),
    op('sep', ['Bool...', 'Bool'], 'Bool'),
    op('wand', ['Bool', 'Bool'], 'Bool'),
    op('sep.emp', [], 'Bool'),
    op('sep.nil', [], 'L', { introduce: false }),
  ],
  { dialects: 'cvc5' },
);
