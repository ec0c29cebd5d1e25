; NIA: 503 is prime, so it has no factorisation into two factors above one; unsat, and slow for nonlinear integer solvers.
(set-logic QF_NIA)
(set-info :status unsat)
(declare-const p Int)
(declare-const q Int)
(assert (> p 1))
(assert (>= q p))
(assert (= (* p q) 503))
(check-sat)
