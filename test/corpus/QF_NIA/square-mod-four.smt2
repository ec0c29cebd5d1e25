; NIA: a square is 0 or 1 modulo 4, never 2; unsat (bounded so that both solvers can enumerate).
(set-logic QF_NIA)
(set-info :status unsat)
(declare-const x Int)
(assert (<= (- 30) x 30))
(assert (= (mod (* x x) 4) 2))
(check-sat)
