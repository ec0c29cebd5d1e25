// Ints and Reals (and their mix, as Z3/cvc5 accept it): exact, with SMT-LIB's Euclidean div/mod.
// Division by zero never reaches these: the evaluator asks the model first.
import { checkBits } from '../budget.js';
import { absInt, bitLength, euclideanDiv, euclideanMod, z3Rem } from '../integer.js';
import * as Q from '../rational.js';
import { boolValue, intValue, known, realValue, unknown, type EvalResult, type Value } from '../value.js';
import { chain, illSorted, integersOf, numbersOf, numericIndices, type Op } from './op.js';

/** An Int result when every argument is an Int, otherwise a Real. */
function numeric(args: readonly Value[], q: Q.Rational): EvalResult {
  const allInts = args.every((a) => a.kind === 'int');
  return known(allInts && q.den === 1n ? intValue(q.num) : realValue(q));
}

function fold(name: string, f: (a: Q.Rational, b: Q.Rational) => Q.Rational): Op {
  return (args) => {
    const ns = numbersOf(args);
    if (!ns || ns.length === 0) return illSorted(name);
    return numeric(args, ns.slice(1).reduce(f, ns[0]!));
  };
}

function comparison(name: string, holds: (c: number) => boolean): Op {
  return (args) => {
    // Z3 reads a comparison of one argument (it holds).
    const ns = numbersOf(args);
    if (!ns || ns.length < 1) return illSorted(name);
    return known(boolValue(chain(ns, (a, b) => holds(Q.compare(a, b)))));
  };
}

function integerFold(name: string, f: (a: bigint, b: bigint) => bigint): Op {
  return (args) => {
    const ns = integersOf(args);
    // Z3's `(div x)` is x.
    if (!ns || ns.length < 1 || (name !== 'div' && ns.length < 2)) return illSorted(name);
    if (ns.slice(1).some((n) => n === 0n)) return unknown(`division by zero (${name})`);
    return known(intValue(ns.slice(1).reduce(f, ns[0]!)));
  };
}

const minus: Op = (args) => {
  const ns = numbersOf(args);
  if (!ns || ns.length === 0) return illSorted('-');
  if (ns.length === 1) return numeric(args, Q.neg(ns[0]!));
  return numeric(args, ns.slice(1).reduce(Q.sub, ns[0]!));
};

const divide: Op = (args) => {
  const ns = numbersOf(args);
  // Z3's `(/ x)` is x.
  if (!ns || ns.length < 1) return illSorted('/');
  if (ns.length === 1) return known(realValue(ns[0]!));
  if (ns.slice(1).some(Q.isZero)) return unknown('division by zero (/)');
  return known(realValue(ns.slice(1).reduce(Q.div, ns[0]!)));
};

/** Z3's `^`: exact for integral exponents; 0^0 and 0^-n are left to the solver. */
const power: Op = (args) => {
  const ns = numbersOf(args);
  if (!ns || ns.length !== 2) return illSorted('^');
  const [base, exp] = ns as [Q.Rational, Q.Rational];
  if (exp.den !== 1n) return unknown('power with a non-integral exponent (^)');
  if (Q.isZero(base) && exp.num <= 0n) return unknown('zero to a non-positive power (^)');
  const magnitude = absInt(exp.num);
  const bits = BigInt(bitLength(absInt(base.num)) + bitLength(base.den));
  // |base| ≤ 1 keeps its size; otherwise the result has about bits × |exp| bits.
  const grows = absInt(base.num) > 1n || base.den > 1n;
  if (grows) checkBits(Number(bits * magnitude > 1n << 40n ? 1n << 40n : bits * magnitude), 'a power (^)');
  const r = Q.rational(base.num ** magnitude, base.den ** magnitude);
  return numeric(args, exp.num < 0n ? Q.div(Q.rational(1n), r) : r);
};

export const ARITH_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  ['+', fold('+', Q.add)],
  ['*', fold('*', Q.mul)],
  ['-', minus],
  // Z3's unary minus.
  ['~', (args) => (args.length === 1 ? minus(args, []) : illSorted('~'))],
  ['/', divide],
  ['div', integerFold('div', euclideanDiv)],
  ['mod', integerFold('mod', euclideanMod)],
  ['rem', integerFold('rem', z3Rem)],
  // cvc5's total versions: the same away from zero (by zero they are documented only loosely: unknown).
  ['div_total', integerFold('div_total', euclideanDiv)],
  ['mod_total', integerFold('mod_total', euclideanMod)],
  ['/_total', (args) => (numbersOf(args)?.length === 2 ? divide(args, []) : illSorted('/_total'))],
  ['^', power],
  ['<', comparison('<', (c) => c < 0)],
  ['<=', comparison('<=', (c) => c <= 0)],
  ['>', comparison('>', (c) => c > 0)],
  ['>=', comparison('>=', (c) => c >= 0)],
  [
    'abs',
    (args) => {
      const ns = numbersOf(args);
      if (!ns || ns.length !== 1) return illSorted('abs');
      return numeric(args, ns[0]!.num < 0n ? Q.neg(ns[0]!) : ns[0]!);
    },
  ],
  [
    'to_real',
    (args) => {
      const ns = numbersOf(args);
      return ns && ns.length === 1 ? known(realValue(ns[0]!)) : illSorted('to_real');
    },
  ],
  [
    'to_int',
    (args) => {
      const ns = numbersOf(args);
      return ns && ns.length === 1 ? known(intValue(Q.floor(ns[0]!))) : illSorted('to_int');
    },
  ],
  [
    'is_int',
    (args) => {
      const ns = numbersOf(args);
      return ns && ns.length === 1 ? known(boolValue(Q.isInteger(ns[0]!))) : illSorted('is_int');
    },
  ],
  [
    'divisible',
    (args, indices) => {
      const [n] = numericIndices(indices, 1) ?? [];
      const ns = integersOf(args);
      if (n === undefined || n <= 0 || !ns || ns.length !== 1) return illSorted('divisible');
      return known(boolValue(euclideanMod(ns[0]!, BigInt(n)) === 0n));
    },
  ],
]);
