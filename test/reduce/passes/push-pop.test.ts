// remove-push-pop: a push with its matching pop (or a trailing unmatched push), innermost last push first.
import { removePushPop } from '../../../src/reduce/passes/push-pop.js';
import { passTable } from './pass-table.js';

passTable(removePushPop, [
  [
    'a trailing unmatched push, then the inner pair, then the outer pair',
    '(declare-const x Int)(push 1)(assert (> x 0))(push 1)(assert (< x 5))(pop 1)(pop 1)(push 1)(check-sat)',
    [
      '(declare-const x Int) (push 1) (assert (> x 0)) (push 1) (assert (< x 5)) (pop 1) (pop 1) (check-sat)',
      '(declare-const x Int) (push 1) (assert (> x 0)) (assert (< x 5)) (pop 1) (push 1) (check-sat)',
      '(declare-const x Int) (assert (> x 0)) (push 1) (assert (< x 5)) (pop 1) (push 1) (check-sat)',
    ],
  ],
  ['a lone pair: the empty script', '(push 1)(pop 1)', ['']],
  ['proposes nothing without push', '(declare-const x Int)(assert (> x 0))', []],
]);
