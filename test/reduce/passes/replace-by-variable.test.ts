// replace-by-variable: a compound term by each variable of its sort the script already uses (at most 3).
import { replaceByVariable } from '../../../src/reduce/passes/replace-by-variable.js';
import { passTable } from './pass-table.js';

const D = '(declare-const x Int) (declare-const y Int) (declare-const b Bool)';

passTable(replaceByVariable, [
  [
    'a Bool term by the Bool variable, an Int sum by each Int variable',
    `${D} (assert (or b (> (+ x y) 3)))`,
    [`${D} (assert b)`, `${D} (assert (or b b))`, `${D} (assert (or b (> x 3)))`, `${D} (assert (or b (> y 3)))`],
  ],
  [
    'no Bool variable: only the Int term changes',
    '(declare-const x Int)(assert (> (+ x 1) 2))',
    ['(declare-const x Int) (assert (> x 2))'],
  ],
]);
