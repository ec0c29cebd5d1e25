// IEEE 754 binary floating point with SMT-LIB FloatingPoint semantics: every finite value is an
// exact rational, so each operation is computed exactly and then rounded once (correct rounding).
import { bitLength, isqrt } from './integer.js';
import { add, compare, isZero as isZeroRational, mul, neg, rational, type Rational } from './rational.js';

export type RoundingMode = 'RNE' | 'RNA' | 'RTP' | 'RTN' | 'RTZ';

/** Raw IEEE fields: `exponent` has eb bits, `significand` the sb-1 trailing bits (no hidden bit). */
export interface FloatValue {
  readonly eb: number;
  readonly sb: number;
  readonly sign: 0 | 1;
  readonly exponent: bigint;
  readonly significand: bigint;
}

export interface Format {
  readonly eb: number;
  readonly sb: number;
}

const bias = (f: Format): bigint => (1n << BigInt(f.eb - 1)) - 1n;
const maxExponentBits = (f: Format): bigint => (1n << BigInt(f.eb)) - 1n;
const hiddenBit = (f: Format): bigint => 1n << BigInt(f.sb - 1);
const pow2 = (k: bigint | number): bigint => 1n << BigInt(k);

export const isNaN = (x: FloatValue): boolean => x.exponent === maxExponentBits(x) && x.significand !== 0n;
export const isInfinite = (x: FloatValue): boolean => x.exponent === maxExponentBits(x) && x.significand === 0n;
export const isZero = (x: FloatValue): boolean => x.exponent === 0n && x.significand === 0n;
export const isSubnormal = (x: FloatValue): boolean => x.exponent === 0n && x.significand !== 0n;
export const isNormal = (x: FloatValue): boolean => x.exponent !== 0n && x.exponent !== maxExponentBits(x);
export const isFinite = (x: FloatValue): boolean => x.exponent !== maxExponentBits(x);
export const isNegative = (x: FloatValue): boolean => !isNaN(x) && x.sign === 1;
export const isPositive = (x: FloatValue): boolean => !isNaN(x) && x.sign === 0;

/** SMT-LIB has a single NaN per format; this is its canonical bit pattern (a quiet NaN). */
export function nan(f: Format): FloatValue {
  return { eb: f.eb, sb: f.sb, sign: 0, exponent: maxExponentBits(f), significand: pow2(f.sb - 2) };
}
export function infinity(f: Format, sign: 0 | 1): FloatValue {
  return { eb: f.eb, sb: f.sb, sign, exponent: maxExponentBits(f), significand: 0n };
}
export function zero(f: Format, sign: 0 | 1): FloatValue {
  return { eb: f.eb, sb: f.sb, sign, exponent: 0n, significand: 0n };
}
function maxFinite(f: Format, sign: 0 | 1): FloatValue {
  return { eb: f.eb, sb: f.sb, sign, exponent: maxExponentBits(f) - 1n, significand: hiddenBit(f) - 1n };
}

/** A value from its three bit fields (`(fp s e m)`); any NaN pattern becomes the canonical NaN. */
export function fromFields(sign: 0 | 1, exponent: bigint, significand: bigint, f: Format): FloatValue {
  const v: FloatValue = { eb: f.eb, sb: f.sb, sign, exponent, significand };
  return isNaN(v) ? nan(f) : v;
}

/** A value from an eb+sb wide bit pattern (`((_ to_fp eb sb) bv)`). */
export function fromBits(bits: bigint, f: Format): FloatValue {
  const sigBits = BigInt(f.sb - 1);
  const significand = bits & (pow2(sigBits) - 1n);
  const exponent = (bits >> sigBits) & maxExponentBits(f);
  const sign = (bits >> (sigBits + BigInt(f.eb))) & 1n ? 1 : 0;
  return fromFields(sign, exponent, significand, f);
}

export function toBits(x: FloatValue): bigint {
  return (BigInt(x.sign) << BigInt(x.eb + x.sb - 1)) | (x.exponent << BigInt(x.sb - 1)) | x.significand;
}

/** The exact value of a finite float. */
export function toRational(x: FloatValue): Rational {
  const unbiased = x.exponent === 0n ? 1n - bias(x) : x.exponent - bias(x);
  const mantissa = x.exponent === 0n ? x.significand : hiddenBit(x) + x.significand;
  const e = unbiased - BigInt(x.sb - 1);
  const magnitude = e >= 0n ? rational(mantissa * pow2(e)) : rational(mantissa, pow2(-e));
  return x.sign ? neg(magnitude) : magnitude;
}

