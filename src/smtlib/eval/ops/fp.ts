// FloatingPoint operations. Results the standard leaves unspecified (fp.min of ±0, conversions of
// NaN/∞/out-of-range values to bit-vectors or reals) are `unknown`, naming the operation. Every value of a
// format is an exact rational whose size grows with 2^eb: a format beyond the budget's bits is given up on
// (value-size.ts checkFormat) before anything is computed in it.
import type { Index } from '../../ast.js';
import { checkBits } from '../budget.js';
import { checkFormat } from '../value-size.js';
import { numberOf } from '../equality.js';
import * as F from '../float.js';
import * as Q from '../rational.js';
import { rational } from '../rational.js';
import { boolValue, bvValue, known, realValue, unknown, type EvalResult, type Value } from '../value.js';
import { toSigned } from './bv.js';
import { illSorted, numericIndices, type Op } from './op.js';

type Fp = F.FloatValue;

const fp = (x: Fp): Value => ({ kind: 'fp', fp: x });
const isFp = (v: Value | undefined): v is Extract<Value, { kind: 'fp' }> => v?.kind === 'fp';
const sameFormat = (a: Fp, b: Fp): boolean => a.eb === b.eb && a.sb === b.sb;

/** Arguments as (optional rounding mode, floats of one format). */
function floats(args: readonly Value[], withRm: boolean, count: number): { rm: F.RoundingMode; xs: Fp[] } | undefined {
  let rm: F.RoundingMode = 'RNE';
  let rest = args;
  if (withRm) {
    const first = args[0];
    if (first?.kind !== 'rm') return undefined;
    rm = first.mode;
    rest = args.slice(1);
  }
  if (rest.length !== count || !rest.every(isFp)) return undefined;
  const xs = rest.map((a) => (a as Extract<Value, { kind: 'fp' }>).fp);
  return xs.every((x) => sameFormat(x, xs[0]!)) ? { rm, xs } : undefined;
}

function arithmetic(name: string, count: number, withRm: boolean, f: (rm: F.RoundingMode, xs: Fp[]) => Fp): Op {
  return (args) => {
    const a = floats(args, withRm, count);
    return a ? known(fp(f(a.rm, a.xs))) : illSorted(name);
  };
}

function classifier(name: string, holds: (x: Fp) => boolean): Op {
  return (args) => {
    const a = floats(args, false, 1);
    return a ? known(boolValue(holds(a.xs[0]!))) : illSorted(name);
  };
}

/** Chainable IEEE comparison: false as soon as a NaN is involved. */
function comparison(name: string, holds: (c: number) => boolean): Op {
  return (args) => {
    if (args.length < 2 || !args.every(isFp)) return illSorted(name);
    const xs = args.map((a) => (a as Extract<Value, { kind: 'fp' }>).fp);
    if (!xs.every((x) => sameFormat(x, xs[0]!))) return illSorted(name);
    for (let i = 0; i + 1 < xs.length; i++) {
      const c = F.compareFloat(xs[i]!, xs[i + 1]!);
      if (c === undefined || !holds(c)) return known(boolValue(false));
    }
    return known(boolValue(true));
  };
}

function minMax(name: string, wantMax: boolean): Op {
  return (args) => {
    const a = floats(args, false, 2);
    if (!a) return illSorted(name);
    const r = F.minMaxFloat(a.xs[0]!, a.xs[1]!, wantMax);
    return r ? known(fp(r)) : unknown(`${name} of +0 and -0`);
  };
}

function formatOf(indices: readonly Index[]): F.Format | undefined {
  const idx = numericIndices(indices, 2);
  if (!idx || idx[0]! < 2 || idx[1]! < 2) return undefined;
  const f = { eb: idx[0]!, sb: idx[1]! };
  checkFormat(f);
  return f;
}

