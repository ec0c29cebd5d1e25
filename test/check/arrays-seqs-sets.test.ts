import { describe, expect, it } from 'vitest';
import { sortIn } from './helpers.js';

const DECLS =
  '(declare-const a (Array Int Bool)) (declare-const m (Array Int (Array Int Real))) (declare-const i Int) ' +
  '(declare-const q (Seq Int)) (declare-const st (Set Int))';

describe('ArraysEx', () => {
  it('types select and store, nested arrays included', () => {
    expect(sortIn(DECLS, '(select a 1)')).toBe('Bool');
    expect(sortIn(DECLS, '(store a i true)')).toBe('(Array Int Bool)');
    expect(sortIn(DECLS, '(select (select m 0) i)')).toBe('Real');
    expect(sortIn(DECLS, '(store m 0 (store (select m 0) 1 2.5))')).toBe('(Array Int (Array Int Real))');
  });

  it('types constant arrays through their `as` sort', () => {
    expect(sortIn(DECLS, '((as const (Array Int Bool)) false)')).toBe('(Array Int Bool)');
    expect(sortIn(DECLS, '(= a ((as const (Array Int Bool)) true))')).toBe('Bool');
    expect(sortIn(DECLS, '((as const (Array Int Bool)) 0)')).toBe(
      'error: const cannot have sort (Array Int Bool) given Int',
    );
  });

  it('rejects a wrong index or element sort and a wrong arity', () => {
    expect(sortIn(DECLS, '(select a true)')).toBe(
      'error: select expects arguments of sorts (Array I E), I or arguments of sorts (Set E), E, got (Array Int Bool) and Bool',
    );
    expect(sortIn(DECLS, '(store a 1 1)')).toMatch(/^error: store expects/);
    // Z3's arrays of several index sorts take several indices: the message says so.
    expect(sortIn(DECLS, '(select a 1 2)')).toBe(
      'error: select expects an array of several index sorts and its indices, got (Array Int Bool), Int and Int',
    );
  });
});

describe('Sequences and sets', () => {
  it('types sequence operators with their element sort', () => {
    expect(sortIn(DECLS, '(seq.len q)')).toBe('Int');
    expect(sortIn(DECLS, '(seq.nth q 0)')).toBe('Int');
    expect(sortIn(DECLS, '(seq.++ q (seq.unit 3))')).toBe('(Seq Int)');
    expect(sortIn(DECLS, '(seq.extract q 0 1)')).toBe('(Seq Int)');
    expect(sortIn(DECLS, '(as seq.empty (Seq Int))')).toBe('(Seq Int)');
    expect(sortIn(DECLS, 'seq.empty')).toBe("error: cannot infer the sort of 'seq.empty': write (as seq.empty <sort>)");
    expect(sortIn(DECLS, '(seq.++ q (seq.unit true))')).toMatch(/^error: seq\.\+\+ expects/);
  });

  it('types set operators', () => {
    expect(sortIn(DECLS, '(set.member 1 st)')).toBe('Bool');
    expect(sortIn(DECLS, '(set.union st (set.singleton 2))')).toBe('(Set Int)');
    expect(sortIn(DECLS, '(set.card st)')).toBe('Int');
    expect(sortIn(DECLS, '(as set.empty (Set Int))')).toBe('(Set Int)');
    expect(sortIn(DECLS, '(set.member true st)')).toMatch(/^error: set.member expects/);
  });
});
