// inline-define-fun: a define-fun or define-const inlined into every later use, the definition deleted.
import { inlineDefineFun } from '../../../src/reduce/passes/inline-define-fun.js';
import { passTable } from './pass-table.js';

passTable(inlineDefineFun, [
  [
    'each definition in turn; a nested call is inlined inside out',
    '(declare-const x Int)(define-fun f ((y Int)) Int (+ y 1))(define-const c Int 5)(assert (> (f x) c))(assert (= (f (f x)) 3))',
    [
      '(declare-const x Int) (define-const c Int 5) (assert (> (+ x 1) c)) (assert (= (+ (+ x 1) 1) 3))',
      '(declare-const x Int) (define-fun f ((y Int)) Int (+ y 1)) (assert (> (f x) 5)) (assert (= (f (f x)) 3))',
    ],
  ],
  [
    'a recursive definition is not inlined',
    '(define-fun-rec f ((n Int)) Int (ite (= n 0) 0 (f (- n 1))))(assert (= (f 3) 0))',
    [],
  ],
]);
