// The oracles: one judge over the lanes' observations of a mutant (judge.ts), the oracle rules it applies, the one
// rule for "the same bug" (same-bug.ts) and a finding's words (finding-words.ts).
export { judge } from './judge.js';
export { BY_DESIGN_RULES, byDesignOf, reviewOf, type ByDesignRule } from './by-design.js';
export {
  checkModel,
  checkModelText,
  hasModelToCheck,
  inProcessModelChecker,
  modelChecksOf,
  type ModelCheck,
  type ModelChecker,
  type ModelChecks,
} from './model-check.js';
export {
  isTarget,
  shownBy,
  planFor,
  planFromObservations,
  planNamed,
  PREDICATE_NAMES,
  witnessed,
  type FindingTarget,
  type Planned,
  type PredicateName,
} from './target.js';
export { describeFinding, finding, withLanes, type FindingFacts } from './finding-words.js';
export { skeletonOf } from '../smtlib/skeleton.js';
export { bugKey, inRuleOrder, isFindingOn, lanesOrdered, normalizeMessage } from './same-bug.js';
export type { ByDesign, Consensus, FindingKind, Judgement, Observation, RawFinding, Rejection, Said } from './types.js';
export { FINDING_KIND_TITLES, FINDING_KINDS, lastAnswer, observationOf, saidWord } from './types.js';
