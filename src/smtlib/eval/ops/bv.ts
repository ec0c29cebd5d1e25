// Fixed-size bit-vectors (SMT-LIB 2.6 FixedSizeBitVectors + QF_BV extensions), values as (bigint, width).
// Division by zero is fully specified: bvudiv x 0 = all ones, bvurem x 0 = x; signed ops derive from them.
// A width given by an index or built by concatenation is checked against the budget's bits before the value is
// built ((_ repeat 1000000) of a 64-bit vector, (_ zero_extend 4000000000)).
import { checkBits } from '../budget.js';
import { boolValue, bvValue, intValue, known, type Value } from '../value.js';
import { chain, illSorted, integersOf, numericIndices, type Op } from './op.js';

type Bv = Extract<Value, { kind: 'bv' }>;

const mask = (w: number): bigint => (1n << BigInt(w)) - 1n;
const msb = (x: Bv): boolean => x.width > 0 && ((x.value >> BigInt(x.width - 1)) & 1n) === 1n;
export const toSigned = (x: Bv): bigint => (msb(x) ? x.value - (1n << BigInt(x.width)) : x.value);

const bv = (value: bigint, width: number): Bv => bvValue(value, width) as Bv;
const neg = (x: Bv): Bv => bv(-x.value, x.width);

export function udiv(s: Bv, t: Bv): Bv {
  return t.value === 0n ? bv(mask(s.width), s.width) : bv(s.value / t.value, s.width);
}
export function urem(s: Bv, t: Bv): Bv {
  return t.value === 0n ? s : bv(s.value % t.value, s.width);
}
export function sdiv(s: Bv, t: Bv): Bv {
  if (!msb(s) && !msb(t)) return udiv(s, t);
  if (msb(s) && !msb(t)) return neg(udiv(neg(s), t));
  if (!msb(s) && msb(t)) return neg(udiv(s, neg(t)));
  return udiv(neg(s), neg(t));
}
export function srem(s: Bv, t: Bv): Bv {
  if (!msb(s) && !msb(t)) return urem(s, t);
  if (msb(s) && !msb(t)) return neg(urem(neg(s), t));
  if (!msb(s) && msb(t)) return urem(s, neg(t));
  return neg(urem(neg(s), neg(t)));
}
export function smod(s: Bv, t: Bv): Bv {
  const absS = msb(s) ? neg(s) : s;
  const absT = msb(t) ? neg(t) : t;
  const u = urem(absS, absT);
  if (u.value === 0n) return u;
  if (!msb(s) && !msb(t)) return u;
  if (msb(s) && !msb(t)) return bv(-u.value + t.value, s.width);
  if (!msb(s) && msb(t)) return bv(u.value + t.value, s.width);
  return neg(u);
}

function shiftLeft(s: Bv, t: Bv): Bv {
  return t.value >= BigInt(s.width) ? bv(0n, s.width) : bv(s.value << t.value, s.width);
}
function logicalShiftRight(s: Bv, t: Bv): Bv {
  return t.value >= BigInt(s.width) ? bv(0n, s.width) : bv(s.value >> t.value, s.width);
}
function arithmeticShiftRight(s: Bv, t: Bv): Bv {
  const shift = t.value >= BigInt(s.width) ? BigInt(s.width) : t.value;
  return bv(toSigned(s) >> shift, s.width);
}

function rotateLeft(s: Bv, k: number): Bv {
  const w = s.width;
  if (w === 0) return s;
  const r = BigInt(k % w);
  return bv((s.value << r) | (s.value >> (BigInt(w) - r)), w);
}

/** All arguments as bit-vectors of one width. */
function sameWidth(args: readonly Value[]): Bv[] | undefined {
  if (args.length === 0 || !args.every((a) => a.kind === 'bv')) return undefined;
  const bvs = args as Bv[];
  return bvs.every((b) => b.width === bvs[0]!.width) ? bvs : undefined;
}

/** Left-associative n-ary operation on same-width bit-vectors. */
function nary(name: string, f: (a: Bv, b: Bv) => Bv, minArgs = 2): Op {
  return (args) => {
    const bvs = sameWidth(args);
    if (!bvs || bvs.length < minArgs) return illSorted(name);
    return known(bvs.slice(1).reduce(f, bvs[0]!));
  };
}

function unary(name: string, f: (a: Bv) => Bv): Op {
  return (args) => {
    const bvs = sameWidth(args);
    if (!bvs || bvs.length !== 1) return illSorted(name);
    return known(f(bvs[0]!));
  };
}

