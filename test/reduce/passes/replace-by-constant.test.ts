// replace-by-constant: every compound term, top-down, by each simple constant of its sort (Bool: false, true;
// Int: 0, 1; Real: 0.0, 1.0; String: ""; bit-vectors: 0 and 1 of the width).
import { replaceByConstant } from '../../../src/reduce/passes/replace-by-constant.js';
import { passTable } from './pass-table.js';

const D = '(declare-const x Int) (declare-const b Bool)';
const V = '(declare-const v (_ BitVec 4)) (declare-const s String) (declare-const r Real)';

passTable(replaceByConstant, [
  [
    'top-down over Bool and Int terms; constants and variables are left alone',
    `${D} (assert (and b (> (+ x 1) 2)))`,
    [
      `${D} (assert false)`,
      `${D} (assert true)`,
      `${D} (assert (and b false))`,
      `${D} (assert (and b true))`,
      `${D} (assert (and b (> 0 2)))`,
      `${D} (assert (and b (> 1 2)))`,
    ],
  ],
  [
    'bit-vector, string and real terms get constants of their own sort',
    `${V} (assert (= (bvadd v v) #x0)) (assert (= (str.++ s s) "a")) (assert (> (* r r) 1.0))`,
    [
      `${V} (assert false) (assert (= (str.++ s s) "a")) (assert (> (* r r) 1.0))`,
      `${V} (assert true) (assert (= (str.++ s s) "a")) (assert (> (* r r) 1.0))`,
      `${V} (assert (= #b0000 #x0)) (assert (= (str.++ s s) "a")) (assert (> (* r r) 1.0))`,
      `${V} (assert (= #b0001 #x0)) (assert (= (str.++ s s) "a")) (assert (> (* r r) 1.0))`,
      `${V} (assert (= (bvadd v v) #x0)) (assert false) (assert (> (* r r) 1.0))`,
      `${V} (assert (= (bvadd v v) #x0)) (assert true) (assert (> (* r r) 1.0))`,
      `${V} (assert (= (bvadd v v) #x0)) (assert (= "" "a")) (assert (> (* r r) 1.0))`,
      `${V} (assert (= (bvadd v v) #x0)) (assert (= (str.++ s s) "a")) (assert false)`,
      `${V} (assert (= (bvadd v v) #x0)) (assert (= (str.++ s s) "a")) (assert true)`,
      `${V} (assert (= (bvadd v v) #x0)) (assert (= (str.++ s s) "a")) (assert (> 0.0 1.0))`,
      `${V} (assert (= (bvadd v v) #x0)) (assert (= (str.++ s s) "a")) (assert (> 1.0 1.0))`,
    ],
  ],
  ['proposes nothing for an assertion that is a variable', '(declare-const b Bool)(assert b)', []],
]);
