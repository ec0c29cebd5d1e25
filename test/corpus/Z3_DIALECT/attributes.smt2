; attributes Z3 keeps inside terms: a pattern written without its list, weight, qid, skolemid, lblpos, lblneg, and an annotation without attributes
(set-info :status unsat)
(declare-fun g (Int) Int)
(declare-const p Bool)
(assert (forall ((x Int)) (! (> (g x) x) :pattern (g x) :weight 2 :qid grows :skolemid sk)))
(assert (! (< (g 5) 5) :lblneg small))
(assert (! p :lblpos flag))
(assert (! (or p (not p))))
(check-sat)
