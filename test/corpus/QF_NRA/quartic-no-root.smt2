; NRA: x^4 - 2x^2 + 2 stays above zero, so asking for a root in a box is unsat (needs cylindrical reasoning).
(set-logic QF_NRA)
(set-info :status unsat)
(declare-const x Real)
(declare-const y Real)
(assert (= y (+ (* x x x x) (* (- 2.0) x x) 2.0)))
(assert (<= y 0.0))
(assert (< (- 10.0) x 10.0))
(check-sat)
