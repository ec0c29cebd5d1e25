// A SolverHost owns the worker(s) of one lane. Timeouts, crashes and restarts are handled here and
// nowhere else: callers only ever see an Outcome.
import { classify } from './classify/index.js';
import type { Lane } from './lane.js';
import { RunNotStarted, type Outcome, type RunOptions } from './outcome.js';
import { withModelRequest } from './model-request.js';
import type { RawRun, SolverWorkerApi, WorkerInfo, WorkerInit } from './worker-api.js';

/** A started worker, whatever the environment (Web Worker or worker_thread). */
export interface SpawnedWorker {
  api: SolverWorkerApi;
  terminate(): void;
  /** Settles (never rejects) with a message when the worker dies on its own. */
  died: Promise<string>;
}

export type SpawnWorker = () => SpawnedWorker;

export type HostStatus = 'loading' | 'ready' | 'busy' | 'restarting' | 'failed';

/**
 * Why a worker was thrown away: a query ran past its timeout and did not stop when interrupted, the
 * worker crashed (trapped, threw, or died), or it can no longer run its configuration (RawRun.stale).
 */
export type RestartReason = 'timeout' | 'crash' | 'stale';

export interface HostOptions {
  /** After a timeout, how long an interrupted query may take to return before the worker is replaced. */
  graceMs?: number;
  /** Keep an initialised spare worker so a restart does not stall the caller. */
  warmSpare?: boolean;
  onStatus?: (status: HostStatus) => void;
  /** Called each time a worker is replaced, before the status turns to 'restarting'. */
  onRestart?: (reason: RestartReason) => void;
  /** Run a trivial query in every new worker before it counts as ready (default true); see WARM_UP. */
  warmUp?: boolean;
}

/**
 * A worker's first query pays for what the engine sets up lazily (Z3 wasm in a fresh worker_thread: 680–1,020 ms
 * for a trivial query, then 12–80 ms; 4.8 s at load 16). Inside a timed query that cost made timeouts, and a
 * timeout replaces the worker with a fresh one whose first query timed out again: under load a lane never came
 * back (BENCHMARKS.md, bug yield, page configuration). So every new worker, the spare included, runs this first.
 */
const WARM_UP = '(declare-const x Int)\n(assert (> (* x x) 4))\n(check-sat)\n';
const WARM_UP_TIMEOUT_MS = 30_000;

interface LiveWorker extends SpawnedWorker {
  info: WorkerInfo;
}

type Settled =
  | { kind: 'done'; raw: RawRun }
  | { kind: 'threw'; message: string }
  | { kind: 'died'; message: string }
  | { kind: 'timeout' };

const now = (): number => performance.now();

export class SolverHost {
  private current: Promise<LiveWorker> | undefined;
  private spare: Promise<LiveWorker> | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private disposed = false;
  private status: HostStatus = 'loading';
  private restartCount = 0;
  private readonly graceMs: number;
  private readonly warmSpare: boolean;
  private readonly warmUp: boolean;

  constructor(
    readonly lane: Lane,
    private readonly spawn: SpawnWorker,
    private readonly init: WorkerInit,
    private readonly options: HostOptions = {},
  ) {
    this.graceMs = options.graceMs ?? 300;
    this.warmSpare = options.warmSpare ?? true;
    this.warmUp = options.warmUp ?? true;
  }

  get currentStatus(): HostStatus {
    return this.status;
  }

  /** How many times a worker was replaced (after a hard timeout or a crash). */
  get restarts(): number {
    return this.restartCount;
  }

  /** Starts the worker (and the spare); resolves with what the solver says about itself. */
  async start(): Promise<WorkerInfo> {
    this.current ??= this.startWorker();
    const w = await this.current;
    if (this.warmSpare) this.spare ??= this.startWorker();
    this.setStatus('ready');
    return w.info;
  }

