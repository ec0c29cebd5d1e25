; BVFP: 8-bit integers survive a round trip through Float16 (signed and unsigned to_fp, then fp.to_sbv / fp.to_ubv); the negation is unsat.
(set-logic QF_BVFP)
(set-info :status unsat)
(declare-const b (_ BitVec 8))
(assert (not (and
  (= ((_ fp.to_sbv 8) RTZ ((_ to_fp 5 11) RNE b)) b)
  (= ((_ fp.to_ubv 8) RTZ ((_ to_fp_unsigned 5 11) RNE b)) b))))
(check-sat)
