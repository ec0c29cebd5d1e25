// Sequences `(Seq E)` of Z3 and cvc5, exact, with the string operators cvc5 also applies to them and the
// sequence operators both apply to strings (then the string semantics of strings.ts is used). Elements
// are compared by canonical key; what the solvers leave open (seq.nth out of range) is unknown. Searches are linear
// (search.ts); a sequence built beyond the size limit (seq.++, seq.replace_all) gives up before it is built.
import { applyFunction } from '../array-terms.js';
import { charge, checkSize } from '../budget.js';
import { indexOf, lastIndexOf, replacedAt, splice } from '../search.js';
import { valueKey } from '../equality.js';
import { boolValue, intValue, known, stringValue, unknown, type EvalResult, type Value } from '../value.js';
import { illSorted, integersOf, type Op } from './op.js';
import { STRING_OPS } from './strings.js';

type Seq = Extract<Value, { kind: 'seq' }>;

const seq = (items: readonly Value[], sort?: Seq['sort']): Seq =>
  sort ? { kind: 'seq', items, sort } : { kind: 'seq', items };

/** The items of a sequence argument with their keys; undefined when an item has no key. */
function keyed(v: Seq): { items: readonly Value[]; keys: string[] } | undefined {
  const keys: string[] = [];
  for (const i of v.items) {
    const k = valueKey(i);
    if (k === undefined) return undefined;
    keys.push(k);
  }
  return { items: v.items, keys };
}

const limitSequence = (length: number): void => checkSize(length + 1, 'a sequence');

/** Positions beyond the safe range are simply out of range. */
const small = (n: bigint): number =>
  n > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : n < -1n ? -1 : Number(n);

function extract<T>(s: readonly T[], i: bigint, n: bigint): T[] {
  const start = small(i);
  const length = small(n);
  if (start < 0 || start >= s.length || length <= 0) return [];
  return s.slice(start, Math.min(s.length, start + length));
}

interface Parsed {
  seqs: { items: readonly Value[]; keys: string[] }[];
  ints: bigint[];
  sort: Seq['sort'];
}

/** Arguments matching a pattern of 's' (sequence) and 'i' (integer); a reason when they do not. */
function unpack(name: string, args: readonly Value[], pattern: string): Parsed | EvalResult {
  if (args.length !== pattern.length) return illSorted(name);
  const out: Parsed = { seqs: [], ints: [], sort: undefined };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (pattern[i] === 's') {
      if (a.kind !== 'seq') return illSorted(name);
      const k = keyed(a);
      if (!k) return unknown('sequence element without a canonical value');
      out.seqs.push(k);
      out.sort ??= a.sort;
    } else {
      const n = integersOf([a]);
      if (!n) return illSorted(name);
      out.ints.push(n[0]!);
    }
  }
  return out;
}

function op(name: string, pattern: string, f: (p: Parsed) => Value | EvalResult): Op {
  return (args) => {
    const p = unpack(name, args, pattern);
    if ('kind' in p) return p;
    const r = f(p);
    return r.kind === 'value' || r.kind === 'unknown' ? (r as EvalResult) : known(r as Value);
  };
}

function replace(s: Parsed['seqs'][number], t: Parsed['seqs'][number], by: readonly Value[], all: boolean): Value[] {
  if (t.keys.length === 0) return all ? [...s.items] : [...by, ...s.items];
  return splice(s.items, replacedAt(s.keys, t.keys, all), t.keys.length, by, limitSequence);
}

const nthOfSeq = op('seq.nth', 'si', (p) => {
  const i = p.ints[0]!;
  const items = p.seqs[0]!.items;
  return i >= 0n && i < BigInt(items.length) ? items[Number(i)]! : unknown('seq.nth out of range');
});

