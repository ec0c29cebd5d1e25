; LIA with nested quantifiers: every integer is even or odd (forall-exists); valid, so the assertion is sat.
(set-logic LIA)
(set-info :status sat)
(assert (forall ((x Int)) (exists ((y Int)) (or (= x (* 2 y)) (= x (+ (* 2 y) 1))))))
(check-sat)
