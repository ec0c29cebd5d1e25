// cvc5's finite relations: sets of tuples, `(Relation S…)` = `(Set (Tuple S…))`.
import { op, theory } from './pattern-text.js';

const REL = '(Set (Tuple A*))';
const BINARY = '(Set (Tuple A A))';

export const RELATIONS = theory(
  'Relations',
  [{ name: 'Relation', indices: 0, args: 'any', expands: '(Set (Tuple A*))' }],
  [
    op('rel.join', ['(Set (Tuple A* X))', '(Set (Tuple X B*))'], '(Set (Tuple A* B*))', {
      where: ['#A* + #B* >= 1'],
      whereMessage: 'rel.join of two unary relations has no columns left',
    }),
    op('rel.product', [REL, '(Set (Tuple B*))'], '(Set (Tuple A* B*))'),
    op('rel.transpose', [REL], '(Set (Tuple (rev A*)))'),
    op('rel.tclosure', [BINARY], BINARY),
    op('rel.join_image', [BINARY, 'Int'], '(Set (Tuple A))'),
    op('rel.iden', ['(Set (Tuple A))'], BINARY),
    op('rel.project', [REL], '(Set (Tuple A*[i*]))', {
      indices: ['i*'],
      where: ['i* < #A*'],
      whereMessage: 'column index out of range',
    }),
    op('rel.group', [REL], `(Set ${REL})`, {
      indices: ['i*'],
      where: ['i* < #A*'],
      whereMessage: 'column index out of range',
    }),
    op('rel.aggr', ['(-> (Tuple A*) B B)', 'B', REL], '(Set B)', {
      indices: ['i*'],
      where: ['i* < #A*'],
      whereMessage: 'column index out of range',
    }),
    // ((_ rel.table_join m1 n1 … mk nk) R S): columns mi of R equal columns ni of S (not checked here).
    op('rel.table_join', [REL, '(Set (Tuple B*))'], '(Set (Tuple A* B*))', {
      indices: ['i*'],
      where: ['#i* % 2 = 0'],
      whereMessage: 'rel.table_join takes pairs of column indices',
      dialects: 'cvc5+',
    }),
  ],
  { dialects: 'cvc5' },
);
