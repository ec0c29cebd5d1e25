// remove-unused-bound-variables: a quantifier's variables its body never names, all at once, then each alone; none
// when every variable is used, when none would be left (replace-by-child proposes the body), or when a pattern names it.
import { removeUnusedBoundVariables } from '../../../src/reduce/passes/unused-bound-variables.js';
import { passTable } from './pass-table.js';

passTable(removeUnusedBoundVariables, [
  [
    'the unused ones together, then each alone',
    '(assert (forall ((a Int) (b Int) (c Int) (d Bool)) (<= a b)))',
    [
      '(assert (forall ((a Int) (b Int)) (<= a b)))',
      '(assert (forall ((a Int) (b Int) (d Bool)) (<= a b)))',
      '(assert (forall ((a Int) (b Int) (c Int)) (<= a b)))',
    ],
  ],
  [
    'one unused variable of an exists, once',
    '(declare-const y Int) (assert (exists ((x Int) (z Int)) (> x y)))',
    ['(declare-const y Int) (assert (exists ((x Int)) (> x y)))'],
  ],
  ['every variable used', '(assert (forall ((a Int) (b Int)) (<= a b)))', []],
  ['no variable used: the body is replace-by-child’s', '(declare-const p Bool) (assert (forall ((a Int)) p))', []],
  [
    'a variable only a pattern names stays',
    '(declare-fun f (Int Int) Int) (assert (forall ((a Int) (b Int)) (! (> a 0) :pattern ((f a b)))))',
    [],
  ],
]);
