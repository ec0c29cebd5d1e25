; Recursive definitions: define-funs-rec with mutually recursive even/odd; 9 being both odd and even is unsat.
(set-logic UFLIA)
(set-info :status unsat)
(define-funs-rec
  ((ev ((n Int)) Bool)
   (od ((n Int)) Bool))
  ((ite (= n 0) true (od (- n 1)))
   (ite (= n 0) false (ev (- n 1)))))
(assert (od 9))
(assert (ev 9))
(check-sat)
