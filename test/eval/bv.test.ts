import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sdiv, smod, srem, udiv, urem } from '../../src/smtlib/eval/ops/bv.js';
import { bvValue, type Value } from '../../src/smtlib/eval/value.js';
import { ev } from './helpers.js';

type Bv = Extract<Value, { kind: 'bv' }>;
const bv = (v: bigint, w: number): Bv => bvValue(v, w) as Bv;
const signed = (v: bigint, w: number): bigint => BigInt.asIntN(w, v);

describe('bit-vector operations', () => {
  it('evaluates literals, arithmetic and bitwise operations modulo 2^w', () => {
    expect(ev('(bvadd #xff #x02)')).toBe('#x01');
    expect(ev('(bvsub #x00 #x01)')).toBe('#xff');
    expect(ev('(bvmul #x10 #x10)')).toBe('#x00');
    expect(ev('(bvneg #x01)')).toBe('#xff');
    expect(ev('(bvnot #b101)')).toBe('#b010');
    expect(ev('(bvand #xf0 #x3c)')).toBe('#x30');
    expect(ev('(bvxnor #b1100 #b1010)')).toBe('#x9');
    expect(ev('(_ bv5 8)')).toBe('#x05');
    expect(ev('(_ bv300 8)')).toBe('#x2c');
  });

  it('divides by zero as SMT-LIB 2.6 specifies', () => {
    expect(ev('(bvudiv #x07 #x00)')).toBe('#xff');
    expect(ev('(bvurem #x07 #x00)')).toBe('#x07');
    expect(ev('(bvsdiv #x07 #x00)')).toBe('#xff');
    expect(ev('(bvsdiv #xf9 #x00)')).toBe('#x01'); // -7 / 0 = bvneg(bvudiv 7 0) = 1
    expect(ev('(bvsrem #xf9 #x00)')).toBe('#xf9');
    expect(ev('(bvsmod #xf9 #x00)')).toBe('#xf9');
    expect(ev('(bvsmod #x07 #x00)')).toBe('#x07');
  });

  it('handles signed division edge cases', () => {
    expect(ev('(bvsdiv #x80 #xff)')).toBe('#x80'); // -128 / -1 overflows back to -128
    expect(ev('(bvsrem #x80 #xff)')).toBe('#x00');
    expect(ev('(bvsdiv #xf9 #x02)')).toBe('#xfd'); // -7 / 2 = -3 (truncation)
    expect(ev('(bvsrem #xf9 #x02)')).toBe('#xff'); // sign of the dividend
    expect(ev('(bvsmod #xf9 #x02)')).toBe('#x01'); // sign of the divisor
    expect(ev('(bvsmod #x07 #xfe)')).toBe('#xff');
  });

  it('agrees with truncating integer division for non-zero divisors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.bigInt(), fc.bigInt(), (w, a, b) => {
        const s = bv(a, w);
        const t = bv(b, w);
        if (t.value === 0n) return true;
        const x = signed(s.value, w);
        const y = signed(t.value, w);
        const q = x / y; // BigInt division truncates
        const r = x - q * y;
        const m = r !== 0n && r < 0n !== y < 0n ? r + y : r;
        return (
          udiv(s, t).value === s.value / t.value &&
          urem(s, t).value === s.value % t.value &&
          sdiv(s, t).value === BigInt.asUintN(w, q) &&
          srem(s, t).value === BigInt.asUintN(w, r) &&
          smod(s, t).value === BigInt.asUintN(w, m)
        );
      }),
    );
  });

  it('extracts, concatenates, extends and rotates', () => {
    expect(ev('((_ extract 7 4) #xab)')).toBe('#xa');
    expect(ev('((_ extract 0 0) #x01)')).toBe('#b1');
    expect(ev('(concat #xa #b01)')).toBe('#b101001');
    expect(ev('((_ zero_extend 4) #xf)')).toBe('#x0f');
    expect(ev('((_ sign_extend 4) #x8)')).toBe('#xf8');
    expect(ev('((_ repeat 3) #b10)')).toBe('#b101010');
    expect(ev('((_ rotate_left 1) #b1001)')).toBe('#x3');
    expect(ev('((_ rotate_right 1) #b1001)')).toBe('#xc');
    expect(ev('((_ rotate_left 9) #b1001)')).toBe('#x3');
  });

  it('shifts, including by the width or more', () => {
    expect(ev('(bvshl #x01 #x07)')).toBe('#x80');
    expect(ev('(bvshl #x01 #x08)')).toBe('#x00');
    expect(ev('(bvlshr #x80 #x07)')).toBe('#x01');
    expect(ev('(bvlshr #x80 #xff)')).toBe('#x00');
    expect(ev('(bvashr #x80 #x07)')).toBe('#xff');
    expect(ev('(bvashr #x80 #x20)')).toBe('#xff');
    expect(ev('(bvashr #x40 #x20)')).toBe('#x00');
  });

  it('compares unsigned and signed', () => {
    expect(ev('(bvult #x01 #xff)')).toBe('true');
    expect(ev('(bvslt #x01 #xff)')).toBe('false');
    expect(ev('(bvsge #x80 #x7f)')).toBe('false');
    expect(ev('(bvule #x05 #x05)')).toBe('true');
    expect(ev('(bvcomp #x05 #x05)')).toBe('#b1');
  });

  it('converts to and from integers', () => {
    expect(ev('(bv2nat #xff)')).toBe('255');
    expect(ev('((_ int2bv 8) (- 1))')).toBe('#xff');
    expect(ev('((_ nat2bv 4) 18)')).toBe('#x2');
  });

  it('detects overflow', () => {
    expect(ev('(bvuaddo #xff #x01)')).toBe('true');
    expect(ev('(bvsaddo #x7f #x01)')).toBe('true');
    expect(ev('(bvsaddo #x7e #x01)')).toBe('false');
    expect(ev('(bvsdivo #x80 #xff)')).toBe('true');
    expect(ev('(bvnego #x80)')).toBe('true');
  });
});
