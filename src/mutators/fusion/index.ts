export { fusion } from './mutator.js';
export { agreedLabel, labelOf } from './label.js';
export { FUSION_FUNCTIONS, functionById, functionsFor, familyOf, type FusionFunction } from './functions.js';
export { fusionBase, type FusionBase, type Candidate, type Occurrence } from './base.js';
export { applyPlan, inversion } from './fuse.js';
export type { FusionPlan, PairPlan } from './plan-shape.js';
export { randomPlan } from './plan.js';
