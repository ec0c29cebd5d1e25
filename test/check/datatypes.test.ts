import { describe, expect, it } from 'vitest';
import { at, errorsOf, sortIn } from './helpers.js';

const LIST = '(declare-datatypes ((IntList 0)) (((nil) (cons (head Int) (tail IntList)))))';
const PAR = '(declare-datatypes ((List 1)) ((par (T) ((lnil) (lcons (hd T) (tl (List T)))))))';

describe('Datatypes', () => {
  it('types constructors, selectors and testers', () => {
    expect(sortIn(LIST, '(cons 1 nil)')).toBe('IntList');
    expect(sortIn(LIST, '(head (cons 1 nil))')).toBe('Int');
    expect(sortIn(LIST, '(tail (cons 1 nil))')).toBe('IntList');
    expect(sortIn(LIST, '((_ is cons) nil)')).toBe('Bool');
    expect(sortIn(LIST, '(is-nil nil)')).toBe('Bool');
  });

  it('rejects ill-sorted constructor and selector applications', () => {
    expect(sortIn(LIST, '(cons nil 1)')).toBe(
      'error: cons expects arguments of sorts (Int IntList), got IntList and Int',
    );
    expect(sortIn(LIST, '(head 3)')).toBe('error: head expects arguments of sorts (IntList), got Int');
    expect(sortIn(LIST, '((_ is cons) 3)')).toBe(
      "error: tester for 'cons' expects an argument of datatype IntList, got Int",
    );
    expect(sortIn(LIST, '((_ is kons) nil)')).toBe("error: unknown constructor 'kons' in (_ is kons)");
  });

  it('instantiates parametric datatypes', () => {
    expect(sortIn(PAR, '(lcons 1 (as lnil (List Int)))')).toBe('(List Int)');
    expect(sortIn(PAR, '(hd (lcons true (as lnil (List Bool))))')).toBe('Bool');
    expect(sortIn(PAR, '(tl (lcons 1.5 (as lnil (List Real))))')).toBe('(List Real)');
    expect(sortIn(PAR, 'lnil')).toBe("error: cannot infer the sort of 'lnil': write (as lnil <sort>)");
    expect(sortIn(PAR, '(lcons 1 (as lnil (List Bool)))')).toMatch(/^error: lcons expects/);
  });

  it('accepts Z3 legacy declarations, declare-datatype and mutual recursion', () => {
    expect(
      sortIn('(declare-datatypes () ((Color red green) (Pair (mk (fst Color) (snd Int)))))', '(fst (mk red 1))'),
    ).toBe('Color');
    expect(sortIn('(declare-datatype Unit ((unit)))', 'unit')).toBe('Unit');
    const mutual =
      '(declare-datatypes ((Tree 0) (Forest 0)) (((node (kids Forest))) ((empty) (grow (first Tree) (rest Forest)))))';
    expect(sortIn(mutual, '(kids (node (grow (node empty) empty)))')).toBe('Forest');
  });

  it('resolves constructors overloaded across datatypes by their argument sorts (CVC5)', () => {
    const decls = '(declare-datatypes ((A 0)) (((mk (a Int))))) (declare-datatypes ((B 0)) (((mk (b Bool)))))';
    expect(sortIn(decls, '(mk 1)')).toBe('A');
    expect(sortIn(decls, '(mk true)')).toBe('B');
  });

  it('types match, binding pattern variables to the field sorts', () => {
    expect(sortIn(LIST, '(match (cons 1 nil) ((nil 0) ((cons h t) h)))')).toBe('Int');
    expect(sortIn(PAR, '(match (as lnil (List Bool)) ((lnil false) ((lcons h t) h)))')).toBe('Bool');
    expect(sortIn(LIST, '(match nil ((nil 0) (other 1)))')).toBe('Int');
    expect(sortIn(LIST, '(match nil ((nil 0) ((cons h t) t)))')).toBe(
      'error: match cases have different sorts: Int and IntList',
    );
    expect(sortIn(LIST, '(match 3 ((x x)))')).toBe('error: match expects a datatype term, got Int');
    const text = `${LIST}\n(assert (match nil ((nil true) ((kons h t) false))))`;
    expect(errorsOf(text)).toEqual([`${at(text, 'false))))')} 'kons' is not a constructor of IntList`]);
  });
});
