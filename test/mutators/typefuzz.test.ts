// TypeFuzz: full-sort pool, operators for every sort, scope-checked arguments, fresh literals.
import { PORTABLE } from '../../src/smtlib/dialect.js';
import { describe, expect, it } from 'vitest';
import { printMutant } from '../../src/smtlib/print/printed.js';
import { contextFor, type SeedContext } from '../../src/mutators/typefuzz/context.js';
import { typeFuzz } from '../../src/mutators/typefuzz/index.js';
import { freshLiteral } from '../../src/mutators/typefuzz/literals.js';
import { satisfied } from '../../src/mutators/typefuzz/needs.js';
import { theoryOperators, userOperators } from '../../src/mutators/typefuzz/operators.js';
import { bind } from '../../src/mutators/typefuzz/scope.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { walk } from '../../src/mutators/walk.js';
import { Rng } from '../../src/rng.js';
import type { Script } from '../../src/smtlib/ast.js';
import { checkScript, checkTerm, envBefore } from '../../src/smtlib/check/index.js';
import { parseScript, parseTerm } from '../../src/smtlib/parser.js';
import { printScript, printTerm } from '../../src/smtlib/printer.js';
import {
  BOOL,
  INT,
  REAL,
  REGLAN,
  STRING,
  arraySort,
  bitVec,
  floatingPoint,
  sortEquals,
  sortOf,
  type Sort,
} from '../../src/smtlib/sort.js';

