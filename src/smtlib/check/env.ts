// The symbol tables of a script being checked: declared/defined functions (overloadable, as CVC5
// allows), sorts, datatypes, bound variables, and the push/pop assertion levels that scope them.
import type { Vocabulary } from '../dialect.js';
import { INT, REAL, sortEquals, sortToString, type Sort } from '../sort.js';
import { isTheorySymbol } from '../theories/index.js';
import { installBuiltins } from './builtin-datatypes.js';
import type { ConstructorInfo, DatatypeInfo, FunSig, SortDef } from './symbols.js';

/** The sort of a bound variable whose own term was ill-sorted: uses of it are not reported again. */
export const POISON: Sort = { name: '<error>', indices: [], args: [] };

type Undo = { kind: 'fun'; name: string } | { kind: 'sort'; name: string; previous: SortDef | undefined };

/** Logics with reals but no integers read numerals as reals (SMT-LIB Reals theory). */
export function numeralSortForLogic(logic: string): Sort {
  const core = logic.startsWith('QF_') ? logic.slice(3) : logic;
  return /[LN]RA$|RDL$/.test(core) ? REAL : INT;
}

export class Env {
  logic: string | undefined;
  /** The sort of a numeral literal: Int, or Real in a reals-only logic. */
  numeralSort: Sort = INT;
  /**
   * Exact sorts only. By default an Int is accepted where a Real is expected, as Z3 and CVC5 do;
   * a mutator that must stay well-sorted in every solver can check its output strictly.
   */
  strict = false;
  /**
   * The dialects the script must be read in (see dialect.ts): theory symbols, sorts and syntax that some
   * of them do not read are errors. Undefined: every dialect's symbols are accepted.
   */
  vocabulary: Vocabulary | undefined;
  /** `:global-declarations`: declarations survive pop and reset-assertions. */
  globalDeclarations = false;

  /** How many visible user functions share a name with a theory operator (they take precedence). */
  theoryShadows = 0;

  constructor(vocabulary?: Vocabulary) {
    this.vocabulary = vocabulary;
    installBuiltins(this.funs, this.sorts);
  }

  private readonly funs = new Map<string, FunSig[]>();
  private readonly sorts = new Map<string, SortDef>();
  /** The instances `(D S…)` of each parametric datatype the script has written so far, by their text. */
  private readonly instances = new Map<string, Map<string, Sort>>();
  private readonly locals = new Map<string, Sort>();
  // Parallel arrays rather than records: one binding per let/quantifier variable, on the hot path.
  private readonly undoNames: string[] = [];
  private readonly undoSorts: (Sort | undefined)[] = [];
  private readonly undo: Undo[] = [];
  /** undo.length at each push. */
  private readonly levels: { mark: number; count: number }[] = [];
  private levelCount = 0;

  /**
   * Without dialects, whether the script's logic points to cvc5 where Z3 and cvc5 read a term
   * differently (a lambda is an array to Z3 and a function to cvc5): an HO_ logic is cvc5's.
   */
  get familyHint(): 'cvc5' | undefined {
    return this.logic?.startsWith('HO_') ? 'cvc5' : undefined;
  }

  setLogic(logic: string): void {
    this.logic = logic;
    this.numeralSort = numeralSortForLogic(logic);
  }

  // ---- functions ---------------------------------------------------------------------------

  declareFun(sig: FunSig): void {
    const list = this.funs.get(sig.name);
    if (list) list.push(sig);
    else this.funs.set(sig.name, [sig]);
    if (isTheorySymbol(sig.name)) this.theoryShadows++;
    if (!this.globalDeclarations) this.undo.push({ kind: 'fun', name: sig.name });
  }

  /** Is a function with exactly this name, argument sorts and result visible? (Overloads may differ in any.) */
  isDeclared(name: string, params: readonly Sort[], result: Sort): boolean {
    const list = this.funs.get(name);
    if (!list) return false;
    return list.some(
      (f) =>
        f.params.length === params.length &&
        sortEquals(f.result, result) &&
        f.params.every((p, i) => sortEquals(p, params[i]!)),
    );
  }

  /** Every visible overload of `name`, oldest first; undefined when there is none. */
  functions(name: string): readonly FunSig[] | undefined {
    return this.funs.get(name);
  }

  /** Every visible function, constant, constructor and selector of the script (not of built-in datatypes). */
  *allFunctions(): IterableIterator<FunSig> {
    for (const list of this.funs.values()) for (const f of list) if (!f.ctor?.datatype.builtin) yield f;
  }

  /** The constructor named `name` of the datatype whose sort is `sortName`, if any. */
  constructorOf(name: string, sortName: string): ConstructorInfo | undefined {
    const list = this.funs.get(name);
    if (!list) return undefined;
    for (let i = list.length - 1; i >= 0; i--) {
      const f = list[i]!;
      if (f.kind === 'constructor' && f.ctor && f.ctor.datatype.name === sortName) return f.ctor;
    }
    return undefined;
  }

