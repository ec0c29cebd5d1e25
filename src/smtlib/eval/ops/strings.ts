// The SMT-LIB 2.6 Strings theory over code points (plus the pre-2.6 names Z3 and cvc5 still accept). Every
// operation spends the evaluation's budget by the lengths it reads; one that could build a string beyond the size
// limit (str.++, str.replace_all, str.replace_re_all) gives up before it does.
import { charge, checkBits, checkSize } from '../budget.js';
import * as R from '../regex.js';
import { indexOf, replacedAt, splice } from '../search.js';
import { MAX_CODE_POINT } from '../string-literal.js';
import { boolValue, intValue, known, stringValue, type EvalResult, type Value } from '../value.js';
import { illSorted, integersOf, numericIndices, type Op } from './op.js';

type Str = readonly number[];

/** Arguments matching a kind pattern: 's' string, 'i' integer, 'r' regex. */
function unpack(args: readonly Value[], pattern: string): (Str | bigint | R.Regex)[] | undefined {
  if (args.length !== pattern.length) return undefined;
  const out: (Str | bigint | R.Regex)[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const want = pattern[i];
    if (want === 's' && a.kind === 'string') out.push(a.codePoints);
    else if (want === 'r' && a.kind === 'regex') out.push(a.regex);
    else if (want === 'i') {
      const n = integersOf([a]);
      if (!n) return undefined;
      out.push(n[0]!);
    } else return undefined;
  }
  return out;
}

function op(name: string, pattern: string, f: (...xs: never[]) => Value | EvalResult): Op {
  return (args) => {
    const xs = unpack(args, pattern);
    if (!xs) return illSorted(name);
    for (const a of args) if (a.kind === 'string') charge(a.codePoints.length);
    const r = (f as (...a: unknown[]) => Value | EvalResult)(...xs);
    return r.kind === 'value' || r.kind === 'unknown' ? (r as EvalResult) : known(r as Value);
  };
}

const str = (s: Str): Value => stringValue(s);
const int = (n: number | bigint): Value => intValue(BigInt(n));
const bool = (b: boolean): Value => boolValue(b);
const regex = (r: R.Regex): Value => ({ kind: 'regex', regex: r });

const limitString = (length: number): void => checkSize(length + 1, 'a string');

const startsWith = (s: Str, prefix: Str, at = 0): boolean => prefix.every((c, j) => s[at + j] === c);

function lexLess(a: Str, b: Str): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return a.length < b.length;
}

const sameString = (a: Str, b: Str): boolean => a.length === b.length && startsWith(a, b);

/** Positions and lengths are Ints; beyond the JavaScript safe range they are simply out of range. */
const small = (n: bigint): number =>
  n > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : n < -1n ? -1 : Number(n);

function substr(s: Str, i: bigint, n: bigint): Str {
  const start = small(i);
  const length = small(n);
  if (start < 0 || start >= s.length || length <= 0) return [];
  return s.slice(start, Math.min(s.length, start + length));
}

function replaceFirst(s: Str, t: Str, by: Str): Str {
  return splice(s, replacedAt(s, t, false), t.length, by, limitString);
}

function replaceAll(s: Str, t: Str, by: Str): Str {
  return t.length === 0 ? s : splice(s, replacedAt(s, t, true), t.length, by, limitString);
}

const isDigit = (c: number | undefined): boolean => c !== undefined && c >= 48 && c <= 57;

function toInt(s: Str): bigint {
  if (s.length === 0 || !s.every(isDigit)) return -1n;
  // Leading zeros add no bits.
  const digits =
    s.length -
    Math.max(
      0,
      s.findIndex((c) => c !== 48),
    );
  checkBits(Math.ceil(digits * Math.log2(10)), 'an integer');
  return BigInt(String.fromCharCode(...s));
}

const fromInt = (n: bigint): Str => (n < 0n ? [] : Array.from(`${n}`, (c) => c.charCodeAt(0)));

function range(lo: Str, hi: Str): R.Regex {
  return lo.length === 1 && hi.length === 1 ? R.chars(lo[0]!, hi[0]!) : R.NONE;
}

function loopOp(name: string): Op {
  return (args, indices) => {
    // SMT-LIB: ((_ re.loop lo hi) r); legacy Z3: (re.loop r lo hi), (re.loop r lo) and ((_ re.loop lo) r).
    const idx = indices.length === 2 ? numericIndices(indices, 2) : undefined;
    const r = args[0];
    if (!r || r.kind !== 'regex') return illSorted(name);
    let lo: bigint;
    let hi: bigint | undefined;
    const one = indices.length === 1 ? numericIndices(indices, 1) : undefined;
    if (idx) [lo, hi] = [BigInt(idx[0]!), BigInt(idx[1]!)];
    else if (one && args.length === 1) lo = BigInt(one[0]!);
    else {
      const ns = integersOf(args.slice(1));
      if (!ns || ns.length < 1 || ns.length > 2 || indices.length !== 0) return illSorted(name);
      [lo, hi] = [ns[0]!, ns[1]];
    }
    // R.loop gives up when the copies exceed the size limit.
    if (hi === undefined) return known(regex(R.concat([R.loop(r.regex, Number(lo), Number(lo)), R.star(r.regex)])));
    if (lo > hi) return known(regex(R.NONE));
    return known(regex(R.loop(r.regex, Number(lo), Number(hi))));
  };
}

const indexOfFrom = op('str.indexof', 'ssi', (s: Str, t: Str, i: bigint) =>
  int(i < 0n || i > BigInt(s.length) ? -1 : indexOf(s, t, Number(i))),
);

