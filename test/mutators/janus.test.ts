// Janus without a solver: parity (Def. 3), direction (Theorem 1), what is never mutated, the trace.
import { describe, expect, it } from 'vitest';
import { directionAt, janus, paritySites } from '../../src/mutators/janus/index.js';
import { Rng } from '../../src/rng.js';
import type { Script } from '../../src/smtlib/ast.js';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printTerm } from '../../src/smtlib/printer.js';

function checked(text: string): Script {
  const p = parseScript(text);
  if (!p.ok) throw new Error(p.error.message);
  expect(checkScript(p.value).errors).toEqual([]);
  return p.value;
}

const parities = (text: string): Record<string, number> =>
  Object.fromEntries(paritySites(checked(text)).map((s) => [printTerm(s.term), s.parity]));

const DECLS =
  '(declare-const a Bool) (declare-const b Bool) (declare-const c Bool) (declare-const x Int) (declare-const s String)';

describe('parity', () => {
  it('flips under not and in every antecedent of =>, keeps under and/or/ite branches/quantifiers', () => {
    const p = parities(
      `${DECLS} (assert (and (not a) (=> b c (or a (> x 0))) (ite c (< x 1) (exists ((k Int)) (> k x)))))`,
    );
    expect(p['(not a)']).toBe(1);
    expect(p['b']).toBe(-1);
    expect(p['c']).toBe(-1);
    expect(p['(> x 0)']).toBe(1);
    expect(p['(< x 1)']).toBe(1);
    expect(p['(> k x)']).toBe(1);
    const aSites = paritySites(checked(`${DECLS} (assert (and (not a) (or a b)))`)).filter(
      (s) => printTerm(s.term) === 'a',
    );
    expect(aSites.map((s) => s.parity)).toEqual([-1, 1]);
    expect(parities(`${DECLS} (assert (not (not a)))`)['a']).toBe(1);
    expect(parities(`${DECLS} (assert (not (and a b)))`)['b']).toBe(-1);
  });

  it('gives no parity to ite conditions, Bool =/xor/distinct arguments, let bindings and :named terms', () => {
    const p = parities(
      `${DECLS} (assert (ite (> x 5) a b)) (assert (= a (> x 2))) (assert (xor b (< x 3))) (assert (distinct c (> x 4)))` +
        ` (assert (let ((d (> x 6))) (or d c))) (assert (! (> x 7) :named n))`,
    );
    for (const t of ['(> x 5)', '(> x 2)', '(< x 3)', '(> x 4)', '(> x 6)', '(> x 7)']) expect(p[t], t).toBeUndefined();
    expect(p['d']).toBe(1); // the use in the let body has a parity; the binding does not
    expect(p['(! (> x 7) :named n)']).toBe(1);
  });

  it('gives regexes under str.in_re a polarity that re.comp and re.diff flip', () => {
    const p = parities(
      `${DECLS} (assert (not (str.in_re s (re.++ (re.comp (str.to_re "a")) (re.diff (str.to_re "b") (str.to_re "c"))))))`,
    );
    expect(p['(str.to_re "a")']).toBe(1);
    expect(p['(str.to_re "b")']).toBe(-1);
    expect(p['(str.to_re "c")']).toBe(1);
  });
});

describe('direction', () => {
  it('weakens positive sites of sat seeds and negative sites of unsat seeds', () => {
    expect(directionAt('sat', 1)).toBe('weaken');
    expect(directionAt('sat', -1)).toBe('strengthen');
    expect(directionAt('unsat', 1)).toBe('strengthen');
    expect(directionAt('unsat', -1)).toBe('weaken');
  });
});

describe('janus.mutate', () => {
  const seed = checked(
    `${DECLS} (assert (and (> x 0) (not (= x 3)) (or a (str.in_re s (str.to_re "ab"))))) (check-sat)`,
  );

  it('needs a label', () => {
    expect(janus.mutate({ script: seed }, Rng.of(1), {}).ok).toBe(false);
  });

  it('refuses incremental scripts', () => {
    const inc = checked(`${DECLS} (push 1) (assert a) (check-sat) (pop 1) (check-sat)`);
    expect(janus.mutate({ script: inc, label: 'sat' }, Rng.of(1), {}).ok).toBe(false);
  });

  it('names rule and direction in the trace, and the direction matches the site parity', () => {
    const sites = new Map(paritySites(seed).map((s) => [JSON.stringify(s.path), s.parity]));
    for (const label of ['sat', 'unsat'] as const) {
      for (let k = 0; k < 40; k++) {
        const out = janus.mutate({ script: seed, label }, Rng.of('unit', label, k), {});
        if (!out.ok) throw new Error(out.reason);
        expect(out.oracle).toEqual({ kind: 'expected', expected: label, unknownIsFinding: true });
        const step = out.trace[0]!;
        const m = /^janus:(weaken|strengthen):(.+)$/.exec(step.rule);
        expect(m, step.rule).not.toBeNull();
        const parity = sites.get(JSON.stringify(step.path));
        expect(parity).toBeDefined();
        expect(m![1]).toBe(directionAt(label, parity as 1 | -1));
        expect(checkScript(out.mutant).ok).toBe(true);
      }
    }
  });
});

describe('logic', () => {
  it('never introduces a quantifier into a quantifier-free logic', () => {
    const qf = checked(
      `(set-logic QF_UF) ${DECLS.replace(/\(declare-const (x Int|s String)\)/g, '')} (assert (or a (=> b c))) (check-sat)`,
    );
    for (const label of ['sat', 'unsat'] as const) {
      for (let k = 0; k < 60; k++) {
        const out = janus.mutate({ script: qf, label }, Rng.of('qf', label, k), {});
        if (!out.ok) continue;
        expect(out.trace[0]!.after).not.toMatch(/forall|exists/);
      }
    }
  });

  // Both once made a mutant cvc5 rightly rejects, which the campaign then showed as a finding: (>= (str.len x) 2)
  // in QF_S, and (_ bv4 1).
  it('never brings arithmetic into a logic without it (QF_S), and writes bit-vector literals the width holds', () => {
    const strings = checked(
      '(set-logic QF_S) (declare-const x String) (declare-const y String) (assert (= (str.len x) 2)) (assert (str.prefixof y x)) (assert (distinct y "")) (check-sat)',
    );
    const bits = checked(
      '(set-logic QF_BV) (declare-const b (_ BitVec 1)) (declare-const c (_ BitVec 2)) (assert (= b #b1)) (assert (= c #b10)) (check-sat)',
    );
    let stringMutants = 0;
    let bitMutants = 0;
    for (const label of ['sat', 'unsat'] as const)
      for (let k = 0; k < 80; k++) {
        const s = janus.mutate({ script: strings, label }, Rng.of('qf_s', label, k), {});
        if (s.ok) {
          stringMutants++;
          expect(s.trace[0]!.after).not.toMatch(/\((?:[<>]=?|\+|-|\*) /);
        }
        const b = janus.mutate({ script: bits, label }, Rng.of('qf_bv', label, k), {});
        if (b.ok) {
          bitMutants++;
          for (const [, value, width] of b.trace[0]!.after.matchAll(/\(_ bv(\d+) (\d+)\)/g))
            expect(Number(value), b.trace[0]!.after).toBeLessThan(2 ** Number(width));
        }
      }
    expect(stringMutants).toBeGreaterThan(20);
    expect(bitMutants).toBeGreaterThan(20);
  });
});
