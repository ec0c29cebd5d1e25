// Which theories STORM handles: every theory, since it recombines the seed's Boolean fragments whatever
// they contain. A fragment's truth value under the model M comes from our evaluator, which values the
// theories below (smtlib/eval); a fragment of another theory (or one the evaluator leaves unknown) is
// valued by the reference lane (`ask`) or dropped from the pool, never guessed.
import type { TheoryName } from '../../smtlib/theories/index.js';
import type { TheoryCoverage } from '../types.js';

/** The theories our evaluator values (some operators of them stay unknown: see the evaluator's ops). */
export const EVALUATED_THEORIES: readonly TheoryName[] = [
  'Core',
  'Ints',
  'Reals',
  'Reals_Ints',
  'FixedSizeBitVectors',
  'FloatingPoint',
  'Strings',
  'ArraysEx',
  'Sequences',
  'Sets',
  'Relations',
  'Tuples',
  'Bags',
  'Tables',
  'FiniteFields',
  'IntegerBits',
  'HigherOrder',
  'PseudoBooleans',
  'Characters',
];

export const STORM_THEORIES: TheoryCoverage = {
  handles: 'every',
  note:
    `Fragments of any theory; the evaluator values ${EVALUATED_THEORIES.length} theories offline (not ` +
    'transcendentals, separation logic, nullables, cardinality or special relations): the rest are valued ' +
    'by the reference lane or left out of the pool.',
};
