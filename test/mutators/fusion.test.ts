// Unit tests of Semantic Fusion: labels, which seeds are fusable, renaming apart (every kind of
// global), binders (never substitute a bound variable, never capture), the SAT/UNSAT shapes, logics,
// several pairs per mutant, and the exactness of every fusion function (checked by the evaluator).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreedLabel,
  FUSION_FUNCTIONS,
  fusion,
  inversion,
  labelOf,
  type FusionFunction,
} from '../../src/mutators/fusion/index.js';
import { oddInverse } from '../../src/mutators/fusion/functions.js';
import { mergeLogic } from '../../src/mutators/fusion/logic.js';
import { eq, sym } from '../../src/smtlib/terms/build.js';
import type { Expected, MutationResult } from '../../src/mutators/types.js';
import { Rng } from '../../src/rng.js';
import type { Script, Term } from '../../src/smtlib/ast.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { contextFromCommands, evaluate, parseModel, valueToSmt } from '../../src/smtlib/eval/index.js';
import { forEachSite, pathToString } from '../../src/smtlib/paths.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript, printTerm } from '../../src/smtlib/printer.js';
import { bitVec, BOOL, INT, REAL, STRING, type Sort } from '../../src/smtlib/sort.js';

function script(text: string): Script {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function fuse(a: string, b: string, label: Expected, rngSeed: number | string, pairs = 2) {
  return fusion.mutate({ script: script(a), label, second: { script: script(b), label } }, Rng.of(rngSeed), { pairs });
}

function mustFuse(a: string, b: string, label: Expected, rngSeed: number | string, pairs = 2): MutationResult {
  const out = fuse(a, b, label, rngSeed, pairs);
  if (!out.ok) throw new Error(out.reason);
  return out;
}

/** Every fused mutant of `runs` rng seeds (they differ in pairs, functions and occurrences). */
function mutants(a: string, b: string, label: Expected, runs = 60, pairs = 2): MutationResult[] {
  const sa = script(a);
  const sb = script(b);
  const out: MutationResult[] = [];
  for (let i = 0; i < runs; i++) {
    const r = fusion.mutate({ script: sa, label, second: { script: sb, label } }, Rng.of('unit', i), { pairs });
    if (r.ok) out.push(r);
  }
  return out;
}

describe('labelOf', () => {
  const sat = script('(set-info :status sat)(declare-fun x () Int)(check-sat)');
  const none = script('(declare-fun x () Int)(check-sat)');
  it('reads the status line and the manifest label', () => {
    expect(labelOf(sat)).toBe('sat');
    expect(labelOf(none)).toBeUndefined();
    expect(labelOf(none, 'unsat')).toBe('unsat');
    expect(labelOf(sat, 'sat')).toBe('sat');
  });
  it('labels a solved seed only when every lane decided it and all agree', () => {
    expect(agreedLabel(['sat', 'sat'])).toBe('sat');
    expect(agreedLabel(['unsat'])).toBe('unsat');
    expect(agreedLabel(['sat', 'unsat'])).toBeUndefined();
    expect(agreedLabel(['unsat', 'unknown'])).toBeUndefined();
    expect(agreedLabel(['timeout', 'timeout'])).toBeUndefined();
    expect(agreedLabel([])).toBeUndefined();
  });
  it('gives no label when they disagree, or for unknown and incremental answers', () => {
    expect(labelOf(sat, 'unsat')).toBeUndefined();
    expect(labelOf(none, 'unknown')).toBeUndefined();
    expect(labelOf(none, 'sat;unsat')).toBeUndefined();
  });
});

describe('which seed pairs fuse', () => {
  const a = '(declare-fun x () Int)(assert (> x 0))(check-sat)';
  const b = '(declare-fun y () Int)(assert (< y 0))(check-sat)';
  it('needs a second seed, known answers, and the same answer', () => {
    expect(fusion.mutate({ script: script(a), label: 'sat' }, Rng.of(1), {})).toMatchObject({ ok: false });
    expect(fusion.mutate({ script: script(a), second: { script: script(b) } }, Rng.of(1), {})).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/known answer/),
    });
    const differ = fusion.mutate(
      { script: script(a), label: 'sat', second: { script: script(b), label: 'unsat' } },
      Rng.of(1),
      {},
    );
    expect(differ).toMatchObject({ ok: false, reason: expect.stringMatching(/differ/) });
  });
  it('takes the labels from status lines when none is given', () => {
    const out = fusion.mutate(
      { script: script('(set-info :status unsat)' + a), second: { script: script('(set-info :status unsat)' + b) } },
      Rng.of(1),
      {},
    );
    expect(out.ok && out.oracle).toEqual({ kind: 'expected', expected: 'unsat' });
  });
  it('refuses incremental scripts and scripts without exactly one check-sat', () => {
    expect(fuse('(push 1)' + a + '(pop 1)', b, 'sat', 1)).toMatchObject({ reason: expect.stringMatching(/push/) });
    expect(fuse(a + '(check-sat)', b, 'sat', 1)).toMatchObject({
      reason: expect.stringMatching(/exactly one check-sat/),
    });
    const assuming = '(declare-fun p () Bool)(check-sat-assuming (p))';
    expect(fuse(assuming, b, 'sat', 1)).toMatchObject({ ok: false });
  });
  it('needs a variable sort both seeds use', () => {
    expect(fuse(a, '(declare-fun s () String)(assert (= s "a"))(check-sat)', 'sat', 1)).toMatchObject({
      reason: expect.stringMatching(/no fusable variable sort/),
    });
  });
});

