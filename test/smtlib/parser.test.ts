// The SMT-LIB parser: every command and term form, spans, and print → parse round trips over the repo's
// corpus (the external one: parser.corpus.test.ts).
import { describe, expect, it } from 'vitest';
import type { Command, Script, Term } from '../../src/smtlib/ast.js';
import { astEqual } from '../../src/smtlib/equal.js';
import { parseScript, parseSExprs, parseSortExpr, parseTerm } from '../../src/smtlib/parser.js';
import { printCommand, printScript, printTerm } from '../../src/smtlib/printer.js';
import { ownSeeds } from '../support/seed-set.js';
import { describeSeedRoundTrip } from './seed-round-trip.js';

function script(text: string): Script {
  const r = parseScript(text);
  if (!r.ok) throw new Error(`parse failed at ${r.error.line}:${r.error.col}: ${r.error.message}`);
  return r.value;
}

function one(text: string): Command {
  const s = script(text);
  expect(s.commands).toHaveLength(1);
  return s.commands[0]!;
}

function term(text: string): Term {
  const r = parseTerm(text);
  if (!r.ok) throw new Error(`parse failed at ${r.error.line}:${r.error.col}: ${r.error.message}`);
  return r.value;
}

/** print → parse gives an equal AST, and printing again gives the same text. Returns the printed text. */
function roundTrip(s: Script): string {
  const printed = printScript(s);
  const again = parseScript(printed);
  if (!again.ok)
    throw new Error(
      `printed text does not parse (${again.error.line}:${again.error.col} ${again.error.message}):\n${printed}`,
    );
  expect(astEqual(again.value, s)).toBe(true);
  expect(printScript(again.value)).toBe(printed);
  return printed;
}

/** Parses one command, checks its AST against `shape`, its round trip, and returns the canonical print. */
function cmd(text: string, shape: object): string {
  const c = one(text);
  expect(c).toMatchObject(shape);
  return roundTrip({ commands: [c] }).trimEnd();
}

const v = (name: string): Term => ({ kind: 'app', id: { symbol: name, indices: [] }, args: [] });
const app = (name: string, ...args: Term[]): Term => ({ kind: 'app', id: { symbol: name, indices: [] }, args });
const num = (text: string): Term => ({ kind: 'const', lit: { kind: 'numeral', text } });
const sort = (name: string) => ({ id: { symbol: name, indices: [] }, args: [] });