function unaryPredicate(name: string, holds: (a: Bv) => boolean): Op {
  return (args) => {
    const bvs = sameWidth(args);
    if (!bvs || bvs.length !== 1) return illSorted(name);
    return known(boolValue(holds(bvs[0]!)));
  };
}

function predicate(name: string, holds: (a: Bv, b: Bv) => boolean): Op {
  return (args) => {
    const bvs = sameWidth(args);
    if (!bvs || bvs.length < 2) return illSorted(name);
    return known(boolValue(chain(bvs, holds)));
  };
}

function binaryPredicate(name: string, holds: (a: Bv, b: Bv) => boolean): Op {
  return (args) => {
    const bvs = sameWidth(args);
    if (!bvs || bvs.length !== 2) return illSorted(name);
    return known(boolValue(holds(bvs[0]!, bvs[1]!)));
  };
}

function indexed(name: string, count: number, f: (a: Bv, idx: number[]) => Bv | undefined): Op {
  return (args, indices) => {
    const idx = numericIndices(indices, count);
    const bvs = sameWidth(args);
    if (!idx || !bvs || bvs.length !== 1) return illSorted(name);
    const r = f(bvs[0]!, idx);
    return r ? known(r) : illSorted(name);
  };
}

/** The width of `a` extended by n bits, once the budget allows it. */
function extended(a: Bv, n: number): number {
  checkBits(a.width + n, `an extension by ${n} bits`);
  return a.width + n;
}

const fitsSigned = (v: bigint, w: number): boolean => v >= -(1n << BigInt(w - 1)) && v < 1n << BigInt(w - 1);
const fitsUnsigned = (v: bigint, w: number): boolean => v >= 0n && v <= mask(w);

function intToBv(name: string): Op {
  return (args, indices) => {
    const [w] = numericIndices(indices, 1) ?? [];
    const ns = integersOf(args);
    if (w === undefined || !ns || ns.length !== 1) return illSorted(name);
    checkBits(w, `(_ ${name} ${w})`);
    return known(bvValue(ns[0]!, w));
  };
}

const toNat: Op = (args) =>
  args.length === 1 && args[0]!.kind === 'bv' ? known(intValue(args[0].value)) : illSorted('bv2nat');

