// Operator signatures as data. A signature is written with small pattern variables, e.g.
//   op('extract', ['(_ BitVec m)'], '(_ BitVec i-j+1)', { indices: ['i', 'j'], where: ['m > i', 'i >= j', 'j >= 0'] })
// Conventions of the pattern text: a single upper-case letter is a sort variable (`A`, `I`, `E`);
// a lower-case name inside `(_ …)` is a numeral variable (`n`, `eb`), and may be a small expression
// (`n+m`, `i-j+1`, `n*i`). Everything else names a concrete sort. Patterns are compiled once, at
// module load, into slot-numbered form so that matching needs no maps and no strings.
import type { Sort } from '../sort.js';
import { internSort } from './intern.js';

export type TheoryName =
  | 'Core'
  | 'Ints'
  | 'Reals'
  | 'Reals_Ints'
  | 'FixedSizeBitVectors'
  | 'FloatingPoint'
  | 'Strings'
  | 'ArraysEx'
  | 'Sequences'
  | 'Sets';

/**
 * How an operator takes its arguments (SMT-LIB 2.6 §3.6 attributes):
 * - fixed: exactly `args.length` arguments;
 * - left-assoc / right-assoc: `(f a b c)` means `(f (f a b) c)` / `(f a (f b c))`, the binary signature folded;
 * - chainable: `(f a b c)` means `(and (f a b) (f b c))`;
 * - pairwise: `(f a b c)` means f holds for every pair (distinct).
 */
export type ArityKind = 'fixed' | 'left-assoc' | 'right-assoc' | 'chainable' | 'pairwise';

export type NatExpr =
  | { readonly k: 'lit'; readonly value: number }
  | { readonly k: 'var'; readonly slot: number; readonly name: string }
  | { readonly k: 'bin'; readonly op: '+' | '-' | '*'; readonly left: NatExpr; readonly right: NatExpr };

export type SortPattern =
  /** A concrete sort with no variables (Bool, Int, (_ BitVec 1), RoundingMode). */
  | { readonly k: 'sort'; readonly sort: Sort }
  /** A sort variable: any sort, the same at every occurrence. */
  | { readonly k: 'var'; readonly slot: number; readonly name: string }
  /** A sort constructor applied to numeral expressions and sort patterns: (_ BitVec n), (Array I E). */
  | {
      readonly k: 'app';
      readonly name: string;
      readonly indices: readonly NatExpr[];
      readonly args: readonly SortPattern[];
    };

export type Relation = '>' | '>=' | '<' | '<=' | '=';

export interface Constraint {
  readonly left: NatExpr;
  readonly rel: Relation;
  readonly right: NatExpr;
  readonly text: string;
}

export interface Signature {
  readonly name: string;
  readonly theory: TheoryName;
  /** Names of the numeral indices of an indexed operator `(_ name i…)`; empty otherwise. */
  readonly indices: readonly string[];
  /** Argument patterns; for assoc/chainable/pairwise operators, the binary signature. */
  readonly args: readonly SortPattern[];
  readonly result: SortPattern;
  readonly arity: ArityKind;
  /** Fewest arguments accepted (variadic kinds; equals args.length for fixed). */
  readonly minArgs: number;
  readonly where: readonly Constraint[];
  /** What a violated `where` means, e.g. 'extract indices out of range'. */
  readonly whereMessage: string;
  /** Number of variable slots (sort and numeral) used by the patterns. */
  readonly slots: number;
  /** Slots of sort variables that occur only as whole arguments, so Int may widen to Real there. */
  readonly widenable: readonly boolean[];
  /**
   * The index of an argument whose pattern is the result pattern and a sort application, or -1. Such an
   * argument is matched exactly, so its sort is the result: `store` returns its array's sort object.
   */
  readonly resultArg: number;
  /** The pattern texts as written, for messages and for documentation. */
  readonly argText: readonly string[];
  readonly resultText: string;
  /** Human description of the arguments used in error messages, when the default is unclear. */
  readonly expects: string | undefined;
}

export interface OpOptions {
  indices?: readonly string[];
  arity?: ArityKind;
  minArgs?: number;
  where?: readonly string[];
  whereMessage?: string;
  expects?: string;
}

/** A signature without its theory; a theory file lists these and `theory()` stamps the name. */
export type OpSpec = Omit<Signature, 'theory'>;

class SlotTable {
  readonly names: string[] = [];
  readonly nested = new Set<number>();
  slot(name: string): number {
    const i = this.names.indexOf(name);
    if (i >= 0) return i;
    this.names.push(name);
    return this.names.length - 1;
  }
}

// ---- the pattern text mini-language -----------------------------------------------------------

type SExp = string | SExp[];

function readSExp(text: string): SExp {
  const tokens = text.replace(/\(/g, ' ( ').replace(/\)/g, ' ) ').trim().split(/\s+/);
  let pos = 0;
  const read = (): SExp => {
    const t = tokens[pos++];
    if (t === undefined) throw new Error(`signature table: unexpected end of pattern '${text}'`);
    if (t !== '(') return t;
    const items: SExp[] = [];
    while (tokens[pos] !== ')') {
      if (pos >= tokens.length) throw new Error(`signature table: unbalanced pattern '${text}'`);
      items.push(read());
    }
    pos++;
    return items;
  };
  const e = read();
  if (pos !== tokens.length) throw new Error(`signature table: trailing text in pattern '${text}'`);
  return e;
}

