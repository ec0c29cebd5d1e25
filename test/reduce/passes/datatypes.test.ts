// datatypes: a declaration without one constructor (while another remains), then without one selector.
import { shrinkDatatypes } from '../../../src/reduce/passes/datatypes.js';
import { passTable } from './pass-table.js';

const REST = '(declare-const s Shape) (assert ((_ is dot) s))';

passTable(shrinkDatatypes, [
  [
    'each constructor, then each selector of each constructor',
    `(declare-datatype Shape ((circle (radius Int)) (rect (w Int) (h Int)) (dot))) ${REST}`,
    [
      `(declare-datatype Shape ((rect (w Int) (h Int)) (dot))) ${REST}`,
      `(declare-datatype Shape ((circle (radius Int)) (dot))) ${REST}`,
      `(declare-datatype Shape ((circle (radius Int)) (rect (w Int) (h Int)))) ${REST}`,
      `(declare-datatype Shape ((circle) (rect (w Int) (h Int)) (dot))) ${REST}`,
      `(declare-datatype Shape ((circle (radius Int)) (rect (h Int)) (dot))) ${REST}`,
      `(declare-datatype Shape ((circle (radius Int)) (rect (w Int)) (dot))) ${REST}`,
    ],
  ],
  [
    'each declaration of a declare-datatypes group; a single constructor stays',
    '(declare-datatypes ((P 0) (Q 0)) (((mk (fst Int))) ((a) (b))))(declare-const q Q)(assert ((_ is a) q))',
    [
      '(declare-datatypes ((P 0) (Q 0)) (((mk)) ((a) (b)))) (declare-const q Q) (assert ((_ is a) q))',
      '(declare-datatypes ((P 0) (Q 0)) (((mk (fst Int))) ((b)))) (declare-const q Q) (assert ((_ is a) q))',
      '(declare-datatypes ((P 0) (Q 0)) (((mk (fst Int))) ((a)))) (declare-const q Q) (assert ((_ is a) q))',
    ],
  ],
  ['proposes nothing for a datatype of one nullary constructor', '(declare-datatype U ((u)))(declare-const x U)', []],
]);
