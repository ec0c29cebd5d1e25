import { describe, expect, it } from 'vitest';
import { at, errorsOf, sortIn } from './helpers.js';

const DECLS =
  '(declare-const a (_ BitVec 8)) (declare-const b (_ BitVec 8)) (declare-const c (_ BitVec 4)) (declare-const i Int)';

describe('FixedSizeBitVectors', () => {
  it('sizes literals: #x is 4 bits a digit, #b one, (_ bvN w) w', () => {
    expect(sortIn(DECLS, '#x0f')).toBe('(_ BitVec 8)');
    expect(sortIn(DECLS, '#b101')).toBe('(_ BitVec 3)');
    expect(sortIn(DECLS, '(_ bv5 32)')).toBe('(_ BitVec 32)');
    expect(sortIn(DECLS, '(_ bv18446744073709551615 64)')).toBe('(_ BitVec 64)');
  });

  it('computes the widths of the width-changing operators', () => {
    expect(sortIn(DECLS, '(concat a c)')).toBe('(_ BitVec 12)');
    expect(sortIn(DECLS, '(concat a c c #b1)')).toBe('(_ BitVec 17)');
    expect(sortIn(DECLS, '((_ extract 7 4) a)')).toBe('(_ BitVec 4)');
    expect(sortIn(DECLS, '((_ extract 0 0) a)')).toBe('(_ BitVec 1)');
    expect(sortIn(DECLS, '((_ repeat 3) c)')).toBe('(_ BitVec 12)');
    expect(sortIn(DECLS, '((_ zero_extend 24) a)')).toBe('(_ BitVec 32)');
    expect(sortIn(DECLS, '((_ sign_extend 0) a)')).toBe('(_ BitVec 8)');
    expect(sortIn(DECLS, '((_ rotate_left 3) a)')).toBe('(_ BitVec 8)');
    expect(sortIn(DECLS, '(bvcomp a b)')).toBe('(_ BitVec 1)');
    expect(sortIn(DECLS, '(bvredor a)')).toBe('(_ BitVec 1)');
  });

  it('types every arithmetic, bitwise and shift operator on equal widths', () => {
    const same = [
      'bvand',
      'bvor',
      'bvxor',
      'bvnand',
      'bvnor',
      'bvxnor',
      'bvadd',
      'bvsub',
      'bvmul',
      'bvudiv',
      'bvurem',
      'bvsdiv',
      'bvsrem',
      'bvsmod',
      'bvshl',
      'bvlshr',
      'bvashr',
    ];
    for (const op of same) expect(sortIn(DECLS, `(${op} a b)`), op).toBe('(_ BitVec 8)');
    for (const op of ['bvnot', 'bvneg']) expect(sortIn(DECLS, `(${op} c)`), op).toBe('(_ BitVec 4)');
    const rel = ['bvult', 'bvule', 'bvugt', 'bvuge', 'bvslt', 'bvsle', 'bvsgt', 'bvsge', 'bvumul_noovfl', 'bvsaddo'];
    for (const op of rel) expect(sortIn(DECLS, `(${op} a b)`), op).toBe('Bool');
    expect(sortIn(DECLS, '(bvadd a b a #x01)')).toBe('(_ BitVec 8)');
  });

  it('converts to and from integers', () => {
    expect(sortIn(DECLS, '(bv2nat a)')).toBe('Int');
    expect(sortIn(DECLS, '(bv2int a)')).toBe('Int');
    expect(sortIn(DECLS, '((_ int2bv 16) i)')).toBe('(_ BitVec 16)');
    expect(sortIn(DECLS, '((_ nat2bv 3) i)')).toBe('(_ BitVec 3)');
  });

  it('rejects unequal widths and non-bit-vectors', () => {
    expect(sortIn(DECLS, '(bvadd a c)')).toBe(
      'error: bvadd expects arguments of sort (_ BitVec n) with equal widths, got (_ BitVec 8) and (_ BitVec 4)',
    );
    expect(sortIn(DECLS, '(bvult a i)')).toBe(
      'error: bvult expects two arguments of sort (_ BitVec n) with equal widths, got (_ BitVec 8) and Int',
    );
    const text = '(declare-const x Int)(declare-const b (_ BitVec 8))\n(assert (= b (bvadd x b)))';
    expect(errorsOf(text)).toEqual([
      `${at(text, '(bvadd x b)')} bvadd expects arguments of sort (_ BitVec n) with equal widths, got Int and (_ BitVec 8)`,
    ]);
  });

  it('checks the side conditions of the indexed operators', () => {
    const text = '(declare-const b (_ BitVec 8))\n(assert (= ((_ extract 9 0) b) ((_ extract 9 0) b)))';
    expect(errorsOf(text)[0]).toBe(
      `${at(text, '((_ extract 9 0)')} extract indices out of range: (_ extract 9 0) on (_ BitVec 8)`,
    );
    expect(sortIn(DECLS, '((_ extract 2 3) a)')).toBe(
      'error: extract indices out of range: (_ extract 2 3) on (_ BitVec 8)',
    );
    expect(sortIn(DECLS, '((_ repeat 0) a)')).toMatch(/^error: repeat count must be at least 1/);
    expect(sortIn(DECLS, '(_ bv1 0)')).toMatch(/^error: bit-vector width must be positive/);
    expect(sortIn(DECLS, '(extract a)')).toBe("error: 'extract' is indexed: write (_ extract i j)");
    expect(sortIn(DECLS, '((_ extract 1) a)')).toBe('error: (_ extract …) expects 2 indices, got 1');
    expect(sortIn(DECLS, '((_ bvadd 1) a a)')).toBe("error: 'bvadd' is not an indexed operator");
  });

  it('rejects a zero-width bit-vector sort', () => {
    const text = '(declare-const z (_ BitVec 0))';
    expect(errorsOf(text)).toEqual([`${at(text, '(_ BitVec 0)')} bit-vector width must be positive`]);
  });
});
