// The campaign's inputs, its records and the events it reports (the UI and the CLI listen to the same).
import type { Expected, MutatorOptions, Oracle, WalkMode } from '../mutators/types.js';
import type { FindingKind } from '../oracles/index.js';
import type { LaneInfo, Outcome } from '../solvers/outcome.js';
import type { ReferenceModel } from './reference.js';

export interface CampaignSeed {
  /** Stable name of the seed (its path for the CLI); part of every mutant id. */
  id: string;
  text: string;
  /** A known answer (e.g. from a manifest); the script's `(set-info :status …)` is used otherwise. */
  label?: Expected;
}

export interface MutatorChoice {
  name: string;
  options?: MutatorOptions;
}

export interface WalkPlan {
  mode?: WalkMode;
  /** Steps per seed and mutator. */
  iterations: number;
  restartEvery?: number;
}

/** Plain data: saved with the campaign so it can be resumed and any mutant rebuilt. */
export interface CampaignConfig {
  rngSeed: number;
  mutators: MutatorChoice[];
  walk: WalkPlan;
  timeoutMs: number;
  /** Stop generating mutants after this much wall time. */
  timeBudgetMs?: number;
  /** Stop after this many mutants in total. */
  maxMutants?: number;
  /** Move on from a seed after this many solver timeouts on its mutants (yinyang: 32). */
  timeoutsPerSeed?: number;
  /** Ask sat lanes for models and check them (invalid-model oracle). */
  checkModels?: boolean;
  /** Mutants generated ahead of the solvers. */
  lookahead?: number;
  /**
   * The lanes' dialects, e.g. `z3@5.2.0,cvc5@1.0.3` (smtlib/dialect.ts): seeds are checked against them and
   * mutators introduce nothing outside them. Unset: every dialect (seeds), the seed's own (mutators).
   */
  dialects?: string;
}

export interface MutantId {
  rngSeed: number;
  seedId: string;
  mutator: string;
  step: number;
}

export interface SolverInfo extends LaneInfo {
  binary?: string;
  /** What the solver reported about itself at start. */
  reportedVersion?: string;
}

export interface FindingRecord {
  /** Shared by the JSON Lines record and the bundle folder `<kind>-<id>`. */
  id: string;
  kind: FindingKind;
  signature: string;
  lanes: string[];
  message: string;
  logic: string;
  rules: string[];
  mutantId: string;
  seedId: string;
  secondSeedId?: string;
  mutator: string;
  options: MutatorOptions;
  walk: Required<Pick<WalkPlan, 'mode' | 'iterations'>> & Pick<WalkPlan, 'restartEvery'>;
  rngSeed: number;
  step: number;
  oracle: Oracle;
  /** The seed's answer the mutator was given (Janus, SAE, Fusion, STORM's choice of M). */
  seedLabel?: Expected;
  /** STORM: the reference lane's model M and solver-given fragment values, to rebuild the mutant. */
  reference?: ReferenceModel;
  mutant: string;
  seed: string;
  outcomes: Outcome[];
  solvers: SolverInfo[];
  timeoutMs: number;
}

/** All occurrences of one signature: the first record, how often it recurred, its smallest witness. */
export interface FindingGroup {
  id: string;
  kind: FindingKind;
  signature: string;
  count: number;
  smallestWitness: { mutantId: string; bytes: number };
}

/** Additive counters: saved per finished seed, summed when a campaign resumes. */
export interface Counters {
  mutantsGenerated: number;
  mutantsTested: number;
  noMutant: number;
  mutatorBugs: number;
  invalidMutants: number;
  timeouts: number;
  unknowns: number;
  findingOccurrences: number;
  seedsAbandoned: number;
}

export interface LaneCounts {
  sat: number;
  unsat: number;
  unknown: number;
  ok: number;
  timeout: number;
  crash: number;
  error: number;
  solverMs: number;
}

export interface CampaignStats extends Counters {
  seeds: { total: number; done: number; skipped: number; resumed: number };
  invalidMutantRate: number;
  perLane: Record<string, LaneCounts>;
  findingsByKind: Record<FindingKind, number>;
  wallSeconds: number;
  /** Wall time during which at least one solver was running. */
  solverSeconds: number;
  /** Wall time with no solver running: our own code (and waiting). */
  ownSeconds: number;
  solverFraction: number;
  mutantsPerSecond: number;
  throughput: { seconds: number; tested: number }[];
}

export interface SeedProgress {
  seedId: string;
  counters: Counters;
}

export interface SkippedSeed {
  seedId: string;
  reason: string;
}

export type CampaignEvent =
  /** Seeds solved before mutation: `what` is solved on `done` of `total` seeds so far. */
  | { type: 'preparing'; what: 'labels' | 'reference models'; done: number; total: number }
  | { type: 'seed-start'; seedId: string; index: number; total: number }
  | { type: 'seed-skipped'; seedId: string; reason: string }
  | { type: 'seed-done'; seedId: string }
  | { type: 'finding'; finding: FindingRecord }
  | { type: 'progress'; stats: CampaignStats };

export interface CampaignResult {
  stats: CampaignStats;
  groups: FindingGroup[];
  skipped: SkippedSeed[];
}
