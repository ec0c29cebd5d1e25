// The finding record: one type for a campaign's findings (CLI and page), step mode's, a reduced one and one
// opened from a link. It holds everything needed to understand a finding, to re-run its mutant and, when a
// mutator made it, to rebuild the mutant from its id. Written as JSON (findings.jsonl, finding.json, the
// page's store and its export), read back through `readFinding` (finding-read.ts).
import type { Expected, MutatorOptions, Oracle, ReferenceModel, WalkMode } from '../mutators/types.js';
import type { FindingKind, RawFinding, Said } from '../oracles/index.js';
import type { LaneInfo, Outcome } from '../solvers/outcome.js';
import type { Bisection } from './bisect-range.js';
import type { FindingState } from './state.js';
import type { Intermittence } from '../oracles/intermittent.js';
import type { LiveCheck } from './live-verdict.js';
import { hashId } from '../rng.js';
import { identityOf } from './identity.js';
import type { SolverOptions } from './options.js';

export const FINDING_FORMAT = 2;

/** Solver output kept per outcome: enough for a crash trace, bounded so records stay small. */
const OUTPUT_KEPT = 4000;

export interface SolverInfo extends LaneInfo {
  binary?: string;
  /** What the solver reported about itself at start. */
  reportedVersion?: string;
}

/** How a mutator made the mutant: with the seed text, enough to rebuild it. */
export interface MadeBy {
  /** `rngSeed:mutator:step:seedId` (campaign/mutant-id.ts). */
  mutantId: string;
  seedId: string;
  secondSeedId?: string;
  mutator: string;
  options: MutatorOptions;
  /** The walk as it ran: its rng seed (a campaign's is `rng/seedId`, step mode's the number) and shape. */
  walk: { rngSeed: number | string; mode: WalkMode; iterations: number; restartEvery?: number };
  rngSeed: number;
  step: number;
  /** The seed's answer the mutator was given (Janus, SAE, Fusion, STORM's choice of M). */
  seedLabel?: Expected;
  /** STORM: the reference lane's model M and solver-given fragment values. */
  reference?: ReferenceModel;
}

/** Where a finding was made. */
export type FindingOrigin = 'campaign' | 'step' | 'reduced';

export interface Finding {
  format: typeof FINDING_FORMAT;
  /** The record's name (folders, lines, links): the hash of its signature when it was first written. */
  id: string;
  kind: FindingKind;
  /** Its identity at the campaign stage (identity.ts `identityOf`), for people; recomputed when a record is read. */
  signature: string;
  /** The lanes that misbehaved, in the one rule's order (oracles/same-bug.ts). */
  lanes: string[];
  /** What each lane did, and the rest of the judge's statement of the finding (oracles/types.ts RawFinding). */
  said: Said[];
  detail?: string;
  expected?: RawFinding['expected'];
  check?: number;
  reason?: string;
  regression?: RawFinding['regression'];
  message: string;
  /** The solver's own words say it is outside what it supports (oracles/by-design.ts): no bug, never reported. */
  byDesign?: RawFinding['byDesign'];
  logic: string;
  /** The mutation rules that made the mutant (empty for a literal mutant). */
  rules: string[];
  origin: FindingOrigin;
  /** ISO time. */
  foundAt: string;
  mutant: string;
  seed: string;
  /** Fusion's second seed. */
  secondSeed?: string;
  oracle: Oracle;
  /** Every lane's outcome on the mutant. */
  outcomes: Outcome[];
  solvers: SolverInfo[];
  timeoutMs: number;
  /** Absent for a literal mutant (pasted, reduced, or carried literally by a link). */
  made?: MadeBy;
  /** A campaign's seed run as itself (campaign/seed-itself.ts): which seed the literal mutant is. */
  seedId?: string;
  /**
   * Options drawn for this mutant (option fuzzing): the lanes above and the outcomes' lane ids carry them
   * (`z3@4.8.17+smt.relevancy=0`), so the record replays exactly; a reduced finding keeps only those that matter.
   * Findings under options the solver's documentation marks are reported apart (`marked`).
   */
  solverOptions?: SolverOptions;
  /** A reduced finding: the one it was reduced from, and whether that one was a seed run as itself (seed-itself.ts). */
  reducedFrom?: { id: string; bytes: number; seedItself?: true };
  /** It shows only on some runs of its formula (a race in the solver): how often (intermittent.ts). */
  intermittent?: Intermittence;
  /** Which releases show it (handover/bisect.ts), once bisected. */
  bisect?: Bisection;
  /** Whether the newest release of its solver still shows it (handover/live-check.ts), once checked. */
  live?: LiveCheck;
  /** What reducing it made of it (handover/reduce.ts): the reduced record, or why there is none. */
  reduction?: KeptReduction;
  /** Where its hand-over stands (state.ts): absent or `new`, `reported` (URL), `fixed-upstream`. */
  state?: FindingState;
}

/**
 * What reducing a finding made of it (handover/reduce.ts), kept in its own record so the work is not lost and travels
 * with it (findings.jsonl, a merge's union, the next run's known set, the page's store): the reduced record, which is
 * what gets reported (reduction.ts `reportedRecord`), or why there is none.
 */
