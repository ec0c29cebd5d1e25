// remove-noise: one candidate per kind of noise (set-info, set-option, output commands, annotations).
import { removeNoise } from '../../../src/reduce/passes/remove-noise.js';
import { passTable } from './pass-table.js';

passTable(removeNoise, [
  [
    'drops each kind of noise in turn, every command of the kind at once',
    '(set-info :status sat)(set-option :produce-models true)(declare-const x Int)(assert (! (> x 0) :named a))(check-sat)(get-model)(echo "hi")',
    [
      '(set-option :produce-models true) (declare-const x Int) (assert (! (> x 0) :named a)) (check-sat) (get-model) (echo "hi")',
      '(set-info :status sat) (declare-const x Int) (assert (! (> x 0) :named a)) (check-sat) (get-model) (echo "hi")',
      '(set-info :status sat) (set-option :produce-models true) (declare-const x Int) (assert (! (> x 0) :named a)) (check-sat)',
      '(set-info :status sat) (set-option :produce-models true) (declare-const x Int) (assert (> x 0)) (check-sat) (get-model) (echo "hi")',
    ],
  ],
  [
    'strips nested annotations of every command in one candidate',
    '(declare-const p Bool)(assert (! (and (! p :named a) p) :named b))(assert (! p :named c))',
    ['(declare-const p Bool) (assert (and p p)) (assert p)'],
  ],
  ['proposes nothing for a script without noise', '(declare-const x Int)(assert (> x 0))(check-sat)', []],
]);
