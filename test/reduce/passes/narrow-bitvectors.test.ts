// narrow-bitvectors: a bit-vector constant by 0, 1, half its value and itself, each of the same width and spelt
// the shorter way (#b… or (_ bvN w)). Re-spelling the same value can be longer (#x0f as #b00001111): the engine
// keeps only smaller candidates.
import { narrowBitVectors } from '../../../src/reduce/passes/narrow-bitvectors.js';
import { passTable } from './pass-table.js';

const V = '(declare-const v (_ BitVec 8))';

passTable(narrowBitVectors, [
  [
    'binary, hexadecimal and (_ bvN w) constants',
    `${V} (assert (= v #b00001010)) (assert (bvult v #x0f)) (assert (= v (_ bv6 8)))`,
    [
      `${V} (assert (= v (_ bv0 8))) (assert (bvult v #x0f)) (assert (= v (_ bv6 8)))`,
      `${V} (assert (= v (_ bv1 8))) (assert (bvult v #x0f)) (assert (= v (_ bv6 8)))`,
      `${V} (assert (= v (_ bv5 8))) (assert (bvult v #x0f)) (assert (= v (_ bv6 8)))`,
      `${V} (assert (= v #b00001010)) (assert (bvult v (_ bv0 8))) (assert (= v (_ bv6 8)))`,
      `${V} (assert (= v #b00001010)) (assert (bvult v (_ bv1 8))) (assert (= v (_ bv6 8)))`,
      `${V} (assert (= v #b00001010)) (assert (bvult v (_ bv7 8))) (assert (= v (_ bv6 8)))`,
      `${V} (assert (= v #b00001010)) (assert (bvult v #b00001111)) (assert (= v (_ bv6 8)))`,
      `${V} (assert (= v #b00001010)) (assert (bvult v #x0f)) (assert (= v (_ bv0 8)))`,
      `${V} (assert (= v #b00001010)) (assert (bvult v #x0f)) (assert (= v (_ bv1 8)))`,
      `${V} (assert (= v #b00001010)) (assert (bvult v #x0f)) (assert (= v (_ bv3 8)))`,
    ],
  ],
  [
    'a narrow width is spelt in binary',
    '(declare-const w (_ BitVec 2))(assert (= w #b11))',
    ['(declare-const w (_ BitVec 2)) (assert (= w #b00))', '(declare-const w (_ BitVec 2)) (assert (= w #b01))'],
  ],
  ['0 stays 0', '(declare-const w (_ BitVec 2))(assert (= w #b00))', []],
]);
