// Running statistics of a campaign: counters, per-lane outcomes, solver busy time, throughput and the time profile.
import type { Outcome } from '../solvers/outcome.js';
import type { FindingGroups } from '../finding/groups.js';
import { TimeProfile } from './profile.js';
import type { CampaignStats, Counters, LaneCounts, MutatorCounts, SeedCounts } from './types.js';

export function emptyCounters(): Counters {
  return {
    mutantsGenerated: 0,
    mutantsTested: 0,
    noMutant: 0,
    mutatorBugs: 0,
    invalidMutants: 0,
    timeouts: 0,
    unknowns: 0,
    findingOccurrences: 0,
    seedsAbandoned: 0,
    rejectedRuns: 0,
    modelChecks: 0,
    modelChecksGaveUp: 0,
  };
}

/** Adds `more` into `into` (a counter missing from an older record counts 0). */
export function addCounters(into: Counters, more: Partial<Counters>): void {
  for (const key of Object.keys(into) as (keyof Counters)[]) into[key] += more[key] ?? 0;
}

function emptyLane(): LaneCounts {
  return { sat: 0, unsat: 0, unknown: 0, ok: 0, timeout: 0, crash: 0, error: 0, solverMs: 0 };
}

/** Wall time during which at least one solver run is in flight. */
export class BusyClock {
  private running = 0;
  private since = 0;
  private busyMs = 0;

  constructor(private readonly now: () => number) {}

  enter(): void {
    if (this.running++ === 0) this.since = this.now();
  }

  leave(): void {
    if (--this.running === 0) this.busyMs += this.now() - this.since;
  }

  total(): number {
    return this.busyMs + (this.running > 0 ? this.now() - this.since : 0);
  }
}

export class StatsTracker {
  readonly counters = emptyCounters();
  readonly perLane: Record<string, LaneCounts> = {};
  readonly seeds = { total: 0, done: 0, skipped: 0, resumed: 0 };
  readonly perMutator: Record<string, MutatorCounts> = {};
  readonly perSeed: Record<string, SeedCounts> = {};
  /** Where the time goes: every run by lane, and the engine's own work (profile.ts). */
  readonly profile: TimeProfile;
  private readonly mutated = new Set<string>();
  private readonly throughput: { seconds: number; tested: number }[] = [];
  private lastSample = 0;
  /** Mutants tested by earlier runs of a resumed campaign: not part of this run's rate. */
  private testedBefore = 0;

  constructor(
    private readonly now: () => number,
    private readonly startedAt: number,
    readonly busy: BusyClock,
    laneIds: readonly string[],
    mutatorNames: readonly string[] = [],
    /** The campaign's timeout (the profile tells runs that reached a lower limit apart). */
    timeoutMs = Infinity,
  ) {
    this.profile = new TimeProfile(now, timeoutMs);
    for (const id of laneIds) this.perLane[id] = emptyLane();
    for (const name of mutatorNames) this.mutator(name);
  }

  /** Counters of an earlier run of the same campaign (one walk's progress line). */
  resume(counters: Partial<Counters>, seedId?: string, mutator?: string): void {
    addCounters(this.counters, counters);
    const tested = counters.mutantsTested ?? 0;
    this.testedBefore += tested;
    if (seedId !== undefined && tested > 0) {
      this.mutated.add(seedId);
      this.seed(seedId).mutants += tested;
    }
    if (mutator !== undefined) this.mutator(mutator).mutants += tested;
  }

  /** One mutant tested: on which seed, by which mutator, with how many solver timeouts. */
  tested(seedId: string, mutator: string, timeouts: number): void {
    this.mutated.add(seedId);
    const seed = this.seed(seedId);
    seed.mutants++;
    seed.timeouts += timeouts;
    this.mutator(mutator).mutants++;
  }

  /** A new distinct finding (its signature seen for the first time), credited to its seed and mutator. */
  found(seedId: string | undefined, mutator: string | undefined): void {
    if (seedId !== undefined) this.seed(seedId).findings++;
    if (mutator !== undefined) this.mutator(mutator).findings++;
  }

  private seed(id: string): SeedCounts {
    return (this.perSeed[id] ??= { mutants: 0, findings: 0, timeouts: 0 });
  }

  private mutator(name: string): MutatorCounts {
    return (this.perMutator[name] ??= { mutants: 0, findings: 0 });
  }

  outcome(o: Outcome): void {
    const lane = (this.perLane[o.laneId] ??= emptyLane());
    lane[o.status]++;
    lane.solverMs += o.timeMs;
    if (o.status === 'ok') for (const a of o.answers) lane[a]++;
  }

  /** Samples throughput at most once a second. */
  sample(): void {
    const t = this.now();
    if (t - this.lastSample < 1000) return;
    this.lastSample = t;
    this.throughput.push({ seconds: round((t - this.startedAt) / 1000), tested: this.counters.mutantsTested });
  }

  snapshot(groups: FindingGroups): CampaignStats {
    const wallMs = this.now() - this.startedAt;
    const solverMs = Math.min(wallMs, this.busy.total());
    const c = this.counters;
    const attempted = c.mutantsTested;
    return {
      ...c,
      seeds: { ...this.seeds, mutated: this.mutated.size },
      perMutator: structuredClone(this.perMutator),
      perSeed: structuredClone(this.perSeed),
      invalidMutantRate: attempted === 0 ? 0 : round(c.invalidMutants / attempted),
      perLane: structuredClone(this.perLane),
      findingsByKind: groups.byKind(),
      findingsByDesign: groups.byDesign(),
      wallSeconds: round(wallMs / 1000),
      solverSeconds: round(solverMs / 1000),
      ownSeconds: round((wallMs - solverMs) / 1000),
      solverFraction: wallMs === 0 ? 0 : round(solverMs / wallMs),
      mutantsPerSecond: wallMs === 0 ? 0 : round(((c.mutantsTested - this.testedBefore) * 1000) / wallMs),
      throughput: [...this.throughput],
      profile: this.profile.snapshot(),
    };
  }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
