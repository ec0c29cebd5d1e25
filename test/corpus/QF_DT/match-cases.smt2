; Datatypes: match with constructor patterns, a nested match and a variable (catch-all) pattern; its answers contradict the testers, unsat.
(set-logic QF_DT)
(set-info :status unsat)
(declare-datatypes ((Shape 0)) (((dot) (line (from Bool) (to Bool)) (box (inner Shape)))))
(declare-const s Shape)
(define-fun kind ((x Shape)) Bool
  (match x ((dot false)
            ((line a b) (and a b))
            ((box y) (match y ((dot true) (other false)))))))
(assert (kind s))
(assert (not ((_ is line) s)))
(assert (not (= s (box dot))))
(check-sat)
