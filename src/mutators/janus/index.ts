// The Janus mutator object, as the registry lists it.
import { JANUS_THEORIES } from './theories.js';
import type { Mutator } from '../types.js';
import { mutateJanus } from './janus.js';

export { janusRules } from './rules.js';
export { ruleContext } from './context.js';
export { paritySites, type Parity, type ParitySite } from './parity.js';
export { directionAt, type Direction } from './direction.js';
export type { Effect, Family, Rule, RuleContext } from './rule.js';

export const janus: Mutator = {
  info: {
    name: 'janus',
    title: 'Janus: weakening and strengthening for incompleteness',
    paper: 'Bringolf, Winterer, Su. Finding and Understanding Incompleteness Bugs in SMT Solvers. ASE 2022',
    oracle: 'expected',
    needs: { second: false, label: true },
    options: {},
    walk: { mode: 'chain', iterations: 300, restartEvery: 25 },
    theories: JANUS_THEORIES,
    explanation:
      'Picks a sub-formula and its parity (+1 at an assertion, flipped under not and in the antecedent of =>), ' +
      'then replaces it by a weaker formula (x = y by x >= y, and by or, forall by exists, r by r+) or a stronger ' +
      'one. A sat seed is weakened at positive sites and strengthened at negative ones, an unsat seed the other ' +
      "way round, so the mutant keeps the seed's answer. A solver that decided the seed but answers unknown on " +
      'the mutant has an implication incompleteness; an older version deciding what a newer one cannot is a ' +
      'regression. Chains of 25 steps restart from the seed, 300 steps per seed.',
  },
  mutate: (input, rng) => mutateJanus(input, rng),
};
