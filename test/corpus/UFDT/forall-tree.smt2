; Datatypes with quantifiers: a predicate closed under node construction holds of every leaf-built tree (forall with :pattern); denying it for a small tree is unsat.
(set-logic UFDT)
(set-info :status unsat)
(declare-datatypes ((Bin 0)) (((tip) (fork (left Bin) (right Bin)))))
(declare-fun good (Bin) Bool)
(assert (good tip))
(assert (forall ((a Bin) (b Bin)) (! (=> (and (good a) (good b)) (good (fork a b))) :pattern ((fork a b)))))
(assert (not (good (fork (fork tip tip) tip))))
(check-sat)
