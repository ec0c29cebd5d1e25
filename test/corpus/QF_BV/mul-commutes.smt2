; BV: multiplication commutes at 24 bits; the negation is unsat and makes a bit-blaster work.
(set-logic QF_BV)
(set-info :status unsat)
(declare-const a (_ BitVec 24))
(declare-const b (_ BitVec 24))
(assert (distinct (bvmul a b) (bvmul b a)))
(check-sat)
