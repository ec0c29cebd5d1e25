// Evaluates terms under a model. Three-valued: every answer is a value or `unknown` with a reason;
// nothing is guessed. Bool connectives follow Kleene logic (false ∧ unknown = false), which is what
// lets partially known terms (and quantifier bodies with unknown variables) still get an answer. Every term node
// and every value built spends the budget (budget.ts, value-size.ts); a term whose evaluation runs out of it is
// `unknown`, marked as given up.
import type { AppTerm, SortedVar, Term } from '../ast.js';
import {
  applyFunction,
  applyTerm,
  arrayOperation,
  asArray,
  constantArray,
  functionAsValue,
  lambdaArray,
  selectAt,
  storeChain,
} from './array-terms.js';
import { BudgetExceeded, EvalBudget, metered } from './budget.js';
import { connective } from './connectives.js';
import type { EvalContext, FunctionDefinition } from './context.js';
import { datatypeOperation, matchCase } from './datatype-ops.js';
import { numberOf, valuesEqual } from './equality.js';
import { argumentsKey, compileTable, type FunctionTable } from './function-table.js';
import {
  firstUnknown,
  illSorted,
  isKnownBool,
  knownValues,
  type Callable,
  type Env,
  type Interpreter,
} from './interpreter.js';
import { charConstant, indexedBitVector, literalValue } from './literals.js';
import type { ModelFunction } from './model.js';
import { ARITH_OPS } from './ops/arith.js';
import { BV_OPS } from './ops/bv.js';
import { FP_OPS, ROUNDING_MODE_CONSTANTS, floatConstant } from './ops/fp.js';
import type { Op } from './ops/op.js';
import { CHARACTER_OPS } from './ops/characters.js';
import { FF_OPS, finiteFieldConstant } from './ops/finite-fields.js';
import { eqRange, mapArrays, z3SetOperation } from './z3-array-ops.js';
import { INTEGER_BIT_OPS, PSEUDO_BOOLEAN_OPS } from './ops/integer-bits.js';
import { SEQUENCE_OPS } from './ops/sequences.js';
import { BAG_OPS, SET_OPS } from './ops/sets.js';
import { REGEX_CONSTANTS, STRING_OPS } from './ops/strings.js';
import { emptyCollection, RELATION_OPS, TABLE_OPS, TUPLE_OPS } from './ops/tuples.js';
import { quantifier } from './quantifiers.js';
import { resolveSort } from './resolve-sort.js';
import { admit } from './value-size.js';
import { FALSE, TRUE, known, unknown, type EvalResult, type Value } from './value.js';
import { isPlain } from '../terms/query.js';

const THEORY_OPS: ReadonlyMap<string, Op> = new Map([
  ...ARITH_OPS,
  ...BV_OPS,
  ...STRING_OPS,
  ...FP_OPS,
  ...SET_OPS,
  ...BAG_OPS,
  ...TUPLE_OPS,
  ...RELATION_OPS,
  ...TABLE_OPS,
  ...FF_OPS,
  ...INTEGER_BIT_OPS,
  ...CHARACTER_OPS,
  ...PSEUDO_BOOLEAN_OPS,
  // After the string operators: the shared names dispatch on strings or sequences.
  ...SEQUENCE_OPS,
]);

/** Z3 interprets division by zero with these model functions (when the model defines them). */
const DIVISION_BY_ZERO: Readonly<Record<string, string>> = { '/': '/0', div: 'div0', mod: 'mod0', rem: 'rem0' };

/** A result whose value the budget admits (value-size.ts): measured and charged the first time it is seen. */
function admitted(r: EvalResult): EvalResult {
  if (r.kind === 'value') admit(r.value);
  return r;
}

export class Evaluator implements Interpreter {
  private env: Env = new Map();
  private recursion = 0;
  private quantifierBodiesLeft = 0;
  private budget: EvalBudget;
  private readonly constants = new Map<Callable, EvalResult>();
  /** The constants whose values are being computed (a cycle of definitions comes back to one of them). */
  private readonly computing = new Set<Callable>();
  private readonly tables = new Map<Callable, FunctionTable>();

  constructor(readonly ctx: EvalContext) {
    this.budget = new EvalBudget(ctx.limits);
  }

  captureScope(): Env {
    return new Map(this.env);
  }

