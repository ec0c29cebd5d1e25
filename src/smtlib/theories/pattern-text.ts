// The compiler of the signature pattern language (see signature.ts): pattern texts → slot-numbered
// patterns, once, at module load. A table mistake is a programming error and throws here.
import { dialectMask } from '../dialect.js';
import type { Sort } from '../sort.js';
import { internSort } from './intern.js';
import type {
  ArityKind,
  CompiledSortSymbol,
  Constraint,
  NatExpr,
  OpOptions,
  OpSpec,
  Relation,
  SlotKind,
  SortPattern,
  SortSymbol,
  Theory,
  TheoryName,
  Variadic,
} from './signature.js';

export type { OpSpec } from './signature.js';

/**
 * An n-ary operator applied to one argument, as Z3 reads it (`(+ x)` is x, `(< x)` true; measured on
 * z3 4.8.12, 4.8.17 and 5.2.0, which all read these; cvc5 1.0.3 refuses them). Mutators carry such seeds
 * but never introduce the form.
 */
export function oneArgument(name: string, arg: string, result = arg, options: OpOptions = {}): OpSpec {
  return op(name, [arg], result, { dialects: 'z3', introduce: false, ...options });
}

class SlotTable {
  readonly names: string[] = [];
  readonly kinds: SlotKind[] = [];
  readonly nested = new Set<number>();
  general = false;
  slot(name: string, kind: SlotKind): number {
    const i = this.names.indexOf(name);
    if (i >= 0) {
      if (this.kinds[i] !== kind) throw new Error(`signature table: '${name}' used as ${this.kinds[i]} and ${kind}`);
      return i;
    }
    this.names.push(name);
    this.kinds.push(kind);
    return this.names.length - 1;
  }
}

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

const SORT_VAR = /^[A-Z]$/;
const SORT_LIST = /^[A-Z]\*$/;
const SORT_LIST_AT = /^([A-Z]\*)\[(.+)\]$/;
const NAT_LIST = /^[a-z][a-z0-9]*\*$/;

