; NIA: x mod n lies in 0..n-1 for a positive n; demanding it reach n is unsat.
(set-logic QF_NIA)
(set-info :status unsat)
(declare-const x Int)
(declare-const n Int)
(assert (> n 0))
(assert (>= (mod (* x n) (+ n 1)) (+ n 1)))
(check-sat)
