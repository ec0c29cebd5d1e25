; LIA: the indexed predicate (_ divisible n) (Ints theory); divisible by 6 and 4 but not by 12 is unsat.
(set-logic QF_LIA)
(set-info :status unsat)
(declare-const n Int)
(assert ((_ divisible 6) n))
(assert ((_ divisible 4) n))
(assert (not ((_ divisible 12) n)))
(check-sat)
