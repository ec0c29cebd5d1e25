// The contract every mutator follows: a pure function (input, rng, options) → {mutant, oracle, trace}.
import type { Script, Span } from '../smtlib/ast.js';
import type { TermPath } from '../smtlib/paths.js';
import type { Rng } from '../rng.js';
import type { TheoryName } from '../smtlib/theories/index.js';

export type Expected = 'sat' | 'unsat';

/**
 * What the solvers' answers on the mutant must satisfy.
 * - differential: lanes must not disagree (sat vs unsat); the true answer is unknown. With
 *   `unknownIsFinding`, a lane answering unknown where another decides is an incompleteness finding.
 * - expected: the mutant's answer is known by construction (Fusion, STORM, SAE, Janus soundness);
 *   `unknownIsFinding` marks Janus's implication-incompleteness oracle (the seed was decided).
 */
export type Oracle =
  | { kind: 'differential'; expected: null; unknownIsFinding?: boolean }
  | { kind: 'expected'; expected: Expected; unknownIsFinding?: boolean };

/** One change the mutator made, with why the oracle still holds. */
export interface MutationStep {
  /** The operator pair, rule or fusion function, e.g. `bvult→bvsle`, `janus:weaken:<→<=`. */
  rule: string;
  /** Where in the parent the change happened. */
  path?: TermPath;
  /** Source position in the parent's text, when the parent was parsed from text. */
  span?: Span;
  /** The replaced term and its replacement, printed. */
  before: string;
  after: string;
  /** Why the oracle holds after this step (shown in teaching mode). */
  reason: string;
}

export interface MutationResult {
  mutant: Script;
  oracle: Oracle;
  trace: MutationStep[];
}

/** What a mutator reads. `second` is the other seed of a fusion; `label` the seed's known answer. */
export interface MutatorInput {
  script: Script;
  label?: Expected;
  second?: { script: Script; label?: Expected };
  /** A model (get-model text) of the seed, or of its negation if unsat, from a reference lane (STORM). */
  model?: string;
  /** The reference lane's values of the STORM fragments our evaluator could not value (see prepareStorm). */
  modelValues?: readonly (boolean | null)[];
  /** The seed's answer on the lane under test (SAE); falls back to `label`. */
  answer?: Expected;
}

/**
 * STORM's reference: the model M a reference lane gave (of the seed, or of its negation when unsat) and the values
 * of the fragments only a solver could give, as plain data (kept with findings, so mutants rebuild without one).
 */
export interface ReferenceModel {
  /** The lane that gave the model. */
  laneId: string;
  model: string;
  modelValues: (boolean | null)[];
}

/** Why no mutant was produced (no mutation site, no fusable pair …): a value, not an exception. */
export interface NoMutant {
  reason: string;
}

export type MutateOutcome = ({ ok: true } & MutationResult) | ({ ok: false } & NoMutant);

export type OptionSpec =
  | { kind: 'int'; label: string; default: number; min: number; max: number }
  | { kind: 'float'; label: string; default: number; min: number; max: number }
  | { kind: 'bool'; label: string; default: boolean }
  | { kind: 'choice'; label: string; default: string; choices: readonly string[] };

export type WalkMode = 'chain' | 'reset';

export interface MutatorInfo {
  name: string;
  title: string;
  /** Paper citation, e.g. "Winterer, Zhang, Su. On the unusual effectiveness of type-aware operator mutations… OOPSLA 2020". */
  paper: string;
  oracle: Oracle['kind'];
  /** Whether the mutator needs a second seed (fusion), a labelled seed, or a reference model (STORM). */
  needs: { second: boolean; label: boolean; model?: boolean };
  /** The paper's defaults: iterations per seed, walk mode, and mutator-specific options. */
  options: Record<string, OptionSpec>;
  walk: { mode: WalkMode; iterations: number; restartEvery?: number };
  /** One paragraph, shown in the UI. */
  explanation: string;
  /** Which theories the mutator rewrites (a seed's other terms are carried along unchanged). */
  theories: TheoryCoverage;
}

/**
 * `every`: all theory tables (smtlib/theories); otherwise the theories whose terms the mutator's rules
 * rewrite, with what the rest of a seed gets.
 */
export interface TheoryCoverage {
  readonly handles: 'every' | readonly TheoryName[];
  readonly note: string;
}

export type MutatorOptions = Record<string, number | boolean | string>;

export interface Mutator {
  info: MutatorInfo;
  mutate(input: MutatorInput, rng: Rng, options: MutatorOptions): MutateOutcome;
}

export function defaultOptions(info: MutatorInfo): MutatorOptions {
  return Object.fromEntries(Object.entries(info.options).map(([k, spec]) => [k, spec.default]));
}
