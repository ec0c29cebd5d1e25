// The term toolkit (src/smtlib/terms/): builders print as SMT-LIB expects, predicates see only plain
// applications, and the one traversal agrees with paths.ts (every visited path leads back to its term).
import { describe, expect, it } from 'vitest';
import type { Term } from '../../src/smtlib/ast.js';
import { parseScript, parseTerm } from '../../src/smtlib/parser.js';
import { forEachSite, termAt } from '../../src/smtlib/paths.js';
import { printTerm } from '../../src/smtlib/printer.js';
import { and, app, bv, indexed, int, numeral, or, real, str, sym } from '../../src/smtlib/terms/build.js';
import { appOf, isApp, isSym, symbolsIn } from '../../src/smtlib/terms/query.js';
import { bindsFor, childrenOf, isPatternTerm, mapChildren, visitTerm } from '../../src/smtlib/terms/traverse.js';

function term(text: string): Term {
  const r = parseTerm(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('builders', () => {
  it('print as SMT-LIB', () => {
    expect(printTerm(int(-3))).toBe('(- 3)');
    expect(printTerm(real(2))).toBe('2.0');
    expect(printTerm(numeral(-1, true))).toBe('(- 1.0)');
    expect(printTerm(bv(5n, 4))).toBe('#b0101');
    expect(printTerm(str('a"b'))).toBe('"a""b"');
    expect(printTerm(indexed('extract', [3, 0], sym('x')))).toBe('((_ extract 3 0) x)');
    expect(printTerm(and([]))).toBe('true');
    expect(printTerm(or([sym('p')]))).toBe('p');
    expect(printTerm(app('or', sym('p'), sym('q')))).toBe('(or p q)');
  });
});

describe('predicates', () => {
  it('see only plain applications', () => {
    expect(isApp(term('(bvadd x y)'), 'bvadd', 2)).toBe(true);
    expect(isApp(term('(bvadd x y)'), 'bvadd', 3)).toBe(false);
    expect(isApp(term('((_ extract 3 0) x)'), 'extract')).toBe(false);
    expect(appOf(term('(not p)'), 'not', 1)?.args).toHaveLength(1);
    expect(isSym(term('x'), 'x')).toBe(true);
    expect(isSym(term('(f x)'))).toBe(false);
    expect([...symbolsIn(term('(let ((a (f x))) (g a))'))].sort()).toEqual(['a', 'f', 'g', 'x']);
  });
});

describe('traversal', () => {
  it('visits pre-order with bound names and skips subtrees on false', () => {
    const t = term('(forall ((x Int)) (! (let ((y x)) (> y 0)) :pattern ((f x))))');
    const seen: string[] = [];
    visitTerm(t, (u, at) => {
      if (isPatternTerm(at)) return false;
      seen.push(`${at.steps.join('/')}:${at.bound.join(',')}:${u.kind}`);
    });
    expect(seen).toEqual([
      '::forall',
      '0:x:annot',
      '0/0:x:let',
      '0/0/0:x:app',
      '0/0/1:x,y:app',
      '0/0/1/0:x,y:app',
      '0/0/1/1:x,y:const',
    ]);
  });

  it('maps copy-on-write and honours binders', () => {
    const t = term('(and (= x 1) (exists ((x Int)) (> x 2)))');
    expect(mapChildren(t, (c) => c)).toBe(t);
    const rename = (u: Term): Term =>
      isSym(u, 'x') ? sym('z') : mapChildren(u, (c, i) => (bindsFor(u, i).includes('x') ? c : rename(c)));
    const out = rename(t);
    expect(printTerm(out)).toBe('(and (= z 1) (exists ((x Int)) (> x 2)))');
    expect(childrenOf(out)[1]).toBe(childrenOf(t)[1]);
  });

  it('gives forEachSite paths that lead back to their terms', () => {
    const r = parseScript(
      '(declare-fun f (Int) Int)(define-fun g ((a Int)) Int (match a ((b (f b)))))(assert (! (> (g 1) 0) :named n))',
    );
    if (!r.ok) throw new Error(r.error.message);
    let n = 0;
    forEachSite(r.value, ({ term: t, path }) => {
      expect(termAt(r.value, path)).toBe(t);
      n++;
    });
    expect(n).toBe(9);
  });
});
