; FP: NaN is not fp.eq to itself but = to itself, and the two zeros are fp.eq but not =; denying these facts is unsat.
(set-logic QF_FP)
(set-info :status unsat)
(declare-const x Float32)
(assert (not (and
  (= (fp.isNaN x) (not (fp.eq x x)))
  (=> (fp.isNaN x) (= x (_ NaN 8 24)))
  (fp.eq (_ +zero 8 24) (_ -zero 8 24))
  (not (= (_ +zero 8 24) (_ -zero 8 24))))))
(check-sat)
