// A native lane's persistent solver process and the rules that keep its answers those of a fresh process:
// - each run is a prelude, then the script: the prelude is `(reset)`, the options the previous run changed set back
//   (z3 keeps parameters across a reset: their start values are asked once with `get-option`), the options a reset
//   changes set back (cvc5 1.0.3, reset-drift.ts), and the run's own options as set-options (session-commands.ts);
//   anything the prelude prints (an error, cvc5's `unsupported`) sends the run to a fresh process and the process away;
// - only scripts persistent-plan.ts lets through (no set-option, balanced, …) are sent; the others run fresh;
// - an outcome is kept only when the process printed no `(error …)` and nothing on stderr, and reached the marker:
//   an error (whose words and line numbers a fresh process gives relative to its own file), a crash, a fatal stop or
//   a death on the CPU limit is made again in a fresh process, whose outcome is the one returned;
// - the run's time limit is the same: past it the process group is killed, the run is a timeout, and a new process
//   starts at once for the next run. A process is also replaced after MAX_RUNS runs, or before a run whose CPU limit
//   would not fit in what is left of its own.
// One run at a time: a run arriving while one is in progress runs in a fresh process instead of waiting.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classify } from '../classify/classify.js';
import { programOf, type Lane } from '../lane.js';
import type { Outcome, RunOptions } from '../outcome.js';
import { persistentPlan } from './persistent-plan.js';
import { resetDrift } from './reset-drift.js';
import { cpuLimitSeconds, executableOf } from './run-process.js';
import { runSetOptions, setOptionCommand, type SetOption } from './session-commands.js';
import { SolverProcess, type PartResult } from './solver-process.js';

/** Runs one process serves before it is replaced (memory a long-lived solver may keep). */
export const MAX_RUNS = 1000;
const READY_TIMEOUT_MS = 30_000;

/** The process's own CPU-time limit: several runs' limits, so that it is seldom replaced for it. */
const processCpuSeconds = (timeoutMs: number): number => Math.max(120, 4 * cpuLimitSeconds(timeoutMs));

/** A run's result: an outcome, or a fresh process must make it (why; the time already spent on it). */
export type SessionResult =
  { outcome: Outcome } | { fresh: string; spentMs: number; startMs: number; processStarts: number; rerun: boolean };

/** A z3 parameter's value before any run set it, by lane command line and name (undefined: cannot be set back). */
const startValues = new Map<string, Map<string, string | undefined>>();

interface Live {
  process: SolverProcess;
  /** The start not yet charged to a run. */
  startMs: number;
}

export class PersistentSession {
  private live: Promise<Live> | undefined;
  private busy = false;
  private disposed = false;
  /** z3 parameters the last run set, with the value to set back. */
  private changed: SetOption[] = [];
  private readonly dir = mkdtempSync(join(tmpdir(), 'smtplay-session-'));
  private readonly values: Map<string, string | undefined>;

  constructor(
    readonly lane: Lane,
    private cpuSeconds = processCpuSeconds(5000),
  ) {
    const key = JSON.stringify([programOf(lane), lane.options]);
    this.values = startValues.get(key) ?? new Map();
    startValues.set(key, this.values);
  }

  /** Starts the first process (and measures cvc5's reset drift); throws when the lane cannot run persistently. */
  async start(): Promise<void> {
    const drift = await resetDrift(this.lane);
    if (!drift.ok) throw new Error(drift.reason);
    await (this.live ??= this.spawn());
  }

  async run(script: string, opts: RunOptions): Promise<SessionResult> {
    const plan = persistentPlan(script, this.lane.family);
    const sets = runSetOptions(this.lane, script, opts);
    const fresh = (why: string, spentMs = 0, startMs = 0, processStarts = 0, rerun = false): SessionResult => ({
      fresh: why,
      spentMs,
      startMs,
      processStarts,
      rerun,
    });
    if (!plan.persistent) return fresh(plan.reason);
    if (!sets) return fresh('an option of the run cannot be given as a set-option');
    if (this.busy || this.disposed) return fresh('the persistent process is busy');
    this.busy = true;
    const started = performance.now();
    let startMs = 0;
    let processStarts = 0;
    try {
      if (cpuLimitSeconds(opts.timeoutMs) * 2 > this.cpuSeconds) this.cpuSeconds = processCpuSeconds(opts.timeoutMs);
      let live: Live;
      try {
        live = await this.ready(opts.timeoutMs);
      } catch (e) {
        return fresh(`no persistent process: ${(e as Error).message}`, performance.now() - started);
      }
      if (live.startMs > 0) {
        startMs = live.startMs;
        processStarts = 1;
        live.startMs = 0;
      }
      const spent = () => performance.now() - started;
      const deadline = performance.now() + opts.timeoutMs;
      const prelude = await this.prelude(live.process, sets, opts.timeoutMs);
      if (prelude !== undefined) {
        this.retire(live);
        return fresh(prelude, spent(), startMs, processStarts, true);
      }
      const part = await live.process.send(plan.body, Math.max(1, deadline - performance.now()));
      live.process.runs++;
      const timeMs = spent();
      if (part.end.kind === 'timeout') {
        this.retire(live);
        return { outcome: this.outcome(script, part, true, timeMs, startMs, processStarts) };
      }
      if (part.end.kind === 'exited') {
        this.retire(live);
        return fresh('the persistent process ended during the script', timeMs, startMs, processStarts, true);
      }
      if (live.process.runs >= MAX_RUNS) this.retire(live);
      if (part.stderr.trim() !== '' || part.stdout.includes('(error'))
        return fresh('the solver reported an error', timeMs, startMs, processStarts, true);
      return { outcome: this.outcome(script, part, false, timeMs, startMs, processStarts) };
    } finally {
      this.busy = false;
    }
  }

