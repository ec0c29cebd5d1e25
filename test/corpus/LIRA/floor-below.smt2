; LIRA with quantifiers: to_int x <= x < to_int x + 1 for every real; its negation is unsat.
(set-logic LIRA)
(set-info :status unsat)
(assert (exists ((x Real)) (or (> (to_real (to_int x)) x) (>= x (+ (to_real (to_int x)) 1.0)))))
(check-sat)
