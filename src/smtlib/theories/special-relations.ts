// Z3's special relations: ((_ linear-order i) x y) and its partial, tree and piecewise-linear cousins
// (i tells relations of one kind apart), and ((_ transitive-closure R) x y) of a binary relation R.
import { op, theory, type OpSpec } from './pattern-text.js';

const order = (name: string): OpSpec => op(name, ['A', 'A'], 'Bool', { indices: ['i'] });

export const SPECIAL_RELATIONS = theory(
  'SpecialRelations',
  [],
  [
    order('linear-order'),
    order('partial-order'),
    order('tree-order'),
    order('piecewise-linear-order'),
    op('transitive-closure', ['A', 'A'], 'Bool', { indices: ['R'], functionIndices: { R: '(-> A A Bool)' } }),
  ],
  { dialects: 'z3' },
);
