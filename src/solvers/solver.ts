// What every lane offers its callers, whatever its backend: start, run (→ Outcome), dispose.
import type { Lane } from './lane.js';
import type { Outcome, RunOptions } from './outcome.js';

export interface Solver {
  readonly lane: Lane;
  /** Loads the solver; resolves with the version it reports about itself. */
  start(): Promise<{ version: string }>;
  run(script: string, options: RunOptions): Promise<Outcome>;
  /** The solver's own description of its options (solvers/options/ reads it), when the backend can give it. */
  describeOptions?(): Promise<string | undefined>;
  dispose(): void;
}
