// What starting a solver process costs on a lane, for the profile of a run made in a process of its own: the wall
// time of a trivial `(check-sat)` in a fresh process with the lane's command line (start, read one command, answer,
// exit). Sampled at the start and again every so many runs, since the machine's load moves; the estimate is the
// median of the latest samples, never more than the run itself took.
import type { Lane } from '../lane.js';
import { runNative } from './run-native.js';

const PROBE = '(check-sat)\n';
const KEEP = 9;

export class StartCost {
  private readonly samples: number[] = [];
  private runs = 0;
  private sampling: Promise<void> | undefined;

  constructor(
    private readonly lane: Lane,
    /** A new sample after this many runs. */
    private readonly every = 100,
  ) {}

  /** Takes `times` samples, one after the other. */
  async calibrate(times: number): Promise<void> {
    for (let i = 0; i < times; i++) await this.sample();
  }

  /** The start cost to charge to one run that took `runMs` in a process of its own. */
  charge(runMs: number): number {
    if (++this.runs % this.every === 0) this.sampling ??= this.sample().finally(() => (this.sampling = undefined));
    return Math.min(runMs, this.estimate());
  }

  /** The median of the latest samples (0 before the first). */
  estimate(): number {
    if (this.samples.length === 0) return 0;
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  }

  private async sample(): Promise<void> {
    const o = await runNative(this.lane, PROBE, { timeoutMs: 10_000 });
    if (o.status !== 'ok') return;
    this.samples.push(o.timeMs);
    if (this.samples.length > KEEP) this.samples.shift();
  }
}
