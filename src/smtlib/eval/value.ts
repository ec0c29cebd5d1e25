// Values of the evaluator: one variant per SMT-LIB theory, all exact.
import type { Term } from '../ast.js';
import type { Sort } from '../sort.js';
import type { FloatValue, RoundingMode } from './float.js';
import type { Rational } from './rational.js';
import type { Regex } from './regex.js';

/**
 * An array's values off its explicit entries: one constant value, or a function of the index
 * (a model's lambda or `(_ as-array f)` that is not a plain table).
 */
export type ArrayDefault =
  | { kind: 'const'; value: Value }
  | { kind: 'function'; apply: (index: Value) => EvalResult; describe: string; term?: Term };

export interface ArrayEntry {
  readonly index: Value;
  readonly value: Value;
}

export type Value =
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'int'; readonly value: bigint }
  | { readonly kind: 'real'; readonly value: Rational }
  | { readonly kind: 'bv'; readonly value: bigint; readonly width: number }
  | { readonly kind: 'string'; readonly codePoints: readonly number[] }
  | { readonly kind: 'regex'; readonly regex: Regex }
  | {
      readonly kind: 'array';
      /** Keyed by `valueKey(index)`. */
      readonly entries: ReadonlyMap<string, ArrayEntry>;
      readonly default: ArrayDefault;
      readonly sort?: Sort;
    }
  | { readonly kind: 'datatype'; readonly ctor: string; readonly args: readonly Value[]; readonly sort?: Sort }
  | { readonly kind: 'uninterpreted'; readonly sort: string; readonly name: string }
  | { readonly kind: 'fp'; readonly fp: FloatValue }
  | { readonly kind: 'rm'; readonly mode: RoundingMode }
  /** A finite set; keyed by `valueKey(element)` (an element without a key is never stored). */
  | { readonly kind: 'set'; readonly elements: ReadonlyMap<string, Value>; readonly sort?: Sort }
  /** A finite bag: every stored multiplicity is positive. */
  | { readonly kind: 'bag'; readonly counts: ReadonlyMap<string, BagEntry>; readonly sort?: Sort }
  | { readonly kind: 'tuple'; readonly items: readonly Value[] }
  /** A sequence of any element sort but characters (strings are `string`). */
  | { readonly kind: 'seq'; readonly items: readonly Value[]; readonly sort?: Sort }
  /** A lambda of several parameters (one parameter makes an array): what higher-order operators apply. */
  | {
      readonly kind: 'function';
      readonly arity: number;
      readonly apply: (args: readonly Value[]) => EvalResult;
      readonly describe: string;
    }
  /** A Z3 character (sort Unicode), by code point. */
  | { readonly kind: 'char'; readonly code: number }
  /** An element of the finite field of the given (prime) order, 0 ≤ value < modulus. */
  | { readonly kind: 'ff'; readonly value: bigint; readonly modulus: bigint };

export interface BagEntry {
  readonly value: Value;
  readonly count: bigint;
}

/** `gaveUp`: the evaluation ran out of its budget (budget.ts) rather than lacking what it needs. */
export type EvalResult = { kind: 'value'; value: Value } | { kind: 'unknown'; reason: string; gaveUp?: true };

export const known = (value: Value): EvalResult => ({ kind: 'value', value });
export const unknown = (reason: string): EvalResult => ({ kind: 'unknown', reason });

export const boolValue = (value: boolean): Value => ({ kind: 'bool', value });
export const intValue = (value: bigint): Value => ({ kind: 'int', value });
export const realValue = (value: Rational): Value => ({ kind: 'real', value });
export const bvValue = (value: bigint, width: number): Value => ({
  kind: 'bv',
  value: BigInt.asUintN(width, value),
  width,
});
export const stringValue = (codePoints: readonly number[]): Value => ({ kind: 'string', codePoints });
/** An element of the field of order `modulus`, reduced into 0 … modulus-1. */
export const ffValue = (value: bigint, modulus: bigint): Value => ({
  kind: 'ff',
  value: ((value % modulus) + modulus) % modulus,
  modulus,
});

export const TRUE = boolValue(true);
export const FALSE = boolValue(false);
