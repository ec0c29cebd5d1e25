// The evaluator on the other extension theories: sequences (and the string operators on them), finite
// fields, integer bits, pseudo-Booleans, characters, Z3's sets and maps on arrays, old spellings, and
// transcendentals (never evaluated: unknown, not a wrong value).
import { describe, expect, it } from 'vitest';
import { ev } from './helpers.js';

const S = '(seq.++ (seq.unit 1) (seq.unit 2) (seq.unit 3))';

describe('sequences', () => {
  it('length, extraction, search, replacement, reversal and update', () => {
    expect(ev(`(seq.len ${S})`)).toBe('3');
    expect(ev(`(seq.extract ${S} 1 5)`)).toBe('(seq.++ (seq.unit 2) (seq.unit 3))');
    expect(ev(`(seq.indexof ${S} (seq.unit 3))`)).toBe('2');
    expect(ev(`(seq.replace ${S} (seq.unit 2) (as seq.empty (Seq Int)))`)).toBe('(seq.++ (seq.unit 1) (seq.unit 3))');
    expect(ev(`(seq.rev ${S})`)).toBe('(seq.++ (seq.unit 3) (seq.unit 2) (seq.unit 1))');
    expect(ev(`(seq.update ${S} 2 (seq.++ (seq.unit 8) (seq.unit 9)))`)).toBe(
      '(seq.++ (seq.unit 1) (seq.unit 2) (seq.unit 8))',
    );
    expect(ev(`(seq.nth ${S} 7)`)).toMatch(/^unknown: seq.nth out of range/);
    expect(ev(`(seq.last_indexof (seq.++ ${S} ${S}) (seq.unit 2))`)).toBe('4');
  });

  it('the string operators on sequences and the sequence operators on strings', () => {
    expect(ev(`(str.len ${S})`)).toBe('3');
    expect(ev(`(str.contains ${S} (seq.unit 2))`)).toBe('true');
    expect(ev('(seq.len "abc")')).toBe('3');
    expect(ev('(seq.extract "abcd" 1 2)')).toBe('"bc"');
    expect(ev('(str.len "abc")')).toBe('3');
  });

  it('map and fold apply a lambda', () => {
    expect(ev(`(seq.map (lambda ((x Int)) (* x x)) ${S})`)).toBe('(seq.++ (seq.unit 1) (seq.unit 4) (seq.unit 9))');
    expect(ev(`(seq.foldl (lambda ((acc Int) (x Int)) (- acc x)) 0 ${S})`)).toBe('(- 6)');
  });
});

describe('finite fields, integer bits and pseudo-Booleans', () => {
  it('finite fields reduce modulo the order', () => {
    expect(ev('(ff.add #f3m5 #f4m5)')).toBe('(as ff2 (_ FiniteField 5))');
    expect(ev('(ff.mul (as ff-1 (_ FiniteField 7)) #f3m7)')).toBe('(as ff4 (_ FiniteField 7))');
    expect(ev('(ff.neg #f2m5)')).toBe('(as ff3 (_ FiniteField 5))');
    expect(ev('(ff.bitsum #f1m17 #f0m17 #f1m17)')).toBe('(as ff5 (_ FiniteField 17))');
    expect(ev('(ff.add #f1m5 #f1m7)')).toMatch(/^unknown: ill-sorted/);
  });

  it('iand and int.pow2', () => {
    expect(ev('((_ iand 3) 13 6)')).toBe('4');
    expect(ev('((_ iand 4) (- 1) 9)')).toBe('9');
    expect(ev('(int.pow2 10)')).toBe('1024');
    expect(ev('(int.pow2 (- 1))')).toBe('0');
    expect(ev('(int.log2 9)')).toBe('3');
    expect(ev('(int.log2 0)')).toMatch(/^unknown/);
  });

  it('pseudo-Boolean counts and weighted sums', () => {
    expect(ev('((_ at-most 1) true false true)')).toBe('false');
    expect(ev('((_ at-least 2) true false true)')).toBe('true');
    expect(ev('((_ pbeq 5 2 3 4) true true false)')).toBe('true');
    expect(ev('((_ pble 3 1 2 3) true false true)')).toBe('false');
  });
});

describe('characters, arrays and old spellings', () => {
  it('Z3 characters and cvc5 char literals', () => {
    expect(ev('(char.to_int (_ Char 65))')).toBe('65');
    expect(ev('(char.is_digit (_ Char 55))')).toBe('true');
    expect(ev('(seq.++ (seq.unit (_ Char 97)) "b")')).toBe('"ab"');
    expect(ev('(seq.nth "xyz" 1)')).toBe('(_ Char 121)');
    expect(ev('(str.++ (_ char #x41) "b")')).toBe('"Ab"');
    expect(ev('(str.from_ubv #xff)')).toBe('"255"');
    expect(ev('(str.from_sbv #xff)')).toBe('"-1"');
  });

  it("Z3's sets on arrays to Bool and (_ map f)", () => {
    const A = '(store ((as const (Array Int Bool)) false) 1 true)';
    const B = '(store ((as const (Array Int Bool)) false) 2 true)';
    expect(ev(`(select (union ${A} ${B}) 2)`)).toBe('true');
    expect(ev(`(select (intersection ${A} ${B}) 1)`)).toBe('false');
    expect(ev(`(select (complement ${A}) 5)`)).toBe('true');
    expect(ev(`(subset ${A} (union ${A} ${B}))`)).toBe('true');
    expect(ev(`(subset (union ${A} ${B}) ${A})`)).toBe('false');
    expect(ev(`(select ((_ map not) ${A}) 1)`)).toBe('false');
    const C = '(store ((as const (Array Int Int)) 1) 3 10)';
    expect(ev(`(select ((_ map (+ (Int Int) Int)) ${C} ${C}) 3)`)).toBe('20');
    expect(ev(`(select ((_ map f) ${C}) 0)`, '(define-fun f ((x Int)) Int (* x 7))')).toBe('7');
  });

  it("cvc5's eqrange compares a range of indices; bvite picks by a bit", () => {
    const A = '(store ((as const (Array Int Int)) 0) 5 1)';
    expect(ev(`(eqrange ${A} ((as const (Array Int Int)) 0) 0 4)`)).toBe('true');
    expect(ev(`(eqrange ${A} ((as const (Array Int Int)) 0) 0 5)`)).toBe('false');
    expect(ev(`(eqrange ${A} ${A} 0 100000)`)).toMatch(/^unknown: eqrange over too many indices/);
    expect(ev('(bvite #b0 #x1 #x2)')).toBe('#x2');
  });

  it('implies, iff and if mean =>, = and ite', () => {
    expect(ev('(implies true false)')).toBe('false');
    expect(ev('(iff false false)')).toBe('true');
    expect(ev('(if false 1 2)')).toBe('2');
    expect(ev('(^ 2 10)')).toBe('1024');
  });

  it('transcendentals are not evaluated', () => {
    expect(ev('(sin 0.0)')).toMatch(/^unknown/);
    expect(ev('(< real.pi 4.0)')).toMatch(/^unknown/);
    expect(ev('(exp 1.0)')).toMatch(/^unknown/);
  });
});
