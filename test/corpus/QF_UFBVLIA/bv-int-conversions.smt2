; BV+LIA: bv2nat lies in 0..255 and undoes (_ int2bv 8) on 0..255; denying either is unsat.
(set-logic QF_UFBVLIA)
(set-info :status unsat)
(declare-const x (_ BitVec 8))
(declare-const n Int)
(assert (or (< (bv2nat x) 0)
            (> (bv2nat x) 255)
            (and (<= 0 n 255) (distinct (bv2nat ((_ int2bv 8) n)) n))))
(check-sat)
