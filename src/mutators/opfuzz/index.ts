// The OpFuzz mutator object, as the registry lists it.
import type { Mutator } from '../types.js';
import { mutateOperators } from './opfuzz.js';

export { operatorClass, type OperatorClass } from './classes.js';
export { buildSiteTable, type OpSite } from './sites.js';

export const opFuzz: Mutator = {
  info: {
    name: 'opfuzz',
    title: 'OpFuzz: type-aware operator mutation',
    paper:
      'Winterer, Zhang, Su. On the unusual effectiveness of type-aware operator mutations for testing SMT solvers. OOPSLA 2020',
    oracle: 'differential',
    needs: { second: false, label: false },
    options: {
      mutations: { kind: 'int', label: 'Operator swaps per mutant', default: 1, min: 1, max: 20 },
      portable: { kind: 'bool', label: 'Introduce only operators both Z3 and CVC5 accept', default: true },
    },
    walk: { mode: 'chain', iterations: 300 },
    theories: {
      handles: 'every',
      note: 'Operators of every theory table, swapped within their class at the occurrence.',
    },
    explanation:
      'Picks an operator occurrence and replaces it by another operator that, at that occurrence, accepts the ' +
      'same arguments and returns the same sort (< by <=, bvult by bvsle, re.allchar by re.none, and by xor, ' +
      'exists by forall). Classes come from the theory signature tables, so the mutant is well-sorted by ' +
      'construction. Its satisfiability is unknown: the solvers are compared with each other, and any sat/unsat ' +
      'disagreement, crash or invalid model is a finding. Each mutant is the seed of the next (300 steps per seed).',
  },
  mutate: mutateOperators,
};
