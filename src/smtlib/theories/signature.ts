// Operator signatures as data. A signature is written with small pattern variables, e.g.
//   op('extract', ['(_ BitVec m)'], '(_ BitVec i-j+1)', { indices: ['i', 'j'], where: ['m > i', 'i >= j', 'j >= 0'] })
// The pattern language (compiled once, at module load, by pattern-text.ts into slot-numbered form, so
// matching needs no maps and no strings):
// - a single upper-case letter is a sort variable (`A`, `E`); a lower-case name inside `(_ …)` a numeral
//   variable, possibly a small expression (`n+m`, `i-j+1`, `n*i`); anything else names a concrete sort;
// - `A*` is a list of sorts: inside a sort it stands for any number of sort arguments (`(Tuple A*)`,
//   `(-> A* B)`), `A*[i]` is its i-th element and `A*[i*]` the elements at the index list i*,
//   `(rev A*)` the list reversed, `#A*` its length;
// - an argument `A*` takes any number of arguments whose sorts form the list A (`(tuple a b c)`); an
//   argument `P...` takes one or more arguments each matching P (`(set.insert 1 2 s)`); inside such a
//   repeated pattern `A*` collects one sort per argument (`(Array I A*)...` for Z3's `(_ map f)`);
// - indices are numerals (`i`), a list of numerals (`i*`), or a function symbol whose sort the
//   `functionIndices` option gives (`(_ as-array f)`, `(_ map f)`); `#` in a side condition is the
//   number of arguments.
import type { DialectMask } from '../dialect.js';
import type { Sort } from '../sort.js';

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
  | 'Sets'
  | 'Relations'
  | 'Tuples'
  | 'Bags'
  | 'Tables'
  | 'Nullables'
  | 'SeparationLogic'
  | 'Transcendentals'
  | 'FiniteFields'
  | 'IntegerBits'
  | 'HigherOrder'
  | 'Cardinality'
  | 'PseudoBooleans'
  | 'SpecialRelations'
  | 'Characters';

/**
 * How an operator takes its arguments (SMT-LIB 2.6 §3.6 attributes):
 * - fixed: exactly `args.length` arguments (or, with a variadic argument, as many as it takes);
 * - left-assoc / right-assoc: `(f a b c)` means `(f (f a b) c)` / `(f a (f b c))`, the binary signature folded;
 * - chainable: `(f a b c)` means `(and (f a b) (f b c))`;
 * - pairwise: `(f a b c)` means f holds for every pair (distinct).
 */
export type ArityKind = 'fixed' | 'left-assoc' | 'right-assoc' | 'chainable' | 'pairwise';

export type NatExpr =
  | { readonly k: 'lit'; readonly value: number }
  | { readonly k: 'var'; readonly slot: number; readonly name: string }
  /** The length of a sort list `#A*`, or of an index list `#i*`. */
  | { readonly k: 'len'; readonly slot: number; readonly name: string }
  /** `#`: the number of arguments of the application. */
  | { readonly k: 'args' }
  /** Inside a repeated argument `P...`: the position of the argument in the run. */
  | { readonly k: 'rep' }
  | { readonly k: 'bin'; readonly op: '+' | '-' | '*' | '%'; readonly left: NatExpr; readonly right: NatExpr };

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
      /** Some argument is a list segment (list, pick or rev): matched by the general matcher. */
      readonly segments: boolean;
    }
  /** A list of sorts `A*`, as a run of sort arguments (only inside `app` arguments). */
  | { readonly k: 'list'; readonly slot: number; readonly name: string }
  /** `A*[i]`: one element of a list. */
  | { readonly k: 'at'; readonly list: number; readonly index: NatExpr; readonly name: string }
  /** `A*[i*]`: the elements at an index list, as a run of sort arguments. */
  | { readonly k: 'pick'; readonly list: number; readonly indices: number; readonly name: string }
  /** `(rev A*)`: a list reversed, as a run of sort arguments. */
  | { readonly k: 'rev'; readonly list: number; readonly name: string };

export type Relation = '>' | '>=' | '<' | '<=' | '=';

export interface Constraint {
  readonly left: NatExpr;
  readonly rel: Relation;
  readonly right: NatExpr;
  readonly text: string;
}

/** What a variable slot holds once bound. */
export type SlotKind = 'sort' | 'nat' | 'sorts' | 'nats' | 'fun';

/** An argument that takes a varying number of actual arguments (see the header). */
export interface Variadic {
  /** Position in `args`. */
  readonly at: number;
  /** list: `A*`, one sort per argument into the list; repeat: `P...`, each argument matching P. */
  readonly kind: 'list' | 'repeat';
  /** Fewest actual arguments it takes. */
  readonly min: number;
}

