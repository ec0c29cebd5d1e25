; Datatypes: constructor terms are acyclic, so no x equals succ(succ(x)); unsat.
(set-logic QF_DT)
(set-info :status unsat)
(declare-datatypes ((Nat 0)) (((zero) (succ (pred Nat)))))
(declare-const x Nat)
(declare-const y Nat)
(assert (= y (succ x)))
(assert (= x (succ y)))
(check-sat)
