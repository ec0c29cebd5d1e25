import { describe, expect, it } from 'vitest';
import { at, errorsOf, sortIn } from './helpers.js';

const DECLS = '(declare-const p Bool) (declare-const q Bool) (declare-const i Int) (declare-const r Real)';

describe('Core theory', () => {
  it('gives Bool to the connectives and the sort of the branches to ite', () => {
    expect(sortIn(DECLS, '(and p q (not p))')).toBe('Bool');
    expect(sortIn(DECLS, '(=> p q p)')).toBe('Bool');
    expect(sortIn(DECLS, '(xor p q true false)')).toBe('Bool');
    expect(sortIn(DECLS, '(= i i i)')).toBe('Bool');
    expect(sortIn(DECLS, '(distinct i 1 2)')).toBe('Bool');
    expect(sortIn(DECLS, '(ite p i 3)')).toBe('Int');
    expect(sortIn(DECLS, '(ite p 1 r)')).toBe('Real');
    expect(sortIn(DECLS, '(and p)')).toBe('Bool');
    // Z3 reads xor with one argument (dialect checks: test/smtlib/z3-dialect.test.ts); `=` it refuses.
    expect(sortIn(DECLS, '(xor p)')).toBe('Bool');
    expect(sortIn(DECLS, '(= p)')).toBe("error: wrong number of arguments to '=': expected at least 2, got 1");
  });

  it('rejects mismatched arguments with a readable message', () => {
    expect(sortIn(DECLS, '(and p i)')).toBe('error: and expects arguments of sort Bool, got Bool and Int');
    expect(sortIn(DECLS, '(= p i)')).toBe('error: = expects arguments of the same sort, got Bool and Int');
    expect(sortIn(DECLS, '(ite i p q)')).toMatch(/^error: ite expects a Bool condition/);
    expect(sortIn(DECLS, '(not p q)')).toBe("error: wrong number of arguments to 'not': expected 1, got 2");
  });

  it('reports an unknown symbol at its position', () => {
    const text = '(declare-const p Bool)\n(assert (and p\n   y))';
    expect(errorsOf(text)).toEqual([`${at(text, 'y))')} unknown symbol 'y'`]);
  });

  it('requires asserted terms to be Bool', () => {
    const text = '(declare-const i Int)\n(assert (+ i 1))';
    expect(errorsOf(text)).toEqual([`${at(text, '(+ i 1)')} assert expects a Bool term, got Int`]);
  });

  it('reports one error per mistake, not one per enclosing term', () => {
    const text = '(declare-const p Bool)(assert (and (or p (not 3)) (=> p p)))';
    expect(errorsOf(text)).toEqual([`${at(text, '(not 3)')} not expects an argument of sort Bool, got Int`]);
  });

  it('collects every error of a script and goes on after each', () => {
    const text = '(assert (not 1))\n(declare-const p Bool)\n(assert (and p 2))\n(assert p)';
    expect(errorsOf(text).map((e) => e.split(' ')[0])).toEqual([at(text, '(not 1)'), at(text, '(and p 2)')]);
  });
});
