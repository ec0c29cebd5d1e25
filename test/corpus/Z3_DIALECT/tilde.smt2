; Z3's unary minus ~ on integers and reals
(set-info :status sat)
(declare-const i Int)
(declare-const r Real)
(assert (= (~ i) 4))
(assert (= (+ r (~ 1.5)) (to_real i)))
(check-sat)
