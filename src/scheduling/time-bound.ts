// Per-seed time limits (`smtplay fuzz --timeout-factor K --timeout-floor MS`): a mutant runs on a lane for at
// most K × the time its seed took on that lane, never less than the floor and never more than the user's
// --timeout (the ceiling). Mutants of a seed that solves in 40 ms then give up after the floor, not after 5 s,
// so a slow mutant of a fast seed does not hold a solver for the whole timeout; a seed that needs 3 s keeps
// the ceiling. The limit is never below the floor, so a seed is measured (run once on the lane) only when one of
// its mutants needs more than the floor there: until then its mutants run within the floor, and the first one
// that reaches it runs again within the seed's limit once the seed is measured. Most seeds' mutants never reach
// the floor, and a short campaign over many seeds does not pay a seed run for each. The measuring run itself
// stops at ceiling / factor: a seed slower than that gives its mutants the ceiling, whatever its time.
//
// A lowered limit may cost findings (a crash that shows after 3 s of a 40 ms seed is missed: bench:yield
// measures it) but must never make one that the ceiling would not make. What each outcome under a lowered
// limit L means:
// - cut off at L (a timeout): a timeout, never a finding (oracles/judge.ts); counted, and like any timeout it
//   counts against the seed (the scheduler's weights, the 32-timeout cap);
// - `unknown` that stopped at L (the solver's own limit: Z3's WebAssembly lanes set Z3's `timeout` parameter
//   to the run's limit; a reason that says timeout or canceled, or an answer at 90 % of L or later): the limit's
//   doing, so it is made the timeout it is. Judged as an `unknown` it would be an incompleteness finding (where
//   another lane decides, or Janus implies the answer) that the ceiling might not make;
// - `unknown` well before L: the limit played no part, but to be sure it runs again at the ceiling (quickly, as
//   it came quickly) and the ceiling's outcome is judged and recorded.
// So an incompleteness finding always holds at the user's --timeout, as without limits, and every other
// finding (a crash, a wrong answer, an invalid model, an error) is what the solver did before any limit.
import { stripStatusText } from '../smtlib/status.js';
import type { Outcome } from '../solvers/outcome.js';

/** Plain data, kept in the campaign's config (CampaignConfig.timeBound). */
export interface TimeBound {
  /** A mutant's limit is this multiple of its seed's own time on the lane. */
  factor: number;
  /** ... but never below this (ms): start-up and noise dominate tiny times. */
  floorMs: number;
}

export const DEFAULT_TIME_BOUND: TimeBound = { factor: 10, floorMs: 1000 };

/** A mutant's limit on a lane: factor × the seed's time, within [floor, ceiling]; the ceiling when unmeasured. */
export function mutantTimeout(seedMs: number | undefined, bound: TimeBound, ceilingMs: number): number {
  if (seedMs === undefined || !Number.isFinite(seedMs)) return ceilingMs;
  const floor = Math.min(bound.floorMs, ceilingMs);
  return Math.min(ceilingMs, Math.max(floor, Math.ceil(bound.factor * seedMs)));
}

/** The seed's time on a lane as a limit can use it: a seed that timed out at the ceiling has none. */
export function seedTimeOf(o: Outcome): number | undefined {
  return o.status === 'timeout' ? undefined : o.timeMs;
}

/** What an outcome under the limit `limitMs` means (see the top of this file). */
export function underLimit(o: Outcome, limitMs: number, ceilingMs: number): 'as-is' | 'timeout' | 'ceiling' {
  if (limitMs >= ceilingMs || o.status !== 'ok' || !o.answers.includes('unknown')) return 'as-is';
  const stopped = /timeout|cancel/i.test(o.unknownReason ?? '') || o.timeMs >= 0.9 * limitMs;
  return stopped ? 'timeout' : 'ceiling';
}

/** An `unknown` that stopped at a lowered limit, as the timeout it is. */
export function asTimeout(o: Outcome, limitMs: number): Outcome {
  return {
    ...o,
    status: 'timeout',
    answers: [],
    message: `stopped at the seed's time limit (${limitMs} ms) with unknown`,
  };
}

/** Runs a text on a lane within `timeoutMs`; `mutant` says whether it is the mutant (with its drawn options). */
export type RunWithin = (laneId: string, text: string, timeoutMs: number, mutant: boolean) => Promise<Outcome>;
/** Every run's outcome once all have settled (the engine's own, so no run is left behind on a solver). */
export type EveryLane = (runs: readonly Promise<Outcome>[]) => Promise<Outcome[]>;

