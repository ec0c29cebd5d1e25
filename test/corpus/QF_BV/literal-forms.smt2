; BV: the same value written as #x, #b and (_ bvN w) literals, compared through concat and bvadd; satisfiable.
(set-logic QF_BV)
(set-info :status sat)
(declare-const v (_ BitVec 12))
(assert (= v (concat #b1010 #x5c)))
(assert (= v (_ bv2652 12)))
(assert (= (bvadd v #b000000000001) (_ bv2653 12)))
(check-sat)
