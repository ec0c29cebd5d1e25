// One reduction of a playground finding, the hand-over's reduce step (handover/reduce.ts `reduceStep`, as the CLI): live progress
// and cancel for the page, then the re-run's reading, the reduced finding and its share link.
// Environment-neutral (a RunLane in, plain view objects out), so it is tested in Node.
import type { Finding } from '../finding/record.js';
import { lanesOf } from '../handover/finding-lanes.js';
import { reduceStep } from '../handover/reduce.js';
import type { ReduceStats } from '../reduce/types.js';
import { encodeShare } from '../share/codec.js';
import { linkOracle, observedOf, type ShareState } from '../share/state.js';
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
  /** The reduced finding, when the re-run still shows it. */
  finding?: Finding;
  /**
   * The finding with what reducing it made kept in its record (`reduction`: the reduced record, or why there is
   * none), as the CLI keeps it (handover/reduce.ts `reduceStep`): what the page stores.
   */
  kept: Finding;
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

/**
 * The reduced finding's share link: the literal reduced mutant alone, its lanes (under the options that matter),
 * the finding's timeout and oracle, the re-check's outcomes.
 */
export function reducedShareState(f: Finding, reduced: string, outcomes: readonly Outcome[]): ShareState {
  return {
    v: 1,
    seeds: [reduced],
    rngSeed: 0,
    step: 0,
    mutant: reduced,
    lanes: outcomes.length ? outcomes.map((o) => o.laneId) : lanesOf(f),
    timeoutMs: f.timeoutMs,
    ...linkOracle(f.oracle),
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

  async run(finding: Finding, run: RunLane, settings: ReduceSettings = {}): Promise<ReduceView> {
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
    try {
      const { finding: kept, done } = await reduceStep(finding, run, {
        ...(settings.jobs !== undefined ? { jobs: Math.max(1, settings.jobs) } : {}),
        perLane: Math.max(1, settings.perLane ?? 1),
        signal: this.abort.signal,
        ...(settings.maxCandidates !== undefined ? { maxCandidates: settings.maxCandidates } : {}),
        onProgress: (p) => {
          const phase = p.phase === 'options' ? 'reducing' : p.phase === 'rechecking' ? 'rerunning' : p.phase;
          this.set({
            phase,
            pass: p.pass,
            candidates: p.candidates,
            ...(p.keeps ? { keeps: p.keeps } : {}),
            ...(p.accepted ? { accepted: this.view.accepted + 1 } : {}),
          });
          if (p.accepted || p.bytes !== this.view.bytes) this.sample(p.bytes);
        },
      });
      if (!done.ok)
        return done.stage === 'cancelled'
          ? fail(done.reason, 'cancelled')
          : fail(done.stage === 'golden' ? `nothing to reduce: ${done.reason}` : done.reason);
      const r = done.reduction;
      const share = reducedShareState(finding, r.text, r.outcomes);
      this.set({
        phase: r.cancelled ? 'cancelled' : 'done',
        result: {
          original,
          reduced: r.text,
          stats: r.stats,
          cancelled: r.cancelled,
          outcomes: r.outcomes,
          reading: readJudgement(r.judgement, finding.oracle),
          sameFinding: r.reproduces,
          ...(r.reduced ? { finding: r.reduced } : {}),
          kept,
          share,
          fragment: await encodeShare(share),
        },
      });
      return this.view;
    } catch (e) {
      if (this.abort.signal.aborted) return fail('cancelled before reducing began', 'cancelled');
      return fail((e as Error).message);
    }
  }
}
