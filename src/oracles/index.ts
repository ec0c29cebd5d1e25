// The oracles: one judge over the lanes' observations of a mutant (judge.ts), and the oracle rules it applies.
export { judge, sameFinding } from './judge.js';
export type { Consensus, FindingKind, Judgement, Observation, RawFinding, Rejection } from './types.js';
export { FINDING_KIND_TITLES, FINDING_KINDS, lastAnswer } from './types.js';
