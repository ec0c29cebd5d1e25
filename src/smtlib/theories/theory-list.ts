// Every theory table, in resolution order. Ints before Reals: an all-Int `(+ 1 2)` resolves to Int, a
// mixed one falls through to Real.
import { ARRAYS } from './arrays.js';
import { BAGS } from './bags.js';
import { BITVECTORS } from './bitvectors.js';
import { CORE } from './core.js';
import { TABLES } from './cvc5-tables.js';
import { FLOATING_POINT } from './floating-point.js';
import { INTS } from './ints.js';
import { REALS } from './reals.js';
import { REALS_INTS } from './reals-ints.js';
import { RELATIONS } from './relations.js';
import { SEQUENCES } from './sequences.js';
import { SETS } from './sets.js';
import type { Signature, Theory } from './signature.js';
import { CARDINALITY } from './cardinality.js';
import { CHARACTERS } from './characters.js';
import { PSEUDO_BOOLEANS } from './pseudo-booleans.js';
import { SPECIAL_RELATIONS } from './special-relations.js';
import { Z3_ARRAYS } from './z3-arrays.js';
import { Z3_SEQUENCES } from './z3-sequences.js';
import { FF_LITERAL, FF_LITERAL_NAME, FINITE_FIELDS } from './finite-fields.js';
import { HIGHER_ORDER } from './higher-order.js';
import { INTEGER_BITS } from './integer-bits.js';
import { NULLABLES } from './nullables.js';
import { theory } from './pattern-text.js';
import { SEPARATION_LOGIC } from './separation-logic.js';
import { TRANSCENDENTALS } from './transcendentals.js';
import { STRINGS } from './strings.js';
import { TUPLES } from './tuples.js';
import { Z3_SETS } from './z3-sets.js';

export const THEORIES: readonly Theory[] = [
  CORE,
  INTS,
  REALS,
  REALS_INTS,
  BITVECTORS,
  FLOATING_POINT,
  STRINGS,
  ARRAYS,
  SEQUENCES,
  SETS,
  Z3_SETS,
  TUPLES,
  RELATIONS,
  BAGS,
  TABLES,
  NULLABLES,
  SEPARATION_LOGIC,
  TRANSCENDENTALS,
  FINITE_FIELDS,
  INTEGER_BITS,
  HIGHER_ORDER,
  CARDINALITY,
  CHARACTERS,
  Z3_SEQUENCES,
  Z3_ARRAYS,
  PSEUDO_BOOLEANS,
  SPECIAL_RELATIONS,
];

/** Operator names that form a family by their spelling (`ff3`, `ff-1` of a finite field), with their signature. */
export const LITERAL_FAMILIES: readonly {
  readonly prefix: string;
  readonly pattern: RegExp;
  readonly signatures: readonly Signature[];
}[] = [
  {
    prefix: 'ff',
    pattern: FF_LITERAL_NAME,
    signatures: theory('FiniteFields', [], [FF_LITERAL], { dialects: 'cvc5+' }).ops,
  },
];