describe('renaming apart', () => {
  // The same names, with different sorts and arities, in both seeds: any use resolved to the
  // other seed's declaration would be ill-sorted.
  const seed1 = `
    (declare-sort U 0)
    (define-sort Pair () (Array Int Int))
    (declare-datatypes ((L 0)) (((cons (hd Int) (tl L)) (nil))))
    (declare-fun f (Int) Int)
    (declare-const u U)
    (declare-fun x () Int)
    (declare-fun p () Pair)
    (define-fun g ((a Int)) Int (+ a 1))
    (define-fun-rec len ((l L)) Int (ite ((_ is nil) l) 0 (+ 1 (len (tl l)))))
    (assert (! (> (g (f x)) (len (cons x nil))) :named A))
    (assert (= (select p x) (hd (cons x nil))))
    (assert (is-cons (cons (f x) nil)))
    (assert (= u u))
    (assert A)
    (check-sat)`;
  const seed2 = `
    (declare-sort U 1)
    (define-sort Pair () String)
    (declare-datatypes ((L 0)) (((cons (hd String) (tl L)) (nil))))
    (declare-fun f (String) String)
    (declare-const u (U Int))
    (declare-fun x () String)
    (declare-fun p () Pair)
    (define-fun g ((a String)) String (str.++ a "!"))
    (define-fun-rec len ((l L)) Int (ite ((_ is nil) l) 0 (+ 1 (len (tl l)))))
    (assert (! (= (g (f x)) (hd (cons p nil))) :named A))
    (assert (is-cons (cons (f x) nil)))
    (assert (= u u))
    (assert A)
    (declare-fun n () Int)
    (assert (> (len (cons x nil)) n))
    (check-sat)
    (get-model)`;
  const decls = (s: Script) => s.commands.filter((c) => /^(declare|define)-/.test(c.cmd)).length;

  it('keeps every declaration and definition of both seeds, and the result sort-checks', () => {
    const all = mutants(seed1, seed2, 'sat', 40);
    expect(all.length).toBeGreaterThan(30);
    for (const m of all) {
      expect(checkScript(m.mutant).errors).toEqual([]);
      const zs = m.mutant.commands.filter((c) => c.cmd === 'declare-fun' && /^z(_\d+)?$/.test(c.name)).length;
      expect(decls(m.mutant)).toBe(decls(script(seed1)) + decls(script(seed2)) + zs);
      expect(m.mutant.commands.at(-1)?.cmd).toBe('check-sat');
      expect(m.mutant.commands.some((c) => c.cmd === 'get-model')).toBe(false);
    }
  });

  it('gives every global of the second seed a name unused by the first, used consistently', () => {
    const m = mustFuse(seed1, seed2, 'sat', 7);
    const text = printScript(m.mutant);
    for (const [old, fresh] of [
      ['U', 'U_1'],
      ['L', 'L_1'],
      ['cons', 'cons_1'],
      ['hd', 'hd_1'],
      ['nil', 'nil_1'],
      ['len', 'len_1'],
      ['A', 'A_1'],
    ]) {
      expect(m.trace[0]!.reason).toContain(`${old}→${fresh}`);
      expect(text).toContain(fresh);
    }
    expect(text).toContain('(is-cons_1 (cons_1');
    expect(text).toContain('((_ is nil_1) l)');
    expect(text).toContain('(assert A_1)');
  });
});

