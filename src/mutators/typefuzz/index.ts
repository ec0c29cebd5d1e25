// The TypeFuzz mutator object, as the registry lists it.
import type { Mutator } from '../types.js';
import { mutateByType } from './typefuzz.js';

export const typeFuzz: Mutator = {
  info: {
    name: 'typefuzz',
    title: 'TypeFuzz: generative type-aware mutation',
    paper: 'Park, Winterer, Zhang, Su. Generative type-aware mutation for testing SMT solvers. OOPSLA 2021',
    oracle: 'differential',
    needs: { second: false, label: false },
    options: {
      literalChance: {
        kind: 'float',
        label: 'Chance an argument is a fresh literal rather than a pool term',
        default: 0.25,
        min: 0,
        max: 1,
      },
      maxArity: { kind: 'int', label: 'Most arguments of an n-ary or chainable operator', default: 4, min: 2, max: 8 },
      portable: { kind: 'bool', label: 'Introduce only operators both Z3 and CVC5 accept', default: true },
    },
    walk: { mode: 'chain', iterations: 300 },
    theories: {
      handles: 'every',
      note: 'Operators of every theory table whose result sort a hole has, and literals of every sort of the pool.',
    },
    explanation:
      'Picks a sub-term (a hole) and replaces it by a new term of the same sort: an operator from the theory ' +
      'signature tables or a user function whose result sort is the hole’s (full sorts: bit-vector widths, FP ' +
      'formats, arrays, datatypes, sequences; =, distinct and ite included), applied to terms of the seed that ' +
      'are in scope at the hole or to fresh literals; or simply another seed term of that sort. The mutant is ' +
      'well-sorted by construction; its satisfiability is unknown, so the solvers are compared with each other.',
  },
  mutate: mutateByType,
};