/** `((_ to_fp eb sb) …)`: from bits, or rounded from a real, an int, another float or a signed bit-vector. */
const toFp: Op = (args, indices) => {
  const f = formatOf(indices);
  if (!f) return illSorted('to_fp');
  const [a, b] = args;
  if (args.length === 1 && a?.kind === 'bv') {
    return a.width === f.eb + f.sb ? known(fp(F.fromBits(a.value, f))) : illSorted('to_fp');
  }
  if (args.length === 3) return toFpZ3(args, f);
  if (args.length !== 2 || a?.kind !== 'rm' || !b) return illSorted('to_fp');
  if (b.kind === 'fp') return known(fp(F.convertFloat(a.mode, b.fp, f)));
  if (b.kind === 'bv') return known(fp(F.roundRational(rational(toSigned(b)), f, a.mode)));
  const q = numberOf(b);
  return q ? known(fp(F.roundRational(q, f, a.mode))) : illSorted('to_fp');
};

/** Powers of two beyond this are not built (the result is then left to the solver). */
const MAX_EXPONENT = 65_536n;

/** Z3's `((_ to_fp e s) RM r k)` = r·2^k (r and k in either order), and `(… sign exponent significand)`. */
function toFpZ3(args: readonly Value[], f: { eb: number; sb: number }): EvalResult {
  const [a, b, c] = args as [Value, Value, Value];
  if (a.kind === 'bv') return fpLiteral(args, []);
  if (a.kind !== 'rm') return illSorted('to_fp');
  const [significand, exponent] = b.kind === 'int' && c.kind === 'real' ? [c, b] : [b, c];
  const q = numberOf(significand);
  if (!q || exponent.kind !== 'int') return illSorted('to_fp');
  const k = exponent.value;
  if (k > MAX_EXPONENT || k < -MAX_EXPONENT) return unknown('to_fp with a huge power of two');
  const power = rational(1n << (k < 0n ? -k : k));
  const scaled = k < 0n ? Q.div(q, power) : Q.mul(q, power);
  return known(fp(F.roundRational(scaled, f, a.mode)));
}

const toFpUnsigned: Op = (args, indices) => {
  const f = formatOf(indices);
  const [a, b] = args;
  if (!f || args.length !== 2 || a?.kind !== 'rm' || b?.kind !== 'bv') return illSorted('to_fp_unsigned');
  return known(fp(F.roundRational(rational(b.value), f, a.mode)));
};

function toBv(name: string, signed: boolean): Op {
  return (args, indices) => {
    const [w] = numericIndices(indices, 1) ?? [];
    const a = floats(args, true, 1);
    if (w === undefined || !a) return illSorted(name);
    checkBits(w, `(_ ${name} ${w})`);
    const x = a.xs[0]!;
    if (!F.isFinite(x)) return unknown(`${name} of NaN or infinity`);
    const n = F.roundToInteger(F.toRational(x), a.rm);
    const lo = signed ? -(1n << BigInt(w - 1)) : 0n;
    const hi = signed ? 1n << BigInt(w - 1) : 1n << BigInt(w);
    if (n < lo || n >= hi) return unknown(`${name} out of range`);
    return known(bvValue(n, w));
  };
}

const toReal: Op = (args) => {
  const a = floats(args, false, 1);
  if (!a) return illSorted('fp.to_real');
  const x = a.xs[0]!;
  return F.isFinite(x) ? known(realValue(F.toRational(x))) : unknown('fp.to_real of NaN or infinity');
};

const toIeeeBv: Op = (args) => {
  const a = floats(args, false, 1);
  if (!a) return illSorted('fp.to_ieee_bv');
  const x = a.xs[0]!;
  return F.isNaN(x) ? unknown('fp.to_ieee_bv of NaN') : known(bvValue(F.toBits(x), x.eb + x.sb));
};

/** `(fp sign exponent significand)` from three bit-vectors. */
const fpLiteral: Op = (args) => {
  const [s, e, m] = args;
  if (args.length !== 3 || s?.kind !== 'bv' || e?.kind !== 'bv' || m?.kind !== 'bv' || s.width !== 1 || e.width < 2) {
    return illSorted('fp');
  }
  const format = { eb: e.width, sb: m.width + 1 };
  checkFormat(format);
  return known(fp(F.fromFields(s.value ? 1 : 0, e.value, m.value, format)));
};

