; BV+LIA: (_ int2bv 8) wraps a negative integer around modulo 256, so -56 becomes the byte whose bv2nat is 200; satisfiable.
(set-logic QF_UFBVLIA)
(set-info :status sat)
(declare-const x (_ BitVec 8))
(declare-const n Int)
(assert (= (bv2nat x) 200))
(assert (= ((_ int2bv 8) n) x))
(assert (< (- 100) n 0))
(check-sat)
