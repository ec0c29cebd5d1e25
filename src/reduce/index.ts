// The reducer's public surface: `reduce` over a predicate, and the predicate that keeps a judge's finding. The
// reduce-a-finding pipeline around them is the hand-over's (handover/reduce.ts).
export { reduce } from './reduce.js';
export type { Pass, Predicate, ReduceOptions, ReduceProgress, ReduceResult, ReduceStats } from './types.js';
export { DDMIN_PASSES, HIERARCHICAL_PASSES } from './strategy.js';
export * from './predicates/index.js';
