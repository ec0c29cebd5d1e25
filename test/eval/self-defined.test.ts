// A model's constants defined through themselves (smtlib/eval/self-defined.ts): Z3 main under SLS printed
// `(define-fun a1 () (Array Index Element) (store (store a1 …) …))` with its wrong sat (head-public-12). Such a model
// gives no value: the evaluator says so at once instead of recursing until the stack runs out, and the model is
// found out before any assertion is read.
import { describe, expect, it } from 'vitest';
import { selfDefinedConstants } from '../../src/smtlib/eval/index.js';
import { evalText, mustParseModel } from './helpers.js';

const SORTS = '(declare-sort I 0) (declare-sort E 0) (declare-fun a1 () (Array I E)) (declare-fun i () I)';
const SELF = `(
  (define-fun a1 () (Array I E) (store a1 I!val!0 E!val!1))
  (define-fun i () I I!val!0)
)`;

describe('a model constant defined through itself', () => {
  it('is named, directly or through other constants, and a model without one names none', () => {
    expect(selfDefinedConstants(mustParseModel(SELF))).toEqual(['a1']);
    const cycle = '(\n  (define-fun x () Int (+ y 1))\n  (define-fun y () Int (- x 1))\n  (define-fun z () Int x)\n)';
    expect(selfDefinedConstants(mustParseModel(cycle))).toEqual(['x', 'y']);
    const fine =
      '(\n  (define-fun x () Int (+ y 1))\n  (define-fun y () Int 3)\n  (define-fun f ((n Int)) Int (f n))\n)';
    expect(selfDefinedConstants(mustParseModel(fine))).toEqual([]);
  });

  it('does not count a name bound inside the definition, by let, a quantifier or a match', () => {
    const bound = [
      '(define-fun x () Int (let ((x 2)) (+ x 1)))',
      '(define-fun p () Bool (exists ((p Bool)) p))',
      '(define-fun q () Bool (let ((r true)) (and r (forall ((q Int)) (> q (- q 1))))))',
    ];
    expect(selfDefinedConstants(mustParseModel(`(\n  ${bound.join('\n  ')}\n)`))).toEqual([]);
    const shadowedThenFree = '(\n  (define-fun x () Int (+ (let ((x 2)) x) x))\n)';
    expect(selfDefinedConstants(mustParseModel(shadowedThenFree))).toEqual(['x']);
  });

  it('has no value in the evaluator, which says why without running out of stack', () => {
    const r = evalText('(select a1 i)', SORTS, SELF);
    expect(r).toMatchObject({ kind: 'unknown', reason: 'a1 is defined in terms of itself' });
  });
});
