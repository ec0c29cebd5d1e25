// The soundness harnesses' classes come from the one judge: every lane against the oracle is a mutator bug, any
// other finding the solvers', agreement only when every lane decided as the oracle says.
import { describe, expect, it } from 'vitest';
import type { Oracle } from '../../src/mutators/types.js';
import { answered, outcome } from '../support/outcome.js';
import { judgeMutant } from './soundness-judge.js';

const TEXT = '(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n';
const UNSAT: Oracle = { kind: 'expected', expected: 'unsat' };
const JANUS: Oracle = { kind: 'expected', expected: 'unsat', unknownIsFinding: true };
const Z3 = 'z3@5.2.0';
const CVC5 = 'native:cvc5@1.0.3';

describe('judgeMutant', () => {
  it.each([
    [
      'both lanes against the oracle: a mutator bug',
      UNSAT,
      [answered(Z3, 'sat'), answered(CVC5, 'sat')],
      'mutator-bug',
    ],
    ['one lane against the oracle: a finding', UNSAT, [answered(Z3, 'sat'), answered(CVC5, 'unsat')], 'finding'],
    ['both as the oracle says: agree', UNSAT, [answered(Z3, 'unsat'), answered(CVC5, 'unsat')], 'agree'],
    [
      'an unknown where unknowns are no finding: undecided',
      UNSAT,
      [answered(Z3, 'unknown'), answered(CVC5, 'unsat')],
      'undecided',
    ],
    [
      'an unknown under Janus: a finding (incompleteness)',
      JANUS,
      [answered(Z3, 'unknown'), answered(CVC5, 'unsat')],
      'finding',
    ],
    ['a timeout: undecided', UNSAT, [outcome(Z3, { status: 'timeout' }), answered(CVC5, 'unsat')], 'undecided'],
    [
      'a crash: a finding',
      UNSAT,
      [outcome(Z3, { status: 'crash', message: 'ASSERTION VIOLATION' }), answered(CVC5, 'unsat')],
      'finding',
    ],
    [
      'one lane rejects what the other read: a finding',
      UNSAT,
      [outcome(Z3, { status: 'error', message: 'x' }), answered(CVC5, 'unsat')],
      'finding',
    ],
    [
      'both reject it: an invalid mutant, undecided',
      UNSAT,
      [outcome(Z3, { status: 'error' }), outcome(CVC5, { status: 'error' })],
      'undecided',
    ],
    [
      'a model that falsifies the mutant: a finding',
      { kind: 'expected', expected: 'sat' } as Oracle,
      [answered(CVC5, 'sat'), outcome(Z3, { answers: ['sat'], model: '((define-fun x () Int (- 1)))' })],
      'finding',
    ],
  ] as const)('%s', (_what, oracle, outcomes, expected) => {
    expect(judgeMutant(TEXT, oracle, outcomes).class).toBe(expected);
  });
});
