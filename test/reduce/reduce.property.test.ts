// Properties of the reducer with cheap synthetic predicates over the printed AST (no solver): it
// terminates, never grows its input, only accepts interesting candidates, and emits well-sorted SMT-LIB.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import { reduce, type Predicate } from '../../src/reduce/index.js';
import { ownSeeds } from '../support/seed-set.js';

const BV_OPS = ['bvadd', 'bvmul', 'bvand', 'bvor', 'bvsub'] as const;

/** Random QF_BV scripts: a few 8-bit constants and assertions over nested bit-vector terms. */
const bvTerm: fc.Arbitrary<string> = fc.letrec<{ term: string }>((tie) => ({
  term: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('a', 'b', 'c', '#x01', '#xff', '(_ bv7 8)'),
    fc.tuple(fc.constantFrom(...BV_OPS), tie('term'), tie('term')).map(([op, x, y]) => `(${op} ${x} ${y})`),
    tie('term').map((x) => `(bvnot (bvnot ${x}))`),
    fc.tuple(tie('term'), tie('term'), tie('term')).map(([x, y, z]) => `(ite (bvult ${x} ${y}) ${z} ${x})`),
  ),
})).term;

const bvScript = fc
  .array(fc.tuple(bvTerm, bvTerm), { minLength: 1, maxLength: 6 })
  .map(
    (pairs) =>
      '(set-logic QF_BV)(set-option :produce-models true)(declare-const a (_ BitVec 8))(declare-const b (_ BitVec 8))(declare-const c (_ BitVec 8))' +
      pairs.map(([x, y]) => `(assert (= ${x} ${y}))`).join('') +
      '(check-sat)',
  );

function parsedScript(text: string) {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function wellSorted(text: string): boolean {
  const r = parseScript(text);
  return r.ok && checkScript(r.value).ok;
}

async function reduceChecked(text: string, interesting: (t: string) => boolean): Promise<void> {
  const calls: string[] = [];
  const predicate: Predicate = async ({ text: t }) => {
    calls.push(t);
    return interesting(t);
  };
  const accepted: string[] = [];
  const input = parsedScript(text);
  const before = printScript(input).length;
  const result = await reduce(input, predicate, {
    jobs: 3,
    onProgress: (p) => p.accepted !== undefined && accepted.push(p.accepted),
  });
  expect(result.text.length).toBeLessThanOrEqual(before);
  expect(result.stats.bytesAfter).toBe(result.text.length);
  expect(interesting(result.text)).toBe(true);
  expect(wellSorted(result.text)).toBe(true);
  expect(printScript(result.script)).toBe(result.text);
  let last = before;
  for (const a of accepted) {
    expect(interesting(a)).toBe(true);
    expect(wellSorted(a)).toBe(true);
    expect(a.length).toBeLessThan(last);
    last = a.length;
  }
  expect(accepted.at(-1) ?? printScript(input)).toBe(result.text);
  // Every predicate call counts, and no text is tried twice.
  expect(result.stats.candidates).toBe(calls.length);
  expect(new Set(calls).size).toBe(calls.length);
}

describe('reduce (synthetic predicates)', () => {
  it('on random QF_BV scripts, keeping "contains a bvadd"', async () => {
    await fc.assert(
      fc.asyncProperty(
        bvScript.filter((t) => t.includes('(bvadd')),
        (text) => reduceChecked(text, (t) => t.includes('(bvadd')),
      ),
      { numRuns: 25 },
    );
  });

  it('on seeds of the repo corpus, keeping one of their assertion symbols', async () => {
    const seeds = ownSeeds().filter((s) => s.text.length < 3000 && wellSorted(s.text));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...seeds), fc.nat(), async (seed, k) => {
        const names = [...new Set(seed.text.match(/\((?:bv|str\.|fp\.|select|store|\+|\*|and|or|not)[\w.]*/g) ?? [])];
        const keep = names[k % Math.max(1, names.length)] ?? '(check-sat';
        if (!printScript(parsedScript(seed.text)).includes(keep)) return;
        await reduceChecked(seed.text, (t) => t.includes(keep));
      }),
      { numRuns: 20 },
    );
  });

  it('reduces a buried bvadd to a handful of bytes', async () => {
    const text = `(set-logic QF_BV)(declare-const x (_ BitVec 32))(declare-const y (_ BitVec 32))(declare-fun f ((_ BitVec 32)) (_ BitVec 32))
      (assert (let ((z (bvmul x #x00000003))) (and (bvult z y) (= (f z) (bvadd (f x) (bvnot (bvnot y)))))))
      (assert (! (distinct x y #x0000ffff) :named d))(push 1)(assert (= x #x12345678))(pop 1)(check-sat)(get-model)`;
    const result = await reduce(parsedScript(text), async ({ text: t }) => t.includes('(bvadd'));
    expect(result.text.length).toBeLessThan(0.25 * text.length);
    expect(result.text).toContain('(bvadd');
    expect(wellSorted(result.text)).toBe(true);
  });

  it('rejects an input that does not satisfy the predicate', async () => {
    await expect(reduce(parsedScript('(assert true)'), async () => false)).rejects.toThrow(/does not satisfy/);
  });
});