const power: Op = (args, indices) => {
  const [n] = numericIndices(indices, 1) ?? [];
  const r = args[0];
  if (n === undefined || args.length !== 1 || r?.kind !== 'regex') return illSorted('re.^');
  return known(regex(R.loop(r.regex, n, n)));
};

function regexNary(name: string, f: (rs: R.Regex[]) => R.Regex): Op {
  return (args) => {
    if (args.length === 0 || !args.every((a) => a.kind === 'regex')) return illSorted(name);
    return known(regex(f(args.map((a) => (a as Extract<Value, { kind: 'regex' }>).regex))));
  };
}

const concat: Op = (args) => {
  if (!args.every((a) => a.kind === 'string')) return illSorted('str.++');
  const parts = args.map((a) => (a as Extract<Value, { kind: 'string' }>).codePoints);
  limitString(parts.reduce((n, p) => n + p.length, 0));
  return known(str(parts.flat()));
};

const OPS: [string[], Op][] = [
  [['str.++'], concat],
  [['str.len'], op('str.len', 's', (s: Str) => int(s.length))],
  [['str.at'], op('str.at', 'si', (s: Str, i: bigint) => str(substr(s, i, 1n)))],
  [['str.substr'], op('str.substr', 'sii', (s: Str, i: bigint, n: bigint) => str(substr(s, i, n)))],
  [['str.prefixof'], op('str.prefixof', 'ss', (p: Str, s: Str) => bool(p.length <= s.length && startsWith(s, p)))],
  [
    ['str.suffixof'],
    op('str.suffixof', 'ss', (p: Str, s: Str) => bool(p.length <= s.length && startsWith(s, p, s.length - p.length))),
  ],
  [['str.contains'], op('str.contains', 'ss', (s: Str, t: Str) => bool(indexOf(s, t, 0) >= 0))],
  [
    ['str.indexof'],
    // Z3 also reads (str.indexof s t), from position 0.
    (args, indices) => indexOfFrom(args.length === 2 ? [...args, intValue(0n)] : args, indices),
  ],
  [['str.replace'], op('str.replace', 'sss', (s: Str, t: Str, by: Str) => str(replaceFirst(s, t, by)))],
  [['str.replace_all'], op('str.replace_all', 'sss', (s: Str, t: Str, by: Str) => str(replaceAll(s, t, by)))],
  [
    ['str.replace_re'],
    op('str.replace_re', 'srs', (s: Str, r: R.Regex, by: Str) => str(R.replaceFirstMatch(s, r, by))),
  ],
  [
    ['str.replace_re_all'],
    op('str.replace_re_all', 'srs', (s: Str, r: R.Regex, by: Str) => str(R.replaceAllMatches(s, r, by, limitString))),
  ],
  [['str.is_digit'], op('str.is_digit', 's', (s: Str) => bool(s.length === 1 && isDigit(s[0])))],
  [['str.to_code'], op('str.to_code', 's', (s: Str) => int(s.length === 1 ? s[0]! : -1))],
  [
    ['str.from_code'],
    op('str.from_code', 'i', (n: bigint) => str(n >= 0n && n <= BigInt(MAX_CODE_POINT) ? [Number(n)] : [])),
  ],
  [['str.to_int', 'str.to.int'], op('str.to_int', 's', (s: Str) => int(toInt(s)))],
  [['str.from_int', 'int.to.str'], op('str.from_int', 'i', (n: bigint) => str(fromInt(n)))],
  [['str.<', 'str.lt'], op('str.<', 'ss', (a: Str, b: Str) => bool(lexLess(a, b)))],
  [['str.<=', 'str.le'], op('str.<=', 'ss', (a: Str, b: Str) => bool(lexLess(a, b) || sameString(a, b)))],
  [['str.rev'], op('str.rev', 's', (s: Str) => str([...s].reverse()))],
  [['str.in_re', 'str.in.re'], op('str.in_re', 'sr', (s: Str, r: R.Regex) => bool(new R.RegexMatcher().matches(r, s)))],
  [['str.to_re', 'str.to.re'], op('str.to_re', 's', (s: Str) => regex(R.literal(s)))],
  [['re.range'], op('re.range', 'ss', (lo: Str, hi: Str) => regex(range(lo, hi)))],
  [['re.*'], op('re.*', 'r', (r: R.Regex) => regex(R.star(r)))],
  [['re.+'], op('re.+', 'r', (r: R.Regex) => regex(R.plus(r)))],
  [['re.opt'], op('re.opt', 'r', (r: R.Regex) => regex(R.option(r)))],
  [['re.comp'], op('re.comp', 'r', (r: R.Regex) => regex(R.complement(r)))],
  [
    ['re.diff'],
    // Z3 reads `(re.diff r)` as r.
    (args, indices) =>
      args.length === 1 && args[0]!.kind === 'regex'
        ? known(args[0]!)
        : op('re.diff', 'rr', (a: R.Regex, b: R.Regex) => regex(R.difference(a, b)))(args, indices),
  ],
  [['re.++'], regexNary('re.++', R.concat)],
  [['re.union'], regexNary('re.union', R.union)],
  [['re.inter'], regexNary('re.inter', R.intersect)],
  [['re.loop'], loopOp('re.loop')],
  [['re.^'], power],
];

export const STRING_OPS: ReadonlyMap<string, Op> = new Map(
  OPS.flatMap(([names, f]) => names.map((n) => [n, f] as const)),
);

/** Regex constants (nullary symbols). */
export const REGEX_CONSTANTS: ReadonlyMap<string, R.Regex> = new Map([
  ['re.none', R.NONE],
  ['re.nostr', R.NONE],
  ['re.empty', R.NONE],
  ['re.all', R.ALL],
  ['re.allchar', R.ALLCHAR],
]);
