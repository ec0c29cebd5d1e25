; Z3 reads a character's code as a numeral index, (_ char 97), beside cvc5's #x61
(set-info :status sat)
(declare-const s String)
(assert (= s (str.++ (_ char 97) (_ char #x62) (_ char 99))))
(assert (= (str.to_code (_ char 65)) 65))
(check-sat)
