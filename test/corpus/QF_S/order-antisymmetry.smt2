; Strings: str.<= is antisymmetric and a proper extension is never str.< its prefix; denying both is unsat.
(set-logic QF_S)
(set-info :status unsat)
(declare-const x String)
(declare-const y String)
(declare-const z String)
(assert (or (and (str.<= x "abc") (str.<= "abc" x) (distinct x "abc"))
            (and (= y (str.++ "ab" z)) (str.< y "ab"))))
(check-sat)
