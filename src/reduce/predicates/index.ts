export { GOLDEN_TIMEOUT_MS, keepFinding, NotReproducible, solverText, type SolverPredicate } from './keep-finding.js';
export { AdaptiveTimeout } from './timeout.js';
