; Strings with lengths: a substring of length at most one cannot be longer than one; unsatisfiable.
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-const s String)
(declare-const n Int)
(assert (> (str.len (str.substr s n 1)) 1))
(check-sat)