  /** The process id of the current process, once it is running (diagnostics, tests). */
  async pid(): Promise<number | undefined> {
    return (await this.live)?.process.pid;
  }

  dispose(): void {
    this.disposed = true;
    const live = this.live;
    this.live = undefined;
    void live?.then(
      (l) => l.process.dispose(),
      () => undefined,
    );
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A process ready for a run within `timeoutMs`: the current one, or a new one when it is gone or nearly spent. */
  private async ready(timeoutMs: number): Promise<Live> {
    let live = await (this.live ??= this.spawn());
    if (!live.process.alive || live.process.cpuSeconds() + cpuLimitSeconds(timeoutMs) > this.cpuSeconds) {
      this.retire(live);
      live = await this.live!;
    }
    return live;
  }

  /**
   * Sends the prelude; undefined when the process took it silently, else why the run goes to a fresh process. Asks
   * z3 first for the start values of parameters it has not seen set back before.
   */
  private async prelude(
    process: SolverProcess,
    sets: readonly SetOption[],
    timeoutMs: number,
  ): Promise<string | undefined> {
    const lines = ['(reset)', ...this.changed.map((o) => setOptionCommand(this.lane.family, o))];
    if (this.lane.family === 'cvc5') {
      const drift = await resetDrift(this.lane);
      if (drift.ok) lines.push(...drift.restore.map((o) => setOptionCommand('cvc5', o)));
    }
    this.changed = [];
    if (this.lane.family === 'z3') {
      const unknown = [...new Set(sets.map((o) => o.name))].filter((name) => !this.values.has(name));
      if (unknown.length > 0) {
        const asked = await this.askStartValues(process, lines, unknown, timeoutMs);
        if (asked !== undefined) return asked;
        lines.length = 0;
      }
      for (const o of sets) {
        const value = this.values.get(o.name);
        if (value === undefined) return `z3's parameter ${o.name} cannot be set back after the run`;
        this.changed.push({ name: o.name, value });
      }
    }
    lines.push(...sets.map((o) => setOptionCommand(this.lane.family, o)));
    const part = await process.send(lines.join('\n'), timeoutMs);
    if (part.end.kind !== 'marker') return 'the persistent process did not take the run options';
    const said = `${part.stdout}${part.stderr}`.trim();
    if (said !== '') {
      this.changed = [];
      return `the solver refused a run option as a set-option: ${said.split('\n')[0]}`;
    }
    return undefined;
  }

  /** `get-option` of each parameter (after `lines`), each answer followed by a marker line; kept per lane. */
  private async askStartValues(
    process: SolverProcess,
    lines: readonly string[],
    names: readonly string[],
    timeoutMs: number,
  ): Promise<string | undefined> {
    const mark = (i: number) => `@@smtplay-value-${i}`;
    const ask = names.map((n, i) => `(get-option :${n})\n(echo "${mark(i)}")`);
    const part = await process.send([...lines, ...ask].join('\n'), timeoutMs);
    if (part.end.kind !== 'marker') return 'the persistent process did not answer get-option';
    let from = 0;
    names.forEach((name, i) => {
      const at = part.stdout.indexOf(mark(i), from);
      const value = at < 0 ? '' : part.stdout.slice(from, part.stdout.lastIndexOf('\n', at) + 1).trim();
      from = at < 0 ? from : part.stdout.indexOf('\n', at) + 1;
      // One token that is not an error: z3 prints a parameter's value bare (`6`, `1.5`, `seq`, `true`).
      this.values.set(name, /^[^\s"()]+$/.test(value) ? value : undefined);
    });
    return undefined;
  }

  private outcome(
    script: string,
    part: PartResult,
    timedOut: boolean,
    timeMs: number,
    startMs: number,
    processStarts: number,
  ): Outcome {
    const raw = { stdout: part.stdout, stderr: part.stderr, exitCode: timedOut ? null : 0, signal: null, timedOut };
    return {
      laneId: this.lane.id,
      ...classify(raw, script),
      stdout: part.stdout,
      stderr: part.stderr,
      timeMs,
      cost: { startMs, processStarts },
    };
  }

  /** Throws a process away and starts the next one at once, so that it is ready by the next run. */
  private retire(live: Live): void {
    live.process.kill();
    this.changed = [];
    this.live = this.disposed ? undefined : this.spawn();
  }

  private spawn(): Promise<Live> {
    const { lane } = this;
    const binary = programOf(lane);
    const args = lane.family === 'z3' ? ['-smt2', '-in', ...lane.options] : ['--lang', 'smt2', ...lane.options];
    const live = (async () => {
      const { process, startMs } = await SolverProcess.start({
        file: executableOf(binary),
        args,
        cwd: this.dir,
        cpuSeconds: this.cpuSeconds,
        readyTimeoutMs: READY_TIMEOUT_MS,
      });
      return { process, startMs };
    })();
    // A start that fails is reported by the run that waits for it.
    live.catch(() => undefined);
    return live;
  }
}
