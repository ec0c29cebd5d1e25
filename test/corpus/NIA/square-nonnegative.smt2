; NIA with quantifiers: some integer has a negative square (exists over a nonlinear term); unsat.
(set-logic NIA)
(set-info :status unsat)
(assert (exists ((x Int) (y Int)) (< (+ (* x x) (* y y)) 0)))
(check-sat)
