// Dialects as a checker option: a symbol, sort or syntax extension one of the given dialects does not read
// is an error at its position, naming the symbol and who reads it; without dialects nothing changes.
import { describe, expect, it } from 'vitest';
import { checkScript } from '../../src/smtlib/check/index.js';
import {
  compareVersions,
  describeReaders,
  dialectMask,
  parseDialectSpec,
  PORTABLE,
  Vocabulary,
} from '../../src/smtlib/dialect.js';
import { signaturesNamed } from '../../src/smtlib/theories/index.js';
import { at, parsed } from './helpers.js';

function errors(text: string, dialects?: readonly string[]): string[] {
  return checkScript(parsed(text), { dialects }).errors.map((e) => `${e.line}:${e.col} ${e.message}`);
}

const SETS = '(declare-const s (Set Int))\n(assert (set.member 1 (set.union s s)))';
const REM = '(declare-const x Int)\n(assert (= (rem x 2) 1))';

describe('dialect specs', () => {
  it('parse families, versions and the standard', () => {
    expect(parseDialectSpec('cvc5@1.0.3')).toMatchObject({ dialect: 'cvc5', version: '1.0.3' });
    expect(parseDialectSpec('z3')).toMatchObject({ dialect: 'z3' });
    expect(parseDialectSpec('smtlib')).toMatchObject({ dialect: 'smtlib' });
    expect(parseDialectSpec('yices')).toMatch(/unknown dialect 'yices'/);
    expect(() => Vocabulary.of('z3,mathsat')).toThrow(/unknown dialect 'mathsat'/);
    expect(compareVersions('4.8.17', '4.8.12')).toBe(1);
    expect(compareVersions('1.0.3', '1.0.3')).toBe(0);
    expect(compareVersions('1.0', '1.0.3')).toBe(-1);
  });

  it('a version picks the era of a symbol: cvc5+ only after 1.0.3, cvc5- only up to it', () => {
    const newer = dialectMask('cvc5+');
    const older = dialectMask('cvc5-');
    expect(Vocabulary.of('cvc5@1.0.3').accepts(newer)).toBe(false);
    expect(Vocabulary.of('cvc5@1.2.0').accepts(newer)).toBe(true);
    expect(Vocabulary.of('cvc5').accepts(newer)).toBe(true);
    expect(Vocabulary.of('cvc5@1.0.3').accepts(older)).toBe(true);
    expect(Vocabulary.of('cvc5@1.2.0').accepts(older)).toBe(false);
  });

  it('a vocabulary of several dialects is their intersection', () => {
    expect(PORTABLE.accepts(dialectMask('z3 cvc5'))).toBe(true);
    expect(PORTABLE.accepts(dialectMask('cvc5'))).toBe(false);
    expect(PORTABLE.accepts(dialectMask('smtlib z3+ cvc5'))).toBe(false);
    expect(PORTABLE.describe()).toBe('z3@4.8.12 and cvc5@1.0.3');
  });

  it('the tables mark extensions: rem is Z3’s, divisible the standard’s but not Z3’s', () => {
    const z3 = Vocabulary.of('z3');
    const cvc5 = Vocabulary.of('cvc5');
    expect(z3.accepts(signaturesNamed('rem')[0]!.dialects)).toBe(true);
    expect(cvc5.accepts(signaturesNamed('rem')[0]!.dialects)).toBe(false);
    expect(z3.accepts(signaturesNamed('divisible')[0]!.dialects)).toBe(false);
    expect(Vocabulary.of('smtlib').accepts(signaturesNamed('divisible')[0]!.dialects)).toBe(true);
  });
});

