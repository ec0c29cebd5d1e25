; LRA with nested quantifiers: the reals are dense (forall-forall-exists); its negation is unsat.
(set-logic LRA)
(set-info :status unsat)
(assert (not (forall ((x Real) (y Real)) (=> (< x y) (exists ((z Real)) (and (< x z) (< z y)))))))
(check-sat)