const SEQ_ONLY: ReadonlyMap<string, Op> = new Map<string, Op>([
  [
    'seq.unit',
    (args) => {
      if (args.length !== 1) return illSorted('seq.unit');
      // To Z3 a sequence of characters is a string.
      const a = args[0]!;
      return known(a.kind === 'char' ? stringValue([a.code]) : seq(args));
    },
  ],
  [
    'seq.++',
    (args) => {
      if (!args.every((a) => a.kind === 'seq')) return illSorted('seq.++');
      const parts = (args as Seq[]).map((a) => a.items);
      limitSequence(parts.reduce((n, p) => n + p.length, 0));
      return known(seq(parts.flat(), (args[0] as Seq | undefined)?.sort));
    },
  ],
  ['seq.len', op('seq.len', 's', (p) => intValue(BigInt(p.seqs[0]!.items.length)))],
  [
    'seq.nth',
    (args, ix) => {
      const [s, i] = [args[0], integersOf(args.slice(1))?.[0]];
      if (s?.kind !== 'string') return nthOfSeq(args, ix);
      if (i === undefined || args.length !== 2) return illSorted('seq.nth');
      return i >= 0n && i < BigInt(s.codePoints.length)
        ? known({ kind: 'char', code: s.codePoints[Number(i)]! })
        : unknown('seq.nth out of range');
    },
  ],
  ['seq.at', op('seq.at', 'si', (p) => seq(extract(p.seqs[0]!.items, p.ints[0]!, 1n), p.sort))],
  ['seq.extract', op('seq.extract', 'sii', (p) => seq(extract(p.seqs[0]!.items, p.ints[0]!, p.ints[1]!), p.sort))],
  ['seq.contains', op('seq.contains', 'ss', (p) => boolValue(indexOf(p.seqs[0]!.keys, p.seqs[1]!.keys, 0) >= 0))],
  [
    'seq.prefixof',
    op('seq.prefixof', 'ss', (p) => {
      const [a, b] = p.seqs as [Parsed['seqs'][number], Parsed['seqs'][number]];
      return boolValue(a.keys.length <= b.keys.length && a.keys.every((k, i) => b.keys[i] === k));
    }),
  ],
  [
    'seq.suffixof',
    op('seq.suffixof', 'ss', (p) => {
      const [a, b] = p.seqs as [Parsed['seqs'][number], Parsed['seqs'][number]];
      const off = b.keys.length - a.keys.length;
      return boolValue(off >= 0 && a.keys.every((k, i) => b.keys[off + i] === k));
    }),
  ],
  [
    'seq.indexof',
    (args) => {
      const three = args.length === 3;
      return op('seq.indexof', three ? 'ssi' : 'ss', (p) => {
        const [s, t] = p.seqs as [Parsed['seqs'][number], Parsed['seqs'][number]];
        const from = three ? p.ints[0]! : 0n;
        if (from < 0n || from > BigInt(s.keys.length)) return intValue(-1n);
        return intValue(BigInt(indexOf(s.keys, t.keys, Number(from))));
      })(args, []);
    },
  ],
  [
    'seq.last_indexof',
    op('seq.last_indexof', 'ss', (p) => {
      const [s, t] = p.seqs as [Parsed['seqs'][number], Parsed['seqs'][number]];
      if (t.keys.length === 0) return unknown('seq.last_indexof of the empty sequence');
      return intValue(BigInt(lastIndexOf(s.keys, t.keys)));
    }),
  ],
  [
    'seq.replace',
    op('seq.replace', 'sss', (p) => seq(replace(p.seqs[0]!, p.seqs[1]!, p.seqs[2]!.items, false), p.sort)),
  ],
  [
    'seq.replace_all',
    op('seq.replace_all', 'sss', (p) => seq(replace(p.seqs[0]!, p.seqs[1]!, p.seqs[2]!.items, true), p.sort)),
  ],
  ['seq.rev', op('seq.rev', 's', (p) => seq([...p.seqs[0]!.items].reverse(), p.sort))],
  [
    'seq.update',
    op('seq.update', 'sis', (p) => {
      const s = p.seqs[0]!.items;
      const i = p.ints[0]!;
      if (i < 0n || i >= BigInt(s.length)) return seq(s, p.sort);
      const at = Number(i);
      const by = p.seqs[1]!.items.slice(0, s.length - at);
      return seq([...s.slice(0, at), ...by, ...s.slice(at + by.length)], p.sort);
    }),
  ],
  [
    'seq.map',
    (args) => {
      const [f, s] = args;
      if (!f || s?.kind !== 'seq' || args.length !== 2) return illSorted('seq.map');
      const out: Value[] = [];
      for (const x of s.items) {
        charge(1);
        const r = applyFunction(f, [x]);
        if (r.kind !== 'value') return r;
        out.push(r.value);
      }
      return known(seq(out));
    },
  ],
  [
    'seq.foldl',
    (args) => {
      const [f, init, s] = args;
      if (!f || !init || s?.kind !== 'seq' || args.length !== 3) return illSorted('seq.foldl');
      let acc = init;
      for (const x of s.items) {
        charge(1);
        const r = applyFunction(f, [acc, x]);
        if (r.kind !== 'value') return r;
        acc = r.value;
      }
      return known(acc);
    },
  ],
]);

/** The string operator a sequence operator is on strings (to Z3 a string is a sequence of characters). */
const ON_STRINGS: Readonly<Record<string, string>> = {
  'seq.++': 'str.++',
  'seq.len': 'str.len',
  'seq.at': 'str.at',
  'seq.extract': 'str.substr',
  'seq.contains': 'str.contains',
  'seq.prefixof': 'str.prefixof',
  'seq.suffixof': 'str.suffixof',
  'seq.indexof': 'str.indexof',
  'seq.replace': 'str.replace',
  'seq.replace_all': 'str.replace_all',
  'seq.rev': 'str.rev',
  'seq.update': 'str.update',
};

/** The sequence operator a string operator is on sequences (cvc5 reads str.len on a (Seq E) …). */
const ON_SEQUENCES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ON_STRINGS).map(([s, t]) => [t, s]),
);

const isString = (v: Value | undefined): boolean => v?.kind === 'string';

export const SEQUENCE_OPS: ReadonlyMap<string, Op> = new Map<string, Op>([
  ...[...SEQ_ONLY].map(([name, f]): [string, Op] => {
    const onStrings = ON_STRINGS[name] ? STRING_OPS.get(ON_STRINGS[name]) : undefined;
    return [name, onStrings ? (args, ix) => (args.some(isString) ? onStrings(args, ix) : f(args, ix)) : f];
  }),
  ...Object.entries(ON_SEQUENCES).flatMap(([str, seqName]): [string, Op][] => {
    const onStrings = STRING_OPS.get(str);
    const onSeqs = SEQ_ONLY.get(seqName);
    if (!onStrings || !onSeqs) return [];
    return [[str, (args, ix) => (args.some((a) => a.kind === 'seq') ? onSeqs(args, ix) : onStrings(args, ix))]];
  }),
]);
