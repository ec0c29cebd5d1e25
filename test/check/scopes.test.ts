import { describe, expect, it } from 'vitest';
import { cpuMsOf, processCpuMs } from '../support/cpu-time.js';
import { at, errorsOf, sortIn } from './helpers.js';

describe('Scopes', () => {
  it('binds let variables in parallel and shadows outer symbols', () => {
    expect(sortIn('(declare-const x Int)', '(let ((x true)) x)')).toBe('Bool');
    expect(sortIn('(declare-const x Int)', '(let ((x true) (y x)) y)')).toBe('Int');
    expect(sortIn('(declare-const x Int)', '(let ((x true)) (let ((x 1.5)) x))')).toBe('Real');
    const text = '(declare-const x Int)(assert (and (let ((y true)) y) y))';
    expect(errorsOf(text)).toEqual([`${at(text, 'y))', text.indexOf(') y)'))} unknown symbol 'y'`]);
  });

  it('binds quantified and lambda variables and requires a Bool quantifier body', () => {
    expect(sortIn('', '(forall ((x Int) (y Real)) (< x y))')).toBe('Bool');
    expect(sortIn('', '(exists ((b Bool)) b)')).toBe('Bool');
    expect(sortIn('', '(lambda ((x Int)) (> x 0))')).toBe('(Array Int Bool)');
    const text = '(assert (forall ((x Int)) (+ x 1)))';
    expect(errorsOf(text)).toEqual([`${at(text, '(+ x 1)')} the body of forall expects a Bool term, got Int`]);
    const after = '(assert (forall ((x Int)) (> x 0)))\n(assert (> x 0))';
    expect(errorsOf(after)).toEqual(["2:12 unknown symbol 'x'"]);
  });

  it('checks :pattern terms in the quantifier scope and declares :named terms', () => {
    const ok = '(declare-fun f (Int) Int)(assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f x)))))';
    expect(errorsOf(ok)).toEqual([]);
    const bad = '(declare-fun f (Int) Int)(assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f y)))))';
    expect(errorsOf(bad)).toEqual([`${at(bad, 'y)))))')} unknown symbol 'y'`]);
    expect(errorsOf('(declare-const p Bool)(assert (! (not p) :named a1))(check-sat-assuming (a1))')).toEqual([]);
  });

  it('scopes define-fun parameters to the body and checks the body against the result sort', () => {
    expect(sortIn('(define-fun f ((x Int) (b Bool)) Int (ite b x 0))', '(f 1 true)')).toBe('Int');
    const text = '(define-fun f ((x Int)) Bool (+ x 1))';
    expect(errorsOf(text)).toEqual([`${at(text, '(+ x 1)')} the body of 'f' has sort Int, but 'f' is declared Bool`]);
    const outside = '(define-fun f ((x Int)) Int x)(assert (= x 0))';
    expect(errorsOf(outside)).toEqual([`${at(outside, 'x 0')} unknown symbol 'x'`]);
  });

  it('lets recursive definitions refer to themselves and to each other', () => {
    expect(errorsOf('(define-fun-rec f ((n Int)) Int (ite (= n 0) 0 (f (- n 1))))')).toEqual([]);
    expect(
      errorsOf(
        '(define-funs-rec ((ev ((n Int)) Bool) (od ((n Int)) Bool)) ((ite (= n 0) true (od (- n 1))) (ite (= n 0) false (ev (- n 1)))))',
      ),
    ).toEqual([]);
    const text = '(define-fun f ((n Int)) Int (f n))';
    expect(errorsOf(text)).toEqual([`${at(text, '(f n)')} unknown symbol 'f'`]);
  });

  it('removes declarations made after a push at the matching pop', () => {
    const text = '(push 1)\n(declare-const x Int)\n(declare-sort U 0)\n(pop 1)\n(assert (= x 0))\n(declare-const u U)';
    expect(errorsOf(text)).toEqual([
      `${at(text, 'x 0)')} unknown symbol 'x'`,
      `${at(text, 'U)', text.indexOf('(declare-const u'))} unknown sort 'U'`,
    ]);
    expect(errorsOf('(declare-const x Int)(push)(push)(pop 2)(assert (= x 0))')).toEqual([]);
    expect(errorsOf('(push 1)(pop 2)')).toEqual(['1:9 pop 2 exceeds the 1 pushed assertion levels']);
  });

  it('keeps declarations across pop with :global-declarations', () => {
    expect(errorsOf('(set-option :global-declarations true)(push)(declare-const x Int)(pop)(assert (= x 0))')).toEqual(
      [],
    );
  });

  it('forgets everything at reset, and non-global declarations at reset-assertions', () => {
    const reset = '(declare-const x Int)(reset)(assert (= x 0))';
    expect(errorsOf(reset)).toEqual([`${at(reset, 'x 0')} unknown symbol 'x'`]);
    const resetAssertions = '(declare-const x Int)(reset-assertions)(assert (= x 0))';
    expect(errorsOf(resetAssertions)).toEqual([`${at(resetAssertions, 'x 0')} unknown symbol 'x'`]);
    expect(
      errorsOf('(set-option :global-declarations true)(declare-const x Int)(reset-assertions)(assert (= x 0))'),
    ).toEqual([]);
  });

  it('resolves overloaded declarations by argument sorts, newest first', () => {
    const decls = '(declare-sort T 0)(declare-fun S (T Int) Bool)(declare-fun S (Int) Int)(declare-const t T)';
    expect(sortIn(decls, '(S t 1)')).toBe('Bool');
    expect(sortIn(decls, '(S 1)')).toBe('Int');
    expect(sortIn(decls, '(S true)')).toBe('error: S expects arguments of sorts (Int), got Bool');
  });

  it('lets user declarations take theory names (seeds declare union, set.empty, bv)', () => {
    expect(sortIn('(declare-sort T 0)(declare-fun set.empty () T)', 'set.empty')).toBe('T');
    expect(sortIn('(declare-fun - (Bool) Bool)', '(- true)')).toBe('Bool');
    expect(sortIn('(declare-fun - (Bool) Bool)', '(- 1 2)')).toBe('Int');
    expect(sortIn('(define-fun h ((bv (_ BitVec 4))) (_ BitVec 4) (bvneg bv))', '(h #x1)')).toBe('(_ BitVec 4)');
  });

  it('refuses the very same declaration twice, but allows overloads and redeclaration after pop', () => {
    const twice = '(declare-const x Int)\n(declare-const x Int)';
    expect(errorsOf(twice)).toEqual(["2:1 'x' is already declared"]);
    expect(errorsOf('(declare-fun f (Int) Int)\n(define-fun f ((y Int)) Int y)')).toEqual([
      "2:1 'f' with this signature is already declared",
    ]);
    expect(errorsOf('(declare-sort S 0)\n(declare-datatype S ((s)))')).toEqual(["2:1 sort 'S' is already declared"]);
    expect(
      errorsOf('(declare-fun f (Int) Int)(declare-fun f (Bool) Int)(declare-const x Int)(declare-const x Bool)'),
    ).toEqual([]);
    expect(errorsOf('(push)(declare-const x Int)(pop)(declare-const x Int)')).toEqual([]);
  });
});

describe('huge push counts', () => {
  it('(push 1000000000) is cheap, and pop restores the declarations of each level', async () => {
    const { parseScript } = await import('../../src/smtlib/parser.js');
    const { checkScript } = await import('../../src/smtlib/check/index.js');
    const text =
      '(declare-const a Int)\n(push 1000000000)\n(declare-const b Int)\n(push 2)\n(declare-const c Int)\n' +
      '(pop 1)\n(assert (> c 0))\n(pop 1)\n(assert (> b 0))\n(pop 999999999)\n(assert (> b 0))\n(pop 2)\n';
    const parsed = parseScript(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const { value: result, cpuMs } = await cpuMsOf(processCpuMs, () => checkScript(parsed.value));
    // CPU, not the clock: a level per push would take a billion steps.
    expect(cpuMs).toBeLessThan(1000);
    // (push 2) is two levels; popping the inner one removes c. b lives until the last of the billion goes.
    expect(result.errors.map((e) => `${e.line}: ${e.message}`)).toEqual([
      expect.stringMatching(/^7: unknown symbol 'c'/),
      expect.stringMatching(/^11: unknown symbol 'b'/),
      expect.stringMatching(/^12: .*pop/),
    ]);
  });
});
