; Z3 regular expressions over sequences: (RegEx (Seq Int)), seq.to.re, seq.in.re, re.* and re.++
(set-info :status unsat)
(declare-const s (Seq Int))
(declare-const r (RegEx (Seq Int)))
(assert (= r (re.* (re.++ (seq.to.re (seq.unit 1)) (seq.to.re (seq.unit 2))))))
(assert (seq.in.re s r))
(assert (= (seq.len s) 3))
(check-sat)