/** What the limits did in this process (summary.json `timeBound`). */
export interface TimeBoundCounts {
  /** Seed runs made to measure seeds (a seed on a lane, once, when a mutant of it reached the floor there). */
  seedRuns: number;
  /** Mutant runs that reached the floor before their seed was measured, run again within the seed's limit. */
  rerunsAtSeedLimit: number;
  /** Mutant outcomes decided under a limit below the ceiling. */
  loweredRuns: number;
  /** ... of which ended at that limit (cut off, or `unknown` when the solver stopped itself there). */
  timeoutsAtLimit: number;
  /** `unknown`s well before a lowered limit, run again at the ceiling to be judged. */
  rerunsAtCeiling: number;
}

export class SeedTimeBounds {
  readonly counts: TimeBoundCounts = {
    seedRuns: 0,
    rerunsAtSeedLimit: 0,
    loweredRuns: 0,
    timeoutsAtLimit: 0,
    rerunsAtCeiling: 0,
  };
  /** A seed's limit on a lane, once measured (keyed by seed id and lane id). */
  private readonly limits = new Map<string, Promise<number>>();

  constructor(
    readonly bound: TimeBound,
    readonly ceilingMs: number,
  ) {}

  private get floorMs(): number {
    return Math.min(this.bound.floorMs, this.ceilingMs);
  }

  /** Every lane's outcome on a mutant of `seed`, each run within its limit and read as the top of this file says. */
  runMutant(
    seed: { id: string; text: string },
    laneIds: readonly string[],
    mutant: string,
    run: RunWithin,
    all: EveryLane,
  ): Promise<Outcome[]> {
    return all(laneIds.map((laneId) => this.runLane(seed, laneId, mutant, run)));
  }

  private async runLane(seed: { id: string; text: string }, laneId: string, mutant: string, run: RunWithin) {
    const key = `${seed.id}\u0000${laneId}`;
    const measured = this.limits.get(key);
    let limit = measured ? await measured : this.floorMs;
    let o = await run(laneId, mutant, limit, true);
    const reached = (x: Outcome, at: number): boolean =>
      at < this.ceilingMs && (x.status === 'timeout' || underLimit(x, at, this.ceilingMs) === 'timeout');
    if (!measured && reached(o, limit)) {
      const seedLimit = await this.measure(key, seed, laneId, run);
      if (seedLimit > limit) {
        this.counts.rerunsAtSeedLimit++;
        limit = seedLimit;
        o = await run(laneId, mutant, limit, true);
      }
    }
    if (limit >= this.ceilingMs) return o;
    this.counts.loweredRuns++;
    const meaning = underLimit(o, limit, this.ceilingMs);
    if (o.status === 'timeout' || meaning === 'timeout') this.counts.timeoutsAtLimit++;
    if (meaning === 'timeout') return asTimeout(o, limit);
    if (meaning === 'ceiling') {
      this.counts.rerunsAtCeiling++;
      return run(laneId, mutant, this.ceilingMs, true);
    }
    return o;
  }

  /**
   * The seed's limits from its own run on every lane at the ceiling (the campaign runs each seed itself first:
   * seed-itself.ts), so its mutants need no run of their own to measure it.
   */
  seedRan(seedId: string, outcomes: readonly Outcome[]): void {
    for (const o of outcomes) {
      const key = `${seedId}\u0000${o.laneId}`;
      if (this.limits.has(key)) continue;
      const limit = o.status === 'timeout' ? this.ceilingMs : mutantTimeout(seedTimeOf(o), this.bound, this.ceilingMs);
      this.limits.set(key, Promise.resolve(limit));
    }
  }

  /**
   * The seed's limit on the lane, from one run of the seed there (runs in flight share it). The run needs no more
   * than ceiling / factor: a seed slower than that gives its mutants the ceiling whatever its time.
   */
  private measure(key: string, seed: { id: string; text: string }, laneId: string, run: RunWithin): Promise<number> {
    let limit = this.limits.get(key);
    if (!limit) {
      this.counts.seedRuns++;
      const within = Math.min(this.ceilingMs, Math.ceil(this.ceilingMs / this.bound.factor));
      limit = run(laneId, stripStatusText(seed.text), within, false).then((o) =>
        o.status === 'timeout' || underLimit(o, within, Infinity) === 'timeout'
          ? this.ceilingMs
          : mutantTimeout(seedTimeOf(o), this.bound, this.ceilingMs),
      );
      this.limits.set(key, limit);
    }
    return limit;
  }
}