export interface KeptReduction {
  /** The reduced record (origin 'reduced', its own live check and range), when it still shows the finding. */
  finding?: Finding;
  /** Why there is no reduced record: the finding does not reproduce, the reduced one lost it, … */
  failed?: string;
  /**
   * The reduction stopped at its time cap, not at a fixpoint: the reduced record is not reduced yet (no report is
   * offered for it, handover/report-decision.ts) and the next reduction carries on from it (handover/reduce.ts).
   */
  capped?: true;
  /** ISO time. */
  at: string;
}

export interface FindingFacts {
  raw: RawFinding;
  logic: string;
  rules: readonly string[];
  origin: FindingOrigin;
  mutant: string;
  seed: string;
  secondSeed?: string;
  oracle: Oracle;
  outcomes: readonly Outcome[];
  solvers: readonly SolverInfo[];
  timeoutMs: number;
  made?: MadeBy;
  seedId?: string;
  solverOptions?: SolverOptions;
  reducedFrom?: Finding['reducedFrom'];
  intermittent?: Intermittence;
  bisect?: Bisection;
  live?: LiveCheck;
  reduction?: KeptReduction;
  state?: FindingState;
  now?: Date;
}

/** The judge's statement of a finding, out of its record. */
export function rawOf(f: Finding): RawFinding {
  return {
    kind: f.kind,
    lanes: [...f.lanes],
    said: [...f.said],
    message: f.message,
    ...(f.detail !== undefined ? { detail: f.detail } : {}),
    ...(f.expected ? { expected: f.expected } : {}),
    ...(f.check !== undefined ? { check: f.check } : {}),
    ...(f.reason !== undefined ? { reason: f.reason } : {}),
    ...(f.regression ? { regression: f.regression } : {}),
    ...(f.byDesign ? { byDesign: f.byDesign } : {}),
  };
}

export function makeFinding(f: FindingFacts): Finding {
  const signature = identityOf(
    {
      ...f.raw,
      logic: f.logic,
      rules: f.rules,
      mutant: f.mutant,
      ...(f.solverOptions ? { solverOptions: f.solverOptions } : {}),
    },
    'campaign',
  );
  return {
    format: FINDING_FORMAT,
    id: hashId(signature),
    kind: f.raw.kind,
    signature,
    lanes: [...f.raw.lanes],
    said: [...f.raw.said],
    ...(f.raw.detail !== undefined ? { detail: f.raw.detail } : {}),
    ...(f.raw.expected ? { expected: f.raw.expected } : {}),
    ...(f.raw.check !== undefined ? { check: f.raw.check } : {}),
    ...(f.raw.reason !== undefined ? { reason: f.raw.reason } : {}),
    ...(f.raw.regression ? { regression: f.raw.regression } : {}),
    message: f.raw.message,
    ...(f.raw.byDesign ? { byDesign: f.raw.byDesign } : {}),
    logic: f.logic,
    rules: [...f.rules],
    origin: f.origin,
    foundAt: (f.now ?? new Date()).toISOString(),
    mutant: f.mutant,
    seed: f.seed,
    ...(f.secondSeed !== undefined ? { secondSeed: f.secondSeed } : {}),
    oracle: f.oracle,
    outcomes: f.outcomes.map(trimOutput),
    solvers: [...f.solvers],
    timeoutMs: f.timeoutMs,
    ...(f.made ? { made: f.made } : {}),
    ...(f.seedId !== undefined ? { seedId: f.seedId } : {}),
    ...(f.solverOptions ? { solverOptions: f.solverOptions } : {}),
    ...(f.reducedFrom ? { reducedFrom: f.reducedFrom } : {}),
    ...(f.intermittent ? { intermittent: { ...f.intermittent } } : {}),
    ...(f.bisect ? { bisect: f.bisect } : {}),
    ...(f.live ? { live: f.live } : {}),
    ...(f.reduction ? { reduction: f.reduction } : {}),
    ...(f.state ? { state: f.state } : {}),
  };
}

/** Names one occurrence: the mutant id, or a hash of a literal mutant's text. */
export function witnessId(f: Pick<Finding, 'made' | 'mutant'>): string {
  return f.made?.mutantId ?? `literal:${hashId(f.mutant)}`;
}

export function solverInfo(lane: LaneInfo & { binary?: string }, reportedVersion: string | undefined): SolverInfo {
  return {
    id: lane.id,
    family: lane.family,
    version: lane.version,
    backend: lane.backend,
    options: [...lane.options],
    ...(lane.binary ? { binary: lane.binary } : {}),
    ...(reportedVersion ? { reportedVersion } : {}),
  };
}

function trimOutput(o: Outcome): Outcome {
  return {
    ...o,
    stdout: o.stdout.slice(0, OUTPUT_KEPT),
    stderr: o.stderr.slice(0, OUTPUT_KEPT),
    timeMs: Math.round(o.timeMs),
  };
}
