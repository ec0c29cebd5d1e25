import { describe, expect, it } from 'vitest';
import { parseModel } from '../../src/smtlib/eval/index.js';
import { ev, mustParseModel } from './helpers.js';

// Verbatim `get-model` output of Z3 4.15 (z3-solver 5.2) for a script with an uninterpreted sort,
// a datatype, arrays, floats, strings, reals, UF and division by zero.
const Z3_MODEL = `(
  ;; universe for S:
  ;;   S!val!1 S!val!0
  ;; -----------
  ;; definitions for universe elements:
  (declare-fun S!val!1 () S)
  (declare-fun S!val!0 () S)
  ;; cardinality constraint:
  (forall ((x S)) (or (= x S!val!1) (= x S!val!0)))
  ;; -----------
  (define-fun l () L
    (cons 12 nil))
  (define-fun ar () (Array Int Int)
    (store ((as const (Array Int Int)) 8) 5 7))
  (define-fun b () S
    S!val!1)
  (define-fun a () S
    S!val!0)
  (define-fun fp () (_ FloatingPoint 8 24)
    (fp #b1 #x00 #b00000000000000000000001))
  (define-fun s () String
    "aH\\u{0}b")
  (define-fun r () Real
    (/ 1.0 3.0))
  (define-fun x () (_ BitVec 8)
    #x05)
  (define-fun /0 ((x!0 Real) (x!1 Real)) Real
    5.0)
  (define-fun f ((x!0 Int)) Int
    (ite (= x!0 3) 1
      0))
  (define-fun g ((x!0 Int) (x!1 Int)) Int
    (ite (and (= x!0 1) (= x!1 2)) 10
    (ite (and (= x!0 2) (= x!1 1)) 20
    (ite (and (= x!0 3) (= x!1 3)) 30
    (ite (and (= x!0 4) (= x!1 4)) 40
      (+ x!0 x!1))))))
  (define-fun arr2 () (Array Int Bool)
    (_ as-array k!0))
  (define-fun k!0 ((x!0 Int)) Bool
    (ite (= x!0 1) true (ite (= x!0 2) true false)))
  (define-fun lam () (Array Int Int)
    (lambda ((x!1 Int)) (ite (= x!1 3) 4 (* 2 x!1))))
)`;

const Z3_SCRIPT = `
(declare-sort S 0)
(declare-fun a () S) (declare-fun b () S)
(declare-datatypes ((L 0)) (((nil) (cons (hd Int) (tl L)))))
(declare-const l L) (declare-const ar (Array Int Int)) (declare-const arr2 (Array Int Bool))
(declare-const lam (Array Int Int))
(declare-const fp (_ FloatingPoint 8 24)) (declare-const s String) (declare-const r Real)
(declare-const x (_ BitVec 8)) (declare-fun f (Int) Int) (declare-fun g (Int Int) Int)
(declare-const unset Int)`;

const z3 = (term: string): string => ev(term, Z3_SCRIPT, Z3_MODEL);

describe('Z3 models', () => {
  it('parses definitions and the universe of uninterpreted sorts', () => {
    const m = mustParseModel(Z3_MODEL);
    expect([...m.functions.keys()]).toContain('g');
    expect(m.universes.get('S')).toEqual(['S!val!1', 'S!val!0']);
  });

  it('evaluates constants of every kind', () => {
    expect(z3('l')).toBe('(cons 12 nil)');
    expect(z3('(hd l)')).toBe('12');
    expect(z3('((_ is nil) (tl l))')).toBe('true');
    expect(z3('(is-cons l)')).toBe('true');
    expect(z3('(select ar 5)')).toBe('7');
    expect(z3('(select ar 6)')).toBe('8');
    expect(z3('(distinct a b)')).toBe('true');
    expect(z3('(= a S!val!0)')).toBe('true');
    expect(z3('(fp.isSubnormal fp)')).toBe('true');
    expect(z3('(str.len s)')).toBe('4');
    expect(z3('(= (* 3 r) 1)')).toBe('true');
    expect(z3('(bvadd x #x01)')).toBe('#x06');
    expect(z3('(/ r 0.0)')).toBe('5.0');
  });

  it('applies function tables, with and without a matching row', () => {
    expect(z3('(f 3)')).toBe('1');
    expect(z3('(f 4)')).toBe('0');
    expect(z3('(g 2 1)')).toBe('20');
    expect(z3('(g 4 4)')).toBe('40');
    expect(z3('(g 5 6)')).toBe('11');
  });

  it('reads as-array and lambda arrays', () => {
    expect(z3('(select arr2 2)')).toBe('true');
    expect(z3('(select arr2 3)')).toBe('false');
    expect(z3('(= arr2 (store (store ((as const (Array Int Bool)) false) 1 true) 2 true))')).toBe('true');
    expect(z3('(select lam 3)')).toBe('4');
    expect(z3('(select lam 5)')).toBe('10');
    expect(z3('(select (store lam 5 0) 5)')).toBe('0');
  });

  it('decides quantifiers over a listed universe', () => {
    expect(z3('(forall ((y S)) (or (= y a) (= y b)))')).toBe('true');
    expect(z3('(exists ((y S)) (distinct y a))')).toBe('true');
    expect(z3('(forall ((y S)) (= y a))')).toBe('false');
    expect(z3('(forall ((y Int)) (>= (f y) 0))')).toBe('unknown: quantifier');
  });

  it('says unknown for a declared symbol the model leaves out', () => {
    expect(z3('(> unset 0)')).toBe('unknown: no model value for a declared symbol');
    expect(z3('(or (> unset 0) true)')).toBe('true');
  });
});

