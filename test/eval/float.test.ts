import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as F from '../../src/smtlib/eval/float.js';
import { ev } from './helpers.js';

const DOUBLE: F.Format = { eb: 11, sb: 53 };
const SINGLE: F.Format = { eb: 8, sb: 24 };

function fromDouble(x: number): F.FloatValue {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  return F.fromBits(view.getBigUint64(0), DOUBLE);
}
function fromSingle(x: number): F.FloatValue {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, x);
  return F.fromBits(BigInt(view.getUint32(0)), SINGLE);
}

const doubles = fc.double();
const singles = fc.float();

describe('IEEE floating point (correct rounding, RNE) against the JavaScript engine', () => {
  it('adds, subtracts, multiplies, divides and takes square roots of doubles', () => {
    fc.assert(
      fc.property(doubles, doubles, (a, b) => {
        const x = fromDouble(a);
        const y = fromDouble(b);
        const same = (got: F.FloatValue, want: number): boolean => F.sameFloat(got, fromDouble(want));
        return (
          same(F.addFloat('RNE', x, y), a + b) &&
          same(F.subFloat('RNE', x, y), a - b) &&
          same(F.mulFloat('RNE', x, y), a * b) &&
          same(F.divFloat('RNE', x, y), a / b) &&
          same(F.sqrtFloat('RNE', x), Math.sqrt(a))
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds double results into single precision like Math.fround', () => {
    fc.assert(
      fc.property(singles, singles, (a, b) => {
        const x = fromSingle(a);
        const y = fromSingle(b);
        const same = (got: F.FloatValue, want: number): boolean => F.sameFloat(got, fromSingle(Math.fround(want)));
        return (
          same(F.addFloat('RNE', x, y), a + b) &&
          same(F.mulFloat('RNE', x, y), a * b) &&
          same(F.divFloat('RNE', x, y), a / b) &&
          same(F.sqrtFloat('RNE', x), Math.sqrt(a)) &&
          same(F.convertFloat('RNE', fromDouble(a * b), SINGLE), a * b)
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('compares like IEEE (NaN unordered, -0 = +0)', () => {
    fc.assert(
      fc.property(doubles, doubles, (a, b) => {
        const c = F.compareFloat(fromDouble(a), fromDouble(b));
        if (Number.isNaN(a) || Number.isNaN(b)) return c === undefined;
        return c === (a < b ? -1 : a > b ? 1 : 0);
      }),
    );
  });

  it('rounds to integral values like Math.round variants', () => {
    fc.assert(
      fc.property(doubles, (a) => {
        const x = fromDouble(a);
        return (
          F.sameFloat(F.roundToIntegral('RTN', x), fromDouble(Math.floor(a))) &&
          F.sameFloat(F.roundToIntegral('RTP', x), fromDouble(Math.ceil(a))) &&
          F.sameFloat(F.roundToIntegral('RTZ', x), fromDouble(Math.trunc(a)))
        );
      }),
    );
  });
});

describe('FloatingPoint terms', () => {
  it('reads literals and special values', () => {
    expect(ev('(fp #b0 #b01111111 #b00000000000000000000000)')).toBe('(fp #b0 #b01111111 #b00000000000000000000000)');
    expect(ev('(fp.isNaN (_ NaN 8 24))')).toBe('true');
    expect(ev('(= (_ NaN 8 24) (fp #b0 #b11111111 #b10000000000000000000001))')).toBe('true');
    expect(ev('(fp.eq (_ NaN 8 24) (_ NaN 8 24))')).toBe('false');
    expect(ev('(fp.eq (_ +zero 8 24) (_ -zero 8 24))')).toBe('true');
    expect(ev('(= (_ +zero 8 24) (_ -zero 8 24))')).toBe('false');
    expect(ev('(fp.isNegative (_ -oo 3 5))')).toBe('true');
  });

  it('rounds with each rounding mode', () => {
    // 1 + 2^-24 in single precision: a tie between 1 and 1 + 2^-23.
    const one = '(fp #b0 #b01111111 #b00000000000000000000000)';
    const tiny = '(fp #b0 #b01100111 #b00000000000000000000000)';
    expect(ev(`(fp.add RNE ${one} ${tiny})`)).toBe(one);
    expect(ev(`(fp.add RNA ${one} ${tiny})`)).toBe('(fp #b0 #b01111111 #b00000000000000000000001)');
    expect(ev(`(fp.add RTP ${one} ${tiny})`)).toBe('(fp #b0 #b01111111 #b00000000000000000000001)');
    expect(ev(`(fp.add RTZ ${one} ${tiny})`)).toBe(one);
    expect(ev(`(fp.sub RTN ${one} ${one})`)).toBe('(_ -zero 8 24)');
    expect(ev(`(fp.sub RNE ${one} ${one})`)).toBe('(_ +zero 8 24)');
  });

  it('converts to and from other sorts', () => {
    expect(ev('((_ to_fp 8 24) RNE 0.1)')).toBe('(fp #b0 #b01111011 #b10011001100110011001101)');
    expect(ev('((_ to_fp 8 24) RTZ 0.1)')).toBe('(fp #b0 #b01111011 #b10011001100110011001100)');
    expect(ev('((_ to_fp 8 24) #x3f800000)')).toBe('(fp #b0 #b01111111 #b00000000000000000000000)');
    expect(ev('((_ to_fp 8 24) RNE #xff)')).toBe('(fp #b1 #b01111111 #b00000000000000000000000)');
    expect(ev('((_ to_fp_unsigned 8 24) RNE #xff)')).toBe('(fp #b0 #b10000110 #b11111110000000000000000)');
    expect(ev('(fp.to_real ((_ to_fp 8 24) RNE 0.5))')).toBe('(/ 1.0 2.0)');
    expect(ev('((_ fp.to_sbv 8) RTZ ((_ to_fp 8 24) RNE (- 2.5)))')).toBe('#xfe');
    expect(ev('((_ fp.to_ubv 8) RNE ((_ to_fp 8 24) RNE 300.0))')).toBe('unknown: fp.to_ubv out of range');
    expect(ev('(fp.to_real (_ +oo 8 24))')).toBe('unknown: fp.to_real of NaN or infinity');
  });

  it('answers unknown where the standard leaves the result open', () => {
    expect(ev('(fp.min (_ +zero 8 24) (_ -zero 8 24))')).toBe('unknown: fp.min of +0 and -0');
    expect(ev('(fp.max (_ NaN 8 24) (_ -zero 8 24))')).toBe('(_ -zero 8 24)');
  });

  it('evaluates fma and rem exactly', () => {
    const d = (x: number): string => {
      const v = fromDouble(x);
      return `(fp #b${v.sign} #b${v.exponent.toString(2).padStart(11, '0')} #b${v.significand.toString(2).padStart(52, '0')})`;
    };
    // fma(a, a, -a²) recovers the rounding error of a·a, which a separate multiply-add loses.
    const a = 1 + 2 ** -30;
    const sq = a * a;
    expect(ev(`(fp.fma RNE ${d(a)} ${d(a)} (fp.neg ${d(sq)}))`)).toBe(d(2 ** -60));
    expect(ev(`(fp.rem ${d(5)} ${d(3)})`)).toBe(d(-1));
    expect(ev(`(fp.rem ${d(7)} ${d(2)})`)).toBe(d(-1));
  });
});
