; LRA: a production plan with resource limits (a small LP), feasible at the requested profit.
(set-logic QF_LRA)
(set-info :status sat)
(declare-const chairs Real)
(declare-const tables Real)
(declare-const desks Real)
(assert (>= chairs 0.0))
(assert (>= tables 0.0))
(assert (>= desks 0.0))
; wood, labour and finishing hours
(assert (<= (+ (* 2.0 chairs) (* 5.0 tables) (* 4.0 desks)) 120.0))
(assert (<= (+ (* 3.0 chairs) (* 2.0 tables) (* 6.0 desks)) 150.0))
(assert (<= (+ chairs tables (/ desks 2.0)) 40.0))
; profit
(assert (>= (+ (* 30.0 chairs) (* 70.0 tables) (* 65.0 desks)) 1800.0))
(check-sat)
