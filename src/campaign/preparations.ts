// A seed's preparations as turns of their own (seed-lifecycle.ts: the seed run as itself, STORM's model), the
// mutators that need each held until its feedback is in, and never too many ahead: before another preparation starts,
// the oldest one's feedback is taken in when the scheduler says enough are pending (scheduler.ts
// preparationToAwait), so its seed's mutants come next and the first mutant runs at once over hundreds of seeds.
import type { Mutator } from '../mutators/types.js';
import type { InFlight } from '../scheduling/in-flight.js';
import type { Pair, Scheduler } from '../scheduling/scheduler.js';
import { heldBy, preparedFeedback, solve, type Preparation, type Solving } from './seed-lifecycle.js';
import type { SeedState } from './seed-state.js';
import type { CampaignEvent } from './types.js';

export interface PreparationDeps {
  solving: Solving;
  scheduler: Scheduler;
  inFlight: InFlight;
  mutators: readonly Mutator[];
  emit: (event: CampaignEvent) => void;
}

export class Preparations {
  constructor(private readonly d: PreparationDeps) {}

  /**
   * Prepares a seed for the chosen pair; the mutators that need it wait. Droppable: out of time, a preparation still
   * queued is not run (a resumed campaign prepares its seed again).
   */
  async start(seed: SeedState, pair: Pair, kind: Preparation): Promise<void> {
    const { scheduler, inFlight } = this.d;
    const oldest = scheduler.preparationToAwait();
    if (oldest !== undefined) {
      await inFlight.recordedThrough(oldest);
      if (inFlight.signal.aborted) return; // stopped: a dropped turn has no feedback to apply
      scheduler.applyThrough(oldest);
    }
    const held = heldBy(this.d.mutators, kind);
    scheduler.hold(seed.index, held);
    const turn = scheduler.turn(pair, 'prepare');
    const skip = (reason: string): void => this.d.emit({ type: 'seed-skipped', seedId: seed.seed.id, reason });
    inFlight.launch(
      turn,
      () => solve(kind, seed, this.d.solving),
      (solved) => scheduler.feedback(turn, preparedFeedback(seed, held, solved, this.d.mutators, skip)),
      true,
    );
  }
}
