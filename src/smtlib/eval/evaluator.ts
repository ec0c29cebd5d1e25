// Evaluates terms under a model. Three-valued: every answer is a value or `unknown` with a reason;
// nothing is guessed. Bool connectives follow Kleene logic (false ∧ unknown = false), which is what
// lets partially known terms (and quantifier bodies with unknown variables) still get an answer.
import type { AppTerm, LambdaTerm, MatchTerm, QuantTerm, SortedVar, Term } from '../ast.js';
import { arraySort, sortOf, type Sort } from '../sort.js';
import { arrayOf, constArray, select, store, storeInto, type ArrayValue } from './arrays.js';
import type { EvalContext, FunctionDefinition } from './context.js';
import { enumerateSort } from './domains.js';
import { isUnknown, numberOf, valueKey, valuesEqual } from './equality.js';
import { argumentsKey, compileTable, type FunctionTable } from './function-table.js';
import { indexedBitVector, literalValue } from './literals.js';
import type { ModelFunction } from './model.js';
import { ARITH_OPS } from './ops/arith.js';
import { BV_OPS } from './ops/bv.js';
import { FP_OPS, ROUNDING_MODE_CONSTANTS, floatConstant } from './ops/fp.js';
import type { Op } from './ops/op.js';
import { REGEX_CONSTANTS, STRING_OPS } from './ops/strings.js';
import { resolveSort } from './resolve-sort.js';
import { FALSE, TRUE, boolValue, known, unknown, type ArrayEntry, type EvalResult, type Value } from './value.js';

const THEORY_OPS: ReadonlyMap<string, Op> = new Map([...ARITH_OPS, ...BV_OPS, ...STRING_OPS, ...FP_OPS]);

/** Z3 interprets division by zero with these model functions (when the model defines them). */
const DIVISION_BY_ZERO: Readonly<Record<string, string>> = { '/': '/0', div: 'div0', mod: 'mod0', rem: 'rem0' };

type Env = Map<string, EvalResult>;
type Callable = { readonly params: readonly SortedVar[]; readonly body: Term };

const isKnownBool = (r: EvalResult): r is { kind: 'value'; value: { kind: 'bool'; value: boolean } } =>
  r.kind === 'value' && r.value.kind === 'bool';

const illSorted = (what: string): EvalResult => unknown(`ill-sorted application of ${what}`);

function firstUnknown(args: readonly EvalResult[]): EvalResult | undefined {
  return args.find((a) => a.kind === 'unknown');
}

const isPlain = (t: AppTerm): boolean => t.id.indices.length === 0 && !t.qual;

export class Evaluator {
  private env: Env = new Map();
  private recursion = 0;
  private readonly constants = new Map<Callable, EvalResult>();
  private readonly tables = new Map<Callable, FunctionTable>();

  constructor(private readonly ctx: EvalContext) {}