/** The names bound around the term at each path of `m`'s trace. */
function boundAtSubstitutions(m: MutationResult): { bound: readonly string[]; after: string }[] {
  const wanted = new Map(m.trace.filter((t) => t.path).map((t) => [pathToString(t.path!), t.after]));
  const out: { bound: readonly string[]; after: string }[] = [];
  forEachSite(m.mutant, (site) => {
    const after = wanted.get(pathToString(site.path));
    if (after !== undefined) out.push({ bound: site.bound, after });
  });
  return out;
}

const symbolsOf = (text: string): string[] => text.match(/[A-Za-z_][\w.]*/g) ?? [];

describe('binders', () => {
  it('never substitutes a bound variable that shadows a fused name (multi-variable forall, let, match)', () => {
    const shadowed = [
      '(forall ((a Int) (x Int)) (or (< x a) (>= x a)))',
      '(let ((x 3)) (> x 0))',
      '(exists ((x Int) (b Int)) (= x b))',
    ];
    const a = `(declare-fun x () Int)(assert (> x 5))${shadowed.map((t) => `(assert ${t})`).join('')}(check-sat)`;
    const b = '(declare-fun y () Int)(assert (< y 3))(check-sat)';
    const all = mutants(a, b, 'sat', 80);
    expect(all.length).toBe(80);
    let replacedFree = 0;
    for (const m of all) {
      const text = printScript(m.mutant);
      for (const t of shadowed) expect(text).toContain(t);
      if (m.trace.some((t) => t.before === 'x')) replacedFree++;
    }
    expect(replacedFree).toBeGreaterThan(20);
  });

  it('never puts a substitute under a binder of one of its variables', () => {
    // The first seed's global x is also a bound name in the second seed.
    const a = '(declare-fun x () Int)(assert (> x 5))(check-sat)';
    const b = '(declare-fun y () Int)(assert (forall ((x Int)) (or (< (+ x y) 3) (> x (- 100)) (= y 0))))(check-sat)';
    const all = mutants(a, b, 'sat', 60);
    let underBinder = 0;
    for (const m of all) {
      expect(checkScript(m.mutant).errors).toEqual([]);
      for (const { bound, after } of boundAtSubstitutions(m)) {
        if (bound.length) underBinder++;
        for (const s of symbolsOf(after)) expect(bound).not.toContain(s);
      }
    }
    expect(underBinder).toBeGreaterThan(10);
  });
});

