// SMT-LIB Reals_Ints: the conversions. Mixed Int/Real arithmetic is handled by non-strict matching
// (an Int is accepted where a Real is expected), not by extra signatures.
import { op, theory } from './pattern-text.js';

export const REALS_INTS = theory(
  'Reals_Ints',
  [],
  [op('to_real', ['Int'], 'Real'), op('to_int', ['Real'], 'Int'), op('is_int', ['Real'], 'Bool')],
);
