// Prints a value as an SMT-LIB term that denotes it (for get-value style output, STORM, SAE, the reducer).
import { isSymbolChar } from '../lexer.js';
import { sortOf, sortToString, type Sort } from '../sort.js';
import { isInfinite, isNaN as fpIsNaN, isZero as fpIsZero, type FloatValue } from './float.js';
import type { Rational } from './rational.js';
import type { Regex } from './regex.js';
import { encodeStringLiteral } from './string-literal.js';
import type { Value } from './value.js';

export function valueToSmt(v: Value): string {
  switch (v.kind) {
    case 'bool':
      return v.value ? 'true' : 'false';
    case 'int':
      return v.value < 0n ? `(- ${-v.value})` : `${v.value}`;
    case 'real':
      return printReal(v.value);
    case 'bv':
      return printBits(v.value, v.width);
    case 'string':
      return encodeStringLiteral(v.codePoints);
    case 'regex':
      return printRegex(v.regex);
    case 'uninterpreted':
      return printSymbol(v.name);
    case 'rm':
      return v.mode;
    case 'fp':
      return printFloat(v.fp);
    case 'datatype': {
      const parametric = v.sort !== undefined && v.sort.args.length > 0;
      const head = parametric ? `(as ${printSymbol(v.ctor)} ${sortToString(v.sort!)})` : printSymbol(v.ctor);
      return v.args.length === 0 ? head : `(${head} ${v.args.map(valueToSmt).join(' ')})`;
    }
    case 'set':
      return printSet(v);
    case 'bag':
      return printBag(v);
    case 'tuple':
      return v.items.length === 0 ? 'tuple.unit' : `(tuple ${v.items.map(valueToSmt).join(' ')})`;
    case 'seq':
      return printSeq(v);
    case 'ff':
      return `(as ff${v.value} (_ FiniteField ${v.modulus}))`;
    case 'function':
      return v.describe;
    case 'char':
      return `(_ Char ${v.code})`;
    case 'array': {
      const base =
        v.default.kind === 'const'
          ? `((as const ${printArraySort(v)}) ${valueToSmt(v.default.value)})`
          : v.default.describe;
      let out = base;
      for (const e of v.entries.values()) out = `(store ${out} ${valueToSmt(e.index)} ${valueToSmt(e.value)})`;
      return out;
    }
  }
}

/** A symbol, |quoted| when it is not a simple symbol. */
export function printSymbol(name: string): string {
  const simple = name.length > 0 && !/^[0-9]/.test(name) && [...name].every((c) => isSymbolChar(c.charCodeAt(0)));
  return simple ? name : `|${name}|`;
}

function printReal(q: Rational): string {
  const magnitude = q.num < 0n ? -q.num : q.num;
  const body = q.den === 1n ? `${magnitude}.0` : `(/ ${magnitude}.0 ${q.den}.0)`;
  return q.num < 0n ? `(- ${body})` : body;
}

function printBits(value: bigint, width: number): string {
  if (width % 4 === 0) return `#x${value.toString(16).padStart(width / 4, '0')}`;
  return `#b${value.toString(2).padStart(width, '0')}`;
}

function printFloat(x: FloatValue): string {
  const idx = `${x.eb} ${x.sb}`;
  if (fpIsNaN(x)) return `(_ NaN ${idx})`;
  if (isInfinite(x)) return `(_ ${x.sign ? '-' : '+'}oo ${idx})`;
  if (fpIsZero(x)) return `(_ ${x.sign ? '-' : '+'}zero ${idx})`;
  const exponent = x.exponent.toString(2).padStart(x.eb, '0');
  const significand = x.significand.toString(2).padStart(x.sb - 1, '0');
  return `(fp #b${x.sign} #b${exponent} #b${significand})`;
}

