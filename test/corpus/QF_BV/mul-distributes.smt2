; BV: multiplication distributes over addition at 16 bits; the negation is unsat and hard for bit-blasting.
(set-logic QF_BV)
(set-info :status unsat)
(declare-const a (_ BitVec 16))
(declare-const b (_ BitVec 16))
(declare-const c (_ BitVec 16))
(assert (not (= (bvmul a (bvadd b c)) (bvadd (bvmul a b) (bvmul a c)))))
(check-sat)
