// SMT-LIB FloatingPoint theory (plus Z3's fp.to_ieee_bv).
import { floatSort } from './intern.js';
import { chainable, op, theory, type OpSpec } from './pattern-text.js';

const FP = '(_ FloatingPoint e s)';
const RM = 'RoundingMode';
const FORMAT = {
  where: ['e > 1', 's > 1'],
  whereMessage: 'floating-point exponent and significand widths must be greater than 1',
};

const roundingMode = (name: string, aliasOf?: string): OpSpec => op(name, [], RM, aliasOf ? { aliasOf } : {});
const special = (name: string): OpSpec => op(name, [], FP, { indices: ['e', 's'], ...FORMAT });
const predicate = (name: string): OpSpec => op(name, [FP], 'Bool');
const sameFormat = { expects: 'arguments of sort (_ FloatingPoint e s) with equal formats' };

export const FLOATING_POINT = theory(
  'FloatingPoint',
  [
    { name: 'FloatingPoint', indices: 2, args: 0 },
    { name: 'RoundingMode', indices: 0, args: 0 },
    { name: 'Float16', indices: 0, args: 0, alias: floatSort(5, 11) },
    { name: 'Float32', indices: 0, args: 0, alias: floatSort(8, 24) },
    { name: 'Float64', indices: 0, args: 0, alias: floatSort(11, 53) },
    { name: 'Float128', indices: 0, args: 0, alias: floatSort(15, 113) },
  ],
  [
    roundingMode('RNE'),
    roundingMode('RNA'),
    roundingMode('RTP'),
    roundingMode('RTN'),
    roundingMode('RTZ'),
    roundingMode('roundNearestTiesToEven', 'RNE'),
    roundingMode('roundNearestTiesToAway', 'RNA'),
    roundingMode('roundTowardPositive', 'RTP'),
    roundingMode('roundTowardNegative', 'RTN'),
    roundingMode('roundTowardZero', 'RTZ'),
    // (fp sign exponent significand): the significand omits the hidden bit, hence s+1.
    op('fp', ['(_ BitVec 1)', '(_ BitVec e)', '(_ BitVec s)'], '(_ FloatingPoint e s+1)'),
    special('+oo'),
    special('-oo'),
    special('+zero'),
    special('-zero'),
    special('NaN'),
    op('fp.abs', [FP], FP),
    op('fp.neg', [FP], FP),
    op('fp.add', [RM, FP, FP], FP, sameFormat),
    op('fp.sub', [RM, FP, FP], FP, sameFormat),
    op('fp.mul', [RM, FP, FP], FP, sameFormat),
    op('fp.div', [RM, FP, FP], FP, sameFormat),
    op('fp.fma', [RM, FP, FP, FP], FP, sameFormat),
    op('fp.sqrt', [RM, FP], FP),
    op('fp.rem', [FP, FP], FP, sameFormat),
    op('fp.roundToIntegral', [RM, FP], FP),
    op('fp.min', [FP, FP], FP, sameFormat),
    op('fp.max', [FP, FP], FP, sameFormat),
    chainable('fp.leq', FP, sameFormat),
    chainable('fp.lt', FP, sameFormat),
    chainable('fp.geq', FP, sameFormat),
    chainable('fp.gt', FP, sameFormat),
    chainable('fp.eq', FP, sameFormat),
    predicate('fp.isNormal'),
    predicate('fp.isSubnormal'),
    predicate('fp.isZero'),
    predicate('fp.isInfinite'),
    predicate('fp.isNaN'),
    predicate('fp.isNegative'),
    predicate('fp.isPositive'),
    // ((_ to_fp e s) …): from the IEEE bits, from another format, from a real, from a signed bit-vector.
    op('to_fp', ['(_ BitVec e+s)'], '(_ FloatingPoint e s)', { indices: ['e', 's'], ...FORMAT }),
    op('to_fp', [RM, '(_ FloatingPoint a b)'], '(_ FloatingPoint e s)', { indices: ['e', 's'], ...FORMAT }),
    op('to_fp', [RM, 'Real'], '(_ FloatingPoint e s)', { indices: ['e', 's'], ...FORMAT, exact: true }),
    op('to_fp', [RM, '(_ BitVec m)'], '(_ FloatingPoint e s)', { indices: ['e', 's'], ...FORMAT }),
    // Z3's further argument lists: an integer; a real times 2 to an integer power (either order); the three
    // bit-vectors of `fp`. Z3 refuses `RNE 3 2` and `RNE r 2.0`, so they match exactly.
    ...[
      [RM, 'Int'],
      [RM, 'Real', 'Int'],
      [RM, 'Int', 'Real'],
    ].map((args) =>
      op('to_fp', args, '(_ FloatingPoint e s)', { indices: ['e', 's'], ...FORMAT, exact: true, dialects: 'z3' }),
    ),
    op('to_fp', ['(_ BitVec 1)', '(_ BitVec e)', '(_ BitVec s-1)'], '(_ FloatingPoint e s)', {
      indices: ['e', 's'],
      ...FORMAT,
      dialects: 'z3',
    }),
    op('to_fp_unsigned', [RM, '(_ BitVec m)'], '(_ FloatingPoint e s)', { indices: ['e', 's'], ...FORMAT }),
    op('fp.to_ubv', [RM, FP], '(_ BitVec m)', {
      indices: ['m'],
      where: ['m >= 1'],
      whereMessage: 'bit-vector width must be positive',
    }),
    op('fp.to_sbv', [RM, FP], '(_ BitVec m)', {
      indices: ['m'],
      where: ['m >= 1'],
      whereMessage: 'bit-vector width must be positive',
    }),
    op('fp.to_real', [FP], 'Real'),
    op('fp.to_ieee_bv', [FP], '(_ BitVec e+s)', { dialects: 'z3' }),
  ],
);
