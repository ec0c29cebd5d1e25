// cvc5's cardinality constraints (logics with C, e.g. UFC): `(_ fmf.card S k)` holds when the
// uninterpreted sort S has at most k elements. The first index names a sort.
import { op, theory } from './pattern-text.js';

export const CARDINALITY = theory(
  'Cardinality',
  [],
  [op('fmf.card', [], 'Bool', { indices: ['S', 'k'], sortIndices: ['S'], where: ['k > 0'] })],
  { dialects: 'cvc5' },
);
