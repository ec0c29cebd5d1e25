// SMT-LIB FixedSizeBitVectors (with the QF_BV logic's extra operators), plus Z3/CVC5 extensions:
// bvredor/bvredand, overflow predicates, and the Int conversions of both solvers.
import type { Index } from '../ast.js';
import { bitVecSort } from './intern.js';
import { leftAssoc, oneArgument, op, theory, type OpSpec } from './pattern-text.js';
import type { Sort } from '../sort.js';

const BV = '(_ BitVec n)';
/** SMT-LIB 2.7 Int conversions: Z3 reads them from 4.14.1, cvc5 after 1.0.3. */
const INT27 = 'smtlib z3>=4.14.1 cvc5+';
/** SMT-LIB 2.7 overflow predicates: cvc5 1.0.3 already reads them, Z3 from 4.12.2 (bvnego too). */
const OVERFLOW27 = 'smtlib z3>=4.12.2 cvc5';

const sameWidth = (name: string): OpSpec =>
  op(name, [BV, BV], BV, { expects: 'two arguments of sort (_ BitVec n) with equal widths' });
const sameWidthAssoc = (name: string): OpSpec =>
  leftAssoc(name, BV, BV, { expects: 'arguments of sort (_ BitVec n) with equal widths' });
const unary = (name: string): OpSpec => op(name, [BV], BV);
const relation = (name: string): OpSpec =>
  op(name, [BV, BV], 'Bool', { expects: 'two arguments of sort (_ BitVec n) with equal widths' });
const overflow = (name: string, dialects: string): OpSpec =>
  op(name, [BV, BV], 'Bool', { expects: 'two arguments of sort (_ BitVec n) with equal widths', dialects });

const toBv = (name: string, dialects: string): OpSpec =>
  op(name, ['Int'], '(_ BitVec m)', {
    indices: ['m'],
    where: ['m >= 1'],
    whereMessage: 'bit-vector width must be positive',
    dialects,
  });

export const BITVECTORS = theory(
  'FixedSizeBitVectors',
  [{ name: 'BitVec', indices: 1, args: 0 }],
  [
    // Z3 and CVC5 accept n-ary concat (folded left); the standard's is binary.
    op('concat', ['(_ BitVec n)', '(_ BitVec m)'], '(_ BitVec n+m)', {
      arity: 'left-assoc',
      expects: 'bit-vector arguments',
    }),
    op('extract', ['(_ BitVec m)'], '(_ BitVec i-j+1)', {
      indices: ['i', 'j'],
      where: ['m > i', 'i >= j', 'j >= 0'],
      whereMessage: 'extract indices out of range',
    }),
    op('repeat', [BV], '(_ BitVec n*i)', {
      indices: ['i'],
      where: ['i >= 1'],
      whereMessage: 'repeat count must be at least 1',
    }),
    op('zero_extend', [BV], '(_ BitVec n+i)', { indices: ['i'], where: ['i >= 0'] }),
    op('sign_extend', [BV], '(_ BitVec n+i)', { indices: ['i'], where: ['i >= 0'] }),
    op('rotate_left', [BV], BV, { indices: ['i'], where: ['i >= 0'] }),
    op('rotate_right', [BV], BV, { indices: ['i'], where: ['i >= 0'] }),
    unary('bvnot'),
    unary('bvneg'),
    sameWidthAssoc('bvand'),
    sameWidthAssoc('bvor'),
    sameWidthAssoc('bvxor'),
    sameWidth('bvnand'),
    sameWidth('bvnor'),
    sameWidth('bvxnor'),
    op('bvcomp', [BV, BV], '(_ BitVec 1)', { expects: 'two arguments of sort (_ BitVec n) with equal widths' }),
    sameWidthAssoc('bvadd'),
    sameWidth('bvsub'),
    sameWidthAssoc('bvmul'),
    sameWidth('bvudiv'),
    sameWidth('bvurem'),
    sameWidth('bvsdiv'),
    sameWidth('bvsrem'),
    sameWidth('bvsmod'),
    sameWidth('bvshl'),
    sameWidth('bvlshr'),
    sameWidth('bvashr'),
    relation('bvult'),
    relation('bvule'),
    relation('bvugt'),
    relation('bvuge'),
    relation('bvslt'),
    relation('bvsle'),
    relation('bvsgt'),
    relation('bvsge'),
    // cvc5's bit-vector ite (after 1.0.3): a one-bit condition.
    op('bvite', ['(_ BitVec 1)', BV, BV], BV, { dialects: 'cvc5+' }),
    // Z3 reductions.
    op('bvredor', [BV], '(_ BitVec 1)', { dialects: 'z3 cvc5' }),
    op('bvredand', [BV], '(_ BitVec 1)', { dialects: 'z3 cvc5' }),
    // Overflow predicates: SMT-LIB 2.7 / CVC5 names, then Z3's.
    op('bvnego', [BV], 'Bool', { dialects: 'smtlib z3>=4.12.2 cvc5+' }),
    overflow('bvuaddo', OVERFLOW27),
    overflow('bvsaddo', OVERFLOW27),
    overflow('bvumulo', OVERFLOW27),
    overflow('bvsmulo', OVERFLOW27),
    overflow('bvusubo', OVERFLOW27),
    overflow('bvssubo', OVERFLOW27),
    overflow('bvsdivo', OVERFLOW27),
    overflow('bvumul_noovfl', 'z3'),
    overflow('bvsmul_noovfl', 'z3'),
    overflow('bvsmul_noudfl', 'z3'),
    // Int conversions: SMT-LIB 2.7, bv2nat and int2bv (both solvers), Z3's bv2int.
    op('bv2nat', [BV], 'Int', { dialects: 'z3 cvc5' }),
    op('ubv_to_int', [BV], 'Int', { dialects: INT27 }),
    op('sbv_to_int', [BV], 'Int', { dialects: INT27 }),
    op('bv2int', [BV], 'Int', { dialects: 'z3' }),
    // CVC4's name: neither solver here reads it; kept so that old seeds still check without dialects.
    toBv('nat2bv', 'none'),
    toBv('int2bv', 'z3 cvc5'),
    toBv('int_to_bv', INT27),
    // Z3 reads its n-ary bit-vector operators with one argument (the argument itself).
    ...['concat', 'bvand', 'bvor', 'bvxor', 'bvadd', 'bvmul'].map((name) => oneArgument(name, BV)),
  ],
);

/** `(_ bvN w)`: the name is `bv` followed by decimal digits (the value, possibly beyond 2^53). */
export function isBvLiteralName(name: string): boolean {
  if (name.length < 3 || name.charCodeAt(0) !== 98 || name.charCodeAt(1) !== 118) return false;
  for (let i = 2; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The sort of `(_ bvN w)`, or an error message. */
export function bvLiteralSort(name: string, indices: readonly Index[]): Sort | string {
  const w = indices[0];
  if (indices.length !== 1 || typeof w !== 'number') return `(_ ${name} w) needs exactly one numeral index, the width`;
  if (w < 1) return `bit-vector width must be positive: (_ ${name} ${w})`;
  return bitVecSort(w);
}