describe('checkScript with dialects', () => {
  it('accepts every dialect’s symbols by default, as before', () => {
    expect(errors(SETS)).toEqual([]);
    expect(errors(REM)).toEqual([]);
  });

  it('rejects a cvc5 operator for z3 lanes, at the application, saying who reads it', () => {
    const text = '(declare-const x Int)\n(assert (set.member x (set.singleton 2)))';
    expect(errors(text, ['z3'])).toEqual([
      `${at(text, '(set.singleton')} 'set.singleton' is not in the z3 dialect (read by cvc5)`,
    ]);
    expect(errors(text, ['cvc5'])).toEqual([]);
  });

  it('rejects a Z3 operator for cvc5 lanes, and for lanes of both', () => {
    expect(errors(REM, ['cvc5'])).toEqual([`2:12 'rem' is not in the cvc5 dialect (read by Z3)`]);
    expect(errors(REM, ['z3', 'cvc5'])).toEqual([`2:12 'rem' is not in the z3 and cvc5 dialect (read by Z3)`]);
    expect(errors(REM, ['z3'])).toEqual([]);
  });

  it('reads a sort by dialect: cvc5’s Set is a sort of its own, Z3’s an array to Bool', () => {
    const text = '(declare-const s (Set Int))\n(assert (select s 1))';
    expect(errors(text, ['z3'])).toEqual([]);
    expect(errors(text, ['cvc5'])).toEqual([`2:9 'select' on (Set Int), Int is not in the cvc5 dialect (read by Z3)`]);
    expect(errors('(declare-const s (Set Int))', ['smtlib'])).toEqual([
      `1:18 sort 'Set' is not in the smtlib dialect (read by Z3 and cvc5)`,
    ]);
  });

  it('names the overload when only another dialect’s arity fits: Z3’s two-argument seq.indexof', () => {
    const text = '(declare-const s (Seq Int))\n(assert (= (seq.indexof s s) 0))';
    expect(errors(text, ['z3'])).toEqual([]);
    expect(errors(text, ['cvc5'])).toEqual([
      `2:12 'seq.indexof' on (Seq Int), (Seq Int) is not in the cvc5 dialect (read by Z3)`,
    ]);
  });

  it('tells versions apart: cvc5 1.0.3 reads bvuaddo, Z3 from 4.12.2 (not 4.8.12, not 4.8.17)', () => {
    const text = '(declare-const x (_ BitVec 4))\n(assert (bvuaddo x x))';
    expect(errors(text, ['cvc5@1.0.3'])).toEqual([]);
    expect(errors(text, ['z3@5.2.0'])).toEqual([]);
    expect(errors(text, ['z3@4.12.2'])).toEqual([]);
    expect(errors(text, ['z3@4.8.12'])).toEqual([
      `2:9 'bvuaddo' is not in the z3@4.8.12 dialect (read by Z3 from 4.12.2 and cvc5)`,
    ]);
    expect(errors(text, ['z3@4.8.17', 'z3@5.2.0'])[0]).toMatch(/not in the z3@4.8.17 and z3@5.2.0 dialect/);
    expect(errors(text, ['z3@4.12.1'])).toHaveLength(1);
  });

  it('says which releases read a symbol of a middle era', () => {
    const text = '(declare-const x (_ BitVec 4))\n(assert (= (ubv_to_int x) 0))';
    expect(errors(text, ['z3@4.14.0'])).toEqual([
      `2:12 'ubv_to_int' is not in the z3@4.14.0 dialect (read by Z3 from 4.14.1 and cvc5 after 1.0.3)`,
    ]);
    expect(errors(text, ['z3@4.14.1'])).toEqual([]);
    expect(describeReaders(dialectMask('z3>=4.12.2') & ~dialectMask('z3>=4.15.2'))).toBe(
      'read by Z3 from 4.12.2 before 4.15.2',
    );
    expect(describeReaders(dialectMask('z3-'))).toBe('read by Z3 up to 4.8.12');
    expect(() => dialectMask('z3>=4.12.3')).toThrow(/4.12.3 does not start an era/);
  });

  it('reports syntax extensions: Z3’s 1. and the pre-2.6 datatypes', () => {
    const text = '(declare-const x Real)\n(assert (= x 1.))';
    expect(errors(text)).toEqual([]);
    expect(errors(text, ['z3'])).toEqual([]);
    expect(errors(text, ['cvc5'])).toEqual([`2:14 the decimal 1. is not in the cvc5 dialect (read by Z3)`]);
  });

  it('gives a lambda an array sort for Z3 and a function sort for cvc5', () => {
    const text = '(declare-const a (Array Int Int))\n(assert (= a (lambda ((x Int)) x)))';
    expect(errors(text, ['z3'])).toEqual([]);
    expect(errors(text, ['cvc5'])[0]).toMatch(
      /^2:9 = expects arguments of the same sort, got \(Array Int Int\) and \(-> Int Int\)/,
    );
  });

  it('rejects an unknown dialect name as a usage error', () => {
    expect(() => checkScript(parsed(REM), { dialects: ['z4'] })).toThrow(/unknown dialect 'z4'/);
  });
});
