// A reduction does not make a recursion endless (smtlib/terms/recursion.ts): in the run at the heads on 2026-12-04 the
// reducer turned `(mult m (- n 1))` into `(mult m n)` inside mult's own body, and Z3's maintainers call a formula whose
// recursion does not terminate the user's fault (Z3 #4150); by hand, the terminating formula showed the same crash.
import { describe, expect, it } from 'vitest';
import { reduce } from '../../src/reduce/reduce.js';
import type { Predicate } from '../../src/reduce/types.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { unchangedRecursiveCall } from '../../src/smtlib/terms/recursion.js';

function script(text: string) {
  const parsed = parseScript(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const REC = '(define-fun-rec f ((n Int)) Int (ite (> n 0) (+ 1 (f (- n 1))) 0))';

describe('a recursive call on the parameters unchanged', () => {
  it('is found in a definition, a group of definitions, and not where a binder shadows a parameter', () => {
    expect(unchangedRecursiveCall(script(`${REC}\n(check-sat)`))).toBeUndefined();
    expect(unchangedRecursiveCall(script('(define-fun-rec f ((n Int)) Int (ite (> n 0) (f n) 0))'))).toBe('(f n)');
    expect(
      unchangedRecursiveCall(
        script('(define-funs-rec ((g ((x Int)) Int) (h ((m Int) (n Int)) Int)) ((g (- x 1)) (+ 1 (h m n))))'),
      ),
    ).toBe('(h m n)');
    // `n` here is the let's, not the parameter: the call may make progress.
    expect(
      unchangedRecursiveCall(script('(define-fun-rec f ((n Int)) Int (let ((n (- n 1))) (f n)))')),
    ).toBeUndefined();
  });

  it('is not kept by a reduction whose input had none, and kept where the input had one', async () => {
    // Keeps any candidate in which f still calls itself on a term of n: the smallest such candidate would be `(f n)`.
    const keepsRecursion: Predicate = async ({ text }) => /define-fun-rec f \(\(n Int\)\) Int .*\(f [^)]*n/.test(text);
    const input = `${REC}\n(declare-const k Int)\n(assert (distinct (f k) 0))\n(check-sat)\n`;
    const result = await reduce(script(input), keepsRecursion);
    expect(result.text).toMatch(/\(f \(- n 1\)\)/);
    expect(unchangedRecursiveCall(result.script)).toBeUndefined();
    expect(result.stats.endless).toBeGreaterThan(0);

    const endless = '(define-fun-rec f ((n Int)) Int (ite (> n 0) (+ 1 (f n)) 0))\n(check-sat)\n';
    const again = await reduce(script(endless), keepsRecursion);
    expect(again.stats.endless).toBe(0);
    expect(again.text.length).toBeLessThan(endless.length);
  });
});
