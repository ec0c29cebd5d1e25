// STORM without a solver: fragments (closed only, n-ary depth), valuations under a given model,
// instances true under M, incremental frames, tactics, and minimization by regeneration.
import { describe, expect, it } from 'vitest';
import {
  collectFragments,
  minimizeStorm,
  modelQuery,
  prepareStorm,
  storm,
  stormPoolSync,
} from '../../src/mutators/storm/index.js';
import { defaultOptions } from '../../src/mutators/types.js';
import { Rng } from '../../src/rng.js';
import type { Script } from '../../src/smtlib/ast.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { contextFromCommands, evaluate, parseModel } from '../../src/smtlib/eval/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript, printTerm } from '../../src/smtlib/printer.js';

const parse = (text: string): Script => {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  expect(checkScript(r.value).ok).toBe(true);
  return r.value;
};

const SEED = `(set-logic ALL)(set-info :status sat)(declare-const x Int)(declare-const y Int)(declare-fun f (Int) Int)
(assert (and (> x 0) (< y 5) (or (= x y) (> (f x) 3))))
(assert (forall ((z Int)) (=> (> z x) (> z 0))))
(assert (let ((w (+ x 1))) (> w y)))
(assert (! (distinct x 7) :named n1))
(check-sat)(get-model)`;
const MODEL = '((define-fun x () Int 2) (define-fun y () Int 1) (define-fun f ((a Int)) Int (ite (= a 2) 4 0)))';

/** Every asserted term of the script is true under the model (evaluator). */
function allTrue(script: Script, model: string): boolean {
  const m = parseModel(model);
  if (!m.ok) throw new Error('model');
  const ctx = contextFromCommands(
    script.commands.filter((c) => c.cmd !== 'assert'),
    m.value,
  );
  return script.commands.every((c) => {
    if (c.cmd !== 'assert') return true;
    const r = evaluate(c.term, ctx);
    return r.kind === 'value' && r.value.kind === 'bool' && r.value.value;
  });
}

describe('STORM fragments', () => {
  it('keeps closed Boolean sub-formulas only, measures depth over every n-ary child, skips :named', () => {
    const script = parse(SEED);
    const asserted = script.commands.flatMap((c) => (c.cmd === 'assert' ? [c.term] : []));
    const frags = collectFragments(asserted);
    const texts = frags.map((f) => printTerm(f.term));
    expect(texts).toContain('(> x 0)');
    expect(texts).toContain('(forall ((z Int)) (=> (> z x) (> z 0)))');
    expect(texts).toContain('(distinct x 7)');
    expect(texts).not.toContain('(> z x)');
    expect(texts).not.toContain('(> w y)');
    expect(texts.some((t) => t.includes(':named'))).toBe(false);
    // (and (> x 0) (< y 5) (or (= x y) (> (f x) 3))): the third child is the deepest (or → > → f → x).
    expect(frags.find((f) => printTerm(f.term).startsWith('(and'))!.depth).toBe(5);
  });

  it('values fragments under M with the evaluator, and drops what it cannot value without a solver', async () => {
    const script = parse(SEED);
    const pool = stormPoolSync(script, MODEL)!;
    const value = (t: string) => pool.initial.find((f) => printTerm(f.term) === t)?.value;
    expect(value('(> x 0)')).toBe(true);
    expect(value('(< y 5)')).toBe(true);
    expect(value('(= x y)')).toBe(false);
    expect(value('(> (f x) 3)')).toBe(true);
    expect(pool.base.some((c) => c.cmd === 'assert' || c.cmd === 'set-info' || c.cmd === 'get-model')).toBe(false);
    const asked: string[] = [];
    const prepared = await prepareStorm(
      parse('(declare-fun g (Int) Int)(declare-const x Int)(assert (> (g x) 0))(check-sat)'),
      '((define-fun x () Int 1))',
      async (terms) => {
        asked.push(...terms.map(printTerm));
        return terms.map(() => undefined);
      },
    );
    expect(asked).toEqual(['(> (g x) 0)']);
    expect(prepared!.initial).toEqual([]);
    expect(prepared!.dropped).toBe(1);
  });

  it('the model query of an unsat seed negates its assertions', () => {
    const q = printScript(modelQuery(parse('(declare-const p Bool)(assert p)(assert (not p))(check-sat)'), true));
    expect(q).toContain('(assert (not (and p (not p) true)))');
  });
});

