// The campaign's inputs, its records and the events it reports (the UI and the CLI listen to the same).
import type { Expected, MutatorOptions, WalkMode } from '../mutators/types.js';
import type { FindingKind } from '../oracles/index.js';
import type { FindingGroup, Occurrence } from '../finding/groups.js';
import type { Finding } from '../finding/record.js';
import type { CampaignProfile } from './profile.js';
import type { TimeBound } from '../scheduling/time-bound.js';

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
  /**
   * Per-seed time limits (time-bound.ts): a mutant's run on a lane gets `factor` × its seed's time there, within
   * `floorMs` and `timeoutMs`; every run gets `timeoutMs` when absent.
   */
  timeBound?: TimeBound;
  /** Stop generating mutants after this much wall time. */
  timeBudgetMs?: number;
  /** Stop after this many mutants in total. */
  maxMutants?: number;
  /** Move on from a seed after this many solver timeouts on its mutants (yinyang: 32). */
  timeoutsPerSeed?: number;
  /** Walk steps per seed over all its mutators (the scheduler's per-seed cap); no cap beyond the walks' when absent. */
  stepsPerSeed?: number;
  /** Draw solver options per mutant and lane from the lane's own parameter table (campaign/option-draw.ts). */
  fuzzOptions?: boolean;
  /** No mutator falls far below the others' mutants (scheduler.ts's `balanced` rule: the class lab). */
  balanceMutators?: boolean;
  /** Ask sat lanes for models and check them (invalid-model oracle). */
  checkModels?: boolean;
  /** Mutants generated ahead of the solvers (at most this many solver turns in flight). */
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

/** Additive counters: saved with each (seed, mutator) walk's progress, summed when a campaign resumes. */
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
  /** Lane runs the judge set apart because the lane refused its configuration (an unknown or refused option). */
  rejectedRuns: number;
  /** Lanes' models our evaluator checked (invalid-model oracle), and the checks that gave up (budget or time). */
  modelChecks: number;
  modelChecksGaveUp: number;
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

/** What one mutator did in a campaign: mutants tested, and distinct findings it was the first to make. */
export interface MutatorCounts {
  mutants: number;
  findings: number;
}

/** What happened on one seed (only seeds that took a turn are listed). */
export interface SeedCounts {
  mutants: number;
  findings: number;
  timeouts: number;
}

export interface CampaignStats extends Counters {
  /** mutated: distinct seeds with at least one mutant tested. */
  seeds: { total: number; done: number; skipped: number; resumed: number; mutated: number };
  perMutator: Record<string, MutatorCounts>;
  perSeed: Record<string, SeedCounts>;
  invalidMutantRate: number;
  perLane: Record<string, LaneCounts>;
  /** Distinct findings by kind, those by design left out (they are `findingsByDesign`). */
  findingsByKind: Record<FindingKind, number>;
  /** Distinct findings the solver's own words explain (oracles/by-design.ts): no bugs. */
  findingsByDesign: number;
  wallSeconds: number;
  /** Wall time during which at least one solver was running. */
  solverSeconds: number;
  /** Wall time with no solver running: our own code (and waiting). */
  ownSeconds: number;
  solverFraction: number;
  mutantsPerSecond: number;
  throughput: { seconds: number; tested: number }[];
  /** Where the time went (profile.ts); absent from the statistics of older records. */
  profile?: CampaignProfile;
}

/** Older campaigns saved progress per finished seed: all its walks are done. */
export interface SeedProgress {
  seedId: string;
  counters: Counters;
}

/**
 * Progress of one (seed, mutator) walk, saved at checkpoints: the walk resumes at `steps` (every step below it
 * was tested), `done` when it takes no more turns. Counters are what happened since the previous line.
 */
export interface PairProgress {
  seedId: string;
  mutator: string;
  steps: number;
  done: boolean;
  counters: Counters;
  /** Sightings of findings recorded before, since the last line (seed-state.ts `PairState.occurrences`). */
  occurrences?: Occurrence[];
}

/** What is running now: the seed and mutator of the turn handed out last. */
export interface CurrentTurn {
  seedId: string;
  mutator: string;
}

export interface SkippedSeed {
  seedId: string;
  reason: string;
}

export type CampaignEvent =
  /** A seed's first turn; `index` counts seeds started so far. */
  | { type: 'seed-start'; seedId: string; index: number; total: number }
  | { type: 'seed-skipped'; seedId: string; reason: string }
  | { type: 'seed-done'; seedId: string }
  | { type: 'finding'; finding: Finding }
  | { type: 'progress'; stats: CampaignStats; current?: CurrentTurn };

export interface CampaignResult {
  stats: CampaignStats;
  groups: FindingGroup[];
  skipped: SkippedSeed[];
}
