; LIA: a small job-shop schedule (three jobs on two machines, no overlap, deadline 11); satisfiable.
(set-logic QF_LIA)
(set-info :status sat)
(declare-const a1 Int)
(declare-const a2 Int)
(declare-const b1 Int)
(declare-const b2 Int)
(declare-const c1 Int)
(declare-const c2 Int)
; job A: 3 on machine 1, then 2 on machine 2
(assert (and (>= a1 0) (>= a2 (+ a1 3))))
; job B: 2 on machine 2, then 4 on machine 1
(assert (and (>= b2 0) (>= b1 (+ b2 2))))
; job C: 2 on machine 1, then 3 on machine 2
(assert (and (>= c1 0) (>= c2 (+ c1 2))))
; machine 1 runs a1 (3), b1 (4), c1 (2) without overlap
(assert (or (>= b1 (+ a1 3)) (>= a1 (+ b1 4))))
(assert (or (>= c1 (+ a1 3)) (>= a1 (+ c1 2))))
(assert (or (>= c1 (+ b1 4)) (>= b1 (+ c1 2))))
; machine 2 runs a2 (2), b2 (2), c2 (3) without overlap
(assert (or (>= b2 (+ a2 2)) (>= a2 (+ b2 2))))
(assert (or (>= c2 (+ a2 2)) (>= a2 (+ c2 3))))
(assert (or (>= c2 (+ b2 2)) (>= b2 (+ c2 3))))
; everything done by time 11
(assert (<= (+ a2 2) 11))
(assert (<= (+ b1 4) 11))
(assert (<= (+ c2 3) 11))
(check-sat)