describe('SAT and UNSAT shapes', () => {
  const a = '(set-logic QF_LIA)(declare-fun x () Int)(assert (> x 0))(assert (< x 3))(check-sat)';
  const b = '(set-logic QF_LIA)(declare-fun y () Int)(declare-fun w () Int)(assert (< y 0))(assert (= w y))(check-sat)';
  it('SAT: every original assertion stays an assertion, no fusion constraint', () => {
    for (const m of mutants(a, b, 'sat', 20)) {
      expect(m.oracle).toEqual({ kind: 'expected', expected: 'sat' });
      expect(m.mutant.commands.filter((c) => c.cmd === 'assert')).toHaveLength(4);
    }
  });
  it('UNSAT: one disjunction of the two conjunctions, plus z = f(x, y) per pair', () => {
    for (const m of mutants(a, b, 'unsat', 20)) {
      const asserts = m.mutant.commands.filter((c) => c.cmd === 'assert').map((c) => printTerm(c.term));
      const pairs = m.trace.filter(
        (t) => /^fusion:[a-z]+-[a-z-]+$/.test(t.rule) && !t.rule.startsWith('fusion:concat-'),
      );
      expect(asserts).toHaveLength(1 + pairs.length);
      expect(asserts[0]).toMatch(/^\(or \(and .*\) \(and .*\)\)$/);
      for (const [i, p] of pairs.entries()) expect(asserts[1 + i]).toBe(`(= ${p.after.replace(' = ', ' ')})`);
    }
  });
  it('keeps a common logic, moving to nonlinear arithmetic when a product fuses the pair', () => {
    const logics = new Set(mutants(a, b, 'sat', 40).map((m) => printScript(m.mutant).split('\n')[0]));
    expect(logics).toEqual(new Set(['(set-logic QF_LIA)', '(set-logic QF_NIA)']));
  });
  it.each([
    ['QF_LIA', 'QF_LIA', false, 'QF_LIA'],
    ['QF_LIA', 'QF_LIA', true, 'QF_NIA'],
    ['QF_S', 'QF_SLIA', false, 'QF_SLIA'],
    ['QF_LIA', 'QF_LRA', false, 'QF_LIRA'],
    ['QF_UF', 'QF_LIA', false, 'QF_UFLIA'],
    ['QF_ABV', 'QF_BV', false, 'QF_ABV'],
    ['QF_AX', 'QF_LIA', false, 'QF_ALIA'],
    ['LIA', 'QF_LIA', false, 'LIA'],
    ['QF_AUFLIA', 'QF_AUFLIA', true, 'QF_AUFNIA'],
    ['AUFDTLIA', 'AUFDTLIA', false, 'AUFDTLIA'],
    ['ALL', 'QF_BV', false, 'ALL'],
    // No name both solvers accept: no set-logic.
    ['QF_SLIA', 'QF_SLIA', true, undefined],
    ['QF_BV', 'QF_LIA', false, undefined],
    ['AUFDTLIA', 'AUFDTLIA', true, undefined],
    [undefined, 'QF_BV', false, undefined],
    ['HORN', 'QF_BV', false, undefined],
  ])('merges %s and %s (nonlinear: %s) to %s', (x, y, nonlinear, merged) => {
    expect(mergeLogic(x, y, nonlinear)).toBe(merged);
  });
  it('fuses several pairs in one mutant, each with its own fresh z and distinct variables', () => {
    const c =
      '(declare-fun x1 () Int)(declare-fun x2 () Int)(declare-fun s () String)(assert (> x1 x2))(assert (= s "a"))(check-sat)';
    const d =
      '(declare-fun y1 () Int)(declare-fun y2 () Int)(declare-fun t () String)(assert (< y1 y2))(assert (= t "b"))(check-sat)';
    const counts = mutants(c, d, 'sat', 40, 3).map((m) => {
      const pairs = m.trace.filter((t) => t.before.includes(', ') && !t.rule.startsWith('fusion:concat-'));
      const variables = pairs.flatMap((p) => p.before.split(', '));
      expect(new Set(variables).size).toBe(variables.length);
      const zs = pairs.map((p) => p.after.split(' = ')[0]);
      expect(new Set(zs).size).toBe(zs.length);
      return pairs.length;
    });
    expect(new Set(counts)).toEqual(new Set([1, 2, 3]));
  });
});

/** Random values of each family's sort, as SMT-LIB value text; zeros are frequent. */
const VALUES: Record<FusionFunction['family'], () => fc.Arbitrary<{ sort: Sort; x: string; y: string }>> = {
  Int: () => fc.record({ sort: fc.constant(INT), x: intValue(), y: intValue() }),
  Real: () => fc.record({ sort: fc.constant(REAL), x: realValue(), y: realValue() }),
  String: () => fc.record({ sort: fc.constant(STRING), x: stringValue(), y: stringValue() }),
  Bool: () =>
    fc.record({ sort: fc.constant(BOOL), x: fc.constantFrom('true', 'false'), y: fc.constantFrom('true', 'false') }),
  BitVec: () =>
    fc
      .integer({ min: 1, max: 16 })
      .chain((w) => fc.record({ sort: fc.constant(bitVec(w)), x: bvValue(w), y: bvValue(w) })),
};

