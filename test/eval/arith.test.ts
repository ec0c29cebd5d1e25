import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { euclideanDiv, euclideanMod, isqrt } from '../../src/smtlib/eval/integer.js';
import { ev } from './helpers.js';

describe('integer and real arithmetic', () => {
  it('is exact on big integers', () => {
    expect(ev('(* 123456789012345678901234567890 987654321098765432109876543210)')).toBe(
      (123456789012345678901234567890n * 987654321098765432109876543210n).toString(),
    );
    expect(ev('(- 5)')).toBe('(- 5)');
    expect(ev('(- 10 3 2)')).toBe('5');
    expect(ev('(+ 1 2 3 4)')).toBe('10');
  });

  it('is exact on rationals', () => {
    expect(ev('(+ (/ 1 3) (/ 1 6))')).toBe('(/ 1.0 2.0)');
    expect(ev('(* 0.1 3)')).toBe('(/ 3.0 10.0)');
    expect(ev('(= (+ 0.1 0.2) 0.3)')).toBe('true');
    expect(ev('(- (/ 1 3))')).toBe('(- (/ 1.0 3.0))');
    expect(ev('(to_int (- (/ 1 3)))')).toBe('(- 1)');
    expect(ev('(is_int (/ 4 2))')).toBe('true');
    expect(ev('(< (/ 1 3) 0.3333333333333333333333)')).toBe('false');
  });

  it('treats Int values in Real context exactly', () => {
    expect(ev('(+ x 1)', '(declare-const x Real)', '((define-fun x () Real (/ 1.0 2.0)))')).toBe('(/ 3.0 2.0)');
    expect(ev('(= x 2)', '(declare-const x Real)', '((define-fun x () Real 2.0))')).toBe('true');
  });

  it('uses Euclidean div and mod (0 ≤ mod < |n|)', () => {
    expect(ev('(div 7 2)')).toBe('3');
    expect(ev('(mod 7 2)')).toBe('1');
    expect(ev('(div (- 7) 2)')).toBe('(- 4)');
    expect(ev('(mod (- 7) 2)')).toBe('1');
    expect(ev('(div 7 (- 2))')).toBe('(- 3)');
    expect(ev('(mod 7 (- 2))')).toBe('1');
    expect(ev('(div (- 7) (- 2))')).toBe('4');
    expect(ev('(mod (- 7) (- 2))')).toBe('1');
    expect(ev('(abs (- 7))')).toBe('7');
    expect(ev('((_ divisible 3) 12)')).toBe('true');
  });

  it('satisfies m = n·div + mod with 0 ≤ mod < |n| for all m, n ≠ 0', () => {
    fc.assert(
      fc.property(
        fc.bigInt(),
        fc.bigInt().filter((n) => n !== 0n),
        (m, n) => {
          const q = euclideanDiv(m, n);
          const r = euclideanMod(m, n);
          return m === n * q + r && r >= 0n && r < (n < 0n ? -n : n);
        },
      ),
    );
  });

  it('computes integer square roots', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 60n }), (n) => {
        const r = isqrt(n);
        return r * r <= n && (r + 1n) * (r + 1n) > n;
      }),
    );
  });

  it('leaves division by zero to the model', () => {
    expect(ev('(div 5 0)')).toBe('unknown: division by zero (div)');
    expect(ev('(/ 5 0)')).toBe('unknown: division by zero (/)');
    expect(ev('(mod x 0)', '(declare-const x Int)', '((define-fun x () Int 3))')).toBe(
      'unknown: division by zero (mod)',
    );
    const z3 = `(
      (define-fun /0 ((x!0 Real) (x!1 Real)) Real (ite (= x!0 5.0) 7.0 1.0))
      (define-fun div0 ((x!0 Int) (x!1 Int)) Int 4)
    )`;
    expect(ev('(/ 5 0)', '', z3)).toBe('7.0');
    expect(ev('(/ 6 0)', '', z3)).toBe('1.0');
    expect(ev('(div 6 0)', '', z3)).toBe('4');
    expect(ev('(mod 6 0)', '', z3)).toBe('unknown: division by zero (mod)');
  });

  it('evaluates Z3 power exactly where it is defined', () => {
    expect(ev('(^ 2 100)')).toBe((2n ** 100n).toString());
    expect(ev('(^ 2.0 (- 2))')).toBe('(/ 1.0 4.0)');
    expect(ev('(^ 0 0)')).toMatch(/^unknown/);
  });
});
