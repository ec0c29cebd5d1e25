; LIA: small system of linear integer constraints with a unique solution.
(set-logic QF_LIA)
(set-info :status sat)
(declare-const x Int)
(declare-const y Int)
(assert (= (+ (* 3 x) (* 2 y)) 17))
(assert (= (- x y) 4))
(assert (>= x 0))
(check-sat)
