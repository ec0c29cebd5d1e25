// The evaluator on cvc5's collections: sets, bags, tuples, relations and tables, and the higher-order
// operators applying lambdas. What the solvers leave open (the universe, choose, order-dependent folds)
// is unknown, never a guess.
import { describe, expect, it } from 'vitest';
import { ev } from './helpers.js';

const S123 = '(set.insert 1 2 (set.singleton 3))';

describe('sets', () => {
  it('union, intersection, difference, membership, subset and card', () => {
    expect(ev(`(set.union ${S123} (set.singleton 7))`)).toBe('(set.insert 1 2 3 (set.singleton 7))');
    expect(ev(`(set.inter ${S123} (set.insert 3 4 (set.singleton 1)))`)).toBe('(set.insert 1 (set.singleton 3))');
    expect(ev(`(set.minus ${S123} (set.singleton 2))`)).toBe('(set.insert 1 (set.singleton 3))');
    expect(ev(`(set.member 2 ${S123})`)).toBe('true');
    expect(ev(`(set.subset (set.singleton 4) ${S123})`)).toBe('false');
    expect(ev(`(set.card (set.insert 1 1 (set.singleton 1)))`)).toBe('1');
    expect(ev('(set.card (as set.empty (Set Int)))')).toBe('0');
    expect(ev('(set.union (as set.empty (Set Int)) (as set.empty (Set Int)))')).toBe('(as set.empty (Set Int))');
  });

  it('equality is extensional: insertion order does not matter', () => {
    expect(ev(`(= ${S123} (set.insert 3 2 (set.singleton 1)))`)).toBe('true');
    expect(ev(`(= ${S123} (set.singleton 1))`)).toBe('false');
  });

  it('choose is known only for a singleton; the complement never', () => {
    expect(ev('(set.choose (set.singleton 5))')).toBe('5');
    expect(ev(`(set.choose ${S123})`)).toMatch(/^unknown: set.choose of a larger/);
    expect(ev(`(set.complement ${S123})`)).toMatch(/^unknown: set.complement/);
  });

  it('map, filter and fold apply the lambda; a fold is known when every order agrees', () => {
    expect(ev(`(set.map (lambda ((x Int)) (mod x 2)) ${S123})`)).toBe('(set.insert 0 (set.singleton 1))');
    expect(ev(`(set.filter (lambda ((x Int)) (> x 1)) ${S123})`)).toBe('(set.insert 2 (set.singleton 3))');
    expect(ev(`(set.fold (lambda ((x Int) (a Int)) (+ x a)) 10 ${S123})`)).toBe('16');
    expect(ev(`(set.fold (lambda ((x Int) (a Int)) (- x a)) 0 ${S123})`)).toMatch(
      /^unknown: the fold depends on the order/,
    );
  });
});

describe('bags', () => {
  const A = '(bag.union_disjoint (bag 1 2) (bag 2 1))';
  const B = '(bag.union_disjoint (bag 1 3) (bag 3 1))';
  it('combine multiplicities as cvc5 defines them', () => {
    expect(ev(`(bag.count 1 (bag.union_disjoint ${A} ${B}))`)).toBe('5');
    expect(ev(`(bag.count 1 (bag.union_max ${A} ${B}))`)).toBe('3');
    expect(ev(`(bag.count 1 (bag.inter_min ${A} ${B}))`)).toBe('2');
    expect(ev(`(bag.count 1 (bag.difference_subtract ${B} ${A}))`)).toBe('1');
    expect(ev(`(bag.difference_remove ${B} ${A})`)).toBe('(bag 3 1)');
    expect(ev(`(bag.card ${A})`)).toBe('3');
    expect(ev(`(bag.subbag (bag 1 2) ${A})`)).toBe('true');
    expect(ev('(bag 1 (- 2))')).toBe('(as bag.empty ?)');
    expect(ev(`(bag.setof ${A})`)).toBe('(bag.union_disjoint (bag 1 1) (bag 2 1))');
    expect(ev('(bag.is_singleton (bag 1 2))')).toBe('false');
  });

  it('map adds the multiplicities of elements with one image', () => {
    expect(ev(`(bag.map (lambda ((x Int)) 0) ${A})`)).toBe('(bag 0 3)');
    expect(ev(`(bag.fold (lambda ((x Int) (a Int)) (+ x a)) 0 ${A})`)).toBe('4');
  });
});

describe('tuples, relations and tables', () => {
  const R = '(set.insert (tuple 1 2) (tuple 2 3) (set.singleton (tuple 1 4)))';
  it('select, update and project', () => {
    expect(ev('((_ tuple.select 1) (tuple 1 "a" true))')).toBe('"a"');
    expect(ev('((_ tuple.update 0) (tuple 1 "a") 5)')).toBe('(tuple 5 "a")');
    expect(ev('((_ tuple.project 1 1 0) (tuple 1 "a"))')).toBe('(tuple "a" "a" 1)');
    expect(ev('(= (tuple 1 2) (tuple 1 2))')).toBe('true');
  });

  it('join, transpose, closure, image, identity and grouping', () => {
    expect(ev(`(rel.join ${R} ${R})`)).toBe('(set.singleton (tuple 1 3))');
    expect(ev(`(set.member (tuple 3 2) (rel.transpose ${R}))`)).toBe('true');
    expect(ev(`(set.member (tuple 1 3) (rel.tclosure ${R}))`)).toBe('true');
    expect(ev(`(set.card (rel.tclosure ${R}))`)).toBe('4');
    expect(ev(`(rel.join_image ${R} 2)`)).toBe('(set.singleton (tuple 1))');
    expect(ev('(rel.iden (set.singleton (tuple 4)))')).toBe('(set.singleton (tuple 4 4))');
    expect(ev(`(set.card ((_ rel.group 0) ${R}))`)).toBe('2');
    expect(ev(`(set.card (rel.product ${R} ${R}))`)).toBe('9');
  });

  it('tables multiply multiplicities in products and joins', () => {
    const T = '(bag.union_disjoint (bag (tuple 1 2) 2) (bag (tuple 3 4) 1))';
    expect(ev(`(bag.card (table.product ${T} ${T}))`)).toBe('9');
    expect(ev(`((_ table.join 0 0) ${T} (bag (tuple 1 9) 3))`)).toBe('(bag (tuple 1 2 1 9) 6)');
    expect(ev(`((_ table.project 0) ${T})`)).toBe('(bag.union_disjoint (bag (tuple 1) 2) (bag (tuple 3) 1))');
    expect(ev(`(bag.card ((_ table.group 1) ${T}))`)).toBe('2');
  });
});
