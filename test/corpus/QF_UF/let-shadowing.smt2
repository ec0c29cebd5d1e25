; Core: nested let with a binder shadowing an outer one and a parallel let reading the outer binding.
(set-logic QF_UF)
(set-info :status unsat)
(declare-const p Bool)
(declare-const q Bool)
(assert
  (let ((x p) (y q))
    (let ((x (not x)) (z x))
      (and (= x (not z)) (let ((y x)) (= y z))))))
(check-sat)
