; Strings and regular expressions: a string equal to "a" does not contain "b"; unsatisfiable.
(set-logic QF_S)
(set-info :status unsat)
(declare-const s String)
(assert (= s "a"))
(assert (str.in_re s (re.++ re.all (str.to_re "b") re.all)))
(check-sat)