/** Whether to add one unit to `m` when the discarded fraction is rem/den (0 ≤ rem < den). */
function roundsUp(m: bigint, rem: bigint, den: bigint, negative: boolean, rm: RoundingMode): boolean {
  if (rem === 0n) return false;
  switch (rm) {
    case 'RNE':
      return 2n * rem > den || (2n * rem === den && (m & 1n) === 1n);
    case 'RNA':
      return 2n * rem >= den;
    case 'RTP':
      return !negative;
    case 'RTN':
      return negative;
    case 'RTZ':
      return false;
  }
}

/** Rounds a rational to an integer under a rounding mode. */
export function roundToInteger(q: Rational, rm: RoundingMode): bigint {
  const negative = q.num < 0n;
  const a = negative ? -q.num : q.num;
  const m = a / q.den;
  const r = roundsUp(m, a - m * q.den, q.den, negative, rm) ? m + 1n : m;
  return negative ? -r : r;
}

function overflow(f: Format, sign: 0 | 1, rm: RoundingMode): FloatValue {
  const toInfinity = rm === 'RNE' || rm === 'RNA' || (rm === 'RTP' && sign === 0) || (rm === 'RTN' && sign === 1);
  return toInfinity ? infinity(f, sign) : maxFinite(f, sign);
}

/** Correctly rounds an exact rational into the format; `zeroSign` is used when q is 0. */
export function roundRational(q: Rational, f: Format, rm: RoundingMode, zeroSign: 0 | 1 = 0): FloatValue {
  if (isZero0(q)) return zero(f, zeroSign);
  const negative = q.num < 0n;
  const sign: 0 | 1 = negative ? 1 : 0;
  const num = negative ? -q.num : q.num;
  const den = q.den;
  // e = ⌊log2 |q|⌋
  let e = BigInt(bitLength(num) - bitLength(den));
  if (e >= 0n ? num < den * pow2(e) : num * pow2(-e) < den) e -= 1n;
  const emin = 1n - bias(f);
  if (e < emin) e = emin;
  const shift = BigInt(f.sb - 1) - e;
  const sNum = shift >= 0n ? num * pow2(shift) : num;
  const sDen = shift >= 0n ? den : den * pow2(-shift);
  let m = sNum / sDen;
  if (roundsUp(m, sNum - m * sDen, sDen, negative, rm)) m += 1n;
  if (m === pow2(f.sb)) {
    m = hiddenBit(f);
    e += 1n;
  }
  if (e > bias(f)) return overflow(f, sign, rm);
  if (m < hiddenBit(f)) return { eb: f.eb, sb: f.sb, sign, exponent: 0n, significand: m };
  return { eb: f.eb, sb: f.sb, sign, exponent: e + bias(f), significand: m - hiddenBit(f) };
}

const isZero0 = (q: Rational): boolean => isZeroRational(q);

/** The sign of an exact zero sum x + y with x = -y (IEEE 754 §6.3). */
const cancellationSign = (rm: RoundingMode): 0 | 1 => (rm === 'RTN' ? 1 : 0);

export function negate(x: FloatValue): FloatValue {
  return isNaN(x) ? x : { ...x, sign: x.sign ? 0 : 1 };
}

export function absolute(x: FloatValue): FloatValue {
  return isNaN(x) ? x : { ...x, sign: 0 };
}

export function addFloat(rm: RoundingMode, x: FloatValue, y: FloatValue): FloatValue {
  if (isNaN(x) || isNaN(y)) return nan(x);
  if (isInfinite(x) && isInfinite(y)) return x.sign === y.sign ? x : nan(x);
  if (isInfinite(x)) return x;
  if (isInfinite(y)) return y;
  if (isZero(x) && isZero(y)) return x.sign === y.sign ? x : zero(x, cancellationSign(rm));
  const sum = add(toRational(x), toRational(y));
  return roundRational(sum, x, rm, cancellationSign(rm));
}

export function subFloat(rm: RoundingMode, x: FloatValue, y: FloatValue): FloatValue {
  return addFloat(rm, x, isNaN(y) ? y : negate(y));
}

export function mulFloat(rm: RoundingMode, x: FloatValue, y: FloatValue): FloatValue {
  if (isNaN(x) || isNaN(y)) return nan(x);
  const sign: 0 | 1 = x.sign === y.sign ? 0 : 1;
  if (isInfinite(x) || isInfinite(y)) return isZero(x) || isZero(y) ? nan(x) : infinity(x, sign);
  return roundRational(mul(toRational(x), toRational(y)), x, rm, sign);
}

export function divFloat(rm: RoundingMode, x: FloatValue, y: FloatValue): FloatValue {
  if (isNaN(x) || isNaN(y)) return nan(x);
  const sign: 0 | 1 = x.sign === y.sign ? 0 : 1;
  if (isInfinite(x)) return isInfinite(y) ? nan(x) : infinity(x, sign);
  if (isInfinite(y)) return zero(x, sign);
  if (isZero(y)) return isZero(x) ? nan(x) : infinity(x, sign);
  const qy = toRational(y);
  const qx = toRational(x);
  return roundRational(rational(qx.num * qy.den, qx.den * qy.num), x, rm, sign);
}