describe('parser: commands', () => {
  it('set-logic, set-option, set-info', () => {
    expect(cmd('(set-logic QF_BV)', { cmd: 'set-logic', logic: 'QF_BV' })).toBe('(set-logic QF_BV)');
    cmd('(set-option :produce-models true)', {
      cmd: 'set-option',
      keyword: ':produce-models',
      value: { kind: 'symbol', name: 'true' },
    });
    cmd('(set-option :random-seed 42)', { value: { kind: 'literal', lit: { kind: 'numeral', text: '42' } } });
    cmd('(set-info :status sat)', { cmd: 'set-info', keyword: ':status', value: { kind: 'symbol', name: 'sat' } });
    cmd('(set-info :source |multi\nline|)', { value: { kind: 'symbol', name: 'multi\nline' } });
    expect(
      cmd('(set-info :smt-lib-version 2.6)', { value: { kind: 'literal', lit: { kind: 'decimal', text: '2.6' } } }),
    ).toBe('(set-info :smt-lib-version 2.6)');
    const bare = one('(set-info :flag)');
    expect(bare).toMatchObject({ cmd: 'set-info', keyword: ':flag' });
    expect('value' in bare && bare.value).toBeFalsy();
    cmd('(set-option :opt (a (b "c") :d))', { value: { kind: 'list' } });
  });

  it('declare-sort and define-sort', () => {
    expect(cmd('(declare-sort U 0)', { cmd: 'declare-sort', name: 'U', arity: 0 })).toBe('(declare-sort U 0)');
    expect(cmd('(declare-sort U)', { cmd: 'declare-sort', name: 'U', arity: undefined })).toBe('(declare-sort U)');
    expect(
      cmd('(define-sort Arr (X Y) (Array X (_ BitVec 8)))', {
        cmd: 'define-sort',
        name: 'Arr',
        params: ['X', 'Y'],
        sort: { id: { symbol: 'Array' }, args: [sort('X'), { id: { symbol: 'BitVec', indices: [8] }, args: [] }] },
      }),
    ).toBe('(define-sort Arr (X Y) (Array X (_ BitVec 8)))');
    cmd('(define-sort B8 () (_ BitVec 8))', { params: [] });
  });

  it('declare-fun and declare-const', () => {
    expect(
      cmd('(declare-fun f (Int (_ BitVec 4)) Bool)', {
        cmd: 'declare-fun',
        name: 'f',
        params: [sort('Int'), { id: { symbol: 'BitVec', indices: [4] } }],
        sort: sort('Bool'),
      }),
    ).toBe('(declare-fun f (Int (_ BitVec 4)) Bool)');
    cmd('(declare-fun c () Real)', { params: [] });
    expect(cmd('(declare-const |a b| (Array Int Int))', { cmd: 'declare-const', name: 'a b' })).toBe(
      '(declare-const |a b| (Array Int Int))',
    );
  });

  it('define-fun, define-fun-rec, define-funs-rec, define-const', () => {
    expect(
      cmd('(define-fun max ((a Int) (b Int)) Int (ite (> a b) a b))', {
        cmd: 'define-fun',
        decl: {
          name: 'max',
          params: [
            { name: 'a', sort: sort('Int') },
            { name: 'b', sort: sort('Int') },
          ],
          sort: sort('Int'),
        },
        body: app('ite', app('>', v('a'), v('b')), v('a'), v('b')),
      }),
    ).toBe('(define-fun max ((a Int) (b Int)) Int (ite (> a b) a b))');
    cmd('(define-fun k () Int 3)', { decl: { params: [] }, body: num('3') });
    cmd('(define-fun-rec fact ((n Int)) Int (ite (<= n 0) 1 (* n (fact (- n 1)))))', {
      cmd: 'define-fun-rec',
      decl: { name: 'fact' },
    });
    expect(
      cmd(
        '(define-funs-rec ((ev ((n Int)) Bool) (od ((n Int)) Bool)) ((ite (= n 0) true (od (- n 1))) (ite (= n 0) false (ev (- n 1)))))',
        {
          cmd: 'define-funs-rec',
          decls: [{ name: 'ev' }, { name: 'od' }],
          bodies: [
            { kind: 'app', id: { symbol: 'ite' } },
            { kind: 'app', id: { symbol: 'ite' } },
          ],
        },
      ),
    ).toBe(
      '(define-funs-rec ((ev ((n Int)) Bool) (od ((n Int)) Bool)) ((ite (= n 0) true (od (- n 1))) (ite (= n 0) false (ev (- n 1)))))',
    );
    cmd('(define-const two Int (+ 1 1))', {
      cmd: 'define-const',
      name: 'two',
      sort: sort('Int'),
      body: app('+', num('1'), num('1')),
    });
  });

  it('declare-datatype and declare-datatypes with par', () => {
    expect(
      cmd('(declare-datatype Color ((red) (green) (blue)))', {
        cmd: 'declare-datatype',
        name: 'Color',
        decl: { params: [], constructors: [{ name: 'red', selectors: [] }, { name: 'green' }, { name: 'blue' }] },
      }),
    ).toBe('(declare-datatype Color ((red) (green) (blue)))');
    expect(
      cmd('(declare-datatype Pair (par (A B) ((mk-pair (fst A) (snd B)))))', {
        decl: {
          params: ['A', 'B'],
          constructors: [
            {
              name: 'mk-pair',
              selectors: [
                { name: 'fst', sort: sort('A') },
                { name: 'snd', sort: sort('B') },
              ],
            },
          ],
        },
      }),
    ).toBe('(declare-datatype Pair (par (A B) ((mk-pair (fst A) (snd B)))))');
    expect(
      cmd(
        '(declare-datatypes ((Tree 1) (Forest 0)) ((par (T) ((node (val T) (kids Forest)))) ((nil) (cons (hd (Tree Int)) (tl Forest)))))',
        {
          cmd: 'declare-datatypes',
          legacy: false,
          sorts: [
            { name: 'Tree', arity: 1 },
            { name: 'Forest', arity: 0 },
          ],
          decls: [{ params: ['T'] }, { params: [], constructors: [{ name: 'nil' }, { name: 'cons' }] }],
        },
      ),
    ).toBe(
      '(declare-datatypes ((Tree 1) (Forest 0)) ((par (T) ((node (val T) (kids Forest)))) ((nil) (cons (hd (Tree Int)) (tl Forest)))))',
    );
  });

  it('legacy Z3 declare-datatypes, with and without parameters', () => {
    expect(
      cmd('(declare-datatypes () ((Color red green (rgb (r Int)))))', {
        cmd: 'declare-datatypes',
        legacy: true,
        sorts: [{ name: 'Color', arity: 0 }],
        decls: [
          {
            params: [],
            constructors: [
              { name: 'red', selectors: [] },
              { name: 'green' },
              { name: 'rgb', selectors: [{ name: 'r' }] },
            ],
          },
        ],
      }),
    ).toBe('(declare-datatypes () ((Color red green (rgb (r Int)))))');
    expect(
      cmd('(declare-datatypes (T) ((Lst (nil) (cons (hd T) (tl Lst))) (Box (box (unbox T)))))', {
        legacy: true,
        sorts: [
          { name: 'Lst', arity: 1 },
          { name: 'Box', arity: 1 },
        ],
        decls: [{ params: ['T'] }, { params: ['T'] }],
      }),
    ).toBe('(declare-datatypes (T) ((Lst nil (cons (hd T) (tl Lst))) (Box (box (unbox T)))))');
  });

  it('push and pop keep whether a count was written', () => {
    expect(cmd('(push)', { cmd: 'push', n: undefined })).toBe('(push)');
    expect(cmd('(push 2)', { cmd: 'push', n: 2 })).toBe('(push 2)');
    expect(cmd('(push 1)', { cmd: 'push', n: 1 })).toBe('(push 1)');
    expect(cmd('(pop)', { cmd: 'pop', n: undefined })).toBe('(pop)');
    expect(cmd('(pop 3)', { cmd: 'pop', n: 3 })).toBe('(pop 3)');
  });

  it('assert and the check-sat family', () => {
    expect(cmd('(assert (and p (not q)))', { cmd: 'assert', term: app('and', v('p'), app('not', v('q'))) })).toBe(
      '(assert (and p (not q)))',
    );
    expect(cmd('(check-sat)', { cmd: 'check-sat' })).toBe('(check-sat)');
    expect(
      cmd('(check-sat-assuming (a (not b)))', { cmd: 'check-sat-assuming', literals: [v('a'), app('not', v('b'))] }),
    ).toBe('(check-sat-assuming (a (not b)))');
    cmd('(check-sat-assuming ())', { literals: [] });
    expect(
      cmd('(check-sat-using (then simplify smt) :timeout 10)', { cmd: 'check-sat-using', tactic: { kind: 'list' } }),
    ).toBe('(check-sat-using (then simplify smt) :timeout 10)');
    cmd('(check-sat-using smt)', { tactic: { kind: 'symbol', name: 'smt' }, params: [] });
  });

  it('the get-* commands', () => {
    for (const name of [
      'get-model',
      'get-assertions',
      'get-assignment',
      'get-proof',
      'get-unsat-core',
      'get-unsat-assumptions',
    ]) {
      expect(cmd(`(${name})`, { cmd: name })).toBe(`(${name})`);
    }
    expect(
      cmd('(get-value (x (f x) #b01))', { cmd: 'get-value', terms: [v('x'), app('f', v('x')), { kind: 'const' }] }),
    ).toBe('(get-value (x (f x) #b01))');
    expect(cmd('(get-info :reason-unknown)', { cmd: 'get-info', keyword: ':reason-unknown' })).toBe(
      '(get-info :reason-unknown)',
    );
    expect(cmd('(get-option :produce-models)', { cmd: 'get-option', keyword: ':produce-models' })).toBe(
      '(get-option :produce-models)',
    );
  });

  it('echo, reset, reset-assertions, exit, simplify, eval', () => {
    expect(cmd('(echo "hello ""world""\nbye")', { cmd: 'echo', text: 'hello "world"\nbye' })).toBe(
      '(echo "hello ""world""\nbye")',
    );
    expect(cmd('(reset)', { cmd: 'reset' })).toBe('(reset)');
    expect(cmd('(reset-assertions)', { cmd: 'reset-assertions' })).toBe('(reset-assertions)');
    expect(cmd('(exit)', { cmd: 'exit' })).toBe('(exit)');
    expect(cmd('(simplify (+ x 0) :som true)', { cmd: 'simplify', term: app('+', v('x'), num('0')) })).toBe(
      '(simplify (+ x 0) :som true)',
    );
    cmd('(eval (f 1))', { cmd: 'eval', params: [] });
  });

  it('an unknown command is kept verbatim as opaque and round-trips', () => {
    const printed = cmd('(declare-pool p Int (a b))', {
      cmd: 'opaque',
      name: 'declare-pool',
      sexpr: {
        kind: 'list',
        items: [
          { kind: 'symbol', name: 'declare-pool' },
          { kind: 'symbol', name: 'p' },
          { kind: 'symbol', name: 'Int' },
          {
            kind: 'list',
            items: [
              { kind: 'symbol', name: 'a' },
              { kind: 'symbol', name: 'b' },
            ],
          },
        ],
      },
    });
    expect(printed).toBe('(declare-pool p Int (a b))');
    expect(cmd('(set-default-option :x "y" #x0F 1.5 (|q q|))', { cmd: 'opaque' })).toBe(
      '(set-default-option :x "y" #x0F 1.5 (|q q|))',
    );
    expect(cmd('(foo)', { cmd: 'opaque', name: 'foo' })).toBe('(foo)');
  });

  it('a whole script keeps command order and spans', () => {
    const s = script('(set-logic QF_LIA)\n; comment\n(declare-const x Int)\n  (assert (> x 0))\n(check-sat)\n');
    expect(s.commands.map((c) => c.cmd)).toEqual(['set-logic', 'declare-const', 'assert', 'check-sat']);
    expect(s.commands[2]!.span).toEqual({ start: 53, end: 69, line: 4, col: 3 });
    const a = s.commands[2]!;
    if (a.cmd !== 'assert') throw new Error('not an assert');
    expect(a.term.span).toMatchObject({ line: 4, col: 11 });
    if (a.term.kind !== 'app') throw new Error('not an app');
    expect(a.term.args[0]!.span).toMatchObject({ line: 4, col: 14 });
    expect(a.term.args[1]!.span).toMatchObject({ line: 4, col: 16, start: 66, end: 67 });
    roundTrip(s);
    expect(script('').commands).toEqual([]);
    expect(script('  ; nothing\n').commands).toEqual([]);
  });
});