function intValue(): fc.Arbitrary<string> {
  return fc.oneof(fc.constant(0), fc.integer({ min: -30, max: 30 })).map((n) => (n < 0 ? `(- ${-n})` : `${n}`));
}
function realValue(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.oneof(fc.constant(0), fc.integer({ min: -20, max: 20 })), fc.integer({ min: 1, max: 4 }))
    .map(([n, d]) => `(/ ${n < 0 ? `(- ${-n}.0)` : `${n}.0`} ${d}.0)`);
}
function stringValue(): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom('a', 'b', 'ab'), maxLength: 4 }).map((s) => `"${s}"`);
}
function bvValue(w: number): fc.Arbitrary<string> {
  return fc.bigInt({ min: 0n, max: (1n << BigInt(w)) - 1n }).map((v) => `#b${v.toString(2).padStart(w, '0')}`);
}

/** The value of a closed term under a model of x, y, z, printed; or `unknown: …`. */
function evalUnder(term: Term, sort: Sort, values: Record<string, string>): string {
  const sortText = sort.name === 'BitVec' ? `(_ BitVec ${sort.indices[0]})` : sort.name;
  const decls = script(['x', 'y', 'z'].map((n) => `(declare-fun ${n} () ${sortText})`).join(''));
  const model = parseModel(
    `(${Object.entries(values)
      .map(([n, v]) => `(define-fun ${n} () ${sortText} ${v})`)
      .join(' ')})`,
  );
  if (!model.ok) throw new Error(model.error.message);
  const r = evaluate(term, contextFromCommands(decls.commands, model.value));
  return r.kind === 'value' ? valueToSmt(r.value) : `unknown: ${r.reason}`;
}

describe('fusion functions are exact (checked by the evaluator on random values)', () => {
  const v = { x: sym('x'), y: sym('y'), z: sym('z') };
  it.each(FUSION_FUNCTIONS.map((f) => [f.id, f] as const))(
    '%s: r_x(y, f(x, y)) = x and r_y(x, f(x, y)) = y',
    (_, fn) => {
      fc.assert(
        fc.property(VALUES[fn.family](), fc.integer(), ({ sort, x, y }, seed) => {
          const constants = fn.constants(sort, Rng.of('exact', seed));
          const z = evalUnder(fn.f(v, constants), sort, { x, y });
          expect(z).not.toMatch(/^unknown/);
          for (const of of ['x', 'y'] as const) {
            const restored = inversion({ fn, constants }, v, of, true);
            expect(evalUnder(eq(restored, v[of]), sort, { x, y, z }), `${of} from ${printTerm(restored)}`).toBe('true');
          }
        }),
        { seed: 2026, numRuns: 150 },
      );
    },
  );

  it('unguarded division inversions are undetermined exactly where the divisor is zero', () => {
    const divisions = FUSION_FUNCTIONS.filter((f) => f.unsafeX);
    expect(divisions.map((f) => f.id)).toEqual(['int-mul', 'real-mul']);
    for (const fn of divisions) {
      const zero = fn.family === 'Int' ? '0' : '0.0';
      const sort = fn.family === 'Int' ? INT : REAL;
      expect(evalUnder(fn.rx(v, []), sort, { x: `5${zero.slice(1)}`, y: zero, z: zero })).toMatch(/division by zero/);
      expect(
        evalUnder(eq(inversion({ fn, constants: [] }, v, 'x', true), v.x), sort, {
          x: `5${zero.slice(1)}`,
          y: zero,
          z: zero,
        }),
      ).toBe('true');
    }
  });

  it('bit-vector affine fusion uses the inverse of an odd constant', () => {
    for (const w of [1, 3, 8, 13, 32, 64]) {
      for (const c of [1n, 3n, 5n, (1n << BigInt(w)) - 1n]) {
        const mask = (1n << BigInt(w)) - 1n;
        expect((c * oddInverse(c, w)) & mask).toBe(1n & mask);
      }
    }
  });
});
