; BV: De Morgan and friends for bvand, bvor, bvxor, bvnand, bvnor, bvxnor, bvnot and bvcomp; the negation is unsat.
(set-logic QF_BV)
(set-info :status unsat)
(declare-const x (_ BitVec 12))
(declare-const y (_ BitVec 12))
(assert (not (and
  (= (bvnot (bvand x y)) (bvor (bvnot x) (bvnot y)))
  (= (bvnand x y) (bvnot (bvand x y)))
  (= (bvnor x y) (bvand (bvnot x) (bvnot y)))
  (= (bvxnor x y) (bvnot (bvxor x y)))
  (= (bvxor x y) (bvor (bvand x (bvnot y)) (bvand (bvnot x) y)))
  (= (bvcomp x y) (ite (= x y) #b1 #b0)))))
(check-sat)
