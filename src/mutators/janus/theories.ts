// Which theories Janus rewrites, by rule family (rules/*.ts). A sub-formula of another theory is only
// touched by the theory-independent families (connectives, quantifiers, double negation), which are
// sound for every theory; a set, sequence or finite-field atom is never rewritten inside.
import type { TheoryName } from '../../smtlib/theories/index.js';
import type { TheoryCoverage } from '../types.js';
import type { Family } from './rule.js';

export const FAMILY_THEORIES: Readonly<Record<Family, readonly TheoryName[]>> = {
  relation: ['Ints', 'Reals'],
  connective: ['Core'],
  quantifier: ['Core'],
  string: ['Strings'],
  regex: ['Strings'],
  operator: ['Strings', 'Ints', 'Reals'],
  // x = y ⇒ f(x) = f(y) with f built for Int, Real, String, Bool and bit-vector arguments only.
  homomorphism: ['Core', 'Ints', 'Reals', 'Strings', 'FixedSizeBitVectors'],
  automorphism: ['Core', 'Ints', 'Reals'],
};

export const JANUS_THEORIES: TheoryCoverage = {
  handles: [...new Set(Object.values(FAMILY_THEORIES).flat())],
  note:
    'Relations of integers and reals, strings and regular expressions, and the connectives and quantifiers of ' +
    'any formula; atoms of other theories are weakened or strengthened only through the connectives around them.',
};
