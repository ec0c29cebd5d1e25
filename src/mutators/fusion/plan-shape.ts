// The shape of a fusion plan: the variable pairs with their function, constants, fresh z and the
// occurrences to substitute. plan.ts draws one and fuse.ts applies it. It has its own file so that
// trace.ts can describe a pair without importing fuse.ts, which imports trace.ts.
import type { Term } from '../../smtlib/ast.js';
import type { Candidate, Occurrence } from './base.js';
import type { FusionFunction } from './functions.js';

export interface PairPlan {
  x: Candidate;
  y: Candidate;
  fn: FusionFunction;
  constants: Term[];
  z: string;
  /** Occurrences of x (replaced by r_x) and of y (replaced by r_y). */
  replace: { occurrence: Occurrence; of: 'x' | 'y' }[];
}

export interface FusionPlan {
  pairs: PairPlan[];
  /**
   * Guard division-based inversions with ite(divisor = 0, x, r_x). Always true in the mutator;
   * false only to demonstrate (in tests) that unguarded inversions break the oracle.
   */
  guarded: boolean;
}
