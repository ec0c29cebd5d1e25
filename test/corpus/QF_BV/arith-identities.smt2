; BV: bvsub, bvneg, bvadd, bvmul and bvshl identities over 32 bits (x - y = x + (-y), 2x = x << 1); unsat.
(set-logic QF_BV)
(set-info :status unsat)
(declare-const x (_ BitVec 32))
(declare-const y (_ BitVec 32))
(assert (or (distinct (bvsub x y) (bvadd x (bvneg y)))
            (distinct (bvmul x #x00000002) (bvshl x #x00000001))
            (distinct (bvneg x) (bvadd (bvnot x) #x00000001))))
(check-sat)