export const FP_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  ['fp', fpLiteral],
  ['fp.abs', arithmetic('fp.abs', 1, false, (_, [x]) => F.absolute(x!))],
  ['fp.neg', arithmetic('fp.neg', 1, false, (_, [x]) => F.negate(x!))],
  ['fp.add', arithmetic('fp.add', 2, true, (rm, [x, y]) => F.addFloat(rm, x!, y!))],
  ['fp.sub', arithmetic('fp.sub', 2, true, (rm, [x, y]) => F.subFloat(rm, x!, y!))],
  ['fp.mul', arithmetic('fp.mul', 2, true, (rm, [x, y]) => F.mulFloat(rm, x!, y!))],
  ['fp.div', arithmetic('fp.div', 2, true, (rm, [x, y]) => F.divFloat(rm, x!, y!))],
  ['fp.fma', arithmetic('fp.fma', 3, true, (rm, [x, y, z]) => F.fmaFloat(rm, x!, y!, z!))],
  ['fp.sqrt', arithmetic('fp.sqrt', 1, true, (rm, [x]) => F.sqrtFloat(rm, x!))],
  ['fp.rem', arithmetic('fp.rem', 2, false, (_, [x, y]) => F.remFloat(x!, y!))],
  ['fp.roundToIntegral', arithmetic('fp.roundToIntegral', 1, true, (rm, [x]) => F.roundToIntegral(rm, x!))],
  ['fp.min', minMax('fp.min', false)],
  ['fp.max', minMax('fp.max', true)],
  ['fp.leq', comparison('fp.leq', (c) => c <= 0)],
  ['fp.lt', comparison('fp.lt', (c) => c < 0)],
  ['fp.geq', comparison('fp.geq', (c) => c >= 0)],
  ['fp.gt', comparison('fp.gt', (c) => c > 0)],
  ['fp.eq', comparison('fp.eq', (c) => c === 0)],
  ['fp.isNormal', classifier('fp.isNormal', F.isNormal)],
  ['fp.isSubnormal', classifier('fp.isSubnormal', F.isSubnormal)],
  ['fp.isZero', classifier('fp.isZero', F.isZero)],
  ['fp.isInfinite', classifier('fp.isInfinite', F.isInfinite)],
  ['fp.isNaN', classifier('fp.isNaN', F.isNaN)],
  ['fp.isNegative', classifier('fp.isNegative', F.isNegative)],
  ['fp.isPositive', classifier('fp.isPositive', F.isPositive)],
  ['to_fp', toFp],
  ['to_fp_unsigned', toFpUnsigned],
  ['fp.to_ubv', toBv('fp.to_ubv', false)],
  ['fp.to_sbv', toBv('fp.to_sbv', true)],
  ['fp.to_real', toReal],
  ['fp.to_ieee_bv', toIeeeBv],
]);

const ROUNDING_MODES: [string, F.RoundingMode][] = [
  ['RNE', 'RNE'],
  ['roundNearestTiesToEven', 'RNE'],
  ['RNA', 'RNA'],
  ['roundNearestTiesToAway', 'RNA'],
  ['RTP', 'RTP'],
  ['roundTowardPositive', 'RTP'],
  ['RTN', 'RTN'],
  ['roundTowardNegative', 'RTN'],
  ['RTZ', 'RTZ'],
  ['roundTowardZero', 'RTZ'],
];

export const ROUNDING_MODE_CONSTANTS: ReadonlyMap<string, Value> = new Map(
  ROUNDING_MODES.map(([name, mode]) => [name, { kind: 'rm', mode }] as const),
);

/** `(_ +zero eb sb)`, `(_ -oo eb sb)`, `(_ NaN eb sb)` …; undefined when `symbol` is not one of them. */
export function floatConstant(symbol: string, indices: readonly Index[]): EvalResult | undefined {
  const make: Record<string, (f: F.Format) => Fp> = {
    '+zero': (f) => F.zero(f, 0),
    '-zero': (f) => F.zero(f, 1),
    '+oo': (f) => F.infinity(f, 0),
    '-oo': (f) => F.infinity(f, 1),
    NaN: (f) => F.nan(f),
  };
  const m = make[symbol];
  if (!m) return undefined;
  const f = formatOf(indices);
  return f ? known(fp(m(f))) : illSorted(symbol);
}
