// Holds a reduction's runs per lane to a limit, so a cancel is immediate: the runs still waiting never start.
// The page's lanes have one solver each and queue in their hosts, which would run every queued candidate after
// a cancel; the CLI's pool needs no gate.
import type { Outcome } from '../solvers/outcome.js';
import type { RunLane } from '../solvers/runner.js';

export class LaneGate {
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

  /** `run` with at most `limit` runs per lane at a time; after the signal aborts, a run is a `cancelled` error. */
  gated(run: RunLane): RunLane {
    return (lane, text, options) => this.through(lane, () => run(lane, text, options));
  }

  private async through(lane: string, go: () => Promise<Outcome>): Promise<Outcome> {
    if ((this.active.get(lane) ?? 0) >= this.limit) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(lane) ?? [];
        queue.push(resolve);
        this.waiting.set(lane, queue);
      });
    }
    if (this.signal.aborted) return cancelledOutcome(lane);
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
