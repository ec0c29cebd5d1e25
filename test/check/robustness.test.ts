// The checker reports, it never throws: random scripts, and terms deeper than any parser allows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Term } from '../../src/smtlib/ast.js';
import { checkScript, checkTerm, Env } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';

const atoms = ['x', 'p', 'a', 'b', 's', '0', '1.5', '#x0f', '#b1', '"hi"', 'true', 'RNE', 'nil', 'u'];
const heads = [
  'and',
  '=',
  '+',
  '-',
  'div',
  '/',
  'bvadd',
  'concat',
  'select',
  'store',
  'str.++',
  'ite',
  'f',
  'cons',
  'fp.add',
  'distinct',
  'not',
  'head',
];
const indexed = [
  '(_ extract 3 1)',
  '(_ zero_extend 2)',
  '(_ to_fp 8 24)',
  '(_ is cons)',
  '(as const (Array Int Int))',
  '(_ bv3 4)',
];

const term: fc.Memo<string> = fc.memo((depth) =>
  depth <= 1
    ? fc.constantFrom(...atoms, ...indexed.filter((i) => i.startsWith('(_ bv')))
    : fc.oneof(
        fc.constantFrom(...atoms),
        fc
          .tuple(fc.constantFrom(...heads, ...indexed), fc.array(term(depth - 1), { minLength: 1, maxLength: 4 }))
          .map(([h, args]) => `(${h} ${args.join(' ')})`),
        fc
          .tuple(fc.constantFrom('x', 'y'), term(depth - 1), term(depth - 1))
          .map(([v, e, b]) => `(let ((${v} ${e})) ${b})`),
        term(depth - 1).map((b) => `(forall ((x Int) (q Bool)) ${b})`),
      ),
);

const PRELUDE =
  '(declare-datatypes ((L 0)) (((nil) (cons (head Int) (tail L)))))(declare-const x Int)(declare-const p Bool)' +
  '(declare-const a (_ BitVec 4))(declare-const b (Array Int Int))(declare-const s String)(declare-fun f (Int) Int)';

describe('robustness', () => {
  it('never throws on random scripts and always positions its errors', () => {
    let checked = 0;
    let illSorted = 0;
    fc.assert(
      fc.property(fc.array(term(5), { minLength: 1, maxLength: 4 }), fc.boolean(), (terms, push) => {
        const text = `${PRELUDE}${push ? '(push 1)(pop 2)' : ''}${terms.map((t) => `(assert ${t})`).join('')}`;
        const p = parseScript(text);
        if (!p.ok) return;
        const r = checkScript(p.value);
        checked++;
        if (!r.ok) illSorted++;
        expect(r.ok).toBe(r.errors.length === 0);
        for (const e of r.errors) {
          expect(e.line).toBeGreaterThan(0);
          expect(e.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300, seed: 42 },
    );
    // The generator must exercise both outcomes for the property to mean anything.
    expect(checked).toBeGreaterThan(200);
    expect(illSorted).toBeGreaterThan(0);
    expect(illSorted).toBeLessThan(checked);
  });

  it('turns a term too deep for the stack into an error value', () => {
    let t: Term = { kind: 'app', id: { symbol: 'true', indices: [] }, args: [] };
    for (let i = 0; i < 200_000; i++) t = { kind: 'app', id: { symbol: 'not', indices: [] }, args: [t] };
    const env = new Env();
    const r = checkTerm(t, env);
    expect(r.ok).toBe(false);
    expect(r.errors.map((e) => e.message)).toEqual(['term nesting too deep to check']);
  });

  it('checks a term built without spans and reports at 0:0', () => {
    const t: Term = {
      kind: 'app',
      id: { symbol: 'not', indices: [] },
      args: [{ kind: 'const', lit: { kind: 'numeral', text: '1' } }],
    };
    const r = checkTerm(t, new Env());
    expect(r.errors).toEqual([
      { message: 'not expects an argument of sort Bool, got Int', line: 0, col: 0, offset: 0 },
    ]);
  });
});
