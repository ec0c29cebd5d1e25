; Linear integer arithmetic under an existential: every j is at most some even number 2v, so the assertion says
; only that j is not twice i; satisfiable (j = 1, i = 0).
(set-logic LIA)
(set-info :status sat)
(declare-const i Int)
(declare-const j Int)
(assert (not (and (= j (* 2 i)) (exists ((v Int)) (<= j (* 2 v))))))
(check-sat)
