export { collectFragments, type Fragment } from './fragments.js';
export { constructionPool, instanceAssertions, type StormBounds } from './generate.js';
export { incrementalScript, instanceScript, STORM_TACTICS } from './instance.js';
export { minimizeStorm, type MinimizedStorm, type MinimizeStormConfig } from './minimize.js';
export { boundsOf, storm, stormInstance } from './mutator.js';
export {
  modelQuery,
  prepareStorm,
  stormPoolSync,
  type AskSolver,
  type AskedValues,
  type StormPool,
  type ValuedFormula,
} from './pool.js';
export { parseEvalAnswers, z3EvalQuery } from './ask.js';
