// The reducer's public surface: `reduce` over a predicate, and the one reduce-a-finding pipeline (finding.ts).
export { reduce } from './reduce.js';
export type { Pass, Predicate, ReduceOptions, ReduceProgress, ReduceResult, ReduceStats } from './types.js';
export { DDMIN_PASSES, HIERARCHICAL_PASSES } from './strategy.js';
export * from './predicates/index.js';
export { reduceOptions, type LaneOptions, type OptionReduction } from './options.js';
export {
  reduceFinding,
  unreducedKey,
  type FindingReduced,
  type FindingReduceProgress,
  type FindingReducePhase,
  type FindingReduceSettings,
  type FindingReduction,
} from './finding.js';
