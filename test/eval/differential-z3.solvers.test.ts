// Our value of random ground terms must be the only value Z3 admits: `(assert (not (= t v)))` is unsat.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Z3Engine } from '../../src/solvers/z3/engine.js';
import { loadZ3Node } from '../../src/solvers/z3/load-node.js';
import { bitVectorTerms, floatTerms, intAndStringTerms } from './ground-terms.js';
import { ev } from './helpers.js';

const SAMPLES = 400;

describe('ground terms: our values agree with Z3', () => {
  let z3: Z3Engine;
  beforeAll(async () => {
    z3 = await loadZ3Node('z3-solver', { onStderr: () => undefined });
    z3.setParam('timeout', '3000');
  });
  afterAll(() => z3?.close());

  const theories: [string, fc.Arbitrary<string>][] = [
    ['Int', intAndStringTerms.int],
    ['String', intAndStringTerms.str],
    ['Bool over strings and regexes', intAndStringTerms.bool],
    ['BitVec', bitVectorTerms],
    ['FloatingPoint', floatTerms],
  ];
  for (const [name, terms] of theories) {
    it(`${name} terms`, async () => {
      const disagreements: string[] = [];
      let confirmed = 0;
      for (const term of fc.sample(terms, { numRuns: SAMPLES, seed: 20240611 })) {
        const ours = ev(term);
        if (ours.startsWith('unknown')) continue; // e.g. division by zero, left to the model
        const answer = (await z3.evalSmtlib(`(assert (not (= ${term} ${ours})))\n(check-sat)`)).trim();
        if (answer === 'unsat') confirmed++;
        else if (answer === 'sat') disagreements.push(`${term} evaluated to ${ours}`);
      }
      expect(disagreements).toEqual([]);
      expect(confirmed).toBeGreaterThan(SAMPLES / 2);
    });
  }
});
