; NIA: x^3 + y^3 = z^3 has no solution in positive integers (Fermat, n = 3) below a bound; unsat by enumeration.
(set-logic QF_NIA)
(set-info :status unsat)
(declare-const x Int)
(declare-const y Int)
(declare-const z Int)
(assert (and (<= 1 x 7) (<= x y 7) (<= 1 z 10)))
(assert (= (+ (* x x x) (* y y y)) (* z z z)))
(check-sat)
