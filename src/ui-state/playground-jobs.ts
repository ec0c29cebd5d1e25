// The long jobs on one finding, each in its panel: a reduction (kept in the finding's stored record, as the CLI keeps
// it) and a bisection over the Z3 releases the page ships (its range kept in the reduced record when there is one). One of each at a time; the live
// checks wait while either runs. A part of the coordinator (playground.ts); the sessions are reduce-control.ts and
// bisect-control.ts.
import type { Finding } from '../finding/record.js';
import { BisectSession } from './bisect-control.js';
import { keptBisection, keptReduction } from '../finding/keep.js';
import { addFinding, holderOf, keepIn } from './findings.js';
import type { PlaygroundFindings } from './playground-findings.js';
import type { PageState } from './playground-view.js';
import { ReduceSession } from './reduce-control.js';

export class PlaygroundJobs {
  private reduction: ReduceSession | undefined;
  private bisection: BisectSession | undefined;

  constructor(
    private readonly state: PageState,
    private readonly findings: PlaygroundFindings,
  ) {}

  /** Reduces a finding (the step's, or one from the findings list); the reduced one is stored too. */
  async reduce(finding: Finding | undefined): Promise<void> {
    if (!finding || this.state.reducing) return;
    const session = new ReduceSession((reduceView) => {
      if (this.reduction === session) this.state.set({ reduceView });
    });
    this.reduction = session;
    this.state.set({ reduceView: session.view });
    const view = await session.run(finding, this.state.deps.run);
    // Kept where the CLI keeps it (finding/keep.ts), in the record its bug has in the book, else as a new finding.
    const kept = view.result?.kept;
    const reduction = kept?.reduction;
    if (kept && reduction)
      await this.findings.update((b) => {
        const holder = holderOf(b, kept);
        return holder ? keepIn(b, holder.id, (r) => keptReduction(r, reduction)) : addFinding(b, kept);
      });
    this.findings.live.resume();
  }

  cancelReduce(): void {
    this.reduction?.cancel();
  }

  closeReduce(): void {
    this.state.set({ reduceView: undefined });
  }

  /**
   * Runs a finding on every Z3 release the page ships, each in place of the lane that misbehaved; the finding
   * is stored again with its range. The releases' solvers stop afterwards (only the enabled lanes stay).
   */
  async bisect(finding: Finding | undefined): Promise<void> {
    if (!finding || this.state.bisecting) return;
    const session = new BisectSession(finding, this.state.releases, (bisectView) => {
      if (this.bisection === session) this.state.set({ bisectView });
    });
    this.bisection = session;
    this.state.set({ bisectView: session.view });
    const view = await session.run(this.state.deps.run);
    // The range kept where the CLI keeps it (finding/keep.ts): in the record it measured, as stored now.
    const { findingId, bisection, measuredOn } = view;
    if (bisection && measuredOn)
      await this.findings.update((b) => keepIn(b, findingId, (r) => keptBisection(r, bisection, measuredOn)));
    await this.state.syncLanes();
    this.findings.live.resume();
  }

  cancelBisect(): void {
    this.bisection?.cancel();
  }

  closeBisect(): void {
    this.state.set({ bisectView: undefined });
  }
}
