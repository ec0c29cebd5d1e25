// simplify-literals: numerals toward 0, 1, half and one digit fewer; decimals toward 0.0, 1.0, the whole part,
// one fraction digit fewer and a smaller whole part; strings toward "", each half, and one character fewer at
// either end (an escape is one character).
import { simplifyLiterals } from '../../../src/reduce/passes/simplify-literals.js';
import { passTable } from './pass-table.js';

const D = '(declare-const x Int) (declare-const r Real)';

passTable(simplifyLiterals, [
  [
    'a numeral, a decimal and a string literal, each in turn',
    `${D} (assert (> x 123)) (assert (< r 2.75)) (assert (= (str.len "abcd") x))`,
    [
      `${D} (assert (> x 0)) (assert (< r 2.75)) (assert (= (str.len "abcd") x))`,
      `${D} (assert (> x 1)) (assert (< r 2.75)) (assert (= (str.len "abcd") x))`,
      `${D} (assert (> x 61)) (assert (< r 2.75)) (assert (= (str.len "abcd") x))`,
      `${D} (assert (> x 12)) (assert (< r 2.75)) (assert (= (str.len "abcd") x))`,
      `${D} (assert (> x 123)) (assert (< r 0.0)) (assert (= (str.len "abcd") x))`,
      `${D} (assert (> x 123)) (assert (< r 1.0)) (assert (= (str.len "abcd") x))`,
      `${D} (assert (> x 123)) (assert (< r 2.0)) (assert (= (str.len "abcd") x))`,
      `${D} (assert (> x 123)) (assert (< r 2.7)) (assert (= (str.len "abcd") x))`,
      `${D} (assert (> x 123)) (assert (< r 0.75)) (assert (= (str.len "abcd") x))`,
      `${D} (assert (> x 123)) (assert (< r 1.75)) (assert (= (str.len "abcd") x))`,
      `${D} (assert (> x 123)) (assert (< r 2.75)) (assert (= (str.len "") x))`,
      `${D} (assert (> x 123)) (assert (< r 2.75)) (assert (= (str.len "ab") x))`,
      `${D} (assert (> x 123)) (assert (< r 2.75)) (assert (= (str.len "cd") x))`,
      `${D} (assert (> x 123)) (assert (< r 2.75)) (assert (= (str.len "bcd") x))`,
      `${D} (assert (> x 123)) (assert (< r 2.75)) (assert (= (str.len "abc") x))`,
    ],
  ],
  [
    'one-digit numbers lose no digit (that would leave no literal)',
    `${D} (assert (> x 5)) (assert (< r 3.5))`,
    [
      `${D} (assert (> x 0)) (assert (< r 3.5))`,
      `${D} (assert (> x 1)) (assert (< r 3.5))`,
      `${D} (assert (> x 2)) (assert (< r 3.5))`,
      `${D} (assert (> x 5)) (assert (< r 0.0))`,
      `${D} (assert (> x 5)) (assert (< r 1.0))`,
      `${D} (assert (> x 5)) (assert (< r 3.0))`,
      `${D} (assert (> x 5)) (assert (< r 0.5))`,
      `${D} (assert (> x 5)) (assert (< r 1.5))`,
    ],
  ],
  [
    'an escape is one character; 1 becomes 0; 0 and "" stay',
    '(declare-const s String)(declare-const x Int)(assert (= s "\\u{e9}b"))(assert (> x 1))(assert (> x 0))(assert (= s ""))',
    [
      '(declare-const s String) (declare-const x Int) (assert (= s "")) (assert (> x 1)) (assert (> x 0)) (assert (= s ""))',
      '(declare-const s String) (declare-const x Int) (assert (= s "\\u{e9}")) (assert (> x 1)) (assert (> x 0)) (assert (= s ""))',
      '(declare-const s String) (declare-const x Int) (assert (= s "b")) (assert (> x 1)) (assert (> x 0)) (assert (= s ""))',
      '(declare-const s String) (declare-const x Int) (assert (= s "\\u{e9}b")) (assert (> x 0)) (assert (> x 0)) (assert (= s ""))',
    ],
  ],
]);