describe('parser: terms', () => {
  const rtTerm = (text: string): string => {
    const t = term(text);
    const printed = printTerm(t);
    expect(astEqual(term(printed), t)).toBe(true);
    return printed;
  };

  it('constants and symbols', () => {
    expect(term('42')).toMatchObject(num('42'));
    expect(term('#x1f')).toMatchObject({ kind: 'const', lit: { kind: 'hexadecimal', text: '1f' } });
    expect(term('#b10')).toMatchObject({ kind: 'const', lit: { kind: 'binary', text: '10' } });
    expect(term('1.5')).toMatchObject({ kind: 'const', lit: { kind: 'decimal', text: '1.5' } });
    expect(term('"a""b\\u{41}"')).toMatchObject({ kind: 'const', lit: { kind: 'string', text: 'a"b\\u{41}' } });
    expect(rtTerm('"a""b\\u{41}"')).toBe('"a""b\\u{41}"');
    expect(term('|x y|')).toMatchObject(v('x y'));
    expect(astEqual(term('|x|'), term('x'))).toBe(true);
    expect(rtTerm('(|let| |x y| |1a| |_|)')).toBe('(|let| |x y| |1a| |_|)');
  });

  it('let', () => {
    expect(term('(let ((a 1) (b (f a))) (+ a b))')).toMatchObject({
      kind: 'let',
      bindings: [
        { name: 'a', term: num('1') },
        { name: 'b', term: app('f', v('a')) },
      ],
      body: app('+', v('a'), v('b')),
    });
    expect(rtTerm('(let ((a 1) (b (f a))) (+ a b))')).toBe('(let ((a 1) (b (f a))) (+ a b))');
    expect(rtTerm('(let ((x 1)) (let ((x (+ x 1))) x))')).toBe('(let ((x 1)) (let ((x (+ x 1))) x))');
  });

  it('forall and exists, with :pattern and :no-pattern', () => {
    expect(term('(forall ((x Int) (y Real)) (> x 0))')).toMatchObject({
      kind: 'forall',
      vars: [
        { name: 'x', sort: sort('Int') },
        { name: 'y', sort: sort('Real') },
      ],
      body: app('>', v('x'), num('0')),
    });
    expect(term('(exists ((b Bool)) b)')).toMatchObject({ kind: 'exists', vars: [{ name: 'b' }], body: v('b') });
    const q = term('(forall ((x Int)) (! (= (f x) 0) :pattern ((f x)) :pattern ((g x) (h x)) :qid q1))');
    expect(q).toMatchObject({
      kind: 'forall',
      body: {
        kind: 'annot',
        term: app('=', app('f', v('x')), num('0')),
        attrs: [
          { keyword: ':pattern', terms: [app('f', v('x'))] },
          { keyword: ':pattern', terms: [app('g', v('x')), app('h', v('x'))] },
          { keyword: ':qid', value: { kind: 'symbol', name: 'q1' } },
        ],
      },
    });
    expect(rtTerm('(forall ((x Int)) (! (= (f x) 0) :pattern ((f x)) :pattern ((g x) (h x)) :qid q1))')).toBe(
      '(forall ((x Int)) (! (= (f x) 0) :pattern ((f x)) :pattern ((g x) (h x)) :qid q1))',
    );
    expect(term('(! p :no-pattern (f x))')).toMatchObject({
      attrs: [{ keyword: ':no-pattern', terms: [app('f', v('x'))] }],
    });
    expect(rtTerm('(! p :no-pattern (f x))')).toBe('(! p :no-pattern (f x))');
  });

  it('match with constructor and variable patterns', () => {
    expect(term('(match l ((nil 0) ((cons h t) h) (other 1)))')).toMatchObject({
      kind: 'match',
      scrutinee: v('l'),
      cases: [
        { pattern: { kind: 'var', name: 'nil' }, body: num('0') },
        { pattern: { kind: 'ctor', name: 'cons', vars: ['h', 't'] }, body: v('h') },
        { pattern: { kind: 'var', name: 'other' }, body: num('1') },
      ],
    });
    expect(rtTerm('(match l ((nil 0) ((cons h t) h)))')).toBe('(match l ((nil 0) ((cons h t) h)))');
  });

  it('(! t :named n) and other attributes', () => {
    expect(term('(! (> x 0) :named a1)')).toMatchObject({
      kind: 'annot',
      term: app('>', v('x'), num('0')),
      attrs: [{ keyword: ':named', name: 'a1' }],
    });
    expect(rtTerm('(! (> x 0) :named |a 1| :weight 3 :flag)')).toBe('(! (> x 0) :named |a 1| :weight 3 :flag)');
    expect(term('(! x :flag :other)')).toMatchObject({ attrs: [{ keyword: ':flag' }, { keyword: ':other' }] });
  });

  it('(as t S) and ((as const (Array Int Int)) 0)', () => {
    expect(term('(as nil (List Int))')).toMatchObject({
      kind: 'app',
      id: { symbol: 'nil', indices: [] },
      qual: { id: { symbol: 'List' }, args: [sort('Int')] },
      args: [],
    });
    expect(rtTerm('(as nil (List Int))')).toBe('(as nil (List Int))');
    expect(term('((as const (Array Int Int)) 0)')).toMatchObject({
      kind: 'app',
      id: { symbol: 'const', indices: [] },
      qual: { id: { symbol: 'Array' }, args: [sort('Int'), sort('Int')] },
      args: [num('0')],
    });
    expect(rtTerm('((as const (Array Int Int)) 0)')).toBe('((as const (Array Int Int)) 0)');
    expect(term('(as (_ bv1 8) (_ BitVec 8))')).toMatchObject({
      id: { symbol: 'bv1', indices: [8] },
      qual: { id: { symbol: 'BitVec', indices: [8] } },
    });
  });

  it('indexed identifiers: (_ bv5 32), ((_ extract 3 0) x), symbolic indices', () => {
    expect(term('(_ bv5 32)')).toMatchObject({ kind: 'app', id: { symbol: 'bv5', indices: [32] }, args: [] });
    expect(rtTerm('(_ bv5 32)')).toBe('(_ bv5 32)');
    expect(term('((_ extract 3 0) x)')).toMatchObject({
      kind: 'app',
      id: { symbol: 'extract', indices: [3, 0] },
      args: [v('x')],
    });
    expect(rtTerm('((_ extract 3 0) x)')).toBe('((_ extract 3 0) x)');
    expect(term('((_ to_fp 8 24) RNE 1.0)')).toMatchObject({
      id: { symbol: 'to_fp', indices: [8, 24] },
      args: [v('RNE'), { kind: 'const' }],
    });
    expect(term('(_ foo bar 3)')).toMatchObject({ id: { symbol: 'foo', indices: ['bar', 3] } });
    expect(rtTerm('((_ re.loop 1 3) r)')).toBe('((_ re.loop 1 3) r)');
  });

  it('lambda', () => {
    expect(term('(lambda ((i Int) (j Int)) (+ i j))')).toMatchObject({
      kind: 'lambda',
      vars: [{ name: 'i' }, { name: 'j' }],
      body: app('+', v('i'), v('j')),
    });
    expect(rtTerm('(lambda ((i Int)) (select a i))')).toBe('(lambda ((i Int)) (select a i))');
  });

  it('nested terms carry spans of their own text', () => {
    const text = '(f (g x)\n   (! y :named n))';
    const t = term(text);
    if (t.kind !== 'app') throw new Error('not an app');
    expect(t.span).toEqual({ start: 0, end: text.length, line: 1, col: 1 });
    expect(t.args[0]!.span).toMatchObject({ line: 1, col: 4, start: 3, end: 8 });
    expect(t.args[1]!.span).toMatchObject({ line: 2, col: 4 });
    expect(text.slice(t.args[1]!.span!.start, t.args[1]!.span!.end)).toBe('(! y :named n)');
  });
});

