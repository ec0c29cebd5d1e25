// SAE without a solver: Tseitin shape, atoms kept whole under binders, one direction per mutant,
// well-sorted mutants on the repo's corpus (on the external one: sae.corpus.test.ts).
import { describe, expect, it } from 'vitest';
import { tseitin } from '../../src/mutators/sae/index.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printTerm } from '../../src/smtlib/printer.js';
import { ownSeeds } from '../support/seed-set.js';
import { describeSaeOnSeeds } from './sae-seeds.js';

const parse = (text: string) => {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  expect(checkScript(r.value).ok).toBe(true);
  return r.value;
};

describe('Tseitin CNF', () => {
  it('reads the query the seed’s label answers: its last check-sat, with its assumptions', () => {
    // The lanes' last answer is the seed's label: here unsat, while the first query is sat. A CNF of the first query
    // kept the label and lost (> y 7) (< y 8): both solvers then said sat to an "expected unsat" mutant.
    const s = parse(
      '(set-logic QF_LIA)(declare-const x Int)(declare-const y Int)(declare-const small Bool)' +
        '(assert (= small (< x 3)))(assert (= (+ x y) 10))(check-sat)(push 1)(assert (> y 20))(check-sat)(pop 1)' +
        '(check-sat-assuming (small (> y 7) (< y 8)))',
    );
    const literals = tseitin(s).clauses.flat().map(printTerm);
    expect(literals).toEqual(
      expect.arrayContaining(['(= small (< x 3))', '(= (+ x y) 10)', 'small', '(> y 7)', '(< y 8)']),
    );
    expect(literals).not.toContain('(> y 20)');
  });

  it('names each and/or node once, with clauses for both directions, linear in size', () => {
    const s = parse(
      '(declare-const a Bool)(declare-const b Bool)(declare-const c Bool)(assert (or (and a b) (not (=> c a))))(check-sat)',
    );
    const cnf = tseitin(s);
    expect(cnf.fresh).toEqual(['sae_t0', 'sae_t1']);
    const text = cnf.clauses.map((c) => c.map(printTerm).join(' | '));
    expect(text).toEqual([
      '(not sae_t0) | a',
      '(not sae_t0) | b',
      'sae_t0 | (not a) | (not b)',
      '(not sae_t1) | (not c) | a',
      'sae_t1 | c',
      'sae_t1 | (not a)',
      'sae_t0 | (not sae_t1)',
    ]);
  });

  it('keeps quantifiers, let, ite and Boolean = whole as atoms, and avoids taken names', () => {
    const s = parse(
      '(declare-const sae_t0 Bool)(declare-const x Int)(assert (and (forall ((y Int)) (or (> y x) (<= y x))) (let ((z (> x 1))) (or z sae_t0)) (= sae_t0 (ite (> x 0) true false))))(check-sat)',
    );
    const cnf = tseitin(s);
    expect(cnf.fresh).toEqual([]);
    expect(cnf.clauses.map((c) => c.length)).toEqual([1, 1, 1]);
    expect(printTerm(cnf.clauses[0]![0]!)).toBe('(forall ((y Int)) (or (> y x) (<= y x)))');
    const nested = tseitin(
      parse('(declare-const sae_t0 Bool)(declare-const p Bool)(assert (not (and p sae_t0)))(check-sat)'),
    );
    expect(nested.fresh).toEqual(['sae_t1']);
  });
});

describeSaeOnSeeds('the repo corpus test/corpus/', ownSeeds, 40);