function compileNat(text: string, slots: SlotTable): NatExpr {
  // `i*` is an index list only where no operand follows the star (`n*i` is a product).
  const tokens =
    text.match(/#[A-Z]\*|#[a-z][a-z0-9]*\*|#|[a-z][a-z0-9]*\*(?![a-z0-9])|[a-z][a-z0-9]*|[0-9]+|[-+*%]/g) ?? [];
  let pos = 0;
  const atom = (): NatExpr => {
    const t = tokens[pos++];
    if (t === undefined) throw new Error(`signature table: bad numeral expression '${text}'`);
    if (/^[0-9]+$/.test(t)) return { k: 'lit', value: Number(t) };
    if (t === '#') {
      slots.general = true;
      return { k: 'args' };
    }
    if (t.startsWith('#')) {
      slots.general = true;
      const name = t.slice(1);
      return { k: 'len', slot: slots.slot(name, SORT_LIST.test(name) ? 'sorts' : 'nats'), name };
    }
    if (NAT_LIST.test(t)) {
      slots.general = true;
      return { k: 'var', slot: slots.slot(t, 'nats'), name: t };
    }
    if (/^[a-z]/.test(t)) return { k: 'var', slot: slots.slot(t, 'nat'), name: t };
    throw new Error(`signature table: bad numeral expression '${text}'`);
  };
  const product = (): NatExpr => {
    let left = atom();
    while (tokens[pos] === '*' || tokens[pos] === '%') {
      const op = tokens[pos++] as '*' | '%';
      left = { k: 'bin', op, left, right: atom() };
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

const REPETITION: NatExpr = { k: 'rep' };

/**
 * `repeat`: compiling the pattern of a `P...` argument, where `A*` collects one element per argument
 * (the element at the argument's position in the run).
 */
function compileSort(e: SExp, slots: SlotTable, nested: boolean, repeat: boolean): SortPattern {
  if (typeof e === 'string') {
    if (SORT_VAR.test(e)) {
      const slot = slots.slot(e, 'sort');
      if (nested) slots.nested.add(slot);
      return { k: 'var', slot, name: e };
    }
    if (SORT_LIST.test(e)) {
      slots.general = true;
      const slot = slots.slot(e, 'sorts');
      if (repeat) return { k: 'at', list: slot, index: REPETITION, name: e };
      if (!nested) throw new Error(`signature table: a list '${e}' stands only among sort arguments`);
      return { k: 'list', slot, name: e };
    }
    const at = SORT_LIST_AT.exec(e);
    if (at) {
      slots.general = true;
      const list = slots.slot(at[1]!, 'sorts');
      const inner = at[2]!;
      if (NAT_LIST.test(inner)) return { k: 'pick', list, indices: slots.slot(inner, 'nats'), name: e };
      return { k: 'at', list, index: compileNat(inner, slots), name: e };
    }
    return { k: 'sort', sort: internSort(e, [], []) };
  }
  const head = e[0];
  if (head === 'rev') {
    const inner = e[1];
    if (typeof inner !== 'string' || !SORT_LIST.test(inner)) throw new Error('signature table: (rev A*) takes a list');
    slots.general = true;
    return { k: 'rev', list: slots.slot(inner, 'sorts'), name: `(rev ${inner})` };
  }
  let name: string;
  let indices: NatExpr[] = [];
  let rest: SExp[];
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
  const args = rest.map((a) => compileSort(a, slots, true, repeat));
  const segments = args.some((a) => a.k === 'list' || a.k === 'pick' || a.k === 'rev');
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
  return { k: 'app', name, indices, args, segments };
}

/** One sort pattern text, for callers outside the tables (sort symbol expansions). */
export function compileSortText(text: string): SortPattern {
  return compileSort(readSExp(text), new SlotTable(), true, false);
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

function compileArg(
  text: string,
  i: number,
  slots: SlotTable,
): { pattern: SortPattern; variadic?: Omit<Variadic, 'min'> } {
  if (text.endsWith('...')) {
    slots.general = true;
    return {
      pattern: compileSort(readSExp(text.slice(0, -3)), slots, false, true),
      variadic: { at: i, kind: 'repeat' },
    };
  }
  if (SORT_LIST.test(text)) {
    slots.general = true;
    return { pattern: { k: 'list', slot: slots.slot(text, 'sorts'), name: text }, variadic: { at: i, kind: 'list' } };
  }
  return { pattern: compileSort(readSExp(text), slots, false, false) };
}

/** One operator signature, compiled from its pattern texts. */
export function op(name: string, args: readonly string[], result: string, options: OpOptions = {}): OpSpec {
  const slots = new SlotTable();
  const indices = options.indices ?? [];
  const functions = options.functionIndices ?? {};
  const sortIndices = options.sortIndices ?? [];
  const symbolIndices = options.symbolIndices ?? [];
  const indexKinds = indices.map((ix, k) => {
    if (symbolIndices.includes(ix)) {
      slots.general = true;
      slots.slot(ix, 'fun');
      return 'sym' as const;
    }
    if (sortIndices.includes(ix)) {
      slots.general = true;
      slots.slot(ix, 'sort');
      return 'sort' as const;
    }
    if (ix in functions) {
      slots.general = true;
      slots.slot(ix, 'fun');
      return 'fun' as const;
    }
    if (NAT_LIST.test(ix)) {
      if (k !== indices.length - 1) throw new Error(`signature table: ${name}: an index list comes last`);
      slots.general = true;
      slots.slot(ix, 'nats');
      return 'nats' as const;
    }
    slots.slot(ix, 'nat');
    return 'nat' as const;
  });
  let variadic: Variadic | undefined;
  const argPatterns = args.map((a, i) => {
    const c = compileArg(a, i, slots);
    if (c.variadic) {
      if (variadic) throw new Error(`signature table: ${name}: at most one variadic argument`);
      variadic = { ...c.variadic, min: c.variadic.kind === 'repeat' ? 1 : (options.minArgs ?? 0) };
    }
    return c.pattern;
  });
  const resultPattern = compileSort(readSExp(result), slots, false, false);
  if (resultPattern.k === 'list' || resultPattern.k === 'pick' || resultPattern.k === 'rev') {
    throw new Error(`signature table: ${name}: the result is one sort`);
  }
  const functionIndices = indices.map((ix) =>
    ix in functions ? compileSort(readSExp(functions[ix]!), slots, true, false) : undefined,
  );
  const where = (options.where ?? []).map((w) => compileConstraint(w, slots));
  const arity: ArityKind = options.arity ?? 'fixed';
  if (arity !== 'fixed' && (args.length !== 2 || variadic)) {
    throw new Error(`signature table: ${name}: a ${arity} operator needs a binary signature`);
  }
  const widenable = slots.names.map((_, i) => slots.kinds[i] === 'sort' && !slots.nested.has(i));
  const general = slots.general;
  const resultArg = resultPattern.k === 'app' && !general ? args.findIndex((a) => a === result) : -1;
  const minArgs = variadic ? args.length - 1 + variadic.min : (options.minArgs ?? args.length);
  return {
    name,
    indices,
    indexKinds,
    functionIndices,
    args: argPatterns,
    result: resultPattern,
    arity,
    minArgs,
    variadic,
    general,
    where,
    whereMessage: options.whereMessage ?? `invalid indices for ${name}`,
    slots: slots.names.length,
    slotKinds: slots.kinds,
    widenable,
    resultArg,
    argText: args,
    resultText: result,
    expects: options.expects,
    note: options.note,
    aliasOf: options.aliasOf,
    introduce: options.introduce ?? true,
    exact: options.exact ?? false,
    dialectText: options.dialects,
  };
}

export interface TheoryOptions {
  /** The readers of the theory's operators and sorts: `'smtlib z3 cvc5'` (default), `'cvc5'`, `'z3'`. */
  dialects?: string;
}

export function theory(
  name: TheoryName,
  sorts: readonly SortSymbol[],
  ops: readonly OpSpec[],
  options: TheoryOptions = {},
): Theory {
  const dialects = dialectMask(options.dialects ?? 'smtlib z3 cvc5');
  const compiledSorts: CompiledSortSymbol[] = sorts.map((s) => {
    const { dialects: text, expands, ...rest } = s;
    const mask = text === undefined ? dialects : dialectMask(text);
    return expands === undefined
      ? { ...rest, dialects: mask }
      : { ...rest, dialects: mask, expands: compileSortText(expands) };
  });
  return {
    name,
    sorts: compiledSorts,
    dialects,
    ops: ops.map(({ dialectText, ...o }) => ({
      ...o,
      theory: name,
      dialects: dialectText === undefined ? dialects : dialectMask(dialectText),
    })),
  };
}

/** Shorthand for an operator that folds a binary signature over its arguments, left to right. */
export const leftAssoc = (name: string, arg: string, result = arg, options: OpOptions = {}): OpSpec =>
  op(name, [arg, arg], result, { arity: 'left-assoc', ...options });

/** Shorthand for a chainable relation over two arguments of one pattern. */
export const chainable = (name: string, arg: string, options: OpOptions = {}): OpSpec =>
  op(name, [arg, arg], 'Bool', { arity: 'chainable', ...options });
