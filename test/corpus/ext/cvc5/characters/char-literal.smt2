; cvc5 characters: (_ char #x41) is the string "A"
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-const s String)
(assert (= s (str.++ (_ char #x41) (_ char #x42))))
(assert (not (= s "AB")))
(check-sat)
