import { describe, expect, it } from 'vitest';
import { at, errorsOf, sortIn } from './helpers.js';

const DECLS = '(declare-const i Int) (declare-const j Int) (declare-const x Real) (declare-const y Real)';

describe('Ints and Reals', () => {
  it('types integer arithmetic as Int', () => {
    expect(sortIn(DECLS, '(+ i j 1)')).toBe('Int');
    expect(sortIn(DECLS, '(- i)')).toBe('Int');
    expect(sortIn(DECLS, '(- i j 3)')).toBe('Int');
    expect(sortIn(DECLS, '(* 2 i)')).toBe('Int');
    expect(sortIn(DECLS, '(div i j 2)')).toBe('Int');
    expect(sortIn(DECLS, '(mod i 2)')).toBe('Int');
    expect(sortIn(DECLS, '(abs i)')).toBe('Int');
    expect(sortIn(DECLS, '(<= 0 i j 10)')).toBe('Bool');
    expect(sortIn(DECLS, '((_ divisible 3) i)')).toBe('Bool');
  });

  it('types real arithmetic as Real', () => {
    expect(sortIn(DECLS, '(/ x y)')).toBe('Real');
    expect(sortIn(DECLS, '(- 0.5)')).toBe('Real');
    expect(sortIn(DECLS, '(* x y 2.0)')).toBe('Real');
    expect(sortIn(DECLS, '(abs x)')).toBe('Real');
  });

  it('mixes Int and Real as Z3 and CVC5 accept it', () => {
    expect(sortIn(DECLS, '(+ x 1)')).toBe('Real');
    expect(sortIn(DECLS, '(+ 1 x)')).toBe('Real');
    expect(sortIn(DECLS, '(< i x)')).toBe('Bool');
    expect(sortIn(DECLS, '(= 1 x)')).toBe('Bool');
    expect(sortIn(DECLS, '(/ 1 3)')).toBe('Real');
  });

  it('converts between Int and Real', () => {
    expect(sortIn(DECLS, '(to_real i)')).toBe('Real');
    expect(sortIn(DECLS, '(to_int x)')).toBe('Int');
    expect(sortIn(DECLS, '(is_int x)')).toBe('Bool');
  });

  it('rejects integer-only operators on reals', () => {
    expect(sortIn(DECLS, '(div x 2)')).toBe('error: div expects arguments of sort Int, got Real and Int');
    expect(sortIn(DECLS, '(mod i x)')).toBe('error: mod expects arguments of sorts Int, Int, got Int and Real');
    expect(sortIn(DECLS, '(to_int i true)')).toBe("error: wrong number of arguments to 'to_int': expected 1, got 2");
    expect(sortIn(DECLS, '((_ divisible 0) i)')).toMatch(/^error: divisible needs a positive index/);
  });

  it('reads numerals as reals in a reals-only logic', () => {
    const text = '(set-logic QF_LRA)(declare-const x Real)(assert (< x (div 4 2)))';
    expect(errorsOf(text)).toEqual([`${at(text, '(div 4 2)')} div expects arguments of sort Int, got Real and Real`]);
    expect(errorsOf('(set-logic QF_LIA)(declare-const i Int)(assert (< i (div 4 2)))')).toEqual([]);
  });

  it('can be strict about Int where Real is expected', async () => {
    const { Env, checkScript } = await import('../../src/smtlib/check/index.js');
    const { parsed } = await import('./helpers.js');
    const script = parsed('(declare-const x Real)(assert (< x 1))');
    expect(checkScript(script).ok).toBe(true);
    const env = new Env();
    env.strict = true;
    expect(checkScript(parsed('(declare-const x Real)(assert (< x 1))'), env).errors.map((e) => e.message)).toEqual([
      '< expects arguments of sort Int or Real, got Real and Int',
    ]);
  });
});
