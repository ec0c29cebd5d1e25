// How large a value is (EvalLimits.maxSize, maxBits), and the admission of every value the evaluator builds: the
// first time a value is seen it is measured against the limits and the work of building its top level is charged.
// Sizes are memoised by identity, so a value built by sharing one part many times (a datatype value doubled by
// nested lets) is measured in constant time per level although its size, counted as a tree, doubles each time.
import { bitsOf, charge, checkBits, checkSize, wordsOf } from './budget.js';
import type { Format } from './float.js';
import { regexSize } from './regex.js';
import type { Value } from './value.js';

const sizes = new WeakMap<Value, number>();
/** Values admitted already (a value returned again, e.g. a selector's result, costs nothing more). */
const admitted = new WeakSet<Value>();

/** The bits a float format's arithmetic may need: its exponent range plus a few times its precision. */
export const formatBits = (f: Format): number => 2 ** Math.min(f.eb, 1023) + 4 * f.sb;

/** Gives up unless the evaluator may compute in this float format. */
export function checkFormat(f: Format): void {
  checkBits(formatBits(f), `the float format (_ FloatingPoint ${f.eb} ${f.sb})`);
}

/** A value's size, counted as a tree: items of collections, regex nodes, words of numbers (memoised). */
export function sizeOf(v: Value): number {
  const known = sizes.get(v);
  if (known !== undefined) return known;
  const size = measure(v);
  sizes.set(v, size);
  return size;
}

function measure(v: Value): number {
  switch (v.kind) {
    case 'bool':
    case 'rm':
    case 'char':
    case 'uninterpreted':
    case 'function':
      return 1;
    case 'int':
      return wordsOf(bitsOf(v.value));
    case 'real':
      return wordsOf(bitsOf(v.value.num) + bitsOf(v.value.den));
    case 'bv':
      return wordsOf(v.width);
    case 'ff':
      return wordsOf(bitsOf(v.modulus));
    case 'fp':
      return wordsOf(v.fp.eb + v.fp.sb);
    case 'string':
      return 1 + v.codePoints.length;
    case 'regex':
      return regexSize(v.regex);
    case 'datatype':
      return sum(v.args);
    case 'tuple':
    case 'seq':
      return sum(v.items);
    case 'set':
      return sum(v.elements.values());
    case 'bag': {
      let n = 1;
      for (const e of v.counts.values()) n += sizeOf(e.value) + wordsOf(bitsOf(e.count));
      return n;
    }
    case 'array': {
      let n = v.default.kind === 'const' ? sizeOf(v.default.value) : 1;
      for (const e of v.entries.values()) n += sizeOf(e.index) + sizeOf(e.value);
      return n;
    }
  }
}

function sum(values: Iterable<Value>): number {
  let n = 1;
  for (const x of values) n += sizeOf(x);
  return n;
}

/** The work of building a value's top level: its items, entries or words (its parts were built before). */
function topLevel(v: Value): number {
  switch (v.kind) {
    case 'string':
      return 1 + v.codePoints.length;
    case 'datatype':
      return 1 + v.args.length;
    case 'tuple':
    case 'seq':
      return 1 + v.items.length;
    case 'set':
      return 1 + v.elements.size;
    case 'bag':
      return 1 + v.counts.size;
    case 'array':
      return 1 + v.entries.size;
    case 'regex':
      return 1;
    default:
      return sizeOf(v);
  }
}

/**
 * Admits a value the evaluation built: the first time it is seen, its numbers must fit maxBits and its size
 * maxSize, and building its top level is charged. Gives up (BudgetExceeded) otherwise.
 */
export function admit(v: Value): Value {
  if (admitted.has(v)) return v;
  switch (v.kind) {
    case 'int':
      checkBits(bitsOf(v.value), 'an integer');
      break;
    case 'real':
      checkBits(bitsOf(v.value.num) + bitsOf(v.value.den), 'a rational');
      break;
    case 'bv':
      checkBits(v.width, 'a bit-vector');
      break;
    case 'ff':
      checkBits(bitsOf(v.modulus), 'a finite field');
      break;
    case 'fp':
      checkFormat(v.fp);
      break;
    default:
      break;
  }
  charge(topLevel(v));
  checkSize(sizeOf(v), `a ${v.kind === 'seq' ? 'sequence' : v.kind} value`);
  admitted.add(v);
  return v;
}
