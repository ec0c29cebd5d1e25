// Exact rationals over bigint, always normalised: gcd(num, den) = 1 and den > 0.
import { bitsOf, charge } from './budget.js';

export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

const abs = (x: bigint): bigint => (x < 0n ? -x : x);

const WORD = 0xffffffffffffffffn;

export function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  // Euclid's algorithm on bigints is quadratic: about 0.3 ns × bits(a) × bits(b) here (85 ms for two 2^14-bit
  // numbers), i.e. a step of the evaluation's budget per 1,024 of that product.
  if (a > WORD && b > WORD) charge(Math.floor((bitsOf(a) * bitsOf(b)) / 1024));
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** The rational num/den; `den` must not be 0. */
export function rational(num: bigint, den = 1n): Rational {
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g } : { num, den };
}

export const ZERO: Rational = { num: 0n, den: 1n };

export const add = (a: Rational, b: Rational): Rational => rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational): Rational => rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);
export const neg = (a: Rational): Rational => ({ num: -a.num, den: a.den });
/** a / b; the caller handles b = 0 (SMT-LIB leaves it to the model). */
export const div = (a: Rational, b: Rational): Rational => rational(a.num * b.den, a.den * b.num);

export function compare(a: Rational, b: Rational): number {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

export const isZero = (a: Rational): boolean => a.num === 0n;
export const isInteger = (a: Rational): boolean => a.den === 1n;

/** The greatest integer ≤ a. */
export function floor(a: Rational): bigint {
  const q = a.num / a.den;
  return a.num < 0n && q * a.den !== a.num ? q - 1n : q;
}

/** Parses an SMT-LIB decimal such as `12.0500`. */
export function parseDecimal(text: string): Rational | undefined {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text); // Z3 also writes `1.`
  if (!m) return undefined;
  const frac = m[2] ?? '';
  return rational(BigInt(m[1]! + frac), 10n ** BigInt(frac.length));
}

export function rationalToString(a: Rational): string {
  return a.den === 1n ? `${a.num}` : `${a.num}/${a.den}`;
}
