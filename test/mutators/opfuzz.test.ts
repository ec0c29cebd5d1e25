// OpFuzz's classes come out of the signature tables, and its mutants are well-sorted swaps.
import { describe, expect, it } from 'vitest';
import { opFuzz, operatorClass } from '../../src/mutators/opfuzz/index.js';
import { buildSiteTable } from '../../src/mutators/opfuzz/sites.js';
import { printMutant } from '../../src/smtlib/print/printed.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { rebuild, walk } from '../../src/mutators/walk.js';
import { Rng } from '../../src/rng.js';
import type { Script } from '../../src/smtlib/ast.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import {
  BOOL,
  INT,
  REAL,
  REGLAN,
  STRING,
  arraySort,
  bitVec,
  floatingPoint,
  sortOf,
  type Sort,
} from '../../src/smtlib/sort.js';

const RM = sortOf('RoundingMode');

function members(name: string, args: Sort[], sort: Sort, indices: number[] = []): string[] {
  return [...(operatorClass(name, indices, args, sort, false)?.members ?? [])].sort();
}

function parse(text: string): Script {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('operator classes (Fig. 5 and beyond)', () => {
  it('gives the paper’s classes', () => {
    expect(members('=', [INT, INT], BOOL)).toEqual(['<', '<=', '=', '>', '>=', 'distinct']);
    expect(members('>', [REAL, REAL], BOOL)).toEqual(['<', '<=', '=', '>', '>=', 'distinct']);
    // wand: cvc5's separation-logic implication (only where the seed declares a heap, see sites).
    expect(members('and', [BOOL, BOOL], BOOL)).toEqual(['=', '=>', 'and', 'distinct', 'or', 'wand', 'xor']);
    // /_total, div_total, mod_total: cvc5's total division after 1.0.3 (membersIn leaves it out for lanes that cannot read it).
    expect(members('+', [REAL, REAL], REAL)).toEqual(['*', '+', '-', '/', '/_total']);
    expect(members('div', [INT, INT], INT)).toEqual(['*', '+', '-', 'div', 'div_total', 'mod', 'mod_total', 'rem']);
  });

  it('respects arity: unary minus goes with abs, not with binary operators; not with unary and/or', () => {
    expect(members('-', [INT], INT)).toEqual(['-', 'abs']);
    expect(members('-', [REAL], REAL)).toEqual(['-', 'abs']);
    expect(members('not', [BOOL], BOOL)).toEqual(['and', 'not', 'or']);
    expect(members('=>', [BOOL, BOOL, BOOL], BOOL)).toEqual(['=', '=>', 'and', 'distinct', 'or', 'xor']);
    expect(members('mod', [INT, INT, INT], INT)).toEqual([]);
  });

  it('keeps / with Real results only', () => {
    expect(members('+', [INT, INT], INT)).not.toContain('/');
    expect(members('*', [INT, REAL], REAL)).toContain('/');
  });

  it('has every bit-vector comparison (bvult included), binary operation, and bvnot/bvneg', () => {
    const relations = members('bvult', [bitVec(8), bitVec(8)], BOOL);
    for (const r of ['bvult', 'bvule', 'bvugt', 'bvuge', 'bvslt', 'bvsle', 'bvsgt', 'bvsge', '=', 'distinct']) {
      expect(relations).toContain(r);
    }
    const binary = members('bvadd', [bitVec(8), bitVec(8)], bitVec(8));
    for (const op of ['bvand', 'bvor', 'bvxor', 'bvnand', 'bvnor', 'bvxnor', 'bvadd', 'bvsub', 'bvmul', 'bvudiv']) {
      expect(binary).toContain(op);
    }
    for (const op of ['bvurem', 'bvsdiv', 'bvsrem', 'bvsmod', 'bvshl', 'bvlshr', 'bvashr'])
      expect(binary).toContain(op);
    expect(binary).not.toContain('concat');
    expect(members('bvnot', [bitVec(8)], bitVec(8))).toEqual(['bvneg', 'bvnot']);
    expect(members('zero_extend', [bitVec(8)], bitVec(12), [4])).toEqual(['sign_extend', 'zero_extend']);
  });

  it('covers floating point, strings, regex constants, sequences and sets', () => {
    const fp = floatingPoint(8, 24);
    expect(members('fp.add', [RM, fp, fp], fp)).toEqual(['fp.add', 'fp.div', 'fp.mul', 'fp.sub']);
    expect(members('fp.lt', [fp, fp], BOOL)).toEqual(['=', 'distinct', 'fp.eq', 'fp.geq', 'fp.gt', 'fp.leq', 'fp.lt']);
    expect(members('RNE', [], RM)).toEqual(['RNA', 'RNE', 'RTN', 'RTP', 'RTZ']);
    expect(members('str.prefixof', [STRING, STRING], BOOL)).toContain('str.contains');
    expect(members('re.allchar', [], REGLAN)).toEqual(['re.all', 're.allchar', 're.none']);
    expect(members('re.*', [REGLAN], REGLAN)).toEqual(['re.*', 're.+', 're.comp', 're.opt']);
    expect(members('re.union', [REGLAN, REGLAN], REGLAN)).toEqual(['re.++', 're.diff', 're.inter', 're.union']);
    const seq = sortOf('Seq', [], [INT]);
    // cvc5 also reads str.contains and its kin on sequences.
    expect(members('seq.contains', [seq, seq], BOOL)).toEqual([
      '=',
      'distinct',
      'seq.contains',
      'seq.prefixof',
      'seq.suffixof',
      'str.contains',
      'str.prefixof',
      'str.suffixof',
    ]);
    const set = sortOf('Set', [], [INT]);
    // Z3's set operators read (Set E) too; a mutation keeps to the seed's vocabulary (cvc5's names here).
    expect(members('set.union', [set, set], set)).toEqual([
      'intersection',
      'set.inter',
      'set.minus',
      'set.union',
      'setminus',
      'union',
    ]);
  });

  it('does not swap ite, alias spellings, or across theories that merely accept the sorts', () => {
    expect(operatorClass('ite', [], [BOOL, BOOL, BOOL], BOOL, false)).toBeUndefined();
    expect(members('RNE', [], RM)).not.toContain('roundNearestTiesToEven');
    expect(members('str.in_re', [STRING, REGLAN], BOOL)).toEqual([]);
    expect(members('select', [arraySort(INT, INT), INT], INT)).toEqual([]);
  });
});

describe('sites', () => {
  const script = parse(
    [
      '(declare-fun x () Int)',
      '(declare-fun f (Int) Int)',
      '(define-fun g ((a Int)) Bool (< a 3))',
      '(assert (let ((y (+ x 1))) (! (> y 0) :named n)))',
      '(assert (forall ((z Int)) (! (=> (g z) (= (f z) z)) :pattern ((f z)))))',
      '(check-sat-assuming ((not (g x))))',
    ].join('\n'),
  );
  const table = buildSiteTable(script);
  const sites = table.ok ? table.sites : [];
  const at = (command: number): number => sites.filter((s) => s.path.command === command).length;

  it('include define-fun bodies, let-bound terms, annotated terms and quantifiers', () => {
    expect(at(2)).toBe(1); // (< a 3)
    expect(at(3)).toBe(2); // + in the binding, > under the annotation
    expect(sites.some((s) => s.path.command === 4 && s.cls === 'binder')).toBe(true);
  });

  it('exclude user functions, :pattern terms and check-sat-assuming literals', () => {
    expect(at(4)).toBe(3); // forall, =>, = (not g, not f, not the pattern)
    expect(at(5)).toBe(0);
  });

  it('report an ill-sorted seed instead of throwing', () => {
    const bad = buildSiteTable(parse('(declare-fun x () Int)\n(assert (and x true))'));
    expect(bad.ok).toBe(false);
    const out = opFuzz.mutate({ script: parse('(assert (+ 1 true))') }, Rng.of(1), defaultOptions(opFuzz.info));
    expect(out.ok).toBe(false);
  });
});

describe('mutate', () => {
  const text = '(declare-fun a () (_ BitVec 8))\n(assert (bvult a #x10))\n(assert (exists ((b Int)) (> b 0)))\n';
  const options = defaultOptions(opFuzz.info);

  it('swaps one operator, records the trace, and splices the printed text', () => {
    const seed = parse(text);
    let changed = 0;
    for (let k = 0; k < 40; k++) {
      const out = opFuzz.mutate({ script: seed }, Rng.of('unit', k), options);
      expect(out.ok).toBe(true);
      if (!out.ok) continue;
      expect(checkScript(out.mutant).ok).toBe(true);
      expect(printMutant(out.mutant)).toBe(printScript(out.mutant));
      const [step] = out.trace;
      expect(out.trace).toHaveLength(1);
      expect(step!.rule).toMatch(/^(bvult|exists|>)→/);
      expect(step!.span).toBeDefined();
      expect(printScript(out.mutant)).toContain(step!.after);
      expect(text).toContain(step!.before);
      expect(step!.reason).toMatch(/^differential/);
      expect(out.oracle).toEqual({ kind: 'differential', expected: null });
      if (step!.rule === 'exists→forall') changed++;
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('applies the requested number of swaps and is rebuilt from its step', () => {
    const seed = { script: parse(text) };
    const config = { rngSeed: 7, mode: 'chain' as const, iterations: 30, options: { ...options, mutations: 2 } };
    const steps = [...walk(opFuzz, seed, config)];
    expect(steps.every((s) => s.ok)).toBe(true);
    for (const s of steps) if (s.ok) expect(s.result.trace).toHaveLength(2);
    const again = rebuild(opFuzz, { script: parse(text) }, config, 17);
    const original = steps[17]!;
    expect(again?.ok && original.ok && again.text === original.text).toBe(true);
  });

  it('mutates sequence and set operators (the corpus has none with a partner)', () => {
    const seed = {
      script: parse(
        [
          '(declare-fun s () (Seq Int))',
          '(declare-fun a () (Set Int))',
          '(assert (seq.prefixof s (seq.++ s s)))',
          '(assert (set.subset a (set.union a a)))',
        ].join('\n'),
      ),
    };
    const rules = new Set<string>();
    for (const s of walk(opFuzz, seed, { rngSeed: 3, mode: 'reset', iterations: 100, options })) {
      expect(s.ok).toBe(true);
      if (s.ok) rules.add(s.result.trace[0]!.rule);
    }
    expect([...rules].some((r) => r.startsWith('seq.prefixof→'))).toBe(true);
    expect([...rules].some((r) => r.startsWith('set.union→'))).toBe(true);
    expect(rules.has('set.subset→=') || rules.has('set.subset→distinct')).toBe(true);
  });

  it('never introduces a non-portable operator unless asked', () => {
    const seed = { script: parse('(declare-fun x () Int)\n(assert (= (mod x 3) 1))') };
    const portable = [...walk(opFuzz, seed, { rngSeed: 1, mode: 'reset', iterations: 200, options })];
    const rules = new Set(portable.flatMap((s) => (s.ok ? s.result.trace.map((t) => t.rule) : [])));
    expect([...rules].some((r) => r.endsWith('→rem'))).toBe(false);
    const all = [
      ...walk(opFuzz, seed, { rngSeed: 1, mode: 'reset', iterations: 200, options: { ...options, portable: false } }),
    ];
    expect(all.some((s) => s.ok && s.result.trace[0]!.rule.endsWith('→rem'))).toBe(true);
  });
});
