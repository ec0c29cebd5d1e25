; Sequences: Z3's two-argument seq.indexof (start 0 implied) must equal the three-argument form; cvc5 1.0.3 rejects the short form; unsat.
(set-logic ALL)
(set-info :status unsat)
(declare-const s (Seq Int))
(declare-const t (Seq Int))
(assert (distinct (seq.indexof s t) (seq.indexof s t 0)))
(check-sat)
