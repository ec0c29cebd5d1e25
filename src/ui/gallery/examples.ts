// Gallery examples: small seeds bundled with the app, each naming where it comes from. Ours are files of the
// repository's own corpus, copied here verbatim (test/corpus/gallery.test.ts checks that they stay equal);
// the others are short formulas quoted from the papers, with their citation.

import type { BugWitness } from '../../ui-state/playground.js';

export interface GalleryExample {
  id: string;
  title: string;
  text: string;
  source: string;
  license: string;
  /** A real solver bug a mutant of this seed shows, with the releases it lives in. */
  bug?: RealBug;
}

export interface RealBug {
  /** What the mutant is and what the lanes answer. */
  summary: string;
  /** The lanes that disagree (lane specs, options included). */
  lanes: readonly string[];
  /** `smtplay bisect`'s range over the Z3 releases on npm (test/cli/bisect.solvers.test.ts checks it). */
  releases: string;
  /** What runs on the lanes ("Show it live" in the gallery). */
  witness: BugWitness;
}

const PAPER = 'formula printed in the paper (short quotation)';
const OURS = 'this project';

export const GALLERY: readonly GalleryExample[] = [
  {
    id: 'opfuzz-fig1',
    title: 'OpFuzz paper, Fig. 1 (seed \u03c6)',
    text: '(assert (forall ((a Int))\n    (exists ((b Int))\n    (distinct (* 2 b) a))))\n(check-sat)\n',
    source: 'Winterer, Zhang, Su. OOPSLA 2020, Fig. 1 (mutating distinct to = triggered Z3 issue 3973)',
    license: PAPER,
  },
  {
    id: 'opfuzz-fig4',
    title: 'OpFuzz paper, Fig. 4a (Real arithmetic)',
    text: '(declare-fun a () Real)\n(declare-fun b () Real)\n(assert (> (/ (* 2 a) b) (* a a) 1))\n(check-sat)\n',
    source: 'after Winterer, Zhang, Su. OOPSLA 2020, Fig. 4a',
    license: PAPER,
  },
  {
    id: 'janus-fig1',
    title: 'Janus paper, Fig. 1 (Z3 answered unknown)',
    text: '(declare-const x Int)\n(assert (forall ((v Int)) (= v (* x x))))\n(check-sat)\n',
    source: 'Bringolf, Winterer, Su. ASE 2022, Fig. 1 (an incompleteness bug in Z3: unknown on an unsat formula)',
    license: PAPER,
  },
  {
    id: 'qf_nia',
    title: 'QF_NIA: a remainder never reaches its divisor',
    text: '; NIA: x mod n lies in 0..n-1 for a positive n; demanding it reach n is unsat.\n(set-logic QF_NIA)\n(set-info :status unsat)\n(declare-const x Int)\n(declare-const n Int)\n(assert (> n 0))\n(assert (>= (mod (* x n) (+ n 1)) (+ n 1)))\n(check-sat)\n',
    source: 'ours: test/corpus/QF_NIA/mod-below-divisor.smt2',
    license: OURS,
  },
  {
    id: 'qf_ania_horner',
    title: 'QF_ANIA: a square equal to one (a real Z3 crash, 4.10.0 to 5.2.0)',
    text: '; Nonlinear integers beside arrays: a square equal to one, and two arrays that are equal; satisfiable (n = 1 or -1).\n(set-logic QF_ANIA)\n(set-info :status sat)\n(declare-const n Int)\n(declare-const u (Array Int Int))\n(declare-const v (Array Int Int))\n(assert (= (* n n) 1))\n(assert (= u v))\n(check-sat)\n',
    source: 'ours: test/corpus/QF_ANIA/square-one-arrays.smt2',
    license: OURS,
    bug: {
      summary:
        'The seed itself, run with smt.arith.nl.horner_frequency=0 (a documented parameter, not marked ' +
        'experimental: how often Horner\'s heuristic runs): Z3 5.2.0 crashes ("remainder by zero" in ' +
        'nla::core::check), Z3 4.8.17 answers sat. Found by a campaign that fuzzes solver options.',
      lanes: ['z3@5.2.0+smt.arith.nl.horner_frequency=0', 'z3@4.8.17+smt.arith.nl.horner_frequency=0'],
      releases: 'regression: last good 4.8.17, first bad 4.10.0',
      witness: 'seed',
    },
  },
  {
    id: 'qf_lira',
    title: 'QF_LIRA: integer and real bounds',
    text: '; LIRA: integer and real variables bound by each other; satisfiable only with a fractional real.\n(set-logic QF_LIRA)\n(set-info :status sat)\n(declare-const i Int)\n(declare-const j Int)\n(declare-const x Real)\n(declare-const y Real)\n(assert (< (to_real i) x (to_real (+ i 1))))\n(assert (= (+ x y) 5.0))\n(assert (>= (to_real j) y))\n(assert (<= (+ i j) 5))\n(check-sat)\n',
    source: 'ours: test/corpus/QF_LIRA/mixed-bounds.smt2',
    license: OURS,
  },
  {
    id: 'qf_bv',
    title: 'QF_BV: branch-free absolute value',
    text: '; BV: branch-free absolute value (x xor m) - m with m = x >>s 31 equals the ite version; unsat negation.\n(set-logic QF_BV)\n(set-info :status unsat)\n(declare-const x (_ BitVec 32))\n(define-fun m () (_ BitVec 32) (bvashr x (_ bv31 32)))\n(assert (distinct (bvsub (bvxor x m) m) (ite (bvslt x (_ bv0 32)) (bvneg x) x)))\n(check-sat)\n',
    source: 'ours: test/corpus/QF_BV/branchless-abs.smt2',
    license: OURS,
  },
  {
    id: 'qf_fp',
    title: 'QF_FP: the five rounding modes',
    text: '; FP: the five rounding modes by their short names (RNE, RNA, RTP, RTN, RTZ) disagree on 1 + y only for y = 2^-24; satisfiable.\n(set-option :produce-models true)\n(set-logic QF_FP)\n(set-info :status sat)\n(declare-const x Float32)\n(declare-const y Float32)\n(assert (fp.eq x ((_ to_fp 8 24) RNE 1.0)))\n(assert (fp.isPositive y))\n(assert (fp.eq (fp.add RNE x y) x))\n(assert (not (fp.eq (fp.add RNA x y) x)))\n(assert (not (fp.eq (fp.add RTP x y) x)))\n(assert (fp.eq (fp.add RTN x y) x))\n(assert (fp.eq (fp.add RTZ x y) x))\n(check-sat)\n(get-value (y))\n',
    source: 'ours: test/corpus/QF_FP/rounding-short-names.smt2',
    license: OURS,
  },
  {
    id: 'qf_bvfp_one_bit',
    title: 'QF_BVFP: a double rounded to one bit (a real cvc5 bug, #9697)',
    text: '; Floating point to a one-bit signed integer: a negative double rounded upwards to a 1-bit signed bit-vector is\n; 0 or -1, so b has a value; satisfiable. (OpFuzz making the = a distinct breaks cvc5 1.3.2 and 1.3.4: cvc5 issue #9697.)\n(set-logic QF_BVFP)\n(set-info :status sat)\n(declare-const x Float64)\n(declare-const b (_ BitVec 1))\n(assert (fp.isNegative x))\n(assert (= b ((_ fp.to_sbv 1) RTP x)))\n(check-sat)\n',
    // OpFuzz writes (distinct b …) for (= b …): cvc5 1.3.4, the page's CVC5, rejects the valid formula ("resulting
    // bit-vector size is too large"), cvc5 1.3.2 crashes on it (natively a null pointer, in WebAssembly an unreachable
    // trap), Z3 5.2.0 answers sat: cvc5 issue #9697, fixed on cvc5's main by SymFPU 1.2.0, in no release yet. A
    // campaign on the gallery with the page's default lanes (Z3 5.2.0 and CVC5) finds it in its first mutants.
    source: 'ours: test/corpus/QF_BVFP/one-bit-rounding.smt2',
    license: OURS,
  },
  {
    id: 'qf_s',
    title: 'QF_S: a code in a regular language',
    text: '; Regular expressions: re.range, re.+, re.*, re.union, re.++, re.opt, re.allchar, the indexed re.loop and re.^ in one membership query; satisfiable.\n(set-option :produce-models true)\n(set-logic QF_S)\n(set-info :status sat)\n(declare-const code String)\n(define-fun letter () RegLan (re.range "A" "Z"))\n(define-fun digit () RegLan (re.range "0" "9"))\n(assert (str.in_re code\n  (re.++ ((_ re.^ 2) letter)\n         (re.opt (str.to_re "-"))\n         ((_ re.loop 3 4) digit)\n         (re.union (str.to_re "X") (re.+ (str.to_re "Y")))\n         (re.* re.allchar))))\n(assert (str.in_re code (re.++ (re.* re.allchar) (str.to_re "YY"))))\n(assert (str.prefixof "GB-" code))\n(check-sat)\n(get-value (code))\n',
    source: 'ours: test/corpus/QF_S/regex-membership.smt2',
    license: OURS,
  },
  {
    id: 'qf_s_order',
    title: 'QF_S: string order (a real Z3 4.8.17 z3str3 bug)',
    text: '; Strings: a two-letter word between "c" and "m" (str.<=, str.<) with a shorter non-empty prefix below it; satisfiable.\n(set-logic QF_S)\n(set-info :status sat)\n(declare-const x String)\n(declare-const y String)\n(assert (str.<= "c" x))\n(assert (str.< x "m"))\n(assert (= (str.len x) 2))\n(assert (str.prefixof y x))\n(assert (distinct y ""))\n(assert (str.< y x))\n(check-sat)\n',
    // The guided tour's seed (ui-state/tour.ts): TypeFuzz, rng seed 93, step 0 writes (str.< x ""), which Z3 4.8.17
    // with smt.string_solver=z3str3 answers sat and Z3 5.2.0 unsat.
    source: 'ours: test/corpus/QF_S/order-bounds.smt2',
    license: OURS,
    bug: {
      summary:
        'TypeFuzz (rng seed 93, step 0) writes (str.< x ""), a string below the empty one: Z3 4.8.17 with ' +
        'smt.string_solver=z3str3 answers sat, Z3 5.2.0 unsat. "Take the tour" shows the same bug live.',
      lanes: ['z3@5.2.0', 'z3@4.8.17+smt.string_solver=z3str3'],
      releases: 'fixed: last bad 4.13.3, first fixed 4.13.4',
      witness: { mutator: 'typefuzz', rngSeed: 93, step: 0 },
    },
  },
  {
    id: 'qf_slia',
    title: 'QF_SLIA: commuting words',
    text: '; Strings+LIA: x.y = y.x with coprime lengths 3 and 5 forces both to repeat a single letter, so containing "a" and "b" is unsat (word equations with lengths).\n(set-logic QF_SLIA)\n(set-info :status unsat)\n(declare-const x String)\n(declare-const y String)\n(assert (= (str.++ x y) (str.++ y x)))\n(assert (= (str.len x) 3))\n(assert (= (str.len y) 5))\n(assert (str.contains y "a"))\n(assert (str.contains y "b"))\n(check-sat)\n',
    source: 'ours: test/corpus/QF_SLIA/commuting-words.smt2',
    license: OURS,
  },
  {
    id: 'qf_dt',
    title: 'QF_DT: match on a datatype',
    text: '; Datatypes: match with constructor patterns, a nested match and a variable (catch-all) pattern; its answers contradict the testers, unsat.\n(set-logic QF_DT)\n(set-info :status unsat)\n(declare-datatypes ((Shape 0)) (((dot) (line (from Bool) (to Bool)) (box (inner Shape)))))\n(declare-const s Shape)\n(define-fun kind ((x Shape)) Bool\n  (match x ((dot false)\n            ((line a b) (and a b))\n            ((box y) (match y ((dot true) (other false)))))))\n(assert (kind s))\n(assert (not ((_ is line) s)))\n(assert (not (= s (box dot))))\n(check-sat)\n',
    source: 'ours: test/corpus/QF_DT/match-cases.smt2',
    license: OURS,
  },
  {
    id: 'qf_alia',
    title: 'QF_ALIA: a swap keeps the sum',
    text: '; Arrays+LIA: one bubble-sort step (swap when out of order) keeps the sum of three cells; the negation is unsat.\n(set-logic QF_ALIA)\n(set-info :status unsat)\n(declare-const a (Array Int Int))\n(declare-const k Int)\n(assert (<= 0 k 1))\n(define-fun step () (Array Int Int)\n  (ite (> (select a k) (select a (+ k 1)))\n       (store (store a k (select a (+ k 1))) (+ k 1) (select a k))\n       a))\n(define-fun total ((m (Array Int Int))) Int (+ (select m 0) (select m 1) (select m 2)))\n(assert (distinct (total step) (total a)))\n(check-sat)\n',
    source: 'ours: test/corpus/QF_ALIA/swap-keeps-sum.smt2',
    license: OURS,
  },
  {
    id: 'uflia',
    title: 'UFLIA: a chain of quantifier instantiations',
    text: '; UF+LIA with quantifiers: f strictly increases at every step, so f(6) > f(0) + 5; refuting it needs a chain of six instantiations.\n(set-logic UFLIA)\n(set-info :status unsat)\n(declare-fun f (Int) Int)\n(assert (forall ((x Int)) (! (> (f (+ x 1)) (f x)) :pattern ((f (+ x 1))))))\n(assert (= (f 0) 0))\n(assert (<= (f 6) 5))\n(check-sat)\n',
    source: 'ours: test/corpus/UFLIA/increasing-chain.smt2',
    license: OURS,
  },
  {
    id: 'lia',
    title: 'LIA: every integer is even or odd',
    text: '; LIA with nested quantifiers: every integer is even or odd (forall-exists); valid, so the assertion is sat.\n(set-logic LIA)\n(set-info :status sat)\n(assert (forall ((x Int)) (exists ((y Int)) (or (= x (* 2 y)) (= x (+ (* 2 y) 1))))))\n(check-sat)\n',
    source: 'ours: test/corpus/LIA/parity-split.smt2',
    license: OURS,
  },
];
