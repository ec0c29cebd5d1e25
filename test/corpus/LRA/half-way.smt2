; LRA with quantifiers: some c lies above every value of a half-open interval yet below 1; c = 1/2 up to 1; sat.
(set-logic LRA)
(set-info :status sat)
(declare-const c Real)
(assert (forall ((x Real)) (=> (and (<= 0.0 x) (< x 0.5)) (< x c))))
(assert (< c 1.0))
(check-sat)
