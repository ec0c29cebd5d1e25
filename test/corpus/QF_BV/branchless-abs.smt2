; BV: branch-free absolute value (x xor m) - m with m = x >>s 31 equals the ite version; unsat negation.
(set-logic QF_BV)
(set-info :status unsat)
(declare-const x (_ BitVec 32))
(define-fun m () (_ BitVec 32) (bvashr x (_ bv31 32)))
(assert (distinct (bvsub (bvxor x m) m) (ite (bvslt x (_ bv0 32)) (bvneg x) x)))
(check-sat)
