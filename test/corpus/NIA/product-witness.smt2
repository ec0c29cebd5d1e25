; NIA with quantifiers: for the constant c = 12 there are integers above one whose product is c (exists); sat.
(set-logic NIA)
(set-info :status sat)
(declare-const c Int)
(assert (= c 12))
(assert (exists ((a Int) (b Int)) (and (> a 1) (> b 1) (= (* a b) c))))
(check-sat)
