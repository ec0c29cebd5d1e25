// boolean: constant folding of not/and/or/=>/ite and (= t t); double-negation: (op (op t)) → t for the
// involutions of every theory. Both from boolean.ts.
import { booleanSimplification, doubleNegation } from '../../../src/reduce/passes/boolean.js';
import { passTable } from './pass-table.js';

const PQ = '(declare-const p Bool) (declare-const q Bool)';
const ALL =
  '(assert (and p true (or q false))) (assert (=> false p)) (assert (ite true p q)) (assert (= q q)) (assert (not false))';

passTable(booleanSimplification, [
  [
    'neutral constants dropped, => with a false premise, ite on a constant, (= q q), (not false)',
    `${PQ} ${ALL}`,
    [
      `${PQ} (assert (and p (or q false))) (assert (=> false p)) (assert (ite true p q)) (assert (= q q)) (assert (not false))`,
      `${PQ} (assert (and p true q)) (assert (=> false p)) (assert (ite true p q)) (assert (= q q)) (assert (not false))`,
      `${PQ} (assert (and p true (or q false))) (assert true) (assert (ite true p q)) (assert (= q q)) (assert (not false))`,
      `${PQ} (assert (and p true (or q false))) (assert (=> false p)) (assert p) (assert (= q q)) (assert (not false))`,
      `${PQ} (assert (and p true (or q false))) (assert (=> false p)) (assert (ite true p q)) (assert true) (assert (not false))`,
      `${PQ} (assert (and p true (or q false))) (assert (=> false p)) (assert (ite true p q)) (assert (= q q)) (assert true)`,
    ],
  ],
  [
    'absorbing constants, an ite with equal branches, => with a true premise',
    `${PQ} (assert (or p true)) (assert (and q false)) (assert (ite p q q)) (assert (=> true q))`,
    [
      `${PQ} (assert true) (assert (and q false)) (assert (ite p q q)) (assert (=> true q))`,
      `${PQ} (assert (or p true)) (assert false) (assert (ite p q q)) (assert (=> true q))`,
      `${PQ} (assert (or p true)) (assert (and q false)) (assert q) (assert (=> true q))`,
      `${PQ} (assert (or p true)) (assert (and q false)) (assert (ite p q q)) (assert q)`,
    ],
  ],
  ['proposes nothing without constants to fold', `${PQ} (assert (and p q))`, []],
  [
    'an indicator compared with a branch is its condition or its negation, either side, = or distinct',
    `${PQ} (declare-const x Int) (assert (not (= (ite p 1 0) 0))) (assert (= 1 (ite q 1 0))) (assert (distinct (ite p 2 3) 2))`,
    [
      `${PQ} (declare-const x Int) (assert (not (not p))) (assert (= 1 (ite q 1 0))) (assert (distinct (ite p 2 3) 2))`,
      `${PQ} (declare-const x Int) (assert (not (= (ite p 1 0) 0))) (assert q) (assert (distinct (ite p 2 3) 2))`,
      `${PQ} (declare-const x Int) (assert (not (= (ite p 1 0) 0))) (assert (= 1 (ite q 1 0))) (assert (not p))`,
    ],
  ],
  [
    'a Boolean ite on true and false is its condition, or its negation',
    `${PQ} (assert (ite p true false)) (assert (ite q false true))`,
    [`${PQ} (assert p) (assert (ite q false true))`, `${PQ} (assert (ite p true false)) (assert (not q))`],
  ],
  [
    'no indicator without two different constants: equal values written apart, a variable, a constant neither branch',
    '(declare-const p Bool) (declare-const x Int) (declare-const r Real) (declare-const v (_ BitVec 4)) ' +
      '(assert (= (ite p #x1 #b0001) v)) (assert (= (ite p 1 x) 1)) (assert (= (ite p 1 0) 2)) (assert (= (ite p 1.0 1.00) r))',
    [],
  ],
]);

const NEG = '(declare-const p Bool) (declare-const v (_ BitVec 4)) (declare-const x Int)';

passTable(doubleNegation, [
  [
    'not, bvnot, bvneg and unary minus, each pair in turn',
    `${NEG} (assert (not (not p))) (assert (= (bvnot (bvnot v)) (bvneg (bvneg v)))) (assert (= (- (- x)) x))`,
    [
      `${NEG} (assert p) (assert (= (bvnot (bvnot v)) (bvneg (bvneg v)))) (assert (= (- (- x)) x))`,
      `${NEG} (assert (not (not p))) (assert (= v (bvneg (bvneg v)))) (assert (= (- (- x)) x))`,
      `${NEG} (assert (not (not p))) (assert (= (bvnot (bvnot v)) v)) (assert (= (- (- x)) x))`,
      `${NEG} (assert (not (not p))) (assert (= (bvnot (bvnot v)) (bvneg (bvneg v)))) (assert (= x x))`,
    ],
  ],
  [
    'mixed operators and binary minus are no double negation',
    '(declare-const v (_ BitVec 4))(declare-const x Int)(assert (= (bvnot (bvneg v)) v))(assert (= (- (- x 1)) x))',
    [],
  ],
]);
