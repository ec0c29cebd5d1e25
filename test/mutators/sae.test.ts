// SAE without a solver: Tseitin shape, atoms kept whole under binders, one direction per mutant,
// well-sorted mutants on the public seeds.
import { describe, expect, it } from 'vitest';
import { sae, saeCnf, tseitin } from '../../src/mutators/sae/index.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { Rng } from '../../src/rng.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript, printTerm } from '../../src/smtlib/printer.js';
import { simpleSeeds } from './storm-sae-support.js';

const parse = (text: string) => {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  expect(checkScript(r.value).ok).toBe(true);
  return r.value;
};

describe('Tseitin CNF', () => {
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

describe('SAE mutants on the public seeds', () => {
  const seeds = simpleSeeds(20_000);
  it('sort-check, keep the seed label as oracle, and never mix directions', () => {
    expect(seeds.length).toBeGreaterThan(150);
    const rules = new Map<string, number>();
    let mutants = 0;
    for (const [i, seed] of seeds.entries()) {
      const cnf = saeCnf(seed.script);
      if (!cnf) {
        expect(
          seed.script.commands.some((c) => c.cmd === 'assert'),
          seed.path,
        ).toBe(false);
        continue;
      }
      expect(checkScript(cnf).ok, seed.path).toBe(true);
      for (let k = 0; k < 3; k++) {
        const out = sae.mutate(
          { script: seed.script, answer: seed.label },
          Rng.of('sae-unit', i, k),
          defaultOptions(sae.info),
        );
        if (!out.ok) continue;
        mutants++;
        const checked = checkScript(parse(printScript(out.mutant)));
        expect(checked.ok, `${seed.path}: ${checked.errors[0]?.message}`).toBe(true);
        expect(out.oracle).toEqual({ kind: 'expected', expected: seed.label });
        const want = seed.label === 'sat' ? ':over:' : ':under:';
        expect(out.trace.length).toBeGreaterThan(0);
        expect(out.trace.length).toBeLessThanOrEqual(5);
        for (const step of out.trace) {
          expect(step.rule).toContain(want);
          const key = step.rule.replace(/→.*/, '');
          rules.set(key, (rules.get(key) ?? 0) + 1);
        }
      }
    }
    expect(mutants).toBeGreaterThan(seeds.length * 2);
    expect([...rules.keys()].some((r) => r.startsWith('sae:pst:'))).toBe(true);
    console.log('SAE rule use (unit run):', Object.fromEntries([...rules].sort()));
  });

  it('skips a seed without an answer', () => {
    const out = sae.mutate({ script: seeds[0]!.script }, Rng.of(1), defaultOptions(sae.info));
    expect(out.ok).toBe(false);
  });
});
