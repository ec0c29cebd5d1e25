// One reduction of a playground finding: picks the predicate (reduce-plan.ts), runs `reduce` on the
// lanes with live progress and cancel, re-runs the result on every lane and makes its share link.
// Environment-neutral (a LaneRunner-like `run` in, plain view objects out), so it is tested in Node.
import { NotReproducible, reduce, type RunLane } from '../reduce/index.js';
import type { Predicate, ReduceStats } from '../reduce/types.js';
import { encodeShare } from '../share/codec.js';
import type { ShareState } from '../share/state.js';
import { parseScript } from '../smtlib/parser.js';
import type { Outcome, RunOptions } from '../solvers/outcome.js';
import { planReduction, predicateFor, type ReducibleFinding } from './reduce-plan.js';
import { thinSamples, type SizeSample } from './size-chart.js';
import { verdictOf, type Observed, type Verdict } from './verdict.js';

/** What the controller needs from the lanes (a LaneRunner's `run`, a SolverPool's `run`). */
export interface ReduceRunner {
  run(laneId: string, text: string, options: RunOptions): Promise<Outcome>;
}

export type ReducePhase = 'idle' | 'checking' | 'reducing' | 'rerunning' | 'done' | 'cancelled' | 'failed';

export interface ReduceResultView {
  original: string;
  reduced: string;
  stats: ReduceStats;
  cancelled: boolean;
  /** Every lane's outcome on the reduced text, as the share link records them. */
  observed: Observed[];
  verdict: Verdict;
  /** The re-run shows the same kind of finding as the original. */
  sameFinding: boolean;
  share: ShareState;
  /** `#s=…`, to append to the page's address. */
  fragment: string;
}

export interface ReduceView {
  phase: ReducePhase;
  /** One line saying what is kept (from the predicate), once known. */
  keeps?: string;
  bytesBefore: number;
  bytes: number;
  pass: string;
  /** Predicate calls answered so far. */
  candidates: number;
  accepted: number;
  elapsedMs: number;
  samples: SizeSample[];
  message?: string;
  result?: ReduceResultView;
}

export interface ReduceSettings {
  /** Candidates tested at once; by default one per lane. */
  jobs?: number;
  /** Runs handed to the runner at once per lane (the browser has one solver per lane). */
  perLane?: number;
  maxCandidates?: number;
  /** Cancels like `cancel()`. */
  signal?: AbortSignal;
}

export const MAX_SAMPLES = 300;

/** Holds runs per lane to `limit` at a time; on cancel the waiting ones never start. */
class LaneGate {
  private readonly active = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(
    private readonly limit: number,
    private readonly signal: AbortSignal,
  ) {
    signal.addEventListener('abort', () => {
      for (const queue of this.waiting.values()) for (const wake of queue.splice(0)) wake();
    });
  }

  async run<T>(lane: string, cancelled: () => T, go: () => Promise<T>): Promise<T> {
    if ((this.active.get(lane) ?? 0) >= this.limit) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(lane) ?? [];
        queue.push(resolve);
        this.waiting.set(lane, queue);
      });
    }
    if (this.signal.aborted) return cancelled();
    this.active.set(lane, (this.active.get(lane) ?? 0) + 1);
    try {
      return await go();
    } finally {
      this.active.set(lane, (this.active.get(lane) ?? 1) - 1);
      this.waiting.get(lane)?.shift()?.();
    }
  }
}

const cancelledOutcome = (laneId: string): Outcome => ({
  laneId,
  answers: [],
  stdout: '',
  stderr: '',
  status: 'error',
  message: 'cancelled',
  timeMs: 0,
});

export const observe = (lane: string, o: Outcome): Observed => ({
  lane,
  status: o.status,
  answers: o.answers,
  ...(o.modelInvalid ? { modelInvalid: true } : {}),
});

/** The reduced finding's share link state: the literal reduced mutant, same lanes and timeout, new outcomes. */
export function reducedShareState(f: ReducibleFinding, reduced: string, observed: Observed[]): ShareState {
  return {
    v: 1,
    seeds: f.seeds,
    rngSeed: f.rngSeed,
    step: f.step,
    mutant: reduced,
    lanes: f.lanes,
    timeoutMs: f.timeoutMs,
    ...(f.oracle.kind === 'expected' ? { expected: f.oracle.expected } : {}),
    ...(observed.length ? { observed } : {}),
  };
}

