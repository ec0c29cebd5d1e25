// A native lane as a Solver. By default its runs share one persistent solver process (persistent-session.ts), and a
// run the session will not vouch for is made in a process of its own, as every run is in the fresh mode
// (process-mode.ts). Each outcome says what it cost (Outcome.cost): processes started, and the time they took to
// start (measured for a persistent process; for a process per run, the lane's trivial run, start-cost.ts).
import { programOf, type Lane } from '../lane.js';
import type { Outcome, RunOptions } from '../outcome.js';
import type { Solver } from '../solver.js';
import { describeNativeOptions } from './describe-options.js';
import { PersistentSession } from './persistent-session.js';
import type { NativeProcessMode } from './process-mode.js';
import { runNative } from './run-native.js';
import { StartCost } from './start-cost.js';
import { detectNativeVersion } from './version.js';
import { compareVersions } from '../versions.js';

export class NativeSolver implements Solver {
  private session: PersistentSession | undefined;
  private readonly startCost: StartCost;
  /** Why the lane runs a process per run although persistent processes were asked for (it cannot have them). */
  freshBecause: string | undefined;

  constructor(
    readonly lane: Lane,
    readonly mode: NativeProcessMode = 'persistent',
  ) {
    this.startCost = new StartCost(lane);
  }

  async start(): Promise<{ version: string }> {
    const version = await detectNativeVersion(programOf(this.lane));
    if (version === undefined) throw new Error(`cannot run '${programOf(this.lane)}' (is it installed and on PATH?)`);
    // cvc5 1.0.x turns options on at a (reset) (incremental, wf-checking: reset-drift.ts) and then behaves otherwise
    // than a fresh process: one of its known crash triggers answered sat after a reset instead of crashing. It runs a
    // process per run whatever is asked.
    if (this.mode === 'persistent' && this.lane.family === 'cvc5' && compareVersions(version, '1.1.0') < 0)
      this.freshBecause = `cvc5 ${version} does not run after a (reset) as a fresh process does (one of its known crash triggers no longer crashes)`;
    if (this.mode === 'fresh' || this.freshBecause !== undefined) {
      await this.startCost.calibrate(3);
      return { version };
    }
    // Runs made in a process of their own (scripts that set options, errors) are charged what a start costs.
    void this.startCost.calibrate(3);
    const session = new PersistentSession(this.lane);
    try {
      await session.start();
      this.session = session;
    } catch (e) {
      session.dispose();
      this.freshBecause = (e as Error).message;
    }
    return { version };
  }

  async run(script: string, options: RunOptions): Promise<Outcome> {
    const tried = this.session ? await this.session.run(script, options) : undefined;
    if (tried && 'outcome' in tried) return tried.outcome;
    const o = await runNative(this.lane, script, options);
    const startMs = (tried?.startMs ?? 0) + this.startCost.charge(o.timeMs);
    return {
      ...o,
      timeMs: o.timeMs + (tried?.spentMs ?? 0),
      cost: { startMs, processStarts: 1 + (tried?.processStarts ?? 0), ...(tried?.rerun ? { freshRerun: true } : {}) },
    };
  }

  describeOptions(): Promise<string> {
    return describeNativeOptions(this.lane);
  }

  dispose(): void {
    this.session?.dispose();
  }
}