/** The sort of a value, where the value alone tells it. */
export function sortOfValue(v: Value): Sort | undefined {
  switch (v.kind) {
    case 'bool':
      return sortOf('Bool');
    case 'int':
      return sortOf('Int');
    case 'real':
      return sortOf('Real');
    case 'bv':
      return sortOf('BitVec', [v.width]);
    case 'string':
      return sortOf('String');
    case 'regex':
      return sortOf('RegLan');
    case 'rm':
      return sortOf('RoundingMode');
    case 'fp':
      return sortOf('FloatingPoint', [v.fp.eb, v.fp.sb]);
    case 'uninterpreted':
      return sortOf(v.sort);
    case 'datatype':
    case 'array':
      return v.sort;
    case 'function':
      return undefined;
    case 'set':
    case 'bag':
    case 'seq': {
      if (v.sort) return v.sort;
      const first = v.kind === 'set' ? firstOf(v.elements) : v.kind === 'bag' ? firstOf(v.counts)?.value : v.items[0];
      const element = first && sortOfValue(first);
      return element && sortOf(v.kind === 'set' ? 'Set' : v.kind === 'bag' ? 'Bag' : 'Seq', [], [element]);
    }
    case 'tuple': {
      const items: Sort[] = [];
      for (const i of v.items) {
        const s = sortOfValue(i);
        if (!s) return undefined;
        items.push(s);
      }
      return sortOf('Tuple', [], items);
    }
    case 'ff':
      return sortOf('FiniteField', [Number(v.modulus)]);
    case 'char':
      return sortOf('Unicode');
  }
}

const firstOf = <T>(m: ReadonlyMap<string, T>): T | undefined => m.values().next().value;

/** The sort of a collection for `(as … S)`, or `?` when neither the value nor its elements tell it. */
const sortText = (v: Value): string => {
  const s = sortOfValue(v);
  return s ? sortToString(s) : '?';
};

/** Entries in key order, so that equal collections print alike. */
const ordered = <T>(m: ReadonlyMap<string, T>): T[] =>
  [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);

function printSet(v: Extract<Value, { kind: 'set' }>): string {
  const items = ordered(v.elements);
  if (items.length === 0) return `(as set.empty ${sortText(v)})`;
  const last = `(set.singleton ${valueToSmt(items[items.length - 1]!)})`;
  return items.length === 1 ? last : `(set.insert ${items.slice(0, -1).map(valueToSmt).join(' ')} ${last})`;
}

function printBag(v: Extract<Value, { kind: 'bag' }>): string {
  const items = ordered(v.counts).map((e) => `(bag ${valueToSmt(e.value)} ${e.count})`);
  if (items.length === 0) return `(as bag.empty ${sortText(v)})`;
  return items.reduceRight((acc, b) => `(bag.union_disjoint ${b} ${acc})`);
}

function printSeq(v: Extract<Value, { kind: 'seq' }>): string {
  if (v.items.length === 0) return `(as seq.empty ${sortText(v)})`;
  const units = v.items.map((i) => `(seq.unit ${valueToSmt(i)})`);
  return units.length === 1 ? units[0]! : `(seq.++ ${units.join(' ')})`;
}

function printArraySort(v: Extract<Value, { kind: 'array' }>): string {
  if (v.sort) return sortToString(v.sort);
  const first = [...v.entries.values()][0];
  const index = first ? sortOfValue(first.index) : undefined;
  const element = v.default.kind === 'const' ? sortOfValue(v.default.value) : undefined;
  return `(Array ${index ? sortToString(index) : '?'} ${element ? sortToString(element) : '?'})`;
}

function printRegex(r: Regex): string {
  switch (r.k) {
    case 'none':
      return 're.none';
    case 'eps':
      return '(str.to_re "")';
    case 'chars': {
      const parts = r.ranges.map(([lo, hi]) =>
        lo === hi
          ? `(str.to_re ${encodeStringLiteral([lo])})`
          : `(re.range ${encodeStringLiteral([lo])} ${encodeStringLiteral([hi])})`,
      );
      return parts.length === 1 ? parts[0]! : `(re.union ${parts.join(' ')})`;
    }
    case 'cat':
      return `(re.++ ${r.items.map(printRegex).join(' ')})`;
    case 'union':
      return `(re.union ${r.items.map(printRegex).join(' ')})`;
    case 'inter':
      return `(re.inter ${r.items.map(printRegex).join(' ')})`;
    case 'star':
      return `(re.* ${printRegex(r.r)})`;
    case 'comp':
      return r.r.k === 'none' ? 're.all' : `(re.comp ${printRegex(r.r)})`;
  }
}