  spendQuantifierBody(): boolean {
    if (this.quantifierBodiesLeft <= 0) return false;
    this.quantifierBodiesLeft--;
    return true;
  }

  /**
   * Evaluates a closed term within `budget` (a fresh one of the context's limits by default; a model check passes
   * one for all its assertions). Never throws: internal failures become `unknown`.
   */
  evaluate(term: Term, budget = new EvalBudget(this.ctx.limits)): EvalResult {
    const saved = this.env;
    const savedRecursion = this.recursion;
    const savedBudget = this.budget;
    this.env = new Map();
    this.quantifierBodiesLeft = this.ctx.limits.quantifierBodies;
    this.budget = budget;
    try {
      return metered(budget, () => this.evalTerm(term));
    } catch (e) {
      if (e instanceof BudgetExceeded)
        return { kind: 'unknown', reason: `evaluation budget: ${e.message}`, gaveUp: true };
      if (e instanceof RangeError) return unknown('nesting too deep');
      return unknown(`internal error: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      this.env = saved;
      this.recursion = savedRecursion;
      this.budget = savedBudget;
    }
  }

  evalTerm(term: Term): EvalResult {
    this.budget.spend(1);
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
            return admitted(literalValue(t.lit));
          case 'annot':
            t = t.term;
            continue;
          case 'let': {
            const values = t.bindings.map((b) => this.evalTerm(b.term));
            t.bindings.forEach((b, i) => bind(b.name, values[i]!));
            t = t.body;
            continue;
          }
          case 'match': {
            const chosen = matchCase(this, t);
            if ('kind' in chosen) return chosen;
            chosen.bindings.forEach(([name, value]) => bind(name, known(value)));
            t = chosen.body;
            continue;
          }
          case 'forall':
          case 'exists':
            return quantifier(this, t);
          case 'lambda':
            return lambdaArray(this, t);
          case 'apply':
            return applyTerm(this, t);
          case 'app': {
            if ((t.id.symbol !== 'ite' && t.id.symbol !== 'if') || t.args.length !== 3 || !isPlain(t))
              return this.app(t);
            const cond = this.evalTerm(t.args[0]!);
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
    const va = this.evalTerm(a);
    const vb = this.evalTerm(b);
    if (va.kind === 'value' && vb.kind === 'value' && valuesEqual(va.value, vb.value) === true) return va;
    return cond;
  }

  withBindings(names: readonly string[], values: readonly EvalResult[], body: () => EvalResult): EvalResult {
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
  call(params: readonly SortedVar[], body: Term, args: readonly EvalResult[], captured?: Env): EvalResult {
    const saved = this.env;
    this.env = captured ? new Map(captured) : new Map();
    params.forEach((p, i) => this.env.set(p.name, args[i]!));
    try {
      return this.evalTerm(body);
    } finally {
      this.env = saved;
    }
  }

  // ---- applications --------------------------------------------------------------------------

  private app(t: AppTerm): EvalResult {
    const { symbol } = t.id;
    if (isPlain(t)) {
      const local = this.env.get(symbol);
      if (local && t.args.length === 0) return local;
      // Z3's `(q 0)`: a bound variable of an array sort applied like a function.
      if (local)
        return this.arrayAt(
          local,
          t.args.map((a) => this.evalTerm(a)),
        );
      const value = connective(this, symbol, t.args);
      if (value) return value;
      if (symbol === 'store' && t.args.length === 3) return admitted(storeChain(this, t));
    }
    if (symbol === 'const' && t.qual && t.args.length === 1) return constantArray(this, t);
    if (symbol === 'as-array' && t.args.length === 0) return asArray(this, t);
    const args = t.args.map((a) => this.evalTerm(a));
    return admitted(this.apply(t, args));
  }

  private apply(t: AppTerm, args: readonly EvalResult[]): EvalResult {
    const { symbol, indices } = t.id;
    const plain = indices.length === 0;
    // Z3 lets a declared symbol overload a theory one (a constant named `fp`), so arity decides.
    const definition = plain ? this.ctx.definitions.get(symbol) : undefined;
    if (definition && definition.params.length === args.length) return this.callDefinition(definition, args);
    const datatype = datatypeOperation(this, t, args);
    if (datatype) return datatype;
    const modelFunction = plain ? this.ctx.model.functions.get(symbol) : undefined;
    if (modelFunction && modelFunction.params.length === args.length)
      return this.callModelFunction(modelFunction, args);
    if (modelFunction && args.length === 0) return functionAsValue(this, modelFunction);
    if (args.length === 0) {
      const constant = this.constant(t);
      if (constant) return constant;
    }
    if (symbol === 'map' && !plain) return mapArrays(this, t, args, THEORY_OPS);
    if (plain) {
      const set = z3SetOperation(symbol, args);
      if (set) return set;
      if (symbol === 'eqrange' && args.length === 4) return eqRange(args);
    }
    if (symbol === '@' && plain) {
      // cvc5's higher-order application, in full (a partial one is a function we do not build).
      const values = knownValues(args);
      if (!values) return firstUnknown(args)!;
      return applyFunction(values[0]!, values.slice(1));
    }
    const op = THEORY_OPS.get(symbol);
    if (op || symbol === 'select' || symbol === 'store') {
      const values = knownValues(args);
      if (!values) return firstUnknown(args)!;
      if (symbol === 'select' || symbol === 'store') return arrayOperation(symbol, values);
      const byZero = this.divisionByZero(symbol, values, args);
      return byZero ?? op!(values, indices);
    }
    // Z3 applies an array constant like a function, and reads a function as the array of its graph (after
    // the theory operators: Z3 lets a constant named `fp` beside the operator fp).
    if (definition && definition.params.length === 0) return this.arrayAt(this.callDefinition(definition, []), args);
    if (definition && args.length === 0) return functionAsValue(this, definition);
    if (modelFunction?.params.length === 0) return this.arrayAt(this.callModelFunction(modelFunction, []), args);
    if (plain && this.ctx.declared.has(symbol)) return unknown('no model value for a declared symbol');
    return unknown(`unsupported operation ${symbol}`);
  }

  /** An array value (of a variable, a constant or a definition) selected at argument terms or values. */
  private arrayAt(array: EvalResult, args: readonly EvalResult[]): EvalResult {
    const results = [array, ...args];
    const values = knownValues(results);
    if (!values) return firstUnknown(results)!;
    return selectAt(values[0]!, values.slice(1));
  }

  /** Division by zero takes the model's interpretation (Z3's `/0`, `div0`, `mod0`) or is unknown. */
  private divisionByZero(
    symbol: string,
    values: readonly Value[],
    args: readonly EvalResult[],
  ): EvalResult | undefined {
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

  callModelFunction(f: ModelFunction, args: readonly EvalResult[]): EvalResult {
    if (f.params.length !== args.length) return illSorted(f.name);
    if (f.params.length === 0) return this.cachedConstant(f, () => this.call([], f.body, []));
    const values = knownValues(args);
    const key = values ? argumentsKey(values) : undefined;
    if (key !== undefined) {
      const table = this.tableOf(f);
      return this.call(f.params, table.rows.get(key)?.branch ?? table.elseBranch, args);
    }
    return this.call(f.params, f.body, args);
  }

  private cachedConstant(c: Callable & { readonly name: string }, compute: () => EvalResult): EvalResult {
    let r = this.constants.get(c);
    if (r) return r;
    // Asked for again while its own value is being computed: defined through itself (self-defined.ts), no value.
    if (this.computing.has(c)) return unknown(`${c.name} is defined in terms of itself`);
    this.computing.add(c);
    try {
      this.constants.set(c, (r = compute()));
    } finally {
      this.computing.delete(c);
    }
    return r;
  }

  tableOf(f: Callable): FunctionTable {
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
    if (indices.length > 0)
      return indexedBitVector(symbol, indices) ?? floatConstant(symbol, indices) ?? charConstant(symbol, indices);
    if (symbol === 'true') return known(TRUE);
    if (symbol === 'false') return known(FALSE);
    const rm = ROUNDING_MODE_CONSTANTS.get(symbol);
    if (rm) return known(rm);
    const re = REGEX_CONSTANTS.get(symbol);
    if (re) return known({ kind: 'regex', regex: re });
    const qualSort = t.qual ? resolveSort(t.qual, this.ctx.sortDefinitions) : t.sort;
    const empty = emptyCollection(symbol, qualSort) ?? finiteFieldConstant(symbol, qualSort);
    if (empty) return known(empty);
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
}
