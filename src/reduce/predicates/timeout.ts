// The predicate's time limit: generous around the golden run, then shrinking with the candidates
// that stay interesting (smaller scripts solve faster), never below a floor.
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
   * reductions).
   */
  timedOut(): boolean {
    if (this.confirmed) return false;
    const before = this.limit;
    this.limit = this.clamp(2 * this.limit);
    return this.limit > before;
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
