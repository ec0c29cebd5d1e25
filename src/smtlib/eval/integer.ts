// Integer operations with SMT-LIB semantics (Ints theory: `div`/`mod` are Euclidean).

export const absInt = (x: bigint): bigint => (x < 0n ? -x : x);

/** SMT-LIB `mod`: the r with m = n·q + r and 0 ≤ r < |n|; n must not be 0. */
export function euclideanMod(m: bigint, n: bigint): bigint {
  const r = m % n;
  return r < 0n ? r + absInt(n) : r;
}

/** SMT-LIB `div`: floor(m/n) for n > 0, ceiling(m/n) for n < 0; n must not be 0. */
export function euclideanDiv(m: bigint, n: bigint): bigint {
  return (m - euclideanMod(m, n)) / n;
}

/** Z3's `rem`: `mod` with the sign of the divisor. */
export function z3Rem(m: bigint, n: bigint): bigint {
  const r = euclideanMod(m, n);
  return n < 0n ? -r : r;
}

/** The greatest r with r² ≤ n, for n ≥ 0. */
export function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  // Newton's iteration from above (x₀ ≥ √n) decreases monotonically to ⌊√n⌋.
  let x = 1n << BigInt((bitLength(n) >> 1) + 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** The number of bits of n > 0 (position of the highest set bit + 1). */
export function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}
