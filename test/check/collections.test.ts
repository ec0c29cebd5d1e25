// cvc5's collection theories in the checker: sets (incl. variadic set.insert and the higher-order
// operators), tuples (indexed select/update/project), relations (sets of tuples), bags and tables.
import { describe, expect, it } from 'vitest';
import { errorsOf, sortIn } from './helpers.js';

const DECLS = `
(declare-const s (Set Int))
(declare-const p (Tuple Int Bool String))
(declare-const r (Relation Int Bool))
(declare-const q (Set (Tuple Bool Real)))
(declare-const e (Set (Tuple Int Int)))
(declare-const b (Bag Int))
(declare-const t (Table Int Bool))
(declare-const u (Table String))
(declare-fun f (Int) Int)
`;

describe('sets', () => {
  it('take any number of elements in set.insert, all of the set’s element sort', () => {
    expect(sortIn(DECLS, '(set.insert 1 2 3 s)')).toBe('(Set Int)');
    expect(sortIn(DECLS, '(set.insert 1 s)')).toBe('(Set Int)');
    expect(sortIn(DECLS, '(set.insert true s)')).toMatch(/^error: set.insert expects/);
    expect(sortIn(DECLS, '(set.insert s)')).toMatch(/^error: wrong number of arguments to 'set.insert'/);
  });

  it('map, filter and fold with a lambda or a function', () => {
    expect(sortIn(DECLS, '(set.map (lambda ((x Int)) (> x 0)) s)')).toBe('(Set Bool)');
    expect(sortIn(DECLS, '(set.filter (lambda ((x Int)) (> x 0)) s)')).toBe('(Set Int)');
    expect(sortIn(DECLS, '(set.fold (lambda ((x Int) (a Int)) (+ x a)) 0 s)')).toBe('Int');
    expect(sortIn(DECLS, '(set.map f s)')).toBe('(Set Int)');
    expect(sortIn(DECLS, '(set.filter (lambda ((x Bool)) x) s)')).toMatch(/^error: set.filter expects/);
  });

  it('need (as set.empty S)', () => {
    expect(sortIn(DECLS, '(as set.empty (Set Int))')).toBe('(Set Int)');
    expect(sortIn(DECLS, 'set.empty')).toMatch(/cannot infer the sort of 'set.empty'/);
  });
});

describe('tuples', () => {
  it('select, update and project by index', () => {
    expect(sortIn(DECLS, '((_ tuple.select 2) p)')).toBe('String');
    expect(sortIn(DECLS, '((_ tuple.update 1) p false)')).toBe('(Tuple Int Bool String)');
    expect(sortIn(DECLS, '((_ tuple.project 2 0 0) p)')).toBe('(Tuple String Int Int)');
    expect(sortIn(DECLS, '(tuple 1 "a" (tuple true))')).toBe('(Tuple Int String (Tuple Bool))');
  });

  it('report an index out of range and a wrong update', () => {
    expect(sortIn(DECLS, '((_ tuple.select 3) p)')).toBe(
      'error: tuple index out of range: (_ tuple.select 3) on (Tuple Int Bool String)',
    );
    expect(sortIn(DECLS, '((_ tuple.update 0) p true)')).toMatch(/^error: tuple.update expects/);
    expect(sortIn(DECLS, '((_ tuple.project 0 5) p)')).toMatch(/^error: tuple index out of range/);
  });
});

describe('relations', () => {
  it('join, product and transpose compute the tuple sorts', () => {
    expect(sortIn(DECLS, '(rel.join r q)')).toBe('(Set (Tuple Int Real))');
    expect(sortIn(DECLS, '(rel.product r q)')).toBe('(Set (Tuple Int Bool Bool Real))');
    expect(sortIn(DECLS, '(rel.transpose r)')).toBe('(Set (Tuple Bool Int))');
    expect(sortIn(DECLS, '((_ rel.project 1) r)')).toBe('(Set (Tuple Bool))');
    expect(sortIn(DECLS, '(rel.tclosure e)')).toBe('(Set (Tuple Int Int))');
    expect(sortIn(DECLS, '(rel.join_image e 2)')).toBe('(Set (Tuple Int))');
    expect(sortIn(DECLS, '((_ rel.group 0) r)')).toBe('(Set (Set (Tuple Int Bool)))');
  });

  it('refuse a join whose inner columns differ and a closure of a non-homogeneous relation', () => {
    expect(sortIn(DECLS, '(rel.join r r)')).toMatch(/^error: rel.join expects/);
    expect(sortIn(DECLS, '(rel.tclosure r)')).toMatch(/^error: rel.tclosure expects/);
  });
});

describe('bags and tables', () => {
  it('bags count with Int multiplicities', () => {
    expect(sortIn(DECLS, '(bag "a" 3)')).toBe('(Bag String)');
    expect(sortIn(DECLS, '(bag.count 1 (bag.union_disjoint b b))')).toBe('Int');
    expect(sortIn(DECLS, '(bag.partition (lambda ((x Int) (y Int)) (= x y)) b)')).toBe('(Bag (Bag Int))');
    expect(sortIn(DECLS, '(bag.member "a" b)')).toMatch(/^error: bag.member expects/);
  });

  it('tables are bags of tuples', () => {
    expect(sortIn(DECLS, '(table.product t u)')).toBe('(Bag (Tuple Int Bool String))');
    expect(sortIn(DECLS, '((_ table.join 0 0) t t)')).toBe('(Bag (Tuple Int Bool Int Bool))');
    expect(sortIn(DECLS, '((_ table.join 0) t t)')).toMatch(/^error: table.join takes pairs of column indices/);
    expect(sortIn(DECLS, '((_ table.aggr 0) (lambda ((x (Tuple Int Bool)) (n Int)) (+ n 1)) 0 t)')).toBe('(Bag Int)');
  });
});

describe('sort symbols', () => {
  it('Relation and Table stand for sets and bags of tuples', () => {
    expect(errorsOf('(declare-const x (Relation Int))\n(assert (= x (as set.empty (Set (Tuple Int)))))')).toEqual([]);
    expect(errorsOf('(declare-const x (Table Int))\n(assert (= x (as bag.empty (Bag (Tuple Int)))))')).toEqual([]);
  });
});