function parse(text: string): Script {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function context(script: Script): SeedContext {
  const c = contextFor(script);
  if (!c.ok) throw new Error(c.reason);
  return c.context;
}

const options = defaultOptions(typeFuzz.info);

const MIXED = [
  '(set-logic ALL)',
  '(declare-datatype Color ((red) (green) (rgb (rc Int) (gc Int))))',
  '(declare-fun a () (_ BitVec 8))',
  '(declare-fun w () (_ BitVec 16))',
  '(declare-fun f () (_ FloatingPoint 8 24))',
  '(declare-fun m () (Array Int (_ BitVec 8)))',
  '(declare-fun q () (Seq Int))',
  '(declare-fun s () String)',
  '(declare-fun c () Color)',
  '(declare-fun r () Real)',
  '(declare-fun i () Int)',
  '(assert (bvult a ((_ extract 7 0) w)))',
  '(assert (fp.lt f (fp.add RNE f f)))',
  '(assert (= (select m i) a))',
  '(assert (str.in_re s (re.* (str.to_re "ab"))))',
  '(assert (= (seq.len q) i))',
  '(assert (distinct c red))',
  '(assert (< r (to_real i)))',
  '(assert (forall ((x Int)) (> (+ x i) 0)))',
  '(check-sat)',
].join('\n');

describe('the pool', () => {
  const ctx = context(parse(MIXED));
  const keys = [...ctx.pool.bySort.keys()];

  it('is keyed by full sorts', () => {
    for (const k of [
      '(_ BitVec 8)',
      '(_ BitVec 16)',
      '(_ FloatingPoint 8 24)',
      '(Array Int (_ BitVec 8))',
      '(Seq Int)',
      'Color',
      'RegLan',
      'RoundingMode',
    ]) {
      expect(keys).toContain(k);
    }
  });

  it('holds every distinct sub-term once', () => {
    const ints = ctx.pool.bySort.get('Int')!.map((e) => e.text);
    expect(new Set(ints).size).toBe(ints.length);
    expect(ints).toEqual(expect.arrayContaining(['i', 'x', '(+ x i)', '(seq.len q)', '0']));
  });

  it('knows what each term needs in scope', () => {
    const boundX = ctx.pool.bySort.get('Int')!.find((e) => e.text === '(+ x i)')!;
    const info = ctx.commands.findLast((c) => c !== undefined)!;
    expect(satisfied(boundX.needs, null, info.visible)).toBe(false);
    expect(satisfied(boundX.needs, bind(null, [{ name: 'x', sort: INT }]), info.visible)).toBe(true);
    expect(satisfied(boundX.needs, bind(null, [{ name: 'x', sort: REAL }]), info.visible)).toBe(false);
    const closed = ctx.pool.bySort.get('Int')!.find((e) => e.text === '(seq.len q)')!;
    expect(satisfied(closed.needs, null, info.visible)).toBe(true);
    expect(satisfied(closed.needs, null, ctx.commands[0]?.visible ?? new Set())).toBe(false);
  });
});

describe('operators', () => {
  const script = parse(MIXED);
  const ctx = context(script);
  const names = (s: Sort): string[] => theoryOperators(ctx, s, PORTABLE).map((sig) => sig.name);

  it('include =, distinct and ite, and the relations of every theory in the seed', () => {
    const bool = names(BOOL);
    for (const n of [
      '=',
      'distinct',
      'ite',
      'and',
      'not',
      'bvult',
      'bvsle',
      'fp.lt',
      'fp.isNaN',
      'str.in_re',
      'str.prefixof',
      '<',
      'seq.contains',
    ]) {
      expect(bool).toContain(n);
    }
    expect(bool).not.toContain('bvnego'); // not portable
    expect(bool).not.toContain('set.member'); // no sets in the seed
  });

  it('use full sorts: widths, formats, arrays, sequences, datatypes', () => {
    const bv8 = names(bitVec(8));
    for (const n of ['bvadd', 'bvnot', 'extract', 'concat', 'select', 'ite', 'zero_extend', 'repeat'])
      expect(bv8).toContain(n);
    expect(names(floatingPoint(8, 24))).toEqual(expect.arrayContaining(['fp.add', 'fp.fma', 'fp.abs', 'to_fp', 'ite']));
    expect(names(arraySort(INT, bitVec(8)))).toEqual(expect.arrayContaining(['store', 'ite']));
    expect(names(sortOf('Seq', [], [INT]))).toEqual(expect.arrayContaining(['seq.++', 'seq.unit', 'seq.extract']));
    expect(names(REGLAN)).toEqual(expect.arrayContaining(['re.*', 're.union', 'str.to_re', 're.allchar', 're.none']));
    const color = sortOf('Color');
    const info = ctx.commands.findLast((c) => c !== undefined)!;
    expect(userOperators(ctx, info, color).map((f) => f.name)).toEqual(['red', 'green', 'rgb', 'c']);
  });
});

describe('fresh literals', () => {
  const script = parse(MIXED);
  const ctx = context(script);
  const env = envBefore(script, script.commands.length);
  const sorts: Sort[] = [
    BOOL,
    INT,
    REAL,
    STRING,
    REGLAN,
    sortOf('RoundingMode'),
    bitVec(1),
    bitVec(13),
    bitVec(64),
    floatingPoint(11, 53),
    arraySort(INT, bitVec(8)),
    sortOf('Seq', [], [INT]),
    sortOf('Set', [], [STRING]),
    sortOf('Color'),
  ];

  it('exist for every sort the pool can hold, are well-sorted, and print back', () => {
    for (const sort of sorts) {
      for (let k = 0; k < 30; k++) {
        const lit = freshLiteral(
          sort,
          ctx,
          null,
          Rng.of('literal', printTerm({ kind: 'const', lit: { kind: 'string', text: sort.name } }), k),
        );
        expect(lit, sort.name).toBeDefined();
        const text = printTerm(lit!);
        const parsed = parseTerm(text);
        expect(parsed.ok, text).toBe(true);
        const checked = checkTerm(parsed.ok ? parsed.value : lit!, env);
        expect(checked.ok, `${text}: ${checked.errors[0]?.message}`).toBe(true);
        expect(sortEquals(checked.sort!, sort), text).toBe(true);
        expect(sortEquals(lit!.sort!, sort)).toBe(true);
      }
    }
  });

  it('do not exist for an uninterpreted sort', () => {
    const u = parse('(declare-sort U 0)\n(declare-fun u () U)\n(assert (= u u))');
    expect(freshLiteral(sortOf('U'), context(u), null, Rng.of(1))).toBeUndefined();
  });
});

describe('mutate', () => {
  it('keeps bound terms under their binders', () => {
    const seed = {
      script: parse(
        '(declare-fun y () Int)\n(assert (forall ((x Int)) (> x y)))\n(assert (exists ((x Real)) (< x 1.0)))\n(assert (= y 1))',
      ),
    };
    const steps = [...walk(typeFuzz, seed, { rngSeed: 2, mode: 'reset', iterations: 300, options })];
    // A free x would be an unknown symbol, and walk flags ill-sorted mutants as bugs.
    expect(steps.filter((s) => !s.ok && s.bug)).toEqual([]);
    expect(steps.filter((s) => s.ok).length).toBeGreaterThan(250);
    const lastAsserts = steps.flatMap((s) => (s.ok ? [s.text.trim().split('\n').at(-1)!] : []));
    // Whole quantifiers are copied, with their x inside.
    expect(lastAsserts.some((t) => t.includes('(forall ((x Int)) (> x y))'))).toBe(true);
  });

  it('never copies or drops a :named term', () => {
    const text =
      '(declare-fun x () Int)\n(assert (! (> x 0) :named pos))\n(assert (< x 5))\n(check-sat-assuming (pos))';
    const steps = [...walk(typeFuzz, { script: parse(text) }, { rngSeed: 4, mode: 'chain', iterations: 200, options })];
    expect(steps.filter((s) => !s.ok && s.bug)).toEqual([]);
    for (const s of steps) if (s.ok) expect(s.text.match(/:named pos/g)).toHaveLength(1);
  });

  it('gives n-ary and chainable operators random arities', () => {
    const seed = { script: parse('(declare-fun x () Int)\n(declare-fun p () Bool)\n(assert (and p (< x 3)))') };
    const afters = [...walk(typeFuzz, seed, { rngSeed: 5, mode: 'reset', iterations: 400, options })].flatMap((s) =>
      s.ok ? [s.result.trace[0]!.after] : [],
    );
    const arity = (t: string): number =>
      parseTerm(t).ok && t.startsWith('(')
        ? ((parseTerm(t) as { value: { args?: unknown[] } }).value.args?.length ?? 0)
        : 0;
    const arities = new Set(afters.filter((t) => /^\((and|or|\+|<|distinct|=) /.test(t)).map(arity));
    expect(arities.has(2) && arities.has(3) && arities.has(4)).toBe(true);
  });

  it('records the hole, the operator and the reason, and splices the printed text', () => {
    const script = parse(MIXED);
    for (let k = 0; k < 60; k++) {
      const out = typeFuzz.mutate({ script }, Rng.of('trace', k), options);
      expect(out.ok).toBe(true);
      if (!out.ok) continue;
      expect(checkScript(out.mutant).ok).toBe(true);
      expect(printMutant(out.mutant)).toBe(printScript(out.mutant));
      const [step] = out.trace;
      expect(step!.rule).toMatch(/^hole→/);
      expect(step!.span).toBeDefined();
      expect(MIXED).toContain(step!.before);
      expect(printScript(out.mutant)).toContain(step!.after);
      expect(step!.reason).toMatch(/^differential/);
    }
  });

  it('reports an ill-sorted seed instead of throwing', () => {
    const out = typeFuzz.mutate({ script: parse('(declare-fun x () Int)\n(assert (and x true))') }, Rng.of(1), options);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toMatch(/ill-sorted/);
  });
});
