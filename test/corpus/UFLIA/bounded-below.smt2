; UF+LIA with quantifiers: f lies above the identity everywhere, with two sampled values; sat (model-based instantiation finds f).
(set-logic UFLIA)
(set-info :status sat)
(declare-fun f (Int) Int)
(assert (forall ((x Int)) (>= (f x) x)))
(assert (= (f 3) 10))
(assert (< (f 5) 6))
(check-sat)
