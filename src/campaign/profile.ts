// Where a campaign's time goes, as plain data (CampaignStats.profile): per lane, its runs' wall time split into
// starting solver processes and solving, the solving by how each run ended (an answer, the time limit, a crash, an
// error); and the engine's own work on its thread (mutation, judging, model checks, writing). Every run the engine
// makes is counted, the ones per-seed limits make to measure a seed or to run a mutant again included; a run's start
// share is what its backend reports (`Outcome.cost`, native lanes), 0 where it reports none. Collected by adding
// numbers: no timer of its own, no allocation per run beyond its lane's record.
import type { Outcome } from '../solvers/outcome.js';

/** How a run ended: its last answer, no answer (a script that prints none), the time limit, a crash, an error. */
export const RUN_ENDS = ['sat', 'unsat', 'unknown', 'none', 'timeout', 'crash', 'error'] as const;
export type RunEnd = (typeof RUN_ENDS)[number];

/** The engine's own work, timed on its thread. */
export const OWN_WORK = ['mutation', 'judging', 'modelChecks', 'writing'] as const;
export type OwnWork = (typeof OWN_WORK)[number];

export interface RunTally {
  runs: number;
  ms: number;
}

export interface LaneProfile {
  /** Runs made and their wall time (`Outcome.timeMs` summed): startMs + every `solving[end].ms`. */
  runs: number;
  ms: number;
  /** Of `ms`: starting solver processes (`processStarts` of them). */
  startMs: number;
  processStarts: number;
  /** Of `ms`, the rest: solving, by how the run ended. */
  solving: Record<RunEnd, RunTally>;
  /** Runs a persistent process could not vouch for, made again in a fresh one (their time is in `ms`). */
  freshReruns: number;
  /** Of `solving.timeout`: the runs that reached a limit below the campaign's timeout (per-seed limits). */
  limitBelowTimeout: RunTally;
}

export interface CampaignProfile {
  lanes: Record<string, LaneProfile>;
  /** Milliseconds of the engine's own work, by kind. */
  own: Record<OwnWork, number>;
}

export function runEnd(o: Pick<Outcome, 'status' | 'answers'>): RunEnd {
  if (o.status !== 'ok') return o.status;
  return o.answers.at(-1) ?? 'none';
}

function emptyLane(): LaneProfile {
  const solving = Object.fromEntries(RUN_ENDS.map((e) => [e, { runs: 0, ms: 0 }])) as Record<RunEnd, RunTally>;
  return {
    runs: 0,
    ms: 0,
    startMs: 0,
    processStarts: 0,
    solving,
    freshReruns: 0,
    limitBelowTimeout: { runs: 0, ms: 0 },
  };
}

export class TimeProfile {
  private readonly lanes: Record<string, LaneProfile> = {};
  private readonly own = Object.fromEntries(OWN_WORK.map((k) => [k, 0])) as Record<OwnWork, number>;

  /** `timeoutMs`: the campaign's timeout, against which a run's own limit is below it or not. */
  constructor(
    private readonly now: () => number,
    private readonly timeoutMs = Infinity,
  ) {}

  /** One run on a lane (by its id without drawn options) within `limitMs`, as its outcome reports it. */
  run(laneId: string, o: Pick<Outcome, 'status' | 'answers' | 'timeMs' | 'cost'>, limitMs = this.timeoutMs): void {
    const lane = (this.lanes[laneId] ??= emptyLane());
    const startMs = Math.min(o.timeMs, Math.max(0, o.cost?.startMs ?? 0));
    lane.runs++;
    lane.ms += o.timeMs;
    lane.startMs += startMs;
    lane.processStarts += o.cost?.processStarts ?? 0;
    if (o.cost?.freshRerun) lane.freshReruns++;
    const how = runEnd(o);
    const end = lane.solving[how];
    end.runs++;
    end.ms += o.timeMs - startMs;
    if (how === 'timeout' && limitMs < this.timeoutMs) {
      lane.limitBelowTimeout.runs++;
      lane.limitBelowTimeout.ms += o.timeMs - startMs;
    }
  }

  /** Times a piece of the engine's own synchronous work. */
  time<T>(kind: OwnWork, work: () => T): T {
    const started = this.now();
    try {
      return work();
    } finally {
      this.own[kind] += this.now() - started;
    }
  }

  /** Times a piece of the engine's own work that waits (writing): its wall time, waits included. */
  async timeAsync<T>(kind: OwnWork, work: () => Promise<T>): Promise<T> {
    const started = this.now();
    try {
      return await work();
    } finally {
      this.own[kind] += this.now() - started;
    }
  }

  snapshot(): CampaignProfile {
    return { lanes: structuredClone(this.lanes), own: { ...this.own } };
  }
}
