; LIA with nested quantifiers: there is no greatest integer (exists-forall), unsat.
(set-logic LIA)
(set-info :status unsat)
(assert (exists ((m Int)) (forall ((x Int)) (<= x m))))
(check-sat)
