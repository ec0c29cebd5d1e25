// cvc5's tables: bags of tuples, `(Table S…)` = `(Bag (Tuple S…))`, with relational-algebra operators.
import { op, theory } from './pattern-text.js';

const TABLE = '(Bag (Tuple A*))';

export const TABLES = theory(
  'Tables',
  [{ name: 'Table', indices: 0, args: 'any', expands: '(Bag (Tuple A*))' }],
  [
    op('table.product', [TABLE, '(Bag (Tuple B*))'], '(Bag (Tuple A* B*))'),
    op('table.project', [TABLE], '(Bag (Tuple A*[i*]))', {
      indices: ['i*'],
      where: ['i* < #A*'],
      whereMessage: 'column index out of range',
    }),
    // ((_ table.join m1 n1 … mk nk) A B): columns mi of A equal columns ni of B (their sorts are not
    // compared here; cvc5 does).
    op('table.join', [TABLE, '(Bag (Tuple B*))'], '(Bag (Tuple A* B*))', {
      indices: ['i*'],
      where: ['#i* % 2 = 0'],
      whereMessage: 'table.join takes pairs of column indices',
    }),
    op('table.group', [TABLE], `(Bag ${TABLE})`, {
      indices: ['i*'],
      where: ['i* < #A*'],
      whereMessage: 'column index out of range',
    }),
    op('table.aggr', ['(-> (Tuple A*) B B)', 'B', TABLE], '(Bag B)', {
      indices: ['i*'],
      where: ['i* < #A*'],
      whereMessage: 'column index out of range',
    }),
  ],
  { dialects: 'cvc5' },
);