// cvc5 1.x `get-model` output (its documented format: no `model` keyword, uninterpreted-sort
// elements as declare-fun'd abstract values, rationals as (/ n d), negatives as (- …)).
const CVC5_MODEL = `(
; cardinality of U is 2
(declare-fun @uc_U_0 () U)
(declare-fun @uc_U_1 () U)
(define-fun u1 () U @uc_U_0)
(define-fun u2 () U (as @uc_U_1 U))
(define-fun q () Real (- (/ 1 3)))
(define-fun n () Int (- 5))
(define-fun h ((_arg_1 Int)) Int (ite (= _arg_1 0) 1 (ite (= _arg_1 1) 2 3)))
(define-fun arr () (Array Int Int) (store ((as const (Array Int Int)) 0) 1 2))
(define-fun lst () (List Int) (cons 1 (as nil (List Int))))
(define-fun bits () (_ BitVec 8) (_ bv5 8))
(define-fun z () (_ FloatingPoint 8 24) (_ +zero 8 24))
(define-fun str () String "\\u{5c}u{41}")
)`;

const CVC5_SCRIPT = `
(declare-sort U 0) (declare-const u1 U) (declare-const u2 U)
(declare-const q Real) (declare-const n Int) (declare-fun h (Int) Int)
(declare-const arr (Array Int Int))
(declare-datatypes ((List 1)) ((par (T) ((nil) (cons (head T) (tail (List T)))))))
(declare-const lst (List Int)) (declare-const bits (_ BitVec 8))
(declare-const z (_ FloatingPoint 8 24)) (declare-const str String)`;

const cvc5 = (term: string): string => ev(term, CVC5_SCRIPT, CVC5_MODEL);

describe('cvc5 models', () => {
  it('evaluates abstract values, negative rationals and tables', () => {
    expect(cvc5('(distinct u1 u2)')).toBe('true');
    expect(cvc5('(forall ((v U)) (or (= v u1) (= v u2)))')).toBe('true');
    expect(cvc5('(= (* 3 q) (- 1))')).toBe('true');
    expect(cvc5('(+ n 1)')).toBe('(- 4)');
    expect(cvc5('(+ (h 0) (h 1) (h 7))')).toBe('6');
    expect(cvc5('(select arr 1)')).toBe('2');
    expect(cvc5('(head lst)')).toBe('1');
    expect(cvc5('(tail lst)')).toBe('(as nil (List Int))');
    expect(cvc5('bits')).toBe('#x05');
    expect(cvc5('(fp.isZero z)')).toBe('true');
    // \u{5c} is a backslash; the `u{41}` after it is not an escape any more: 6 characters.
    expect(cvc5('(str.len str)')).toBe('6');
  });

  it('accepts the (model …) wrapper and reports errors with positions', () => {
    expect(ev('x', '(declare-const x Int)', '(model (define-fun x () Int 3))')).toBe('3');
    const bad = parseModel('(\n(define-fun x () Int)\n)');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.line).toBe(2);
    expect(parseModel('(define-fun x () Int 3').ok).toBe(false);
    expect(parseModel('sat').ok).toBe(false);
  });
});
