; Floating point to a one-bit signed integer: a negative double rounded upwards to a 1-bit signed bit-vector is
; 0 or -1, so b has a value; satisfiable. (OpFuzz making the = a distinct breaks cvc5 1.3.2 and 1.3.4: cvc5 issue #9697.)
(set-logic QF_BVFP)
(set-info :status sat)
(declare-const x Float64)
(declare-const b (_ BitVec 1))
(assert (fp.isNegative x))
(assert (= b ((_ fp.to_sbv 1) RTP x)))
(check-sat)
