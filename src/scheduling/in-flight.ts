// The campaign's turns in flight: handed to the solvers ahead of recording (at most `lookahead` at once) and
// recorded in the order they were handed out, whichever solver finishes first. Out of time or stopped, the
// campaign drops what is still queued for a solver (`signal`, passed to every mutant's RunOptions): such a turn
// is not recorded, so its walk keeps the step in flight and a resumed campaign runs it.
import { RunNotStarted } from '../solvers/outcome.js';

/** What a dropped turn's work settles to. */
const NOT_RUN: unique symbol = Symbol('not run');

export class InFlight {
  private running = 0;
  private settledWake: (() => void) | undefined;
  private recordedTail: Promise<void> = Promise.resolve();
  /** When each turn not yet waited for is recorded. */
  private readonly recorded = new Map<number, Promise<void>>();
  private readonly dropper = new AbortController();

  constructor(readonly lookahead: number) {}

  /** Aborted when the runs still queued are to be dropped (RunOptions.signal of the turns that may be dropped). */
  get signal(): AbortSignal {
    return this.dropper.signal;
  }

  /** Whether `lookahead` turns are running: the next waits for a place. */
  get full(): boolean {
    return this.running >= this.lookahead;
  }

  /**
   * Runs a turn's work now and records its result after every earlier turn's. `droppable`: a run dropped from the
   * queue (RunNotStarted) leaves the turn unrecorded; any other failure of the work fails the campaign when its
   * turn comes to be recorded (once every turn still running has settled: no run is left behind on a solver).
   */
  launch<R>(
    turn: number,
    work: () => Promise<R>,
    record: (result: R) => Promise<void> | void,
    droppable = false,
  ): void {
    this.running++;
    const settled: Promise<R | typeof NOT_RUN> = work()
      .catch((e: unknown): typeof NOT_RUN => {
        if (droppable && e instanceof RunNotStarted) return NOT_RUN;
        throw e;
      })
      .finally(() => {
        this.running--;
        const wake = this.settledWake;
        this.settledWake = undefined;
        wake?.();
      });
    // Keep a rejection from being unhandled until its turn to be recorded comes.
    settled.catch(() => undefined);
    this.recordedTail = this.recordedTail.then(async () => {
      const result = await settled;
      if (result !== NOT_RUN) await record(result);
    });
    this.recorded.set(turn, this.recordedTail);
  }

  /** Until a turn settles or `msLeft` milliseconds pass (Infinity: no deadline), whichever comes first. */
  untilSettled(msLeft: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = msLeft === Infinity ? undefined : setTimeout(resolve, Math.max(0, msLeft));
      this.settledWake = () => {
        if (timer !== undefined) clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Until every turn up to `turn` is recorded. */
  async recordedThrough(turn: number): Promise<void> {
    for (const [t, done] of [...this.recorded]) {
      if (t > turn) continue;
      await done;
      this.recorded.delete(t);
    }
  }

  /** Drops the runs still queued for a solver: their turns are not recorded. */
  dropQueued(): void {
    this.dropper.abort();
  }

  /** Until every turn launched is recorded. */
  async finish(): Promise<void> {
    await this.recordedTail;
  }
}