  /** Constructors named `name` in any datatype. */
  constructorsNamed(name: string): ConstructorInfo[] {
    const out: ConstructorInfo[] = [];
    for (const f of this.funs.get(name) ?? []) if (f.kind === 'constructor' && f.ctor) out.push(f.ctor);
    return out;
  }

  // ---- sorts -------------------------------------------------------------------------------

  declareSort(name: string, def: SortDef): void {
    const previous = this.sorts.get(name);
    this.sorts.set(name, def);
    if (!this.globalDeclarations) this.undo.push({ kind: 'sort', name, previous });
  }

  sortDef(name: string): SortDef | undefined {
    return this.sorts.get(name);
  }

  datatype(sortName: string): DatatypeInfo | undefined {
    const def = this.sorts.get(sortName);
    return def?.kind === 'datatype' ? def.info : undefined;
  }

  *allDatatypes(): IterableIterator<DatatypeInfo> {
    for (const def of this.sorts.values()) if (def.kind === 'datatype') yield def.info;
  }

  /**
   * Sort parameters (define-sort, par, Z3's pre-2.6 datatypes) named like a sort the script has declared:
   * Z3 reads the name in the body as that sort, not as the parameter (measured on z3 4.8.12 to 5.2.0; cvc5
   * refuses such a parameter).
   */
  shadowedParams(names: readonly string[]): string[] {
    return names.filter((n) => {
      const def = this.sorts.get(n);
      return def !== undefined && !(def.kind === 'datatype' && def.info.builtin);
    });
  }

  /** Records an instance of a parametric datatype written in the script (Z3 resolves `nil` by it). */
  noteInstance(sort: Sort): void {
    let seen = this.instances.get(sort.name);
    if (!seen) this.instances.set(sort.name, (seen = new Map()));
    const key = sortToString(sort);
    if (!seen.has(key)) seen.set(key, sort);
  }

  /** The instances of datatype `name` written so far. */
  instancesOf(name: string): readonly Sort[] {
    return [...(this.instances.get(name)?.values() ?? [])];
  }

  *allSortDefs(): IterableIterator<SortDef> {
    yield* this.sorts.values();
  }

  // ---- bound variables (let, quantifiers, lambda, match, function parameters) ---------------

  local(name: string): Sort | undefined {
    // Most symbols occur outside any binder: skip the lookup then.
    return this.locals.size === 0 ? undefined : this.locals.get(name);
  }

  /** A mark to give back to `unbindTo`. */
  localMark(): number {
    return this.undoNames.length;
  }

  bindLocal(name: string, sort: Sort): void {
    this.undoNames.push(name);
    this.undoSorts.push(this.locals.get(name));
    this.locals.set(name, sort);
  }

  unbindTo(mark: number): void {
    while (this.undoNames.length > mark) {
      const name = this.undoNames.pop()!;
      const previous = this.undoSorts.pop();
      if (previous === undefined) this.locals.delete(name);
      else this.locals.set(name, previous);
    }
  }

  /** Bound variables currently in scope, innermost binding of each name. */
  *allLocals(): IterableIterator<[string, Sort]> {
    yield* this.locals.entries();
  }

  // ---- assertion levels --------------------------------------------------------------------

  get depth(): number {
    return this.levelCount;
  }

  // Levels are run-length encoded: `(push 1000000000)` costs one entry, not a billion.
  push(n: number): void {
    const top = this.levels.at(-1);
    if (top && top.mark === this.undo.length) top.count += n;
    else if (n > 0) this.levels.push({ mark: this.undo.length, count: n });
    this.levelCount += n;
  }

  /** False (and nothing popped) when fewer than n levels were pushed. */
  pop(n: number): boolean {
    if (n > this.levelCount) return false;
    this.levelCount -= n;
    while (n > 0) {
      const top = this.levels.at(-1)!;
      const take = Math.min(n, top.count);
      top.count -= take;
      n -= take;
      this.undoTo(top.mark);
      if (top.count === 0) this.levels.pop();
    }
    return true;
  }

  /** SMT-LIB 2.6: back to the state after set-logic; global declarations stay. */
  resetAssertions(): void {
    this.levels.length = 0;
    this.levelCount = 0;
    this.undoTo(0);
  }

  /** SMT-LIB 2.6 reset: everything, options included. */
  reset(): void {
    this.funs.clear();
    this.theoryShadows = 0;
    this.sorts.clear();
    this.instances.clear();
    installBuiltins(this.funs, this.sorts);
    this.locals.clear();
    this.undoNames.length = 0;
    this.undoSorts.length = 0;
    this.undo.length = 0;
    this.levels.length = 0;
    this.levelCount = 0;
    this.logic = undefined;
    this.numeralSort = INT;
    this.globalDeclarations = false;
  }

  private undoTo(mark: number): void {
    while (this.undo.length > mark) {
      const u = this.undo.pop()!;
      if (u.kind === 'fun') {
        const list = this.funs.get(u.name);
        if (list?.pop() && isTheorySymbol(u.name)) this.theoryShadows--;
        if (list && list.length === 0) this.funs.delete(u.name);
      } else if (u.previous === undefined) this.sorts.delete(u.name);
      else this.sorts.set(u.name, u.previous);
    }
  }
}