export const BV_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  [
    'bvite',
    (args) => {
      const [c, a, b] = args;
      if (c?.kind !== 'bv' || c.width !== 1 || a?.kind !== 'bv' || b?.kind !== 'bv') return illSorted('bvite');
      return known(c.value === 1n ? a : b);
    },
  ],
  ['bvnot', unary('bvnot', (a) => bv(~a.value, a.width))],
  ['bvneg', unary('bvneg', neg)],
  // Z3 reads bvand, bvor, bvxor, bvadd and bvmul with one argument (the argument itself).
  ['bvand', nary('bvand', (a, b) => bv(a.value & b.value, a.width), 1)],
  ['bvor', nary('bvor', (a, b) => bv(a.value | b.value, a.width), 1)],
  ['bvxor', nary('bvxor', (a, b) => bv(a.value ^ b.value, a.width), 1)],
  ['bvnand', nary('bvnand', (a, b) => bv(~(a.value & b.value), a.width))],
  ['bvnor', nary('bvnor', (a, b) => bv(~(a.value | b.value), a.width))],
  ['bvxnor', nary('bvxnor', (a, b) => bv(~(a.value ^ b.value), a.width))],
  ['bvadd', nary('bvadd', (a, b) => bv(a.value + b.value, a.width), 1)],
  ['bvsub', nary('bvsub', (a, b) => bv(a.value - b.value, a.width))],
  ['bvmul', nary('bvmul', (a, b) => bv(a.value * b.value, a.width), 1)],
  ['bvudiv', nary('bvudiv', udiv)],
  ['bvurem', nary('bvurem', urem)],
  ['bvsdiv', nary('bvsdiv', sdiv)],
  ['bvsrem', nary('bvsrem', srem)],
  ['bvsmod', nary('bvsmod', smod)],
  ['bvshl', nary('bvshl', shiftLeft)],
  ['bvlshr', nary('bvlshr', logicalShiftRight)],
  ['bvashr', nary('bvashr', arithmeticShiftRight)],
  ['bvcomp', nary('bvcomp', (a, b) => bv(a.value === b.value ? 1n : 0n, 1))],
  ['bvult', predicate('bvult', (a, b) => a.value < b.value)],
  ['bvule', predicate('bvule', (a, b) => a.value <= b.value)],
  ['bvugt', predicate('bvugt', (a, b) => a.value > b.value)],
  ['bvuge', predicate('bvuge', (a, b) => a.value >= b.value)],
  ['bvslt', predicate('bvslt', (a, b) => toSigned(a) < toSigned(b))],
  ['bvsle', predicate('bvsle', (a, b) => toSigned(a) <= toSigned(b))],
  ['bvsgt', predicate('bvsgt', (a, b) => toSigned(a) > toSigned(b))],
  ['bvsge', predicate('bvsge', (a, b) => toSigned(a) >= toSigned(b))],
  ['bvnego', unaryPredicate('bvnego', (a) => a.value === 1n << BigInt(a.width - 1))],
  ['bvuaddo', binaryPredicate('bvuaddo', (a, b) => !fitsUnsigned(a.value + b.value, a.width))],
  ['bvsaddo', binaryPredicate('bvsaddo', (a, b) => !fitsSigned(toSigned(a) + toSigned(b), a.width))],
  ['bvumulo', binaryPredicate('bvumulo', (a, b) => !fitsUnsigned(a.value * b.value, a.width))],
  ['bvsmulo', binaryPredicate('bvsmulo', (a, b) => !fitsSigned(toSigned(a) * toSigned(b), a.width))],
  ['bvusubo', binaryPredicate('bvusubo', (a, b) => a.value < b.value)],
  ['bvssubo', binaryPredicate('bvssubo', (a, b) => !fitsSigned(toSigned(a) - toSigned(b), a.width))],
  [
    'bvsdivo',
    binaryPredicate('bvsdivo', (a, b) => toSigned(a) === -(1n << BigInt(a.width - 1)) && toSigned(b) === -1n),
  ],
  ['bvredor', unary('bvredor', (a) => bv(a.value !== 0n ? 1n : 0n, 1))],
  ['bvredand', unary('bvredand', (a) => bv(a.value === mask(a.width) ? 1n : 0n, 1))],
  [
    'concat',
    (args) => {
      if (args.length < 1 || !args.every((a) => a.kind === 'bv')) return illSorted('concat');
      checkBits(
        (args as Bv[]).reduce((n, a) => n + a.width, 0),
        'a concatenation',
      );
      let value = 0n;
      let width = 0;
      for (const a of args as Bv[]) {
        value = (value << BigInt(a.width)) | a.value;
        width += a.width;
      }
      return known(bv(value, width));
    },
  ],
  [
    'extract',
    indexed('extract', 2, (a, [i, j]) =>
      i! < a.width && j! <= i! && j! >= 0 ? bv(a.value >> BigInt(j!), i! - j! + 1) : undefined,
    ),
  ],
  [
    'repeat',
    indexed('repeat', 1, (a, [n]) => {
      if (n! < 1) return undefined;
      checkBits(a.width * n!, `(_ repeat ${n})`);
      // One string of bits, not n shifts of a growing number (quadratic).
      const bits = a.value.toString(2).padStart(a.width, '0').repeat(n!);
      return bv(bits === '' ? 0n : BigInt(`0b${bits}`), a.width * n!);
    }),
  ],
  ['zero_extend', indexed('zero_extend', 1, (a, [n]) => (n! >= 0 ? bv(a.value, extended(a, n!)) : undefined))],
  ['sign_extend', indexed('sign_extend', 1, (a, [n]) => (n! >= 0 ? bv(toSigned(a), extended(a, n!)) : undefined))],
  ['rotate_left', indexed('rotate_left', 1, (a, [n]) => (n! >= 0 ? rotateLeft(a, n!) : undefined))],
  [
    'rotate_right',
    indexed('rotate_right', 1, (a, [n]) =>
      n! >= 0 && a.width > 0 ? rotateLeft(a, a.width - (n! % a.width)) : undefined,
    ),
  ],
  ['ext_rotate_left', nary('ext_rotate_left', (a, b) => rotateLeft(a, Number(b.value % BigInt(a.width))))],
  ['ext_rotate_right', nary('ext_rotate_right', (a, b) => rotateLeft(a, a.width - Number(b.value % BigInt(a.width))))],
  ['bv2nat', toNat],
  ['bv2int', toNat],
  ['ubv_to_int', toNat],
  [
    'sbv_to_int',
    (args) =>
      args.length === 1 && args[0]!.kind === 'bv' ? known(intValue(toSigned(args[0]))) : illSorted('sbv_to_int'),
  ],
  ['nat2bv', intToBv('nat2bv')],
  ['int2bv', intToBv('int2bv')],
  ['int_to_bv', intToBv('int_to_bv')],
]);
