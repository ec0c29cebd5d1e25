; Datatypes with quantifiers: a successor on a three-value enumeration that cycles back after three steps (forall over the enumeration); satisfiable.
(set-logic UFDT)
(set-info :status sat)
(declare-datatype Colour ((red) (green) (blue)))
(declare-fun next (Colour) Colour)
(assert (forall ((c Colour)) (! (= (next (next (next c))) c) :pattern ((next c)))))
(assert (forall ((c Colour)) (distinct (next c) c)))
(assert (= (next red) green))
(check-sat)
