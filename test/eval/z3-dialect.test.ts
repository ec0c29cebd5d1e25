// The evaluator on Z3's forms beyond SMT-LIB (docs/DIALECTS.md): negative literals, ~, n-ary operators
// with one argument, to_fp's further argument lists, (_ char n), arrays of several index sorts, terms and
// arrays applied like functions, functions read as arrays, update-field and the built-in List. The values
// are Z3's (z3-dialect.solvers.test.ts checks Z3's models of our files against the evaluator).
import { describe, expect, it } from 'vitest';
import { ev } from './helpers.js';

describe("the evaluator on Z3's forms", () => {
  it('reads negative literals and ~', () => {
    expect(ev('(+ -1 -2)')).toBe('(- 3)');
    expect(ev('(* 2.0 -1.5)')).toBe('(- 3.0)');
    expect(ev('(~ 4)')).toBe('(- 4)');
    expect(ev('(~ -2.5)')).toBe('(/ 5.0 2.0)');
  });

  it('applies n-ary operators to one argument as Z3 does', () => {
    expect(ev('(+ 3)')).toBe('3');
    expect(ev('(* 3)')).toBe('3');
    expect(ev('(div 8)')).toBe('8');
    expect(ev('(/ 3.0)')).toBe('3.0');
    expect(ev('(< 1)')).toBe('true');
    expect(ev('(distinct 1)')).toBe('true');
    expect(ev('(xor false)')).toBe('false');
    expect(ev('(bvadd #x3)')).toBe('#x3');
    expect(ev('(concat #x1)')).toBe('#x1');
    expect(ev('(str.++ "a")')).toBe('"a"');
    expect(ev('(str.in_re "a" (re.diff (str.to_re "a")))')).toBe('true');
  });

  it("converts Z3's further to_fp argument lists", () => {
    // r·2^k in either order (the real is the significand), an integer, and the three bit-vectors of fp.
    expect(ev('(fp.eq ((_ to_fp 8 24) RNE 1.5 3) ((_ to_fp 8 24) RNE 12.0))')).toBe('true');
    expect(ev('(fp.eq ((_ to_fp 8 24) RNE 3 1.5) ((_ to_fp 8 24) RNE 12.0))')).toBe('true');
    expect(ev('(fp.eq ((_ to_fp 8 24) RNE 6.0 -2) ((_ to_fp 8 24) RNE 1.5))')).toBe('true');
    expect(ev('(fp.eq ((_ to_fp 8 24) RNE 7) ((_ to_fp 8 24) RNE 7.0))')).toBe('true');
    expect(ev('(fp.isInfinite ((_ to_fp 3 4) RNE 1.0 100))')).toBe('true');
    expect(ev('(fp.eq ((_ to_fp 8 24) #b0 #x7f #b00000000000000000000000) ((_ to_fp 8 24) RNE 1.0))')).toBe('true');
    expect(ev('((_ to_fp 8 24) RNE 1.0 1000000)')).toMatch(/^unknown: to_fp with a huge power of two/);
  });

  it('reads (_ char n)', () => {
    expect(ev('(str.++ (_ char 97) (_ char #x62))')).toBe('"ab"');
  });

  it('selects from and stores into arrays of several index sorts', () => {
    const a = '((as const (Array Int Bool Int)) 0)';
    expect(ev(`(select (store ${a} 1 true 5) 1 true)`)).toBe('5');
    expect(ev(`(select (store ${a} 1 true 5) 1 false)`)).toBe('0');
    expect(ev(`(= (store ${a} 1 true 5) (store (store ${a} 2 false 0) 1 true 5))`)).toBe('true');
    expect(ev('(select (lambda ((x Int) (y Int)) (- x y)) 5 2)')).toBe('3');
    const m = `((_ map (+ (Int Int) Int)) (store ${a} 1 true 5) ((as const (Array Int Bool Int)) 1))`;
    expect(ev(`(select ${m} 1 true)`)).toBe('6');
  });

  it('applies terms, bound variables and constants of array sorts like functions', () => {
    expect(ev('((lambda ((x Int) (y Int)) (* x y)) 3 4)')).toBe('12');
    expect(ev('((store ((as const (Array Int Int)) 0) 1 5) 1)')).toBe('5');
    expect(ev('(let ((q (store ((as const (Array Int Int)) 0) 2 7))) (q 2))')).toBe('7');
    const decl = '(declare-const a (Array Int Int))';
    const model = '((define-fun a () (Array Int Int) (store ((as const (Array Int Int)) 1) 3 10)))';
    expect(ev('(+ (a 3) (a 4))', decl, model)).toBe('11');
    expect(ev('(g 3)', '(define-fun g () (Array Int Int) (lambda ((x Int)) (* x x)))')).toBe('9');
  });

  it('reads a function as the array of its graph', () => {
    const script = '(define-fun twice ((x Int)) Int (* 2 x))\n(declare-fun f (Int) Int)';
    const model = '((define-fun f ((x!0 Int)) Int (ite (= x!0 1) 5 0)))';
    expect(ev('(select twice 4)', script)).toBe('8');
    expect(ev('(select f 1)', script, model)).toBe('5');
    expect(ev('(select (store f 1 0) 1)', script, model)).toBe('0');
  });

  it('updates a field only in a value its constructor built', () => {
    const script = '(declare-datatypes ((S 0)) (((dot) (disk (r Int) (c Int)))))';
    expect(ev('((_ update-field r) (disk 1 2) 9)', script)).toBe('(disk 9 2)');
    expect(ev('((_ update-field r) dot 9)', script)).toBe('dot');
  });

  it("knows Z3's built-in List, unless the script has its own", () => {
    expect(ev('(head (tail (insert 1 (insert 2 (as nil (List Int))))))')).toBe('2');
    expect(ev('(is-insert (as nil (List Int)))')).toBe('false');
    expect(ev('((_ is nil) (tail (insert 1 (as nil (List Int)))))')).toBe('true');
    const own = '(declare-fun head (Int) Int)';
    expect(ev('(head 1)', own, '((define-fun head ((x Int)) Int 7))')).toBe('7');
  });
});
