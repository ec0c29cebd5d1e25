// The predicate's time limit: generous around the golden run, then shrinking with the candidates
// that stay interesting (smaller scripts solve faster), never below a floor; growing again when the machine is
// measured slower than when the limit was set.
/** How much longer than the present limit a yardstick's limit must be to say the machine is slower, not noisy. */
const SLOWER_MACHINE = 1.5;

export class AdaptiveTimeout {
  private limit: number;
  /** A run within the limit was interesting. */
  private confirmed = false;

  constructor(
    goldenMs: number,
    private readonly floorMs = 250,
    private readonly ceilingMs = 60_000,
  ) {
    this.limit = this.clamp(2 * goldenMs + 300);
  }

  get ms(): number {
    return this.limit;
  }

  /**
   * A run hit the limit before any run within it was interesting: the limit, set from one golden run, may be
   * what is wrong (a busy machine), not the candidate — the reducer's first check of its own input failed that
   * way. The next try gets twice the limit (up to the ceiling); says whether to try again. Once a run within
   * the limit was interesting, a timeout is the candidate's (retrying those tripled the cost of some
   * reductions), unless a yardstick measures the machine slower (`remeasured`).
   */
  timedOut(): boolean {
    if (this.confirmed) return false;
    const before = this.limit;
    this.limit = this.clamp(2 * this.limit);
    return this.limit > before;
  }

  /**
   * A candidate timed out after the limit was proven: the last interesting text, run again, took `yardstickMs`.
   * When the limit that time gives is well above the present one, the machine got slower (a busy laptop) and the
   * limit grows to it, up to the ceiling; says whether it grew, i.e. whether the timeout may be the machine's.
   */
  remeasured(yardstickMs: number): boolean {
    const needed = 2 * yardstickMs + 200;
    const now = this.clamp(needed);
    if (needed < SLOWER_MACHINE * this.limit || now <= this.limit) return false;
    this.limit = now;
    return true;
  }

  /** Record the time of a run that was still interesting. */
  interesting(timeMs: number): void {
    this.confirmed = true;
    this.limit = Math.min(this.limit, this.clamp(2 * timeMs + 200));
  }

  private clamp(ms: number): number {
    return Math.round(Math.min(this.ceilingMs, Math.max(this.floorMs, ms)));
  }
}
