// What every lane offers its callers, whatever its backend: start, run (→ Outcome), dispose.
import type { Lane } from './lane.js';
import type { Outcome, RunOptions } from './outcome.js';

export interface Solver {
  readonly lane: Lane;
  /** Loads the solver; resolves with the version it reports about itself. */
  start(): Promise<{ version: string }>;
  run(script: string, options: RunOptions): Promise<Outcome>;
  dispose(): void;
}
