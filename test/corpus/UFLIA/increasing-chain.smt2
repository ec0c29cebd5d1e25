; UF+LIA with quantifiers: f strictly increases at every step, so f(6) > f(0) + 5; refuting it needs a chain of six instantiations.
(set-logic UFLIA)
(set-info :status unsat)
(declare-fun f (Int) Int)
(assert (forall ((x Int)) (! (> (f (+ x 1)) (f x)) :pattern ((f (+ x 1))))))
(assert (= (f 0) 0))
(assert (<= (f 6) 5))
(check-sat)
