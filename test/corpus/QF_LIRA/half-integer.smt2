; LIRA: an integer plus one half is never integral, yet the constraints ask for it; unsat.
(set-logic QF_LIRA)
(set-info :status unsat)
(declare-const i Int)
(declare-const j Int)
(declare-const x Real)
(assert (= x (+ (to_real i) 0.5)))
(assert (= (* 2.0 x) (to_real (+ (* 2 j) 2))))
(check-sat)