  /** Evaluates a closed term. Never throws: internal failures become `unknown`. */
  evaluate(term: Term): EvalResult {
    const saved = this.env;
    const savedRecursion = this.recursion;
    this.env = new Map();
    try {
      return this.eval(term);
    } catch (e) {
      if (e instanceof RangeError) return unknown('nesting too deep');
      return unknown(`internal error: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      this.env = saved;
      this.recursion = savedRecursion;
    }
  }

  private eval(term: Term): EvalResult {
    const restore: [string, EvalResult | undefined][] = [];
    const bind = (name: string, value: EvalResult): void => {
      restore.push([name, this.env.get(name)]);
      this.env.set(name, value);
    };
    try {
      let t = term;
      // Tail positions (let/ite/match bodies, annotations) loop instead of recursing, so long
      // chains do not grow the stack.
      for (;;) {
        switch (t.kind) {
          case 'const':
            return literalValue(t.lit);
          case 'annot':
            t = t.term;
            continue;
          case 'let': {
            const values = t.bindings.map((b) => this.eval(b.term));
            t.bindings.forEach((b, i) => bind(b.name, values[i]!));
            t = t.body;
            continue;
          }
          case 'match': {
            const chosen = this.matchCase(t);
            if ('kind' in chosen) return chosen;
            chosen.bindings.forEach(([name, value]) => bind(name, known(value)));
            t = chosen.body;
            continue;
          }
          case 'forall':
          case 'exists':
            return this.quantifier(t);
          case 'lambda':
            return this.lambda(t);
          case 'app': {
            if (t.id.symbol !== 'ite' || t.args.length !== 3 || !isPlain(t)) return this.app(t);
            const cond = this.eval(t.args[0]!);
            if (isKnownBool(cond)) {
              t = cond.value.value ? t.args[1]! : t.args[2]!;
              continue;
            }
            return cond.kind === 'unknown' ? this.iteOfUnknown(cond, t.args[1]!, t.args[2]!) : illSorted('ite');
          }
        }
      }
    } finally {
      for (let i = restore.length - 1; i >= 0; i--) {
        const [name, old] = restore[i]!;
        if (old === undefined) this.env.delete(name);
        else this.env.set(name, old);
      }
    }
  }

  /** `(ite c a b)` with c unknown is still known when both branches agree. */
  private iteOfUnknown(cond: EvalResult, a: Term, b: Term): EvalResult {
    const va = this.eval(a);
    const vb = this.eval(b);
    if (va.kind === 'value' && vb.kind === 'value' && valuesEqual(va.value, vb.value) === true) return va;
    return cond;
  }

  private withBindings(names: readonly string[], values: readonly EvalResult[], body: () => EvalResult): EvalResult {
    const saved = names.map((n) => this.env.get(n));
    names.forEach((n, i) => this.env.set(n, values[i]!));
    try {
      return body();
    } finally {
      names.forEach((n, i) => {
        const old = saved[i];
        if (old === undefined) this.env.delete(n);
        else this.env.set(n, old);
      });
    }
  }

  /** Runs `body` of a function in a fresh scope holding only its parameters (plus a closure's captures). */
  private call(params: readonly SortedVar[], body: Term, args: readonly EvalResult[], captured?: Env): EvalResult {
    const saved = this.env;
    this.env = captured ? new Map(captured) : new Map();
    params.forEach((p, i) => this.env.set(p.name, args[i]!));
    try {
      return this.eval(body);
    } finally {
      this.env = saved;
    }
  }

  // ---- applications --------------------------------------------------------------------------

  private app(t: AppTerm): EvalResult {
    const { symbol } = t.id;
    if (isPlain(t)) {
      if (t.args.length === 0) {
        const local = this.env.get(symbol);
        if (local) return local;
      }
      const connective = this.connective(symbol, t.args);
      if (connective) return connective;
      if (symbol === 'store' && t.args.length === 3) return this.storeChain(t);
    }
    if (symbol === 'const' && t.qual && t.args.length === 1) return this.constArray(t);
    if (symbol === 'as-array' && t.args.length === 0) return this.asArray(t);
    const args = t.args.map((a) => this.eval(a));
    return this.apply(t, args);
  }

  private apply(t: AppTerm, args: readonly EvalResult[]): EvalResult {
    const { symbol, indices } = t.id;
    const plain = indices.length === 0;
    // Z3 lets a declared symbol overload a theory one (a constant named `fp`), so arity decides.
    const definition = plain ? this.ctx.definitions.get(symbol) : undefined;
    if (definition && definition.params.length === args.length) return this.callDefinition(definition, args);
    const datatype = this.datatypeOperation(t, args);
    if (datatype) return datatype;
    const modelFunction = plain ? this.ctx.model.functions.get(symbol) : undefined;
    if (modelFunction && modelFunction.params.length === args.length) return this.callModelFunction(modelFunction, args);
    if (args.length === 0) {
      const constant = this.constant(t);
      if (constant) return constant;
    }
    const op = THEORY_OPS.get(symbol);
    if (op || symbol === 'select' || symbol === 'store') {
      const missing = firstUnknown(args);
      if (missing) return missing;
      const values = args.map((a) => (a as { value: Value }).value);
      if (symbol === 'select' || symbol === 'store') return this.arrayOperation(symbol, values);
      const byZero = this.divisionByZero(symbol, values, args);
      return byZero ?? op!(values, indices);
    }
    if (plain && this.ctx.declared.has(symbol)) return unknown('no model value for a declared symbol');
    return unknown(`unsupported operation ${symbol}`);
  }

  /** Division by zero takes the model's interpretation (Z3's `/0`, `div0`, `mod0`) or is unknown. */
  private divisionByZero(symbol: string, values: readonly Value[], args: readonly EvalResult[]): EvalResult | undefined {
    const fallback = DIVISION_BY_ZERO[symbol];
    if (!fallback || values.length < 2) return undefined;
    const divisors = values.slice(1).map(numberOf);
    if (!divisors.some((d) => d?.num === 0n)) return undefined;
    const f = this.ctx.model.functions.get(fallback);
    if (f && f.params.length === 2 && values.length === 2) return this.callModelFunction(f, args);
    return unknown(`division by zero (${symbol})`);
  }

  private callDefinition(def: FunctionDefinition, args: readonly EvalResult[]): EvalResult {
    if (def.params.length !== args.length) return illSorted(def.name);
    if (def.params.length === 0 && !def.recursive) return this.cachedConstant(def, () => this.call([], def.body, []));
    if (!def.recursive) return this.call(def.params, def.body, args);
    if (this.recursion >= this.ctx.limits.recursionDepth) return unknown('recursion depth limit');
    this.recursion++;
    try {
      return this.call(def.params, def.body, args);
    } finally {
      this.recursion--;
    }
  }

  private callModelFunction(f: ModelFunction, args: readonly EvalResult[]): EvalResult {
    if (f.params.length !== args.length) return illSorted(f.name);
    if (f.params.length === 0) return this.cachedConstant(f, () => this.call([], f.body, []));
    const values = args.every((a) => a.kind === 'value') ? args.map((a) => (a as { value: Value }).value) : undefined;
    const key = values ? argumentsKey(values) : undefined;
    if (key !== undefined) {
      const table = this.tableOf(f);
      return this.call(f.params, table.rows.get(key)?.branch ?? table.elseBranch, args);
    }
    return this.call(f.params, f.body, args);
  }

  private cachedConstant(c: Callable, compute: () => EvalResult): EvalResult {
    let r = this.constants.get(c);
    if (!r) this.constants.set(c, (r = compute()));
    return r;
  }

  private tableOf(f: Callable): FunctionTable {
    let table = this.tables.get(f);
    if (!table) {
      const unknownArgs = f.params.map(() => unknown('parameter'));
      table = compileTable(f.params, f.body, (t) => this.call(f.params, t, unknownArgs));
      this.tables.set(f, table);
    }
    return table;
  }

  /** Nullary built-ins: literals-by-name, indexed constants and uninterpreted-sort elements. */
  private constant(t: AppTerm): EvalResult | undefined {
    const { symbol, indices } = t.id;
    if (indices.length > 0) return indexedBitVector(symbol, indices) ?? floatConstant(symbol, indices);
    if (symbol === 'true') return known(TRUE);
    if (symbol === 'false') return known(FALSE);
    const rm = ROUNDING_MODE_CONSTANTS.get(symbol);
    if (rm) return known(rm);
    const re = REGEX_CONSTANTS.get(symbol);
    if (re) return known({ kind: 'regex', regex: re });
    const sort = this.ctx.model.elements.get(symbol);
    if (sort !== undefined) return known({ kind: 'uninterpreted', sort, name: symbol });
    // cvc5's abstract values `(as @uc_S_0 S)` / `@S_0`, Z3's `S!val!0` when not declared in the model.
    const z3Element = /^(.+)!val!\d+$/.exec(symbol);
    if (z3Element) return known({ kind: 'uninterpreted', sort: z3Element[1]!, name: symbol });
    if (symbol.startsWith('@')) {
      const qualSort = t.qual ? resolveSort(t.qual, this.ctx.sortDefinitions) : t.sort;
      return known({ kind: 'uninterpreted', sort: qualSort?.name ?? '?', name: symbol });
    }
    return undefined;
  }

  // ---- Bool connectives and equality (Kleene logic) -------------------------------------------

  private connective(symbol: string, args: readonly Term[]): EvalResult | undefined {
    switch (symbol) {
      case 'and':
        return this.junction(args, false);
      case 'or':
        return this.junction(args, true);
      case '=>':
        return this.implication(args);
      case 'not': {
        if (args.length !== 1) return illSorted('not');
        const r = this.eval(args[0]!);
        return isKnownBool(r) ? known(boolValue(!r.value.value)) : r.kind === 'unknown' ? r : illSorted('not');
      }
      case 'xor': {
        const rs = args.map((a) => this.eval(a));
        const missing = firstUnknown(rs);
        if (missing) return missing;
        if (!rs.every(isKnownBool) || rs.length < 2) return illSorted('xor');
        return known(boolValue(rs.reduce((acc, r) => acc !== (r as { value: { value: boolean } }).value.value, false)));
      }
      case '=':
        return this.equality(args.map((a) => this.eval(a)));
      case 'distinct':
        return this.distinct(args.map((a) => this.eval(a)));
      default:
        return undefined;
    }
  }

  /** `and` (decisive = false) or `or` (decisive = true). */
  private junction(args: readonly Term[], decisive: boolean): EvalResult {
    let pending: EvalResult | undefined;
    for (const a of args) {
      const r = this.eval(a);
      if (isKnownBool(r)) {
        if (r.value.value === decisive) return known(boolValue(decisive));
      } else if (r.kind === 'unknown') pending ??= r;
      else return illSorted(decisive ? 'or' : 'and');
    }
    return pending ?? known(boolValue(!decisive));
  }

  /** `(=> a₁ … aₙ b)`: right-associative, true when b is true or some aᵢ is false. */
  private implication(args: readonly Term[]): EvalResult {
    if (args.length < 2) return illSorted('=>');
    const conclusion = this.eval(args[args.length - 1]!);
    if (isKnownBool(conclusion) && conclusion.value.value) return known(TRUE);
    let pending = conclusion.kind === 'unknown' ? conclusion : undefined;
    if (!pending && !isKnownBool(conclusion)) return illSorted('=>');
    for (const a of args.slice(0, -1)) {
      const r = this.eval(a);
      if (isKnownBool(r)) {
        if (!r.value.value) return known(TRUE);
      } else if (r.kind === 'unknown') pending ??= r;
      else return illSorted('=>');
    }
    return pending ?? known(FALSE);
  }

  private equality(rs: readonly EvalResult[]): EvalResult {
    if (rs.length < 2) return illSorted('=');
    let pending: EvalResult | undefined;
    for (let i = 0; i + 1 < rs.length; i++) {
      const a = rs[i]!;
      const b = rs[i + 1]!;
      if (a.kind === 'unknown' || b.kind === 'unknown') {
        pending ??= a.kind === 'unknown' ? a : b;
        continue;
      }
      const same = valuesEqual(a.value, b.value);
      if (same === false) return known(FALSE);
      if (isUnknown(same)) pending ??= unknown(same.unknown);
    }
    return pending ?? known(TRUE);
  }

  private distinct(rs: readonly EvalResult[]): EvalResult {
    if (rs.length < 2) return illSorted('distinct');
    const keys = rs.map((r) => (r.kind === 'value' ? valueKey(r.value) : undefined));
    if (keys.every((k) => k !== undefined)) return known(boolValue(new Set(keys).size === keys.length));
    let pending: EvalResult | undefined;
    for (let i = 0; i < rs.length; i++) {
      for (let j = i + 1; j < rs.length; j++) {
        const a = rs[i]!;
        const b = rs[j]!;
        if (a.kind === 'unknown' || b.kind === 'unknown') {
          pending ??= a.kind === 'unknown' ? a : b;
          continue;
        }
        const same = valuesEqual(a.value, b.value);
        if (same === true) return known(FALSE);
        if (isUnknown(same)) pending ??= unknown(same.unknown);
      }
    }
    return pending ?? known(TRUE);
  }

  // ---- datatypes -----------------------------------------------------------------------------

  /** Constructor, selector or tester applications; undefined when `t` is none of those. */
  private datatypeOperation(t: AppTerm, args: readonly EvalResult[]): EvalResult | undefined {
    const { symbol, indices } = t.id;
    const table = this.ctx.datatypes;
    if (indices.length === 1 && symbol === 'is' && typeof indices[0] === 'string') return this.tester(indices[0], args);
    if (indices.length > 0) return undefined;
    const ctor = table.constructors.get(symbol);
    if (ctor) {
      if (args.length !== ctor.selectors.length) return illSorted(symbol);
      const missing = firstUnknown(args);
      if (missing) return missing;
      const values = args.map((a) => (a as { value: Value }).value);
      const sort = this.datatypeSort(t, ctor.datatype);
      return known(sort ? { kind: 'datatype', ctor: symbol, args: values, sort } : { kind: 'datatype', ctor: symbol, args: values });
    }
    const selector = table.selectors.get(symbol);
    if (selector && args.length === 1) {
      const [arg] = args as [EvalResult];
      if (arg.kind === 'unknown') return arg;
      if (arg.value.kind !== 'datatype') return illSorted(symbol);
      if (arg.value.ctor === selector.ctor) return known(arg.value.args[selector.index]!);
      const interpretation = this.ctx.model.functions.get(symbol);
      if (interpretation) return this.callModelFunction(interpretation, args);
      return unknown('selector applied to another constructor');
    }
    if (symbol.startsWith('is-') && table.constructors.has(symbol.slice(3))) return this.tester(symbol.slice(3), args);
    return undefined;
  }

  private tester(ctor: string, args: readonly EvalResult[]): EvalResult {
    if (args.length !== 1) return illSorted(`(_ is ${ctor})`);
    const [arg] = args as [EvalResult];
    if (arg.kind === 'unknown') return arg;
    if (arg.value.kind !== 'datatype') return illSorted(`(_ is ${ctor})`);
    return known(boolValue(arg.value.ctor === ctor));
  }

  private datatypeSort(t: AppTerm, datatype: string): Sort | undefined {
    if (t.qual) return resolveSort(t.qual, this.ctx.sortDefinitions);
    if (t.sort) return t.sort;
    const info = this.ctx.datatypes.datatypes.get(datatype);
    return info && info.params.length === 0 ? sortOf(datatype) : undefined;
  }

  private matchCase(t: MatchTerm): EvalResult | { bindings: [string, Value][]; body: Term } {
    const scrutinee = this.eval(t.scrutinee);
    if (scrutinee.kind === 'unknown') return scrutinee;
    const v = scrutinee.value;
    if (v.kind !== 'datatype') return illSorted('match');
    for (const c of t.cases) {
      const p = c.pattern;
      if (p.kind === 'ctor') {
        if (p.name === v.ctor) return { bindings: p.vars.map((name, i) => [name, v.args[i]!]), body: c.body };
      } else if (this.ctx.datatypes.constructors.has(p.name)) {
        if (p.name === v.ctor) return { bindings: [], body: c.body };
      } else {
        return { bindings: [[p.name, v]], body: c.body };
      }
    }
    return unknown('match without a matching case');
  }

  // ---- arrays --------------------------------------------------------------------------------

  private arrayOperation(symbol: 'select' | 'store', values: readonly Value[]): EvalResult {
    const [a, i, v] = values;
    if (a?.kind !== 'array' || !i) return illSorted(symbol);
    if (symbol === 'select') return values.length === 2 ? select(a, i) : unknown('multi-index select');
    return values.length === 3 && v ? store(a, i, v) : illSorted('store');
  }

  /** A chain `(store (store … i₁ v₁) i₂ v₂)` is built in one map, without recursing per level. */
  private storeChain(t: AppTerm): EvalResult {
    const chain: AppTerm[] = [];
    let base: Term = t;
    while (base.kind === 'app' && base.id.symbol === 'store' && base.args.length === 3 && isPlain(base)) {
      chain.push(base);
      base = base.args[0]!;
    }
    const start = this.eval(base);
    if (start.kind === 'unknown') return start;
    if (start.value.kind !== 'array') return illSorted('store');
    const array = start.value;
    const entries = new Map(array.entries);
    for (let k = chain.length - 1; k >= 0; k--) {
      const [, indexTerm, valueTerm] = chain[k]!.args as [Term, Term, Term];
      const index = this.eval(indexTerm);
      if (index.kind === 'unknown') return index;
      const value = this.eval(valueTerm);
      if (value.kind === 'unknown') return value;
      const problem = storeInto(entries, index.value, value.value);
      if (problem) return unknown(problem);
    }
    return known(arrayOf(entries, array.default, array.sort));
  }

  private constArray(t: AppTerm): EvalResult {
    const v = this.eval(t.args[0]!);
    if (v.kind === 'unknown') return v;
    const sort = t.qual ? resolveSort(t.qual, this.ctx.sortDefinitions) : t.sort;
    return known(constArray(v.value, sort));
  }

  /** Z3's `(_ as-array f)`: the array whose select is the model (or script) function f. */
  private asArray(t: AppTerm): EvalResult {
    const name = t.id.indices[0];
    const f = typeof name === 'string' ? (this.ctx.model.functions.get(name) ?? this.ctx.definitions.get(name)) : undefined;
    if (!f || t.id.indices.length !== 1) return unknown('as-array of an undefined function');
    const index = f.params[0] ? resolveSort(f.params[0].sort, this.ctx.sortDefinitions) : undefined;
    const element = 'sort' in f ? resolveSort(f.sort, this.ctx.sortDefinitions) : undefined;
    return this.arrayFromFunction(f, `(_ as-array ${name})`, index && element ? arraySort(index, element) : undefined);
  }

  private lambda(t: LambdaTerm): EvalResult {
    const captured = new Map(this.env);
    return this.arrayFromFunction({ params: t.vars, body: t.body }, '(lambda …)', t.sort, captured);
  }

  /** An array from a unary function: its ite-table becomes entries, the rest the default. */
  private arrayFromFunction(f: Callable, describe: string, sort: Sort | undefined, captured?: Env): EvalResult {
    if (f.params.length !== 1) return unknown('array of a function with several parameters');
    const unknownArg = [unknown('parameter')];
    const ground = (t: Term): EvalResult => this.call(f.params, t, unknownArg, captured);
    const table = captured ? compileTable(f.params, f.body, ground) : this.tableOf(f);
    const entries = new Map<string, ArrayEntry>();
    for (const [key, row] of table.rows) {
      const v = ground(row.branch);
      if (v.kind !== 'value') return known(this.functionArray(f, describe, sort, new Map(), f.body, captured));
      entries.set(key, { index: row.args[0]!, value: v.value });
    }
    const rest = ground(table.elseBranch);
    if (rest.kind === 'value') return known(arrayOf(entries, { kind: 'const', value: rest.value }, sort));
    return known(this.functionArray(f, describe, sort, entries, table.elseBranch, captured));
  }

  private functionArray(f: Callable, describe: string, sort: Sort | undefined, entries: Map<string, ArrayEntry>, rest: Term, captured?: Env): ArrayValue {
    const apply = (index: Value): EvalResult => this.call(f.params, rest, [known(index)], captured);
    return arrayOf(entries, { kind: 'function', apply, describe }, sort);
  }

  // ---- quantifiers ---------------------------------------------------------------------------

  /**
   * Decided when the body's value does not depend on the bound variables, or by expanding it over
   * finite domains (Bool, small bit-vectors, enumerations, uninterpreted sorts with a listed universe).
   */
  private quantifier(t: QuantTerm): EvalResult {
    const names = t.vars.map((v) => v.name);
    const blind = this.withBindings(names, names.map(() => unknown('quantifier')), () => this.eval(t.body));
    if (blind.kind === 'value') return blind;
    const limit = this.ctx.limits.quantifierInstances;
    const domains: Value[][] = [];
    let instances = 1;
    for (const v of t.vars) {
      const sort = resolveSort(v.sort, this.ctx.sortDefinitions);
      const domain = sort ? enumerateSort(sort, this.ctx, limit) : undefined;
      if (!domain) return unknown('quantifier');
      instances *= domain.length;
      if (instances > limit) return unknown('quantifier');
      domains.push(domain);
    }
    const forall = t.kind === 'forall';
    let pending: EvalResult | undefined;
    const counters = domains.map(() => 0);
    for (let n = 0; n < instances; n++) {
      const values = counters.map((c, i) => known(domains[i]![c]!));
      const r = this.withBindings(names, values, () => this.eval(t.body));
      if (isKnownBool(r)) {
        if (r.value.value !== forall) return known(boolValue(!forall));
      } else pending ??= r.kind === 'unknown' ? r : illSorted(t.kind);
      for (let i = 0; i < counters.length; i++) {
        if (++counters[i]! < domains[i]!.length) break;
        counters[i] = 0;
      }
    }
    return pending ?? known(boolValue(forall));
  }
}
