// The predicate's time limit: generous around the golden run, then shrinking with the candidates
// that stay interesting (smaller scripts solve faster), never below a floor.
export class AdaptiveTimeout {
  private limit: number;

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

  /** Record the time of a run that was still interesting. */
  interesting(timeMs: number): void {
    this.limit = Math.min(this.limit, this.clamp(2 * timeMs + 200));
  }

  private clamp(ms: number): number {
    return Math.round(Math.min(this.ceilingMs, Math.max(this.floorMs, ms)));
  }
}
