export { lpi, pst, type Approximation } from './approximate.js';
export { cnfScript, tseitin, type Cnf } from './cnf.js';
export { sae, saeCnf } from './mutator.js';
export { applyRule, PST_RULES, rulesFor, theoryOf, type Direction, type PstRule, type Theory } from './rules.js';
export { seedVariables, snippet, type Variables } from './snippet.js';
