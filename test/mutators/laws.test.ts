// The mutator laws (test/support/mutator-laws.ts: well-sorted mutants, rebuilt from their id with the same seeded
// rng, oracle stated) for every mutator the product offers (src/mutators/registry.ts), each on small seeds of the
// kind it reads. A mutator added to the registry without seeds here fails the first test.
import { describe, expect, it } from 'vitest';
import { fusion } from '../../src/mutators/fusion/index.js';
import { janus } from '../../src/mutators/janus/index.js';
import { opFuzz } from '../../src/mutators/opfuzz/index.js';
import { MUTATORS } from '../../src/mutators/registry.js';
import { sae } from '../../src/mutators/sae/index.js';
import { storm } from '../../src/mutators/storm/index.js';
import type { Expected, MutationResult, Mutator } from '../../src/mutators/types.js';
import { typeFuzz } from '../../src/mutators/typefuzz/index.js';
import type { Script } from '../../src/smtlib/ast.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { assertOracleStated, assertRebuildable, assertWellSorted, type LawSeed } from '../support/mutator-laws.js';

const script = (text: string): Script => {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const LIA =
  '(declare-const x Int)(declare-const y Int)(assert (and (> x y) (< (+ x 1) (* 2 y)) (distinct x 3)))(check-sat)';
const BV =
  '(declare-const a (_ BitVec 8))(declare-const b (_ BitVec 8))(assert (bvult (bvadd a b) (bvmul a #x03)))(assert (not (= a b)))(check-sat)';
const BOOL_LIA =
  '(declare-const p Bool)(declare-const x Int)(assert (or (and p (> x 0)) (< x (- 3))))(assert (=> p (<= x 10)))(check-sat)';
const UNSAT_LIA = '(declare-const x Int)(declare-const y Int)(assert (and (> x y) (< x y)))(check-sat)';

const labelled = (name: string, text: string, label: Expected): LawSeed => ({
  name,
  input: { script: script(text), label },
});

const fused = (name: string, a: string, b: string, label: Expected): LawSeed => ({
  name,
  input: { script: script(a), label, second: { script: script(b), label } },
});

const STORM_SEED = `(declare-const x Int)(declare-const y Int)(declare-fun f (Int) Int)
(assert (and (> x 0) (< y 5) (or (= x y) (> (f x) 3))))
(assert (let ((w (+ x 1))) (> w y)))
(check-sat)`;
const STORM_MODEL = '((define-fun x () Int 2) (define-fun y () Int 1) (define-fun f ((a Int)) Int (ite (= a 2) 4 0)))';

const SEEDS: ReadonlyMap<Mutator, readonly LawSeed[]> = new Map<Mutator, LawSeed[]>([
  [opFuzz, [labelled('LIA', LIA, 'sat'), labelled('BV', BV, 'sat')]],
  [typeFuzz, [labelled('LIA', LIA, 'sat'), labelled('BV', BV, 'sat'), labelled('Bool+LIA', BOOL_LIA, 'sat')]],
  [
    fusion,
    [
      fused(
        'sat+sat',
        '(declare-const x Int)(assert (> x 2))(check-sat)',
        '(declare-const y Int)(assert (< y 7))(check-sat)',
        'sat',
      ),
      fused('unsat+unsat', UNSAT_LIA, '(declare-const z Int)(assert (and (> z 1) (< z 0)))(check-sat)', 'unsat'),
    ],
  ],
  [
    janus,
    [labelled('LIA sat', LIA, 'sat'), labelled('LIA unsat', UNSAT_LIA, 'unsat'), labelled('Bool+LIA', BOOL_LIA, 'sat')],
  ],
  [storm, [{ name: 'LIA+UF with a model', input: { script: script(STORM_SEED), model: STORM_MODEL } }]],
  [sae, [labelled('Bool+LIA sat', BOOL_LIA, 'sat'), labelled('LIA unsat', UNSAT_LIA, 'unsat')]],
]);

describe('the mutator laws', () => {
  it('have seeds for every mutator the registry offers', () => {
    expect(MUTATORS.filter((m) => !SEEDS.has(m)).map((m) => m.info.name)).toEqual([]);
  });

  describe.each(MUTATORS.map((m) => ({ name: m.info.name, mutator: m })))('$name', ({ mutator }) => {
    const seeds = SEEDS.get(mutator) ?? [];
    it('makes well-sorted mutants', () => assertWellSorted(mutator, seeds));
    it('rebuilds a mutant from its id with the same seeded rng', () => assertRebuildable(mutator, seeds));
    it('states its oracle', () => assertOracleStated(mutator, seeds));
  });
});

/** Stand-ins that each break one law, to show the laws can fail. */
function broken(change: (out: MutationResult, call: number) => MutationResult): Mutator {
  let calls = 0;
  return {
    info: opFuzz.info,
    mutate: (input, rng, options) => {
      const out = opFuzz.mutate(input, rng, options);
      return out.ok ? { ok: true, ...change(out, calls++) } : out;
    },
  };
}

describe('the mutator laws can fail', () => {
  const seeds = SEEDS.get(opFuzz)!;
  it.each([
    {
      law: 'well-sorted',
      assert: assertWellSorted,
      mutator: broken((out) => ({ ...out, mutant: script('(declare-const x Int)(assert x)(check-sat)') })),
    },
    {
      law: 'rebuildable',
      assert: assertRebuildable,
      // Stateful: the same rng gives another mutant on every other call.
      mutator: broken((out, call) => (call % 2 ? { ...out, mutant: script(`(assert (= ${call} ${call}))`) } : out)),
    },
    {
      law: 'oracle stated (kind)',
      assert: assertOracleStated,
      mutator: broken((out) => ({ ...out, oracle: { kind: 'expected', expected: 'sat' } })),
    },
    { law: 'oracle stated (trace)', assert: assertOracleStated, mutator: broken((out) => ({ ...out, trace: [] })) },
  ])('$law', ({ assert, mutator }) => {
    expect(() => assert(mutator, seeds, { numRuns: 10 })).toThrow();
  });
});
