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
import type { Theory } from './signature.js';
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
];
