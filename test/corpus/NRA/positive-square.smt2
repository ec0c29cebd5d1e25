; NRA with quantifiers: a real whose square is below every positive number yet is not zero; unsat.
(set-logic NRA)
(set-info :status unsat)
(declare-const x Real)
(assert (not (= x 0.0)))
(assert (forall ((e Real)) (=> (> e 0.0) (< (* x x) e))))
(check-sat)
