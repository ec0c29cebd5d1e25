// ddmin-children: ddmin over the arguments of n-ary operators, at least two kept; binary terms are left alone.
import { ddminChildren } from '../../../src/reduce/passes/ddmin-children.js';
import { passTable } from './pass-table.js';

const BOOLS = '(declare-const a Bool) (declare-const b Bool) (declare-const c Bool) (declare-const d Bool)';

passTable(ddminChildren, [
  [
    'four conjuncts: halves, then each one',
    `${BOOLS} (assert (and a b c d))`,
    [
      `${BOOLS} (assert (and c d))`,
      `${BOOLS} (assert (and a b))`,
      `${BOOLS} (assert (and b c d))`,
      `${BOOLS} (assert (and a c d))`,
      `${BOOLS} (assert (and a b d))`,
      `${BOOLS} (assert (and a b c))`,
    ],
  ],
  [
    'a chain of three comparisons loses one argument at a time; distinct of two is left alone',
    '(declare-const x Int)(assert (< 1 x 5))(assert (distinct x 1))',
    [
      '(declare-const x Int) (assert (< x 5)) (assert (distinct x 1))',
      '(declare-const x Int) (assert (< 1 5)) (assert (distinct x 1))',
      '(declare-const x Int) (assert (< 1 x)) (assert (distinct x 1))',
    ],
  ],
  [
    'str.++ of three, top-down: the outer term is binary, its first argument is not',
    '(declare-const s String)(declare-const t String)(assert (= (str.++ s t s) (str.++ t s)))',
    [
      '(declare-const s String) (declare-const t String) (assert (= (str.++ t s) (str.++ t s)))',
      '(declare-const s String) (declare-const t String) (assert (= (str.++ s s) (str.++ t s)))',
      '(declare-const s String) (declare-const t String) (assert (= (str.++ s t) (str.++ t s)))',
    ],
  ],
  ['proposes nothing for binary operators', '(declare-const a Bool)(declare-const b Bool)(assert (and a b))', []],
]);
