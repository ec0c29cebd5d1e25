; BVFP: fp.to_sbv and fp.to_ubv under different rounding modes pin x between -3 and -2.5; satisfiable.
(set-logic QF_BVFP)
(set-info :status sat)
(declare-const x Float16)
(assert (= ((_ fp.to_sbv 8) RTZ x) #xfe))
(assert (= ((_ fp.to_sbv 8) RNE x) #xfd))
(assert (= ((_ fp.to_ubv 4) RTP (fp.abs x)) #x3))
(assert (= ((_ fp.to_sbv 8) RTN x) #xfd))
(check-sat)
