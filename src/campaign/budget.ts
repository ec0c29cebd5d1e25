// When a campaign stops: its time budget is spent, it is stopped from outside, or it has made its mutants. Cut
// short (the first two), the runs still queued for a solver are dropped; at its mutant cap they run to the end.
import type { CampaignConfig } from './types.js';

export class Budget {
  constructor(
    private readonly limits: Pick<CampaignConfig, 'timeBudgetMs' | 'maxMutants'>,
    private readonly now: () => number,
    private readonly startedAt: number,
    private readonly signal?: AbortSignal,
  ) {}

  /** Milliseconds of the time budget left (Infinity without one). */
  timeLeft(): number {
    const budget = this.limits.timeBudgetMs;
    return budget === undefined ? Infinity : budget - (this.now() - this.startedAt);
  }

  /** Stopped from outside or out of time: what is still queued is not run. */
  cutShort(): boolean {
    return this.signal?.aborted === true || this.timeLeft() <= 0;
  }

  /** Cut short, or `generated` mutants reach the cap: no more turns. */
  spent(generated: number): boolean {
    const max = this.limits.maxMutants;
    return this.cutShort() || (max !== undefined && generated >= max);
  }
}
