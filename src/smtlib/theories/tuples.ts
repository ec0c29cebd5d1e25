// cvc5's tuples: `(Tuple S1 … Sn)`, `UnitTuple` for n = 0, the constructor `tuple`, the indexed
// selector, updater and projection.
import { internSort } from './intern.js';
import { op, theory } from './pattern-text.js';

const TUPLE = '(Tuple A*)';

export const TUPLES = theory(
  'Tuples',
  [
    { name: 'Tuple', indices: 0, args: 'any' },
    { name: 'UnitTuple', indices: 0, args: 0, alias: internSort('Tuple', [], []), dialects: 'cvc5+' },
  ],
  [
    op('tuple', ['A*'], TUPLE, { minArgs: 1 }),
    op('tuple.unit', [], 'UnitTuple', { dialects: 'cvc5+' }),
    op('tuple.select', [TUPLE], 'A*[i]', {
      indices: ['i'],
      where: ['i < #A*'],
      whereMessage: 'tuple index out of range',
    }),
    op('tuple.update', [TUPLE, 'A*[i]'], TUPLE, {
      indices: ['i'],
      where: ['i < #A*'],
      whereMessage: 'tuple index out of range',
    }),
    op('tuple.project', [TUPLE], '(Tuple A*[i*])', {
      indices: ['i*'],
      where: ['i* < #A*'],
      whereMessage: 'tuple index out of range',
    }),
  ],
  { dialects: 'cvc5' },
);
