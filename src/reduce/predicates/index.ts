export { sameCrash, isSameCrash } from './crash.js';
export { sameDisagreement, isDisagreement } from './disagree.js';
export { sameIncompleteness, isIncompleteness } from './unknown.js';
export { sameInvalidModel } from './invalid-model.js';
export { sameOracleViolation } from './oracle.js';
export { NotReproducible, solverText, type RunLane } from './run-lane.js';
export type { SolverPredicate } from './solver-predicate.js';
export { AdaptiveTimeout } from './timeout.js';