export interface Signature {
  readonly name: string;
  readonly theory: TheoryName;
  /** Who reads this operator (see dialect.ts). */
  readonly dialects: DialectMask;
  /** Names of the indices of an indexed operator `(_ name i…)`; empty otherwise. */
  readonly indices: readonly string[];
  /**
   * What each index is, parallel to `indices`: a numeral, a list of numerals (last only), a function
   * symbol (`(_ map f)`), a sort name (`(_ fmf.card S k)`, bound as the sort variable S), or a symbol
   * read as it is (`(_ char #x41)`).
   */
  readonly indexKinds: readonly ('nat' | 'nats' | 'fun' | 'sort' | 'sym')[];
  /** For `fun` indices: the sort pattern the named function must have, e.g. `(-> A* B)`. */
  readonly functionIndices: readonly (SortPattern | undefined)[];
  /** Argument patterns; for assoc/chainable/pairwise operators, the binary signature. */
  readonly args: readonly SortPattern[];
  readonly result: SortPattern;
  readonly arity: ArityKind;
  /** Fewest arguments accepted (variadic kinds; equals args.length for fixed). */
  readonly minArgs: number;
  /** The one argument that takes a varying number of actual arguments, if any. */
  readonly variadic: Variadic | undefined;
  /** Some pattern uses a list variable, a function index or `#`: resolved by the general matcher. */
  readonly general: boolean;
  readonly where: readonly Constraint[];
  /** What a violated `where` means, e.g. 'extract indices out of range'. */
  readonly whereMessage: string;
  /** Number of variable slots (sort, numeral and list) used by the patterns. */
  readonly slots: number;
  readonly slotKinds: readonly SlotKind[];
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
  /** Not evaluable by our evaluator on purpose (transcendentals): documentation for the evaluator tables. */
  readonly note: string | undefined;
  /** Another spelling of this operator (`str.in.re` of `str.in_re`): mutators never introduce it. */
  readonly aliasOf: string | undefined;
  /** False when a mutator must not introduce it (it depends on context the tables do not see, like pto's heap). */
  readonly introduce: boolean;
  /** Arguments match exactly: no Int where a Real is written (Z3's `((_ to_fp e s) RNE r 2)` refuses `RNE 3 2`). */
  readonly exact: boolean;
}

export interface OpOptions {
  indices?: readonly string[];
  /** The sort pattern of each function-symbol index, e.g. `{ f: '(-> A* B)' }`. */
  functionIndices?: Readonly<Record<string, string>>;
  /** Indices that name a sort (a sort variable of the patterns), e.g. `['S']` for `(_ fmf.card S k)`. */
  sortIndices?: readonly string[];
  /** Indices that are symbols read as they are, e.g. `['c']` for `(_ char #x41)`. */
  symbolIndices?: readonly string[];
  arity?: ArityKind;
  minArgs?: number;
  where?: readonly string[];
  whereMessage?: string;
  expects?: string;
  /** Who reads it, when it differs from its theory's default: `'z3'`, `'cvc5+'`, `'smtlib z3 cvc5'`. */
  dialects?: string;
  note?: string;
  aliasOf?: string;
  introduce?: boolean;
  exact?: boolean;
}

/** A signature without its theory; a theory file lists these and `theory()` stamps the name. */
export type OpSpec = Omit<Signature, 'theory' | 'dialects'> & { readonly dialectText: string | undefined };

/** Sort symbols a theory contributes: `(_ BitVec n)` has 1 index; `Array` has 2 sort arguments. */
export interface SortSymbol {
  readonly name: string;
  readonly indices: number;
  /** Sort arguments: a count, or `'any'` (Tuple), or at least n (`{ atLeast: 2 }` for `->`). */
  readonly args: number | 'any' | { readonly atLeast: number };
  /** A name that stands for a fixed sort, e.g. Float32 = (_ FloatingPoint 8 24). */
  readonly alias?: Sort;
  /** A name whose arguments stand for another sort: (Relation A B) = (Set (Tuple A B)); text with A*. */
  readonly expands?: string;
  /** Who reads the sort symbol; default: its theory's. */
  readonly dialects?: string;
}

export interface CompiledSortSymbol extends Omit<SortSymbol, 'dialects' | 'expands'> {
  readonly dialects: DialectMask;
  readonly expands?: SortPattern;
}

export interface Theory {
  readonly name: TheoryName;
  readonly sorts: readonly CompiledSortSymbol[];
  readonly ops: readonly Signature[];
  /** The default readers of the theory's operators and sorts. */
  readonly dialects: DialectMask;
}
