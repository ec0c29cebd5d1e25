// let-elimination: every let, top-down, by its body with all bindings substituted, then without each binding in
// turn (a single binding: the bare body). Dropping a binding the body uses leaves a free name: the engine's
// well-sortedness gate (reduce/validate.ts) throws such candidates away.
import { letElimination } from '../../../src/reduce/passes/let-elimination.js';
import { passTable } from './pass-table.js';

passTable(letElimination, [
  [
    'two bindings: substituted, then each one dropped',
    '(declare-const x Int)(assert (let ((a (+ x 1)) (b 2)) (> a b)))',
    [
      '(declare-const x Int) (assert (> (+ x 1) 2))',
      '(declare-const x Int) (assert (let ((b 2)) (> a b)))',
      '(declare-const x Int) (assert (let ((a (+ x 1))) (> a b)))',
    ],
  ],
  [
    'one binding: substituted, then the bare body',
    '(declare-const x Int)(assert (let ((a (+ x 1))) (> a 0)))',
    ['(declare-const x Int) (assert (> (+ x 1) 0))', '(declare-const x Int) (assert (> a 0))'],
  ],
  [
    'nested lets: the outer one first, then the inner one',
    '(declare-const x Int)(assert (let ((a x)) (let ((b a)) (> b 0))))',
    [
      '(declare-const x Int) (assert (let ((b x)) (> b 0)))',
      '(declare-const x Int) (assert (let ((b a)) (> b 0)))',
      '(declare-const x Int) (assert (let ((a x)) (> a 0)))',
      '(declare-const x Int) (assert (let ((a x)) (> b 0)))',
    ],
  ],
  ['proposes nothing without let', '(declare-const x Int)(assert (> x 0))', []],
]);