  /**
   * Runs one script. Calls are queued: one query at a time per lane instance; a queued run whose `signal` aborted
   * before its turn never starts (RunNotStarted, as the pool does).
   */
  run(script: string, options: RunOptions): Promise<Outcome> {
    const result = this.tail.then(() => {
      if (options.signal?.aborted) throw new RunNotStarted();
      return this.runNow(script, options);
    });
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** The solver's description of its options (undefined when the build cannot give one), in turn with runs. */
  describeOptions(): Promise<string | undefined> {
    const result = this.tail.then(async () => {
      this.current ??= this.startWorker();
      const worker = await this.current;
      return worker.api.describeOptions();
    });
    this.tail = result.catch(() => undefined);
    return result;
  }

  dispose(): void {
    this.disposed = true;
    for (const w of [this.current, this.spare])
      void w?.then(
        (x) => x.terminate(),
        () => undefined,
      );
    this.current = this.spare = undefined;
  }

  private setStatus(status: HostStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private async startWorker(): Promise<LiveWorker> {
    const w = this.spawn();
    const died = w.died.then((m) => Promise.reject(new Error(`worker died while loading: ${m}`)));
    died.catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const info = await Promise.race([w.api.init(this.init), died]);
      if (this.warmUp) {
        // Its answer does not matter (a build that rejects the script is still ready); only its cost does.
        const warmed = w.api.run(WARM_UP, WARM_UP_TIMEOUT_MS, []).catch(() => undefined);
        await Promise.race([warmed, died, new Promise((r) => (timer = setTimeout(r, WARM_UP_TIMEOUT_MS)))]);
      }
      return { ...w, info };
    } catch (e) {
      w.terminate();
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Throws away a worker and promotes the spare (or starts a new one). */
  private replace(old: LiveWorker, reason: RestartReason): void {
    old.terminate();
    this.restartCount++;
    this.options.onRestart?.(reason);
    this.setStatus('restarting');
    this.current = this.spare ?? this.startWorker();
    this.spare = this.warmSpare && !this.disposed ? this.startWorker() : undefined;
    // A failed start is reported by the next run; keep the rejection from being unhandled here.
    this.spare?.catch(() => undefined);
    this.current.then(
      () => this.setStatus('ready'),
      () => this.setStatus('failed'),
    );
  }

  /** `fresh`: the run is made again on a worker that replaced a stale one; stale again, it is refused. */
  private async runNow(script: string, options: RunOptions, fresh = false): Promise<Outcome> {
    if (this.disposed) throw new Error(`lane ${this.lane.id} was disposed`);
    let worker: LiveWorker;
    try {
      this.current ??= this.startWorker();
      worker = await this.current;
    } catch (e) {
      this.setStatus('failed');
      this.current = undefined;
      return this.failedOutcome(`could not start ${this.lane.id}: ${(e as Error).message}`);
    }
    this.setStatus('busy');
    const text = options.produceModel ? withModelRequest(script) : script;
    const started = now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const running = worker.api.run(text, options.timeoutMs, options.options ?? []);
    const settled: Settled = await Promise.race([
      running.then(
        (raw): Settled => ({ kind: 'done', raw }),
        (e): Settled => ({ kind: 'threw', message: String((e as Error)?.message ?? e) }),
      ),
      worker.died.then((message): Settled => ({ kind: 'died', message })),
      new Promise<Settled>((resolve) => {
        timer = setTimeout(() => resolve({ kind: 'timeout' }), options.timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    const timeMs = now() - started;

    switch (settled.kind) {
      case 'done':
        if (settled.raw.stale !== undefined) {
          this.replace(worker, 'stale');
          if (!fresh) return this.runNow(script, options, true);
          return this.outcome({ ...settled.raw, stderr: `ERROR: ${settled.raw.stale}`, timeMs }, text);
        }
        if (settled.raw.trap !== undefined) this.replace(worker, 'crash');
        else this.setStatus('ready');
        return this.outcome({ ...settled.raw, timeMs }, text);
      case 'threw':
      case 'died':
        this.replace(worker, 'crash');
        return this.outcome({
          stdout: '',
          stderr: '',
          exitCode: null,
          signal: null,
          trap: settled.message,
          timedOut: false,
          timeMs,
        });
      case 'timeout':
        await this.recoverAfterTimeout(worker, running);
        return this.outcome({ stdout: '', stderr: '', exitCode: null, signal: null, timedOut: true, timeMs });
    }
  }

  /** Soft limit first (interrupt), hard limit second (terminate and respawn). */
  private async recoverAfterTimeout(worker: LiveWorker, running: Promise<RawRun>): Promise<void> {
    const stopped = running.then(
      () => true,
      () => false,
    );
    void worker.api.interrupt().catch(() => undefined);
    const inTime = await Promise.race([stopped, new Promise<false>((r) => setTimeout(() => r(false), this.graceMs))]);
    if (inTime) this.setStatus('ready');
    else this.replace(worker, 'timeout');
  }

  /** `script`: the text the run completed (a clean run of a script that prints nothing is then no error). */
  private outcome(raw: RawRun, script?: string): Outcome {
    return {
      laneId: this.lane.id,
      ...classify(raw, script),
      stdout: raw.stdout,
      stderr: raw.stderr,
      timeMs: raw.timeMs,
    };
  }

  private failedOutcome(message: string): Outcome {
    return { laneId: this.lane.id, answers: [], stdout: '', stderr: '', status: 'error', message, timeMs: 0 };
  }
}
