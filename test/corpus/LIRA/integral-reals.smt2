; LIRA with quantifiers: a real passing is_int equals the real of its to_int (valid, so sat).
(set-logic LIRA)
(set-info :status sat)
(assert (forall ((a Real)) (=> (is_int a) (= a (to_real (to_int a))))))
(check-sat)
