; NRA with nested quantifiers: every real has some real above its square (forall-exists); sat (valid).
(set-logic NRA)
(set-info :status sat)
(assert (forall ((a Real)) (exists ((b Real)) (> b (* a a)))))
(check-sat)
