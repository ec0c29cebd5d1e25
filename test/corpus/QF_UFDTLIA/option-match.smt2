; Datatypes+LIA: a parametric option of Int consumed by match; a default-or-value function cannot return both; unsat.
(set-logic QF_UFDTLIA)
(set-info :status unsat)
(declare-datatypes ((Option 1)) ((par (T) ((none) (some (value T))))))
(declare-const o (Option Int))
(define-fun get-or ((x (Option Int)) (d Int)) Int (match x ((none d) ((some v) v))))
(assert (= (get-or o 0) 5))
(assert (= (get-or o 7) 6))
(check-sat)
