// Equality of values (SMT-LIB `=`), three-valued: a definite answer or the reason there is none. Keys and
// comparisons spend the evaluation's budget a step per node they visit.
import { charge } from './budget.js';
import { sameFloat, isNaN as fpIsNaN, toBits } from './float.js';
import { compare, rational, type Rational } from './rational.js';
import { regexKey } from './regex.js';
import type { ArrayEntry, Value } from './value.js';

export type Truth = boolean | { readonly unknown: string };

export const isUnknown = (t: Truth): t is { unknown: string } => typeof t === 'object';

/** The exact number behind an Int or Real value (Ints embed in Reals; solvers mix them freely). */
export function numberOf(v: Value): Rational | undefined {
  if (v.kind === 'int') return rational(v.value);
  if (v.kind === 'real') return v.value;
  return undefined;
}

/**
 * A canonical key: two values with the same key are equal, different keys mean different values. Numbers are
 * written in hexadecimal (linear time; V8's decimal conversion of a 2^16-bit number takes 50 times longer).
 */
export function valueKey(v: Value): string | undefined {
  charge(1);
  switch (v.kind) {
    case 'bool':
      return v.value ? 'true' : 'false';
    case 'int':
      return v.value.toString(16);
    case 'real':
      // An integral Real has the key of the Int it equals (solvers mix the two).
      return v.value.den === 1n ? v.value.num.toString(16) : `${v.value.num.toString(16)}/${v.value.den.toString(16)}`;
    case 'bv':
      return `bv${v.width}:${v.value.toString(16)}`;
    case 'string':
      return `"${v.codePoints.join(',')}`;
    case 'uninterpreted':
      return `@${v.sort}:${v.name}`;
    case 'fp':
      return fpIsNaN(v.fp) ? `fp${v.fp.eb},${v.fp.sb}:nan` : `fp${v.fp.eb},${v.fp.sb}:${toBits(v.fp).toString(16)}`;
    case 'rm':
      return v.mode;
    case 'datatype': {
      const args: string[] = [];
      for (const a of v.args) {
        const k = valueKey(a);
        if (k === undefined) return undefined;
        args.push(k);
      }
      return `${v.ctor}(${args.join(' ')})`;
    }
    case 'set':
      return `{${[...v.elements.keys()].sort().join(' ')}}`;
    case 'bag':
      return `{|${[...v.counts.entries()]
        .map(([k, e]) => `${k}:${e.count}`)
        .sort()
        .join(' ')}|}`;
    case 'tuple':
    case 'seq': {
      const items: string[] = [];
      for (const a of v.items) {
        const k = valueKey(a);
        if (k === undefined) return undefined;
        items.push(k);
      }
      return v.kind === 'tuple' ? `<${items.join(' ')}>` : `[${items.join(' ')}]`;
    }
    case 'ff':
      return `ff${v.modulus.toString(16)}:${v.value.toString(16)}`;
    case 'char':
      return `char:${v.code}`;
    case 'regex':
    case 'array':
    case 'function':
      return undefined; // equal languages/arrays/functions can have different representations
  }
}

export function valuesEqual(a: Value, b: Value): Truth {
  charge(1);
  const na = numberOf(a);
  const nb = numberOf(b);
  if (na && nb) return compare(na, nb) === 0;
  if (a.kind === 'fp' && b.kind === 'fp') return sameFloat(a.fp, b.fp);
  if (a.kind === 'regex' && b.kind === 'regex') {
    return regexKey(a.regex) === regexKey(b.regex) ? true : { unknown: 'regex equality' };
  }
  if (a.kind === 'array' && b.kind === 'array') return arraysEqual(a, b);
  if (a.kind === 'datatype' && b.kind === 'datatype') {
    if (a.ctor !== b.ctor || a.args.length !== b.args.length) return false;
    return allOf(a.args.map((x, i) => () => valuesEqual(x, b.args[i]!)));
  }
  if (a.kind !== b.kind) return { unknown: `comparing a ${a.kind} with a ${b.kind}` };
  const ka = valueKey(a);
  const kb = valueKey(b);
  if (ka === undefined || kb === undefined) return { unknown: `equality of ${a.kind} values` };
  return ka === kb;
}

/** Three-valued conjunction of lazily computed truths: false wins over unknown. */
export function allOf(parts: readonly (() => Truth)[]): Truth {
  let pending: Truth = true;
  for (const part of parts) {
    const t = part();
    if (t === false) return false;
    if (isUnknown(t) && pending === true) pending = t;
  }
  return pending;
}

type ArrayValue = Extract<Value, { kind: 'array' }>;

/** The entry stored at an index, by key or, for keyless indices, by comparing values. */
export function findEntry(a: ArrayValue, index: Value): ArrayEntry | { unknown: string } | undefined {
  const key = valueKey(index);
  if (key !== undefined) return a.entries.get(key);
  for (const entry of a.entries.values()) {
    const same = valuesEqual(entry.index, index);
    if (same === true) return entry;
    if (isUnknown(same)) return same;
  }
  return undefined;
}

/** Array extensionality over explicit entries plus constant defaults. */
function arraysEqual(a: ArrayValue, b: ArrayValue): Truth {
  if (a.default.kind !== 'const' || b.default.kind !== 'const') {
    return { unknown: 'equality of arrays given by functions' };
  }
  const defaultA = a.default.value;
  const defaultB = b.default.value;
  const indices = new Map<string, Value>();
  for (const [k, e] of a.entries) indices.set(k, e.index);
  for (const [k, e] of b.entries) indices.set(k, e.index);
  const at = (arr: ArrayValue, d: Value, i: Value): Value | { unknown: string } => {
    const e = findEntry(arr, i);
    if (e === undefined) return d;
    return 'unknown' in e ? e : e.value;
  };
  const pointwise = allOf(
    [...indices.values()].map((i) => () => {
      const va = at(a, defaultA, i);
      const vb = at(b, defaultB, i);
      if ('unknown' in va) return va;
      if ('unknown' in vb) return vb;
      return valuesEqual(va, vb);
    }),
  );
  if (pointwise === false) return false;
  const defaults = valuesEqual(defaultA, defaultB);
  if (defaults === true || isUnknown(defaults)) return allOf([() => pointwise, () => defaults]);
  // The defaults differ; the arrays are still equal if the listed indices cover the whole domain.
  const covered = coversDomain([...indices.values()]);
  if (covered === false) return false;
  if (covered === true) return pointwise;
  return { unknown: covered.unknown };
}

/** Whether these distinct indices are every value of their (finite) sort. */
function coversDomain(indices: readonly Value[]): Truth {
  const first = indices[0];
  if (!first) return false; // sorts are non-empty
  switch (first.kind) {
    case 'int':
    case 'real':
    case 'string':
      return false;
    case 'bool':
      return indices.length === 2;
    case 'bv':
      return BigInt(indices.length) === 1n << BigInt(first.width);
    case 'rm':
      return indices.length === 5;
    case 'fp':
      return BigInt(indices.length) < 1n << BigInt(first.fp.eb + first.fp.sb - 1)
        ? false
        : { unknown: 'array over a float domain' };
    default:
      return { unknown: `array extensionality over a ${first.kind} domain` };
  }
}