describe('STORM instances', () => {
  const script = parse(SEED);
  const options = defaultOptions(storm.info);

  it('are true under M, sort-check, and expect sat', () => {
    for (let k = 0; k < 50; k++) {
      const out = storm.mutate({ script, model: MODEL }, Rng.of('storm-unit', k), options);
      expect(out.ok).toBe(true);
      if (!out.ok) continue;
      expect(out.oracle).toEqual({ kind: 'expected', expected: 'sat' });
      expect(checkScript(parse(printScript(out.mutant))).ok).toBe(true);
      expect(allTrue(out.mutant, MODEL)).toBe(true);
      const asserts = out.mutant.commands.filter((c) => c.cmd === 'assert').length;
      expect(asserts).toBeGreaterThanOrEqual(1);
      expect(asserts).toBeLessThanOrEqual(64);
    }
  });

  it('respect Amax and Dmax', () => {
    const out = storm.mutate({ script, model: MODEL }, Rng.of('bounds'), { ...options, amax: 2, dmax: 3 });
    if (!out.ok) throw new Error(out.reason);
    const asserts = out.mutant.commands.flatMap((c) => (c.cmd === 'assert' ? [c.term] : []));
    expect(asserts.length).toBeLessThanOrEqual(2);
    // A false fragment is negated after the depth check, so an asserted formula is at most Dmax + 1 deep.
    for (const t of asserts) expect(collectFragments([t])[0]!.depth).toBeLessThanOrEqual(4);
  });

  it('incremental mode pushes frames with a check-sat each; the tactic option uses check-sat-using', () => {
    const out = storm.mutate({ script, model: MODEL }, Rng.of('inc', 3), {
      ...options,
      amax: 12,
      incremental: true,
      tactic: '(then dom-simplify smt)',
    });
    if (!out.ok) throw new Error(out.reason);
    const text = printScript(out.mutant);
    expect(text).toContain('(push 1)');
    expect(text).toContain('(check-sat-using (then dom-simplify smt))');
    expect(text).not.toMatch(/\(check-sat\)/);
    expect(allTrue(out.mutant, MODEL)).toBe(true);
  });

  it('needs a model', () => {
    expect(storm.mutate({ script }, Rng.of(1), options).ok).toBe(false);
  });
});

describe('STORM minimization (Alg. 2)', () => {
  it('binary-searches Amax then Dmax down to the smallest instance that keeps the predicate', async () => {
    const pool = stormPoolSync(parse(SEED), MODEL)!;
    // The predicate stands for "the solver answers unsat": here, the instance mentions f.
    const stillFails = async (s: Script) => printScript(s).includes('(f x)');
    const min = await minimizeStorm(pool, stillFails, { options: defaultOptions(storm.info), rngSeed: 7, tries: 30 });
    expect(min).toBeDefined();
    expect(min!.amax).toBe(1);
    expect(min!.dmax).toBeLessThanOrEqual(3);
    expect(await stillFails(min!.instance)).toBe(true);
    expect(min!.instance.commands.filter((c) => c.cmd === 'assert').length).toBe(1);
    expect(
      await minimizeStorm(pool, async () => false, { options: defaultOptions(storm.info), rngSeed: 7, tries: 3 }),
    ).toBeUndefined();
  });
});

describe('STORM asks the reference solver for what the evaluator cannot value', () => {
  it('parses eval answers and refuses to guess on anything else', async () => {
    const { parseEvalAnswers } = await import('../../src/mutators/storm/index.js');
    expect(parseEvalAnswers('sat\ntrue\nfalse\n', 2)).toEqual([true, false]);
    expect(parseEvalAnswers('sat\ntrue\n(error "x")\n', 2)).toEqual([true, undefined]);
    expect(parseEvalAnswers('sat\ntrue\n', 2)).toEqual([undefined, undefined]);
    expect(parseEvalAnswers('sat\ntrue\n5\n', 2)).toEqual([true, undefined]);
    expect(parseEvalAnswers('unknown\ntrue\n', 1)).toEqual([undefined]);
  });
});
