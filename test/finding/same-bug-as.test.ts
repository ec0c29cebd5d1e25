// sameBugAs (finding/identity.ts), the one question "is this the same bug?" outside the judge's own folder: the
// rule's key on both statements, with lanes named as run (bisection, the reducer's re-check) or as identity names
// them (a link's claim against a run here).
import { describe, expect, it } from 'vitest';
import { sameBugAs } from '../../src/finding/identity.js';
import type { RawFinding } from '../../src/oracles/index.js';

type Statement = Pick<RawFinding, 'kind' | 'lanes' | 'said' | 'detail'>;
const disagreement = (sat: string, unsat: string): Statement => ({
  kind: 'soundness',
  lanes: [sat, unsat],
  said: ['sat', 'unsat'],
});

/** The disagreement of z3 (sat) and cvc5 (unsat), its lanes listed in the given order. */
const listed = (first: string, second: string): Statement => ({
  kind: 'soundness',
  lanes: [first, second],
  said: first === 'z3' ? ['sat', 'unsat'] : ['unsat', 'sat'],
});

describe('sameBugAs', () => {
  it.each([
    ['the same sides listed the other way round', disagreement('z3', 'cvc5'), listed('cvc5', 'z3'), true, true],
    ['the sides swapped', disagreement('z3', 'cvc5'), disagreement('cvc5', 'z3'), false, false],
    ['the release named or left implicit', disagreement('z3', 'cvc5'), disagreement('z3@5.2.0', 'cvc5'), false, true],
    [
      "a lane's own options in another order",
      disagreement('z3+b=2+a=1', 'cvc5'),
      disagreement('z3+a=1+b=2', 'cvc5'),
      false,
      true,
    ],
    ['another release', disagreement('z3@4.8.17', 'cvc5'), disagreement('z3@5.2.0', 'cvc5'), false, false],
  ] satisfies [string, Statement, Statement, boolean, boolean][])(
    '%s: as run %s, as identity %s',
    (_, a, b, asRun, asIdentity) => {
      expect(sameBugAs(a, b)).toBe(asRun);
      expect(sameBugAs(a, b, 'as-run')).toBe(asRun);
      expect(sameBugAs(a, b, 'identity')).toBe(asIdentity);
    },
  );

  it('reads crash words without addresses, for either naming', () => {
    const crash = (detail: string): Statement => ({ kind: 'crash', lanes: ['z3'], said: ['crash'], detail });
    expect(sameBugAs(crash('ASSERTION VIOLATION at 0x1f'), crash('ASSERTION VIOLATION at 0x2a'))).toBe(true);
    expect(sameBugAs(crash('ASSERTION VIOLATION'), crash('RuntimeError: unreachable'), 'identity')).toBe(false);
  });
});