export class ReduceSession {
  private readonly abort = new AbortController();
  private startedAt = 0;
  view: ReduceView = {
    phase: 'idle',
    bytesBefore: 0,
    bytes: 0,
    pass: '',
    candidates: 0,
    accepted: 0,
    elapsedMs: 0,
    samples: [],
  };

  constructor(private readonly onView: (view: ReduceView) => void = () => undefined) {}

  get cancelled(): boolean {
    return this.abort.signal.aborted;
  }

  private set(patch: Partial<ReduceView>): void {
    this.view = { ...this.view, ...patch, elapsedMs: this.startedAt ? Date.now() - this.startedAt : 0 };
    this.onView(this.view);
  }

  private sample(bytes: number): void {
    const samples = [...this.view.samples, { ms: Date.now() - this.startedAt, bytes }];
    this.set({ bytes, samples: samples.length > MAX_SAMPLES ? thinSamples(samples, MAX_SAMPLES / 2) : samples });
  }

  /** Stops the reduction; `run` then resolves with what was reached so far. */
  cancel(): void {
    this.abort.abort();
  }

  async run(finding: ReducibleFinding, runner: ReduceRunner, settings: ReduceSettings = {}): Promise<ReduceView> {
    this.startedAt = Date.now();
    if (settings.signal?.aborted) this.cancel();
    settings.signal?.addEventListener('abort', () => this.cancel(), { once: true });
    const original = finding.mutant;
    this.set({ phase: 'checking', bytesBefore: original.length, bytes: original.length, pass: 'checking' });
    this.sample(original.length);
    const fail = (message: string, phase: ReducePhase = 'failed'): ReduceView => {
      this.set({ phase, message });
      return this.view;
    };
    const planned = planReduction(finding);
    if (!planned.ok) return fail(planned.reason);
    const parsed = parseScript(original);
    if (!parsed.ok) return fail(`the mutant does not parse: ${parsed.error.message}`);

    const signal = this.abort.signal;
    const gate = new LaneGate(Math.max(1, settings.perLane ?? 1), signal);
    const run: RunLane = (lane, text, options) =>
      gate.run(
        lane,
        () => cancelledOutcome(lane),
        () => runner.run(lane, text, options),
      );
    try {
      const { predicate, describe } = await predicateFor(planned.plan, run, original);
      if (signal.aborted) return fail('cancelled before reducing began', 'cancelled');
      this.set({ phase: 'reducing', keeps: describe });
      let answered = 0;
      const counted: Predicate = async (candidate, s) => {
        const keep = await predicate(candidate, s);
        if (!signal.aborted) this.set({ candidates: ++answered });
        return keep;
      };
      const result = await reduce(
        parsed.value,
        counted,
        {
          jobs: Math.max(1, settings.jobs ?? finding.lanes.length),
          signal,
          ...(settings.maxCandidates !== undefined ? { maxCandidates: settings.maxCandidates } : {}),
          onProgress: (p) => {
            if (p.accepted !== undefined) this.set({ accepted: this.view.accepted + 1 });
            this.set({ pass: p.pass });
            if (p.accepted !== undefined) this.sample(p.bytes);
          },
        },
        original.length,
      );
      const cancelled = result.cancelled === true;
      // Canonical printing can make a text a little longer: nothing smaller found keeps the original.
      const reduced = result.text.length < original.length ? result.text : original;
      const stats = { ...result.stats, bytesAfter: reduced.length };
      if (reduced.length !== this.view.bytes) this.sample(reduced.length);
      this.set({ phase: 'rerunning', pass: cancelled ? 'cancelled' : 'done' });
      const outcomes = await Promise.all(
        finding.lanes.map((lane) => runner.run(lane, reduced, { timeoutMs: finding.timeoutMs })),
      );
      const observed = outcomes.map((o, i) => observe(finding.lanes[i]!, o));
      const verdict = verdictOf(finding.oracle, observed);
      const share = reducedShareState(finding, reduced, observed);
      this.set({
        phase: cancelled ? 'cancelled' : 'done',
        result: {
          original,
          reduced,
          stats,
          cancelled,
          observed,
          verdict,
          sameFinding: verdict.finding && verdict.kind === planned.verdict.kind,
          share,
          fragment: await encodeShare(share),
        },
      });
      return this.view;
    } catch (e) {
      if (signal.aborted) return fail('cancelled before reducing began', 'cancelled');
      if (e instanceof NotReproducible) return fail(`nothing to reduce: ${e.message}`);
      return fail((e as Error).message);
    }
  }
}
