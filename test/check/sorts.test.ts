import { describe, expect, it } from 'vitest';
import { at, errorsOf, sortIn } from './helpers.js';

describe('Sort declarations and definitions', () => {
  it('declares uninterpreted sorts with an arity', () => {
    expect(sortIn('(declare-sort U 0)(declare-const u U)', 'u')).toBe('U');
    expect(sortIn('(declare-sort S 1)(declare-const s (S Bool))', 's')).toBe('(S Bool)');
    const text = '(declare-sort S 1)\n(declare-const s S)';
    expect(errorsOf(text)).toEqual([`${at(text, 'S)')} sort 'S' expects 1 sort argument, got 0`]);
  });

  it('expands define-sort, with parameters and nesting', () => {
    const decls =
      '(define-sort Stream (T) (Array Int T))(define-sort IntStream () (Stream Int))(declare-const s IntStream)';
    expect(sortIn(decls, 's')).toBe('(Array Int Int)');
    expect(sortIn(decls, '(select s 0)')).toBe('Int');
    expect(
      sortIn(
        '(define-sort bv () (_ BitVec 4))(define-sort abv () (Array bv bv))(declare-const a abv)',
        '(select a #x0)',
      ),
    ).toBe('(_ BitVec 4)');
  });

  it('reports unknown sorts and bad sort arguments at their position', () => {
    const text = '(declare-const x Int)\n(declare-fun f (Foo) Int)';
    expect(errorsOf(text)).toEqual([`${at(text, 'Foo')} unknown sort 'Foo'`]);
    expect(errorsOf('(declare-const a (Array Int))')).toEqual(["1:18 sort 'Array' expects 2 sort arguments, got 1"]);
    expect(errorsOf('(declare-const b (_ BitVec 1 2))')).toEqual([
      "1:18 sort 'BitVec' needs 1 numeral index: (_ BitVec …)",
    ]);
    expect(errorsOf('(declare-const i (_ Int 3))')).toEqual(["1:18 sort 'Int' takes no indices"]);
  });

  it('reports an unknown sort in a quantifier binder', () => {
    const text = '(assert (forall ((x Nat)) true))';
    expect(errorsOf(text)).toEqual([`${at(text, 'Nat')} unknown sort 'Nat'`]);
  });
});
