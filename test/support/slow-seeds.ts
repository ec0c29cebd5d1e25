// Seeds of test/corpus/ that Z3 5.2.0 (wasm) took more than a second on, 13 of them hitting a 3 s timeout
// (measured twice with `npm run bench:seed-times`, which prints this list, at load 5–8; the union is kept;
// re-measure when the corpus grows). The repo-corpus variants of suites that run every seed on Z3 wasm
// leave them out: there they only time out, which costs minutes of CPU and checks nothing. They stay in
// every other suite, and test/corpus/manifest.solvers.test.ts runs them on native z3 and cvc5.
import type { Seed } from './seed-set.js';

export const SLOW_MS = 1000;

export const SLOW_FOR_Z3_WASM: ReadonlySet<string> = new Set([
  'AUFLIA/exists-cell.smt2',
  'LIA/frobenius-bound.smt2',
  'LIA/frobenius.smt2',
  'QF_BV/factor-32.smt2',
  'QF_FP/add-not-associative.smt2',
  'QF_FP/double-add.smt2',
  'QF_LIA/magic-square.smt2',
  'QF_LIA/pigeonhole-distinct.smt2',
  'QF_NIA/cubes-sum.smt2',
  'QF_NIA/factor-prime.smt2',
  'QF_NIA/pythagorean.smt2',
  'QF_S/lexicographic-order.smt2',
  'QF_S/order-antisymmetry.smt2',
  'QF_S/order-bounds.smt2',
  'QF_S/order-chain.smt2',
  'QF_S/regex-membership.smt2',
  'QF_SEQ/indexof-replace.smt2',
  'QF_SEQ/prefix-suffix.smt2',
  'QF_SLIA/commuting-words.smt2',
  'QF_SLIA/indexof-substr.smt2',
  'QF_SLIA/int-conversion.smt2',
  'QF_SLIA/length-split.smt2',
  'QF_SLIA/order-lengths.smt2',
  'QF_SLIA/password-policy.smt2',
  'QF_SLIA/version-order.smt2',
  'UF/injective-successor.smt2',
  'UFLIA/increasing-chain.smt2',
]);

/** The seeds Z3 wasm decides (or gives up on) within SLOW_MS. */
export function quickForZ3Wasm<T extends Pick<Seed, 'path'>>(seeds: readonly T[]): T[] {
  return seeds.filter((s) => !SLOW_FOR_Z3_WASM.has(s.path));
}
