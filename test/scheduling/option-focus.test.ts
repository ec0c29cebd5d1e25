// Option fuzzing's focus (campaign/option-focus.ts): the features read from a formula, which options can matter to
// it, and a draw that keeps to them. Checked against Z3 5.2.0's real option names (the ones the page draws from).
import { describe, expect, it } from 'vitest';
import { canMatter, featuresOf } from '../../src/scheduling/option-focus.js';
import { drawOptions } from '../../src/scheduling/solver-options.js';
import type { Script } from '../../src/smtlib/ast.js';
import { parseScript } from '../../src/smtlib/parser.js';
import type { OptionTable } from '../../src/solvers/options/index.js';

function script(text: string): Script {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const SQUARE = '(declare-const y Int)\n(assert (= 1 (* y y)))\n(check-sat)\n';
const STRINGS = '(declare-const s String)\n(assert (= (str.len (str.substr s 0 1)) 2))\n(check-sat)\n';
const BV = '(declare-const b (_ BitVec 8))\n(assert (= (bvadd b #x01) #x00))\n(check-sat)\n';
const QUANTIFIED = '(declare-fun f (Int) Int)\n(assert (forall ((x Int)) (> (f x) x)))\n(check-sat)\n';
const ARRAYS = '(declare-const a (Array Int Bool))\n(assert (select a 3))\n(check-sat)\n';
const PROPOSITIONAL = '(declare-const p Bool)\n(declare-const q Bool)\n(assert (xor p q))\n(check-sat)\n';

describe('featuresOf', () => {
  it('reads theories, nonlinearity, quantifiers and the SAT core from operators and sorts', () => {
    expect([...featuresOf(script(SQUARE))].sort()).toEqual(['arith', 'nonlinear']);
    expect([...featuresOf(script(STRINGS))].sort()).toEqual(['arith', 'strings']);
    expect([...featuresOf(script(BV))].sort()).toEqual(['bv', 'sat']);
    expect([...featuresOf(script(QUANTIFIED))].sort()).toEqual(['arith', 'quantifiers', 'uf']);
    expect([...featuresOf(script(ARRAYS))].sort()).toEqual(['arith', 'arrays']);
    expect([...featuresOf(script(PROPOSITIONAL))].sort()).toEqual(['sat']);
  });
});

describe('canMatter', () => {
  const square = featuresOf(script(SQUARE));
  const strings = featuresOf(script(STRINGS));
  const bv = featuresOf(script(BV));

  it('keeps an option to the theory whose code it configures', () => {
    expect(canMatter('z3', 'smt.arith.nl.horner_frequency', square)).toBe(true);
    expect(canMatter('z3', 'smt.arith.nl.horner_frequency', strings)).toBe(false);
    expect(canMatter('z3', 'nlsat.randomize', bv)).toBe(false);
    expect(canMatter('z3', 'smt.seq.max_unfolding', strings)).toBe(true);
    expect(canMatter('z3', 'smt.seq.max_unfolding', bv)).toBe(false);
    expect(canMatter('z3', 'sat.bce', bv)).toBe(true);
    expect(canMatter('z3', 'sat.bce', square)).toBe(false);
    expect(canMatter('z3', 'rewriter.bv_sort_ac', square)).toBe(false);
    expect(canMatter('z3', 'rewriter.som', square)).toBe(true);
    expect(canMatter('z3', 'smt.mbqi.max_iterations', square)).toBe(false);
    expect(canMatter('cvc5', 'strings-exp', strings)).toBe(true);
    expect(canMatter('cvc5', 'nl-cov', strings)).toBe(false);
  });

  it('lets core search options and the engine switches matter to every formula', () => {
    for (const f of [square, strings, bv]) {
      for (const name of ['sat.smt', 'sat.euf', 'smt.relevancy', 'smt.phase_selection', 'rewriter.flat'])
        expect(canMatter('z3', name, f)).toBe(true);
      expect(canMatter('cvc5', 'simplification-bcp', f)).toBe(true);
    }
  });
});

describe('drawing under a focus', () => {
  const names = ['smt.arith.nl.horner_frequency', 'smt.seq.max_unfolding', 'sat.bce', 'sat.smt', 'smt.relevancy'];
  const table: OptionTable = {
    family: 'z3',
    version: '5.2.0',
    source: 'test',
    options: names.map((name) => ({ name, kind: 'int', values: ['0'], marks: [], doc: '' })),
  };
  const lane = { id: 'z3@5.2.0', family: 'z3' as const, options: [] };
  const tables = new Map([[lane.id, table]]);
  const at = (step: number) => ({ rngSeed: 7, seedId: 'square.smt2', mutator: 'opfuzz', step });

  it('draws only options that can matter to the mutant, and all of them over enough mutants', () => {
    const features = featuresOf(script(SQUARE));
    const seen = new Set<string>();
    for (let step = 0; step < 200; step++)
      for (const o of drawOptions([lane], tables, at(step), features).byLane[lane.id] ?? []) seen.add(o.split('=')[0]!);
    expect([...seen].sort()).toEqual(['sat.smt', 'smt.arith.nl.horner_frequency', 'smt.relevancy']);
    const unfocused = new Set<string>();
    for (let step = 0; step < 200; step++)
      for (const o of drawOptions([lane], tables, at(step)).byLane[lane.id] ?? []) unfocused.add(o.split('=')[0]!);
    expect([...unfocused].sort()).toEqual([...names].sort());
  });
});
