// Which theories SAE rewrites: Table 2's predicate transformations (PST) exist for the theories below;
// LPI (l ∨ ψ, l ∧ ψ) applies to a literal of any theory and builds its snippets ψ from the seed's
// constants of these sorts. Tseitin CNF and LPI are sound whatever the theory, so a literal of any
// other theory (sets, sequences, finite fields …) is approximated by LPI only, never rewritten inside.
import type { TheoryName } from '../../smtlib/theories/index.js';
import type { TheoryCoverage } from '../types.js';
import { PST_RULES, type Theory } from './rules.js';

const NAMES: Readonly<Record<Theory, readonly TheoryName[]>> = {
  arith: ['Ints', 'Reals'],
  bv: ['FixedSizeBitVectors'],
  fp: ['FloatingPoint'],
  string: ['Strings'],
};

export const SAE_THEORIES: TheoryCoverage = {
  handles: ['Core', ...new Set(PST_RULES.flatMap((r) => NAMES[r.theory]))],
  note:
    'PST rewrites comparisons of integers, reals, bit-vectors, floating point and strings; a literal of any ' +
    'other theory is approximated by LPI (l ∨ ψ or l ∧ ψ) only, which is sound for every theory.',
};
