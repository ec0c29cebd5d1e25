// The signature tables as data, and the query API the mutators use.
import { dialectMask } from '../../src/smtlib/dialect.js';
import { describe, expect, it } from 'vitest';
import { BOOL, INT, REAL, sortToString } from '../../src/smtlib/sort.js';
import {
  allSignatures,
  bitVecSort,
  floatSort,
  resolveApp,
  resolveSignature,
  signaturesNamed,
  THEORIES,
  unifyResult,
} from '../../src/smtlib/theories/index.js';

const names = (theory: string): Set<string> => new Set(THEORIES.find((t) => t.name === theory)!.ops.map((o) => o.name));

describe('signature tables', () => {
  it('stamps every signature with its theory and keeps them all enumerable', () => {
    const all = allSignatures();
    expect(all.length).toBe(THEORIES.reduce((n, t) => n + t.ops.length, 0));
    for (const t of THEORIES) for (const o of t.ops) expect(o.theory).toBe(t.name);
  });

  it('covers every bit-vector operator of SMT-LIB', () => {
    const bv = names('FixedSizeBitVectors');
    const required =
      'concat extract repeat zero_extend sign_extend rotate_left rotate_right bvnot bvneg bvand bvor bvxor bvnand bvnor bvxnor bvcomp bvadd bvsub bvmul bvudiv bvurem bvsdiv bvsrem bvsmod bvshl bvlshr bvashr bvult bvule bvugt bvuge bvslt bvsle bvsgt bvsge bv2nat nat2bv int2bv bv2int bvredor bvredand';
    for (const op of required.split(' ')) expect(bv.has(op), op).toBe(true);
  });

  it('covers every floating-point operator of SMT-LIB', () => {
    const fp = names('FloatingPoint');
    const required =
      'fp +oo -oo +zero -zero NaN RNE RNA RTP RTN RTZ roundNearestTiesToEven fp.abs fp.neg fp.add fp.sub fp.mul fp.div fp.fma fp.sqrt fp.rem fp.roundToIntegral fp.min fp.max fp.leq fp.lt fp.geq fp.gt fp.eq fp.isNormal fp.isSubnormal fp.isZero fp.isInfinite fp.isNaN fp.isNegative fp.isPositive to_fp to_fp_unsigned fp.to_ubv fp.to_sbv fp.to_real';
    for (const op of required.split(' ')) expect(fp.has(op), op).toBe(true);
    // The standard's four argument lists, and Z3's four more (Int, Real and Int, Int and Real, three bit-vectors).
    const toFp = signaturesNamed('to_fp');
    expect(toFp.filter((s) => s.dialects & dialectMask('smtlib'))).toHaveLength(4);
    expect(toFp.filter((s) => s.dialects === dialectMask('z3'))).toHaveLength(4);
  });

  it('tells arity kinds apart: unary minus is not binary minus', () => {
    const minus = signaturesNamed('-').filter((s) => s.theory === 'Ints');
    expect(minus.map((s) => s.arity).sort()).toEqual(['fixed', 'left-assoc']);
    expect(signaturesNamed('=')[0]!.arity).toBe('chainable');
    expect(signaturesNamed('distinct')[0]!.arity).toBe('pairwise');
    expect(signaturesNamed('=>')[0]!.arity).toBe('right-assoc');
  });
});

describe('resolveApp', () => {
  it('gives the result sort or a message', () => {
    expect(resolveApp('bvadd', [], [bitVecSort(8), bitVecSort(8)])).toMatchObject({ ok: true, sort: bitVecSort(8) });
    expect(resolveApp('extract', [3, 0], [bitVecSort(8)])).toMatchObject({ ok: true, sort: bitVecSort(4) });
    expect(resolveApp('select', [], [INT, INT, INT])).toMatchObject({
      ok: false,
      message: 'select expects an array of several index sorts and its indices, got Int, Int and Int',
    });
    expect(resolveApp('frobnicate', [], [])).toMatchObject({
      ok: false,
      unknown: true,
      message: "unknown symbol 'frobnicate'",
    });
  });

  it('accepts Int for Real unless asked to be strict', () => {
    expect(resolveApp('+', [], [REAL, INT])).toMatchObject({ ok: true, sort: REAL });
    expect(resolveApp('+', [], [REAL, INT], { strict: true }).ok).toBe(false);
    expect(resolveApp('=', [], [INT, REAL])).toMatchObject({ ok: true, sort: BOOL });
    expect(resolveApp('=', [], [INT, REAL], { strict: true }).ok).toBe(false);
  });

  it('lets OpFuzz find the operators that can replace one another at an occurrence', () => {
    // Which binary operators accept (Int, Int) and give Int, like the `+` in (+ x y)?
    const replacements = allSignatures()
      .filter((s) => {
        const r = resolveSignature(s, [], [INT, INT], { strict: true });
        return r.ok && sortToString(r.sort) === 'Int';
      })
      .map((s) => s.name);
    for (const op of ['+', '-', '*', 'div', 'mod']) expect(replacements).toContain(op);
    for (const op of ['<=', '/', 'and', 'bvadd']) expect(replacements).not.toContain(op);
  });
});

describe('unifyResult (for TypeFuzz)', () => {
  it('derives the argument sorts from a hole sort', () => {
    const [bvadd] = signaturesNamed('bvadd');
    expect(unifyResult(bvadd!, bitVecSort(16))).toMatchObject({ indices: [], args: [bitVecSort(16), bitVecSort(16)] });
    const [fpAdd] = signaturesNamed('fp.add');
    expect(unifyResult(fpAdd!, floatSort(8, 24))?.args.map((a) => a && sortToString(a))).toEqual([
      'RoundingMode',
      '(_ FloatingPoint 8 24)',
      '(_ FloatingPoint 8 24)',
    ]);
  });

  it('leaves open what the result does not determine, and refuses impossible results', () => {
    const [eq] = signaturesNamed('=');
    expect(unifyResult(eq!, BOOL)).toMatchObject({ indices: [], args: [undefined, undefined] });
    expect(unifyResult(eq!, INT)).toBeUndefined();
    const [extract] = signaturesNamed('extract');
    expect(unifyResult(extract!, bitVecSort(4))).toMatchObject({ indices: [undefined, undefined], args: [undefined] });
    expect(unifyResult(extract!, bitVecSort(4), [7, 5])).toBeUndefined(); // 7-5+1 = 3, not 4
    const [select] = signaturesNamed('select');
    expect(unifyResult(select!, REAL)?.args[0]).toBeUndefined();
  });
});
