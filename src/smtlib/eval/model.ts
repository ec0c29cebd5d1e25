// A solver's model as parsed from `get-model` output: function definitions plus the elements of
// uninterpreted sorts it names.
import type { SortedVar, SortExpr, Term } from '../ast.js';

export interface ModelFunction {
  readonly name: string;
  readonly params: readonly SortedVar[];
  readonly sort: SortExpr;
  readonly body: Term;
}

export interface Model {
  /** `define-fun`s by name (constants have no params). */
  readonly functions: ReadonlyMap<string, ModelFunction>;
  /** Elements of uninterpreted sorts declared by the model (Z3 `S!val!0`, cvc5 `@uc_S_0`): name → sort name. */
  readonly elements: ReadonlyMap<string, string>;
  /** The universe of each uninterpreted sort the model lists elements for. */
  readonly universes: ReadonlyMap<string, readonly string[]>;
}

export const EMPTY_MODEL: Model = { functions: new Map(), elements: new Map(), universes: new Map() };
