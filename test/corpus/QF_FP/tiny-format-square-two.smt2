; FP: a non-standard format (_ FloatingPoint 3 5): no x*x rounds to exactly 2 (1.375^2 and 1.4375^2 round to 1.875 and 2.125); cvc5 needs --fp-exp; unsat.
(set-logic QF_FP)
(set-info :status unsat)
(declare-const x (_ FloatingPoint 3 5))
(assert (fp.eq (fp.mul RNE x x) ((_ to_fp 3 5) RNE 2.0)))
(check-sat)
