; UF with quantifiers: an injective function on a sort with an element outside its range (needs an infinite model); z3 and cvc5 cannot answer sat.
(set-logic UF)
(set-info :status sat)
(declare-sort N 0)
(declare-fun s (N) N)
(declare-const z N)
(assert (forall ((x N) (y N)) (! (=> (= (s x) (s y)) (= x y)) :pattern ((s x) (s y)))))
(assert (forall ((x N)) (! (not (= (s x) z)) :pattern ((s x)))))
(check-sat)
