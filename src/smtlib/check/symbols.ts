// What the symbol tables of a checked script hold: function signatures, datatypes with their
// constructors, and sort definitions. env.ts keeps them and builtin-datatypes.ts makes the solver's own;
// they have their own file so that env.ts, which installs those built-ins, is not imported back.
import type { SortExpr } from '../ast.js';
import type { Sort } from '../sort.js';

export type FunKind = 'declared' | 'defined' | 'constructor' | 'selector' | 'named';

export interface FunSig {
  readonly name: string;
  readonly params: readonly Sort[];
  readonly result: Sort;
  readonly kind: FunKind;
  /** True when params/result mention sort parameters (constructors and selectors of `par` datatypes). */
  readonly polymorphic: boolean;
  /** The constructor, for kind 'constructor' and 'selector' (the selector's owner). */
  readonly ctor?: ConstructorInfo;
}

export interface DatatypeInfo {
  /** Set for a solver's built-in datatype (Z3's `List`), with who reads it (dialect.ts). */
  readonly builtin?: { readonly dialects: number };
  readonly name: string;
  /** The `par` parameters as parameter sorts (`param: true`). */
  readonly params: readonly Sort[];
  /** `(D p…)` over the parameters; for a non-parametric datatype, the datatype's sort. */
  readonly sort: Sort;
  readonly constructors: ConstructorInfo[];
}

export interface ConstructorInfo {
  readonly name: string;
  readonly datatype: DatatypeInfo;
  readonly fields: readonly { readonly name: string; readonly sort: Sort }[];
}

export type SortDef =
  | { readonly kind: 'declared'; readonly name: string; readonly arity: number; readonly sort: Sort }
  | {
      readonly kind: 'defined';
      readonly name: string;
      readonly params: readonly string[];
      readonly body: SortExpr;
      /** Parameters named like a sort in scope: to Z3 the name in the body is that sort (sort-expr.ts). */
      readonly shadowed?: readonly string[];
    }
  | { readonly kind: 'datatype'; readonly info: DatatypeInfo };
