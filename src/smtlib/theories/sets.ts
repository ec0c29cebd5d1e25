// cvc5's finite sets `(Set E)`. `set.empty` and `set.universe` need `(as set.empty (Set E))`. The
// higher-order operators take a lambda (cvc5 reads lambdas in HO_ logics only). Not supported:
// `set.comprehension`, a binder.
import { op, theory } from './pattern-text.js';

const SET = '(Set E)';

export const SETS = theory(
  'Sets',
  [{ name: 'Set', indices: 0, args: 1 }],
  [
    op('set.empty', [], SET),
    op('set.universe', [], SET),
    op('set.singleton', ['E'], SET),
    // (set.insert e1 … en s): the elements, then the set.
    op('set.insert', ['E...', SET], SET),
    op('set.union', [SET, SET], SET),
    op('set.inter', [SET, SET], SET),
    op('set.minus', [SET, SET], SET),
    op('set.complement', [SET], SET),
    op('set.member', ['E', SET], 'Bool'),
    op('set.subset', [SET, SET], 'Bool'),
    op('set.card', [SET], 'Int'),
    op('set.choose', [SET], 'E'),
    op('set.is_empty', [SET], 'Bool', { dialects: 'cvc5+' }),
    op('set.is_singleton', [SET], 'Bool'),
    op('set.map', ['(-> E B)', SET], '(Set B)'),
    op('set.filter', ['(-> E Bool)', SET], SET),
    op('set.fold', ['(-> E B B)', 'B', SET], 'B'),
    op('set.all', ['(-> E Bool)', SET], 'Bool', { dialects: 'cvc5+' }),
    op('set.some', ['(-> E Bool)', SET], 'Bool', { dialects: 'cvc5+' }),
  ],
  { dialects: 'cvc5' },
);
