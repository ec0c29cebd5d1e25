; FP: x + x equals 2 * x exactly for every non-NaN Float64 (also at overflow); the negation is unsat.
(set-logic QF_FP)
(set-info :status unsat)
(declare-const x Float64)
(assert (not (fp.isNaN x)))
(assert (not (fp.eq (fp.add RNE x x) (fp.mul RNE ((_ to_fp 11 53) RNE 2.0) x))))
(check-sat)
