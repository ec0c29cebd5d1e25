// The whole Janus rule set.
import type { Rule } from './rule.js';
import { connectiveRules } from './rules/connective.js';
import { familyRules } from './rules/families.js';
import { quantifierRules } from './rules/quantifier.js';
import { regexRules } from './rules/regex.js';
import { relationRules } from './rules/relation.js';
import { stringRules } from './rules/string.js';

export const janusRules: readonly Rule[] = [
  ...relationRules,
  ...connectiveRules,
  ...quantifierRules,
  ...stringRules,
  ...regexRules,
  ...familyRules,
];
