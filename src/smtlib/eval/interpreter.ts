// What the theory-specific parts of the evaluator (connectives, datatypes, arrays, quantifiers) may
// ask of the evaluator core.
import type { SortedVar, Term } from '../ast.js';
import type { EvalContext } from './context.js';
import type { FunctionTable } from './function-table.js';
import type { ModelFunction } from './model.js';
import { unknown, type EvalResult, type Value } from './value.js';

export type Env = Map<string, EvalResult>;

/** A function body with its parameters: a script definition, a model function or a lambda. */
export interface Callable {
  readonly params: readonly SortedVar[];
  readonly body: Term;
}

export interface Interpreter {
  readonly ctx: EvalContext;
  /** Evaluates a term in the current local scope. */
  evalTerm(t: Term): EvalResult;
  /** Evaluates `body` in a fresh scope holding the parameters (plus a closure's captured scope). */
  call(params: readonly SortedVar[], body: Term, args: readonly EvalResult[], captured?: Env): EvalResult;
  /** Evaluates `body` with extra local bindings. */
  withBindings(names: readonly string[], values: readonly EvalResult[], body: () => EvalResult): EvalResult;
  callModelFunction(f: ModelFunction, args: readonly EvalResult[]): EvalResult;
  /** The compiled ite-table of a function (cached). */
  tableOf(f: Callable): FunctionTable;
  /** A copy of the current local scope, for closures. */
  captureScope(): Env;
  /**
   * Takes one quantifier-body evaluation from the budget of the closed term being evaluated; false when it is
   * spent. The per-quantifier limit alone does not bound nesting: twenty nested Bool quantifiers are 3^20 body
   * evaluations (a campaign's model check hung on a Janus mutant of that shape).
   */
  spendQuantifierBody(): boolean;
}

export const illSorted = (what: string): EvalResult => unknown(`ill-sorted application of ${what}`);

export const isKnownBool = (r: EvalResult): r is { kind: 'value'; value: { kind: 'bool'; value: boolean } } =>
  r.kind === 'value' && r.value.kind === 'bool';

export function firstUnknown(args: readonly EvalResult[]): EvalResult | undefined {
  return args.find((a) => a.kind === 'unknown');
}

/** The values of fully known arguments, or undefined. */
export function knownValues(args: readonly EvalResult[]): Value[] | undefined {
  return args.every((a) => a.kind === 'value') ? args.map((a) => (a as { value: Value }).value) : undefined;
}
