; LIA with quantifiers: every amount of at least 7 is payable with coins of 3 and 5 (false: 7 is not); unsat.
(set-logic LIA)
(set-info :status unsat)
(assert (forall ((n Int))
  (=> (>= n 7) (exists ((a Int) (b Int)) (and (>= a 0) (>= b 0) (= n (+ (* 3 a) (* 5 b))))))))
(check-sat)
