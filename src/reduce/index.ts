// The reducer's public surface.
export { reduce } from './reduce.js';
export type { Pass, Predicate, ReduceOptions, ReduceProgress, ReduceResult, ReduceStats } from './types.js';
export { DDMIN_PASSES, HIERARCHICAL_PASSES } from './strategy.js';
export * from './predicates/index.js';
export * from './plan.js';
export { reduceOptions, type LaneOptions, type OptionReduction } from './options.js';