function compileNat(text: string, slots: SlotTable): NatExpr {
  const tokens = text.match(/[a-z][a-z0-9]*|[0-9]+|[-+*]/g) ?? [];
  let pos = 0;
  const atom = (): NatExpr => {
    const t = tokens[pos++];
    if (t === undefined) throw new Error(`signature table: bad numeral expression '${text}'`);
    if (/^[0-9]+$/.test(t)) return { k: 'lit', value: Number(t) };
    if (/^[a-z]/.test(t)) return { k: 'var', slot: slots.slot(t), name: t };
    throw new Error(`signature table: bad numeral expression '${text}'`);
  };
  const product = (): NatExpr => {
    let left = atom();
    while (tokens[pos] === '*') {
      pos++;
      left = { k: 'bin', op: '*', left, right: atom() };
    }
    return left;
  };
  let left = product();
  while (tokens[pos] === '+' || tokens[pos] === '-') {
    const op = tokens[pos++] as '+' | '-';
    left = { k: 'bin', op, left, right: product() };
  }
  if (pos !== tokens.length) throw new Error(`signature table: bad numeral expression '${text}'`);
  return left;
}

const isSortVar = (s: string): boolean => s.length === 1 && s >= 'A' && s <= 'Z';

function compileSort(e: SExp, slots: SlotTable, nested: boolean): SortPattern {
  if (typeof e === 'string') {
    if (isSortVar(e)) {
      const slot = slots.slot(e);
      if (nested) slots.nested.add(slot);
      return { k: 'var', slot, name: e };
    }
    return { k: 'sort', sort: internSort(e, [], []) };
  }
  let name: string;
  let indices: NatExpr[] = [];
  let rest: SExp[];
  const head = e[0];
  if (Array.isArray(head)) {
    // ((_ Name i…) args…)
    name = head[1] as string;
    indices = head.slice(2).map((i) => compileNat(i as string, slots));
    rest = e.slice(1);
  } else if (head === '_') {
    name = e[1] as string;
    indices = e.slice(2).map((i) => compileNat(i as string, slots));
    rest = [];
  } else {
    name = head as string;
    rest = e.slice(1);
  }
  const args = rest.map((a) => compileSort(a, slots, true));
  const ground = indices.every((i) => i.k === 'lit') && args.every((a) => a.k === 'sort');
  if (ground) {
    const values = indices.map((i) => (i as { value: number }).value);
    return {
      k: 'sort',
      sort: internSort(
        name,
        values,
        args.map((a) => (a as { sort: Sort }).sort),
      ),
    };
  }
  return { k: 'app', name, indices, args };
}

function compileConstraint(text: string, slots: SlotTable): Constraint {
  const m = /^(.+?)\s*(>=|<=|>|<|=)\s*(.+)$/.exec(text);
  if (!m) throw new Error(`signature table: bad side condition '${text}'`);
  return {
    left: compileNat(m[1]!.replace(/\s+/g, ''), slots),
    rel: m[2] as Relation,
    right: compileNat(m[3]!.replace(/\s+/g, ''), slots),
    text,
  };
}

/** One operator signature, compiled from its pattern texts. */
export function op(name: string, args: readonly string[], result: string, options: OpOptions = {}): OpSpec {
  const slots = new SlotTable();
  const indices = options.indices ?? [];
  for (const i of indices) slots.slot(i);
  const argPatterns = args.map((a) => compileSort(readSExp(a), slots, false));
  const resultPattern = compileSort(readSExp(result), slots, false);
  const where = (options.where ?? []).map((w) => compileConstraint(w, slots));
  const arity = options.arity ?? 'fixed';
  if (arity !== 'fixed' && args.length !== 2) {
    throw new Error(`signature table: ${name}: a ${arity} operator needs a binary signature`);
  }
  const widenable = slots.names.map((_, i) => !slots.nested.has(i));
  const resultArg = resultPattern.k === 'app' ? args.findIndex((a) => a === result) : -1;
  return {
    name,
    indices,
    args: argPatterns,
    result: resultPattern,
    arity,
    minArgs: options.minArgs ?? args.length,
    where,
    whereMessage: options.whereMessage ?? `invalid indices for ${name}`,
    slots: slots.names.length,
    widenable,
    resultArg,
    argText: args,
    resultText: result,
    expects: options.expects,
  };
}

/** Sort symbols a theory contributes: `(_ BitVec n)` has 1 index; `Array` has 2 sort arguments. */
export interface SortSymbol {
  readonly name: string;
  readonly indices: number;
  readonly args: number;
  /** A name that stands for a fixed sort, e.g. Float32 = (_ FloatingPoint 8 24). */
  readonly alias?: Sort;
}

export interface Theory {
  readonly name: TheoryName;
  readonly sorts: readonly SortSymbol[];
  readonly ops: readonly Signature[];
}

export function theory(name: TheoryName, sorts: readonly SortSymbol[], ops: readonly OpSpec[]): Theory {
  return { name, sorts, ops: ops.map((o) => ({ ...o, theory: name })) };
}

/** Shorthand for an operator that folds a binary signature over its arguments, left to right. */
export const leftAssoc = (name: string, arg: string, result = arg, options: OpOptions = {}): OpSpec =>
  op(name, [arg, arg], result, { arity: 'left-assoc', ...options });

/** Shorthand for a chainable relation over two arguments of one pattern. */
export const chainable = (name: string, arg: string, options: OpOptions = {}): OpSpec =>
  op(name, [arg, arg], 'Bool', { arity: 'chainable', ...options });
