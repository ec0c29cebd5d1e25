// The de-duplication key of a reduced finding (finding/identity.ts): the same construct on the same lanes
// is one finding whatever the names, constants and rule chain that led there; another operator, sort, lane or
// kind is another finding.
import { describe, expect, it } from 'vitest';
import { reducedKey, signatureOf } from '../../src/finding/identity.js';
import { finding, skeletonOf, type RawFinding } from '../../src/oracles/index.js';
import type { Script } from '../../src/smtlib/ast.js';
import { parseScript } from '../../src/smtlib/parser.js';

function script(text: string): Script {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const unknown = (lanes: string[]): RawFinding => finding({ kind: 'incompleteness', lanes, said: ['unknown', 'sat'] });
const CVC5 = 'native:cvc5@1.0.3+--check-models+--strings-exp';
const Z3 = 'native:z3@4.8.12+model_validate=true';

// Two reductions of one cvc5 give-up, reached from two related seeds by different Janus rule chains.
const FROM_SEED_A =
  '(declare-fun s () String)\n(declare-fun n () Int)\n(assert (= (str.len (str.++ s s)) (* 3 n)))\n(check-sat)\n';
const FROM_SEED_B =
  '(declare-const w String)\n(declare-const k Int)\n(assert (= (* 7 k) (str.len (str.++ w "ab" w))))\n(check-sat)\n';

describe('reducedKey', () => {
  it('gives one key to reductions that differ only in names, literals and operator counts', () => {
    const a = reducedKey(unknown([CVC5, Z3]), script(FROM_SEED_A));
    const b = reducedKey(unknown([CVC5, Z3]), script(FROM_SEED_B));
    expect(a).toBe(b);
    // The campaign's signature held the rule chains, so it told them apart: the problem this key solves.
    const logic = 'QF_SLIA';
    expect(signatureOf(unknown([CVC5, Z3]), logic, ['janus:weaken-lt', 'janus:drop-conjunct'])).not.toBe(
      signatureOf(unknown([CVC5, Z3]), logic, ['janus:strengthen-eq']),
    );
  });

  it('tells apart another operator, another sort, other lanes and another kind', () => {
    const base = reducedKey(unknown([CVC5, Z3]), script(FROM_SEED_A));
    const otherOp =
      '(declare-fun s () String)\n(declare-fun n () Int)\n(assert (= (str.len (str.replace s s s)) n))\n(check-sat)\n';
    expect(reducedKey(unknown([CVC5, Z3]), script(otherOp))).not.toBe(base);
    const otherSort =
      '(declare-fun s () String)\n(declare-fun n () Real)\n(assert (= (to_real (str.len (str.++ s s))) (* 3.0 n)))\n(check-sat)\n';
    expect(reducedKey(unknown([CVC5, Z3]), script(otherSort))).not.toBe(base);
    // cvc5 giving up where z3 decides is not z3 giving up where cvc5 decides.
    expect(reducedKey(unknown([Z3, CVC5]), script(FROM_SEED_A))).not.toBe(base);
    expect(reducedKey(unknown([CVC5, 'z3@5.2.0']), script(FROM_SEED_A))).not.toBe(base);
    expect(
      reducedKey({ ...unknown([CVC5, Z3]), kind: 'soundness', said: ['sat', 'unsat'] }, script(FROM_SEED_A)),
    ).not.toBe(base);
  });

  it('reads a disagreement by its sides, so it does not depend on the order its lanes are listed in', () => {
    const s = script(FROM_SEED_A);
    const f = (sat: string, unsat: string): RawFinding =>
      finding({ kind: 'soundness', lanes: [sat, unsat], said: ['sat', 'unsat'] });
    expect(reducedKey({ ...f(Z3, CVC5), lanes: [CVC5, Z3], said: ['unsat', 'sat'] }, s)).toBe(
      reducedKey(f(Z3, CVC5), s),
    );
    // The sides swapped are another wrong answer.
    expect(reducedKey(f(CVC5, Z3), s)).not.toBe(reducedKey(f(Z3, CVC5), s));
  });

  it('keys crashes on the normalized message, not on the formula', () => {
    const crash = (detail: string): RawFinding => finding({ kind: 'crash', lanes: [Z3], said: ['crash'], detail });
    const k1 = reducedKey(crash('ASSERTION VIOLATION at /src/smt/theory_lra.cpp:1234 0xdeadbeef'), script(FROM_SEED_A));
    const k2 = reducedKey(crash('ASSERTION VIOLATION at /build/smt/theory_lra.cpp:99 0x1'), script(FROM_SEED_B));
    expect(k1).toBe(k2);
    expect(reducedKey(crash('segmentation fault'), script(FROM_SEED_A))).not.toBe(k1);
  });

  it("keys errors without the formula's names and numbered internal names (one cvc5 limitation, not 20)", () => {
    const error = (detail: string): RawFinding => finding({ kind: 'error', lanes: [CVC5], said: ['error'], detail });
    const tail = 'with type whose size is 3/5 is not supported, only Float32 (8/24) or Float64 (11/53) types';
    const fp = (name: string) =>
      `(declare-const ${name} (_ FloatingPoint 3 5))\n(assert (fp.isNaN ${name}))\n(check-sat)\n`;
    const keys = [
      reducedKey(error(`FP term INST_CONSTANT_433 ${tail}`), script(fp('x'))),
      reducedKey(error(`FP term INST_CONSTANT_445 ${tail}`), script(fp('x'))),
      reducedKey(error(`FP term t ${tail}`), script(fp('t'))),
      reducedKey(error(`FP term s ${tail}`), script(fp('s'))),
    ];
    expect(new Set(keys).size).toBe(2);
    expect(keys[2]).toBe(keys[3]);
    // Another message is another finding.
    expect(reducedKey(error('Cannot translate to Int: (select a i)'), script(fp('t')))).not.toBe(keys[2]);
  });
});

describe('skeletonOf', () => {
  it('names theory operators, binders and sorts; user functions as uf/defined/datatype', () => {
    const text = [
      '(declare-datatype P ((mk (fst Int))))',
      '(declare-fun f (Int) (_ BitVec 8))',
      '(define-fun g ((x Int)) Int (+ x 1))',
      '(declare-const p P)',
      '(assert (forall ((y Int)) (let ((z (g y))) (= (f z) ((_ extract 7 0) (f (fst p)))))))',
      '(check-sat)',
    ].join('\n');
    expect(skeletonOf(script(text))).toBe(
      'ops:+,=,datatype,defined,extract,forall,let,uf|sorts:BitVec,Int,datatype,user-sort',
    );
  });
});