export function fmaFloat(rm: RoundingMode, x: FloatValue, y: FloatValue, z: FloatValue): FloatValue {
  if (isNaN(x) || isNaN(y) || isNaN(z)) return nan(x);
  const productSign: 0 | 1 = x.sign === y.sign ? 0 : 1;
  if (isInfinite(x) || isInfinite(y)) {
    if (isZero(x) || isZero(y)) return nan(x);
    if (isInfinite(z) && z.sign !== productSign) return nan(x);
    return infinity(x, productSign);
  }
  if (isInfinite(z)) return z;
  const exact = add(mul(toRational(x), toRational(y)), toRational(z));
  if (isZero0(exact)) {
    const productIsZero = isZero(x) || isZero(y);
    if (productIsZero && isZero(z) && productSign === z.sign) return zero(x, z.sign);
    return zero(x, cancellationSign(rm));
  }
  return roundRational(exact, x, rm);
}

export function sqrtFloat(rm: RoundingMode, x: FloatValue): FloatValue {
  if (isNaN(x)) return x;
  if (isZero(x)) return x;
  if (x.sign === 1) return nan(x);
  if (isInfinite(x)) return x;
  const q = toRational(x);
  // √q lies in [r, r+1)/2^k with r = ⌊√(q·4^k)⌋. With k well beyond the format's precision no
  // rounding boundary falls strictly inside (r, r+1)/2^k, so any point there rounds like √q.
  const k = BigInt(x.sb + 2) + pow2Exponent(x);
  const scaled = (q.num * pow2(2n * k)) / q.den;
  const r = isqrt(scaled);
  const exact = r * r === scaled && (q.num * pow2(2n * k)) % q.den === 0n;
  const approx = exact ? rational(r, pow2(k)) : rational(2n * r + 1n, pow2(k + 1n));
  return roundRational(approx, x, rm);
}

/** A bound on how many fractional bits a value of this format can need (so 2^-k is finer). */
const pow2Exponent = (f: Format): bigint => bias(f) + BigInt(f.sb) + 2n;

export function remFloat(x: FloatValue, y: FloatValue): FloatValue {
  if (isNaN(x) || isNaN(y) || isInfinite(x) || isZero(y)) return nan(x);
  if (isInfinite(y) || isZero(x)) return x;
  const qx = toRational(x);
  const qy = toRational(y);
  const n = roundToInteger(rational(qx.num * qy.den, qx.den * qy.num), 'RNE');
  const r = add(qx, neg(mul(qy, rational(n))));
  return roundRational(r, x, 'RNE', x.sign);
}

export function roundToIntegral(rm: RoundingMode, x: FloatValue): FloatValue {
  if (!isFinite(x) || isZero(x)) return x;
  const n = roundToInteger(toRational(x), rm);
  return roundRational(rational(n), x, rm, x.sign);
}

/** fp.lt/fp.leq/…: an IEEE comparison (NaN compares false, -0 = +0); undefined when a NaN is involved. */
export function compareFloat(x: FloatValue, y: FloatValue): number | undefined {
  if (isNaN(x) || isNaN(y)) return undefined;
  const key = (v: FloatValue): number => (isInfinite(v) ? (v.sign ? -1 : 1) : 0);
  const kx = key(x);
  const ky = key(y);
  if (kx !== 0 || ky !== 0) return kx === ky ? 0 : kx < ky ? -1 : 1;
  return compare(toRational(x), toRational(y));
}

/** SMT-LIB `=` on floats: identity of values (one NaN; +0 and -0 differ). */
export function sameFloat(x: FloatValue, y: FloatValue): boolean {
  if (x.eb !== y.eb || x.sb !== y.sb) return false;
  if (isNaN(x) || isNaN(y)) return isNaN(x) && isNaN(y);
  return x.sign === y.sign && x.exponent === y.exponent && x.significand === y.significand;
}

/** fp.min/fp.max; undefined for the unspecified case min(+0, -0). */
export function minMaxFloat(x: FloatValue, y: FloatValue, wantMax: boolean): FloatValue | undefined {
  if (isNaN(x)) return y;
  if (isNaN(y)) return x;
  if (isZero(x) && isZero(y) && x.sign !== y.sign) return undefined;
  const c = compareFloat(x, y)!;
  return (wantMax ? c >= 0 : c <= 0) ? x : y;
}

/** Converts between formats (`((_ to_fp eb sb) rm x)` with x a float). */
export function convertFloat(rm: RoundingMode, x: FloatValue, f: Format): FloatValue {
  if (isNaN(x)) return nan(f);
  if (isInfinite(x)) return infinity(f, x.sign);
  if (isZero(x)) return zero(f, x.sign);
  return roundRational(toRational(x), f, rm);
}
