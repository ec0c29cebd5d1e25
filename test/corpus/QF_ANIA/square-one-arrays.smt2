; Nonlinear integers beside arrays: a square equal to one, and two arrays that are equal; satisfiable (n = 1 or -1).
(set-logic QF_ANIA)
(set-info :status sat)
(declare-const n Int)
(declare-const u (Array Int Int))
(declare-const v (Array Int Int))
(assert (= (* n n) 1))
(assert (= u v))
(check-sat)
