// replace-by-child: a term by each child, then each grandchild, of its own sort (hoisting), top-down.
import { replaceByChild } from '../../../src/reduce/passes/replace-by-child.js';
import { passTable } from './pass-table.js';

const D = '(declare-const x Int) (declare-const b Bool)';

passTable(replaceByChild, [
  [
    'an equation by its Bool grandchild; an ite by its branches and their Int children; a sum by its operands',
    `${D} (assert (= (ite b x (+ x 1)) 2))`,
    [
      `${D} (assert b)`,
      `${D} (assert (= x 2))`,
      `${D} (assert (= (+ x 1) 2))`,
      `${D} (assert (= x 2))`,
      `${D} (assert (= 1 2))`,
      `${D} (assert (= (ite b x x) 2))`,
      `${D} (assert (= (ite b x 1) 2))`,
    ],
  ],
  [
    'a double negation by its child, then its grandchild; the inner negation by its child',
    '(declare-const p Bool)(assert (not (not p)))',
    [
      '(declare-const p Bool) (assert (not p))',
      '(declare-const p Bool) (assert p)',
      '(declare-const p Bool) (assert (not p))',
    ],
  ],
  ['proposes nothing when no child has the sort of its parent', '(declare-const x Int)(assert (> x 0))', []],
]);