describe('parser: sorts and s-expressions', () => {
  it('parseSortExpr', () => {
    const r = parseSortExpr('(Array (_ BitVec 32) (Seq Int))');
    expect(r.ok && r.value).toMatchObject({
      id: { symbol: 'Array', indices: [] },
      args: [
        { id: { symbol: 'BitVec', indices: [32] }, args: [] },
        { id: { symbol: 'Seq' }, args: [sort('Int')] },
      ],
    });
    expect(parseSortExpr('(_ FloatingPoint 8 24)')).toMatchObject({
      ok: true,
      value: { id: { symbol: 'FloatingPoint', indices: [8, 24] } },
    });
    expect(parseSortExpr('((_ Foo 2) Int)')).toMatchObject({
      ok: true,
      value: { id: { symbol: 'Foo', indices: [2] }, args: [sort('Int')] },
    });
    expect(parseSortExpr('Int Int')).toMatchObject({ ok: false, error: { line: 1, col: 5 } });
  });

  it('parseTerm rejects trailing input', () => {
    const r = parseTerm('(f x) y');
    expect(r).toMatchObject({
      ok: false,
      error: { line: 1, col: 7, message: expect.stringMatching(/unexpected symbol 'y' after the end/) },
    });
  });

  it('parseSExprs reads solver output without interpreting it', () => {
    const r = parseSExprs('sat\n(model (define-fun x () Int 1))\n:kw "s"');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map((e) => e.kind)).toEqual(['symbol', 'list', 'keyword', 'literal']);
    expect(parseSExprs('(a (b)')).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/missing '\)'/) },
    });
    expect(parseSExprs(')')).toMatchObject({ ok: false, error: { line: 1, col: 1, message: "unexpected ')'" } });
  });
});

describe('parser: printing', () => {
  it('symbols are quoted only where needed', () => {
    const c = one('(declare-fun |f| (|Int|) |x y|)');
    expect(printCommand(c)).toBe('(declare-fun f (Int) |x y|)');
    expect(printCommand(one('(assert (|!| |as| |match| |par| |é| ||))'))).toBe(
      '(assert (|!| |as| |match| |par| |é| ||))',
    );
  });
});

describeSeedRoundTrip('the repo corpus test/corpus/', ownSeeds, (seeds) => {
  expect(seeds.length).toBeGreaterThanOrEqual(80);
});
