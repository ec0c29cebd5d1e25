; UF+BV: f of x + y and f of y + x must agree (bvadd commutes); unsat.
(set-logic QF_UFBV)
(set-info :status unsat)
(declare-fun f ((_ BitVec 16)) (_ BitVec 16))
(declare-const x (_ BitVec 16))
(declare-const y (_ BitVec 16))
(assert (not (= (f (bvadd x y)) (f (bvadd y x)))))
(check-sat)
