// One reduction of a playground finding: plans it (reduce/plan.ts), keeps the finding with the judge's
// predicate (reduce/predicates), runs `reduce` on the lanes with live progress and cancel, re-runs the
// result on every lane and makes the reduced finding and its share link.
// Environment-neutral (a RunLane in, plain view objects out), so it is tested in Node.
import { makeFinding, type Finding } from '../campaign/finding.js';
import { logicOf } from '../campaign/mutants.js';
import { judge, sameFinding } from '../oracles/index.js';
import { keepFinding, NotReproducible, planFor, reduce, reduceOptions } from '../reduce/index.js';
import { asRelease } from '../campaign/bisect-lanes.js';
import { baseLaneId, type SolverOptions } from '../campaign/solver-options.js';
import { optionLanes } from '../solvers/option-lanes.js';
import type { Predicate, ReduceStats } from '../reduce/types.js';
import { encodeShare } from '../share/codec.js';
import { observedOf, type ShareState } from '../share/state.js';
import { parseScript } from '../smtlib/parser.js';
import type { Outcome } from '../solvers/outcome.js';
import type { RunLane } from '../solvers/runner.js';
import { readJudgement, type Reading } from './judgement-text.js';
import { thinSamples, type SizeSample } from './size-chart.js';

export type ReducePhase = 'idle' | 'checking' | 'reducing' | 'rerunning' | 'done' | 'cancelled' | 'failed';

export interface ReduceResultView {
  original: string;
  reduced: string;
  stats: ReduceStats;
  cancelled: boolean;
  /** Every lane's outcome on the reduced text. */
  outcomes: Outcome[];
  reading: Reading;
  /** The re-run shows the same finding as the original (the judge's call). */
  sameFinding: boolean;
  /** The reduced finding, when the re-run still shows it (stored like any other). */
  finding?: Finding;
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

/** The drawn options that matter, and the marks among them. */
function keptOptions(all: SolverOptions, kept: Record<string, readonly string[]>): SolverOptions {
  const byLane = Object.fromEntries(Object.entries(kept).map(([lane, o]) => [lane, [...o]]));
  return { byLane, marked: all.marked.filter((m) => byLane[m.lane]?.includes(m.option)) };
}

/** The lanes a finding ran on, in order. */
export const lanesOf = (f: Pick<Finding, 'outcomes'>): string[] => f.outcomes.map((o) => o.laneId);

/**
 * `run` for a finding's lanes: lanes named with drawn options run on their base lanes (one solver each,
 * whatever the option set), and so do those lanes as other releases (`releases`, a bisection's).
 */
export function onBaseLanes(
  f: Pick<Finding, 'outcomes' | 'solverOptions'>,
  run: RunLane,
  releases: readonly string[] = [],
): RunLane {
  const drawn = f.solverOptions;
  if (!drawn) return run;
  const bases = lanesOf(f).map((l) => baseLaneId(l, drawn));
  return optionLanes(run, [...bases, ...bases.flatMap((b) => releases.map((v) => asRelease(b, v)))]);
}

/** The reduced finding's share link: the literal reduced mutant alone, same lanes and timeout, new outcomes. */
export function reducedShareState(f: Finding, reduced: string, outcomes: readonly Outcome[]): ShareState {
  return {
    v: 1,
    seeds: [reduced],
    rngSeed: 0,
    step: 0,
    mutant: reduced,
    lanes: lanesOf(f),
    timeoutMs: f.timeoutMs,
    ...(f.oracle.kind === 'expected' ? { expected: f.oracle.expected } : {}),
    ...(outcomes.length ? { observed: outcomes.map(observedOf) } : {}),
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

  async run(finding: Finding, lanesRun: RunLane, settings: ReduceSettings = {}): Promise<ReduceView> {
    this.startedAt = Date.now();
    const run = onBaseLanes(finding, lanesRun);
    if (settings.signal?.aborted) this.cancel();
    settings.signal?.addEventListener('abort', () => this.cancel(), { once: true });
    const original = finding.mutant;
    this.set({ phase: 'checking', bytesBefore: original.length, bytes: original.length, pass: 'checking' });
    this.sample(original.length);
    const fail = (message: string, phase: ReducePhase = 'failed'): ReduceView => {
      this.set({ phase, message });
      return this.view;
    };
    const planned = planFor(finding, finding.oracle, finding.outcomes);
    if (!planned.ok) return fail(planned.reason);
    const target = planned.target;
    const parsed = parseScript(original);
    if (!parsed.ok) return fail(`the mutant does not parse: ${parsed.error.message}`);

    const signal = this.abort.signal;
    const gate = new LaneGate(Math.max(1, settings.perLane ?? 1), signal);
    const gated: RunLane = (lane, text, options) =>
      gate.run(
        lane,
        () => cancelledOutcome(lane),
        () => run(lane, text, options),
      );
    try {
      const { predicate, describe, keeps } = await keepFinding(gated, target, original);
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
          jobs: Math.max(1, settings.jobs ?? target.run.length),
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
      // A finding made under fuzzed options keeps only the options that matter.
      const drawn = finding.solverOptions?.byLane ?? {};
      let rename = (laneId: string): string => laneId;
      let solverOptions: SolverOptions | undefined;
      if (!cancelled && Object.keys(drawn).length > 0) {
        this.set({ pass: 'options' });
        const options = await reduceOptions(gated, target, keeps, reduced, drawn, finding.timeoutMs, signal);
        rename = options.rename;
        solverOptions = keptOptions(finding.solverOptions!, options.kept);
      }
      this.set({ phase: 'rerunning', pass: cancelled ? 'cancelled' : 'done' });
      const lanes = lanesOf(finding).map(rename);
      const outcomes = await Promise.all(
        lanes.map((lane) => run(lane, reduced, { timeoutMs: finding.timeoutMs, produceModel: target.produceModel })),
      );
      const script = parseScript(reduced);
      const judgement = judge(script.ok ? script.value : undefined, finding.oracle, outcomes);
      const wanted = { ...keeps, lanes: keeps.lanes.map(rename) };
      const same = judgement.findings.find(
        (f) =>
          f.kind === wanted.kind && f.lanes.join() === wanted.lanes.join() && (solverOptions || sameFinding(f, keeps)),
      );
      const share = reducedShareState(finding, reduced, outcomes);
      this.set({
        phase: cancelled ? 'cancelled' : 'done',
        result: {
          original,
          reduced,
          stats,
          cancelled,
          outcomes,
          reading: readJudgement(judgement, finding.oracle, lanes),
          sameFinding: same !== undefined,
          ...(same
            ? {
                finding: makeFinding({
                  raw: same,
                  logic: script.ok ? logicOf(script.value) : finding.logic,
                  rules: finding.rules,
                  origin: 'reduced',
                  mutant: reduced,
                  seed: finding.seed,
                  ...(finding.secondSeed !== undefined ? { secondSeed: finding.secondSeed } : {}),
                  oracle: finding.oracle,
                  outcomes,
                  solvers: finding.solvers,
                  timeoutMs: finding.timeoutMs,
                  reducedFrom: { id: finding.id, bytes: original.length },
                  ...(solverOptions && Object.keys(solverOptions.byLane).length > 0 ? { solverOptions } : {}),
                }),
              }
            : {}),
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
