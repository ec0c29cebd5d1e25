// What a finding-built predicate carries besides the test itself: the golden outcomes it keeps.
import type { Outcome } from '../../solvers/outcome.js';
import type { Predicate } from '../types.js';

export const GOLDEN_TIMEOUT_MS = 30_000;

export interface SolverPredicate {
  predicate: Predicate;
  golden: Outcome[];
  /** One line saying what is kept. */
  describe: string;
}
