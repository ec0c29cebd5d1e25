// SMT-LIB Core theory: Bool and the operators every logic has.
import { chainable, leftAssoc, oneArgument, op, theory } from './pattern-text.js';

export const CORE = theory(
  'Core',
  [{ name: 'Bool', indices: 0, args: 0 }],
  [
    op('true', [], 'Bool'),
    op('false', [], 'Bool'),
    op('not', ['Bool'], 'Bool'),
    op('=>', ['Bool', 'Bool'], 'Bool', { arity: 'right-assoc' }),
    // Z3 and CVC5 both accept a single argument, (and x), which a seed uses; SMT-LIB asks for two.
    leftAssoc('and', 'Bool', 'Bool', { minArgs: 1 }),
    leftAssoc('or', 'Bool', 'Bool', { minArgs: 1 }),
    leftAssoc('xor', 'Bool'),
    chainable('=', 'A', { expects: 'arguments of the same sort' }),
    op('distinct', ['A', 'A'], 'Bool', { arity: 'pairwise', expects: 'arguments of the same sort' }),
    op('ite', ['Bool', 'A', 'A'], 'A', { expects: 'a Bool condition and two branches of the same sort' }),
    // Z3's older spellings.
    op('implies', ['Bool', 'Bool'], 'Bool', { arity: 'right-assoc', dialects: 'z3', aliasOf: '=>' }),
    op('iff', ['Bool', 'Bool'], 'Bool', { dialects: 'z3', aliasOf: '=' }),
    op('if', ['Bool', 'A', 'A'], 'A', { dialects: 'z3', aliasOf: 'ite' }),
    oneArgument('xor', 'Bool'),
    oneArgument('distinct', 'A', 'Bool'),
  ],
);
