import { describe, expect, it } from 'vitest';
import { sortIn } from './helpers.js';

const DECLS =
  '(declare-const x (_ FloatingPoint 11 53)) (declare-const y Float64) (declare-const h Float32) ' +
  '(declare-const rm RoundingMode) (declare-const r Real) (declare-const bv (_ BitVec 64)) (declare-const s (_ BitVec 32))';
const F64 = '(_ FloatingPoint 11 53)';

describe('FloatingPoint', () => {
  it('knows the sort aliases', () => {
    expect(sortIn(DECLS, 'y')).toBe(F64);
    expect(sortIn(DECLS, 'h')).toBe('(_ FloatingPoint 8 24)');
    expect(sortIn('(declare-const q Float16) (declare-const o Float128)', '(fp.add RNE o o)')).toBe(
      '(_ FloatingPoint 15 113)',
    );
    expect(sortIn('(declare-const q Float16)', 'q')).toBe('(_ FloatingPoint 5 11)');
  });

  it('types literals, special values and rounding modes', () => {
    expect(sortIn(DECLS, '(fp #b0 #b10000000000 #x0000000000000)')).toBe(F64);
    for (const v of ['+oo', '-oo', '+zero', '-zero', 'NaN'])
      expect(sortIn(DECLS, `(_ ${v} 8 24)`), v).toBe('(_ FloatingPoint 8 24)');
    for (const m of [
      'RNE',
      'RNA',
      'RTP',
      'RTN',
      'RTZ',
      'roundNearestTiesToEven',
      'roundNearestTiesToAway',
      'roundTowardPositive',
      'roundTowardNegative',
      'roundTowardZero',
    ]) {
      expect(sortIn(DECLS, m), m).toBe('RoundingMode');
    }
  });

  it('types every operator', () => {
    for (const op of ['fp.abs', 'fp.neg']) expect(sortIn(DECLS, `(${op} x)`), op).toBe(F64);
    for (const op of ['fp.add', 'fp.sub', 'fp.mul', 'fp.div']) expect(sortIn(DECLS, `(${op} rm x y)`), op).toBe(F64);
    expect(sortIn(DECLS, '(fp.fma RNE x y x)')).toBe(F64);
    for (const op of ['fp.sqrt', 'fp.roundToIntegral']) expect(sortIn(DECLS, `(${op} rm x)`), op).toBe(F64);
    for (const op of ['fp.rem', 'fp.min', 'fp.max']) expect(sortIn(DECLS, `(${op} x y)`), op).toBe(F64);
    for (const op of ['fp.leq', 'fp.lt', 'fp.geq', 'fp.gt', 'fp.eq'])
      expect(sortIn(DECLS, `(${op} x y x)`), op).toBe('Bool');
    const preds = [
      'fp.isNormal',
      'fp.isSubnormal',
      'fp.isZero',
      'fp.isInfinite',
      'fp.isNaN',
      'fp.isNegative',
      'fp.isPositive',
    ];
    for (const op of preds) expect(sortIn(DECLS, `(${op} x)`), op).toBe('Bool');
    expect(sortIn(DECLS, '((_ fp.to_ubv 8) RTZ x)')).toBe('(_ BitVec 8)');
    expect(sortIn(DECLS, '((_ fp.to_sbv 16) RTZ x)')).toBe('(_ BitVec 16)');
    expect(sortIn(DECLS, '(fp.to_real x)')).toBe('Real');
  });

  it('types all the to_fp conversions', () => {
    expect(sortIn(DECLS, '((_ to_fp 11 53) bv)')).toBe(F64);
    expect(sortIn(DECLS, '((_ to_fp 11 53) RNE h)')).toBe(F64);
    expect(sortIn(DECLS, '((_ to_fp 8 24) RNE 1.5)')).toBe('(_ FloatingPoint 8 24)');
    expect(sortIn(DECLS, '((_ to_fp 8 24) RNE r)')).toBe('(_ FloatingPoint 8 24)');
    expect(sortIn(DECLS, '((_ to_fp 8 24) RNE s)')).toBe('(_ FloatingPoint 8 24)');
    expect(sortIn(DECLS, '((_ to_fp_unsigned 8 24) RNE bv)')).toBe('(_ FloatingPoint 8 24)');
  });

  it('rejects mixed formats and wrong bit widths', () => {
    expect(sortIn(DECLS, '(fp.add RNE x h)')).toBe(
      'error: fp.add expects arguments of sort (_ FloatingPoint e s) with equal formats, got RoundingMode, (_ FloatingPoint 11 53) and (_ FloatingPoint 8 24)',
    );
    expect(sortIn(DECLS, '(fp.add x y)')).toBe("error: wrong number of arguments to 'fp.add': expected 3, got 2");
    // to_fp from bits needs exactly eb+sb bits: a 32-bit vector is not a Float64.
    expect(sortIn(DECLS, '((_ to_fp 11 53) s)')).toMatch(/^error: to_fp expects/);
    expect(sortIn(DECLS, '(fp.isNaN r)')).toMatch(
      /^error: fp.isNaN expects an argument of sort \(_ FloatingPoint e s\), got Real/,
    );
    expect(sortIn(DECLS, '(_ NaN 1 24)')).toMatch(
      /^error: floating-point exponent and significand widths must be greater than 1/,
    );
  });
});
