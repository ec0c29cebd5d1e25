; Z3's match with case: (match t (case pattern body) …), with constructor, nullary and variable patterns
(set-info :status unsat)
(declare-datatypes ((Expr 0)) (((num (val Int)) (neg (arg Expr)) (sum (left Expr) (right Expr)) (zero))))
(define-fun-rec ev ((e Expr)) Int
  (match e (case (num v) v) (case (neg x) (- (ev x))) (case (sum l r) (+ (ev l) (ev r))) (case zero 0)))
(define-fun simple ((e Expr)) Bool (match e (case (num v) true) (case other false)))
(assert (not (= (ev (sum (num 3) (neg (num 1)))) 2)))
(assert (simple (num 1)))
(check-sat)
