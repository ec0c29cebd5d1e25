// Operators in the signature tables that Z3 (4.8.12) and CVC5 (1.0.3) do not both accept, measured by
// running both on a one-line use of each. A mutator with the `portable` option never *introduces*
// them (a seed may still contain them): a mutant only one lane can read gives the differential oracle
// nothing to compare. Theories a solver lacks entirely (Z3 has no Set) are not listed: their seeds
// already run on one lane only.
import type { Signature } from '../smtlib/theories/index.js';

const NOT_IN_BOTH = new Set([
  // CVC5-only string extensions, and ones neither accepts by default.
  'str.rev',
  'str.to_lower',
  'str.to_upper',
  'str.update',
  'str.indexof_re',
  // Z3's `rem`; CVC5's `divisible`.
  'rem',
  'divisible',
  // Overflow predicates: SMT-LIB 2.7 names (CVC5) versus Z3's own; bvnego in neither.
  'bvnego',
  'bvuaddo',
  'bvsaddo',
  'bvumulo',
  'bvsmulo',
  'bvusubo',
  'bvssubo',
  'bvsdivo',
  'bvumul_noovfl',
  'bvsmul_noovfl',
  'bvsmul_noudfl',
  // Bit-vector/integer conversions beyond bv2nat and int2bv.
  'bv2int',
  'ubv_to_int',
  'sbv_to_int',
  'nat2bv',
  'int_to_bv',
  'fp.to_ieee_bv',
  // Sequence extensions Z3 lacks; a set predicate CVC5 1.0 lacks.
  'seq.rev',
  'seq.replace_all',
  'seq.update',
  'set.is_empty',
]);

/**
 * Spellings of an operator that has another name: swapping to them changes nothing, so they are never
 * introduced. The SMT-LIB 2.5 string names are also gone from CVC5.
 */
const ALIASES = new Set([
  'str.in.re',
  'str.to.re',
  'str.to.int',
  'str.to-int',
  'int.to.str',
  'str.from-int',
  're.nostr',
  'roundNearestTiesToEven',
  'roundNearestTiesToAway',
  'roundTowardPositive',
  'roundTowardNegative',
  'roundTowardZero',
]);

export function isPortableName(name: string): boolean {
  return !NOT_IN_BOTH.has(name);
}

/** Some overloads are dialect-only although the name is shared: Z3's `(re.loop r lo hi)`, `(seq.indexof s t)`. */
export function isPortableSignature(sig: Signature): boolean {
  if (!isPortableName(sig.name)) return false;
  if (sig.name === 're.loop') return sig.indices.length === 2;
  if (sig.name === 'seq.indexof') return sig.args.length === 3;
  return true;
}

export function isAliasName(name: string): boolean {
  return ALIASES.has(name);
}

/** SMT-LIB makes str.< and str.<= chainable, but both solvers take exactly two arguments. */
const BINARY_ONLY = new Set(['str.<', 'str.<=']);

export function acceptsArgumentCount(name: string, n: number): boolean {
  return !BINARY_ONLY.has(name) || n === 2;
}
