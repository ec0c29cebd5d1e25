; Z3's record update ((_ update-field s) t v): the field changes when t was built by s's constructor, t stays otherwise
(set-info :status unsat)
(declare-datatypes ((Point 0) (Shape 0)) (((pt (px Int) (py Int))) ((dot) (disk (center Point) (radius Int)))))
(declare-const p Point)
(declare-const s Shape)
(assert (= ((_ update-field px) p 5) (pt 5 (py p))))
(assert (= s dot))
(assert (or (not (= (px ((_ update-field px) p 9)) 9)) (not (= ((_ update-field radius) s 3) dot))))
(check-sat)
