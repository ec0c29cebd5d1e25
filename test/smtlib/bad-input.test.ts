// Malformed and ill-sorted scripts: each gives an error value with the exact line:col of the offending
// token or term and a message that says what is wrong. Nothing throws.
import { describe, expect, it } from 'vitest';
import { checkScript } from '../../src/smtlib/check/index.js';
import { parseScript } from '../../src/smtlib/parser.js';

interface Case {
  name: string;
  src: string;
  /** `line:col` of the error. */
  at: string;
  msg: RegExp;
}

const parseCases: Case[] = [
  // unbalanced parentheses
  {
    name: "missing ')' at the end",
    src: '(assert (and a b)',
    at: '1:18',
    msg: /unexpected end of input: missing '\)'/,
  },
  {
    name: "missing ')' reported at end of input on a later line",
    src: '(assert (f x)\n',
    at: '2:1',
    msg: /missing '\)'/,
  },
  { name: "missing ')' after a good command", src: '(assert (f x))\n(check-sat', at: '2:11', msg: /missing '\)'/ },
  {
    name: "extra ')' after a command",
    src: '(check-sat))',
    at: '1:12',
    msg: /expected '\(' to start a command but found '\)'/,
  },
  {
    name: "extra ')' before the next command",
    src: '(assert (> x 0)))\n(check-sat)',
    at: '1:17',
    msg: /to start a command but found '\)'/,
  },
  { name: "a lone ')'", src: ')', at: '1:1', msg: /expected '\(' to start a command/ },
  { name: 'check-sat-assuming list never closed', src: '(check-sat-assuming (a b)', at: '1:26', msg: /missing '\)'/ },
  // lexical errors
  { name: 'unterminated string', src: '(echo "abc)\n(check-sat)', at: '1:7', msg: /unterminated string/ },
  {
    name: 'unterminated string on a later line',
    src: '(check-sat)\n  (echo "a""b',
    at: '2:9',
    msg: /unterminated string/,
  },
  {
    name: 'unterminated |quoted symbol|',
    src: '(declare-const |x Int)',
    at: '1:16',
    msg: /unterminated quoted symbol/,
  },
  { name: 'bad #x literal', src: '(assert (= x #xG1))', at: '1:14', msg: /invalid hexadecimal literal "#xG1"/ },
  { name: 'bad #b literal', src: '(assert (= x #b102))', at: '1:14', msg: /invalid binary literal "#b102"/ },
  { name: 'empty #x literal', src: '(assert (= x #x))', at: '1:14', msg: /empty hexadecimal literal/ },
  { name: 'empty #b literal', src: '(assert (= x #b))', at: '1:14', msg: /empty binary literal/ },
  { name: 'unknown # radix', src: '(assert (= x #o17))', at: '1:14', msg: /expected #x or #b/ },
  { name: 'stray character [', src: '(assert [x])', at: '1:9', msg: /unexpected character '\['/ },
  {
    name: 'stray non-ASCII character',
    src: '(declare-const x Int)\n(assert (> x é))',
    at: '2:14',
    msg: /unexpected character 'é'/,
  },
  { name: 'stray NUL', src: '(check-sat)\u0000', at: '1:12', msg: /unexpected character '\\x00'/ },
  { name: 'decimal glued to a symbol', src: '(assert (= x 1.e))', at: '1:14', msg: /"1\.e" is not a number/ },
  { name: 'numeral glued to a symbol', src: '(push 1e3)', at: '1:7', msg: /"1e3" is not a number/ },
  { name: 'lone colon', src: '(set-info : x)', at: '1:11', msg: /keyword needs a name/ },
  // command structure
  {
    name: 'command not starting with (',
    src: 'check-sat',
    at: '1:1',
    msg: /expected '\(' to start a command but found symbol 'check-sat'/,
  },
  {
    name: 'a string where a command should be',
    src: '"str"',
    at: '1:1',
    msg: /to start a command but found a string literal/,
  },
  { name: 'missing command name: ()', src: '()', at: '1:2', msg: /expected a command name but found '\)'/ },
  { name: 'missing command name: (())', src: '(())', at: '1:2', msg: /expected a command name but found '\('/ },
  { name: 'numeral as command name', src: '(42)', at: '1:2', msg: /expected a command name but found numeral '42'/ },
  {
    name: 'check-sat with an argument',
    src: '(check-sat now)',
    at: '1:12',
    msg: /expected '\)' but found symbol 'now'/,
  },
  { name: 'set-logic without a logic', src: '(set-logic)', at: '1:11', msg: /expected a logic name but found '\)'/ },
  {
    name: 'set-logic with a string',
    src: '(set-logic "QF_BV")',
    at: '1:12',
    msg: /expected a logic name but found a string literal/,
  },
  {
    name: 'set-option without a keyword',
    src: '(set-option produce-models true)',
    at: '1:13',
    msg: /set-option expects a keyword/,
  },
  {
    name: 'declare-fun without a parameter list',
    src: '(declare-fun f Int Int)',
    at: '1:16',
    msg: /expected '\(' but found symbol 'Int'/,
  },
  {
    name: 'declare-fun without a result sort',
    src: '(declare-fun f (Int) )',
    at: '1:22',
    msg: /expected a sort but found '\)'/,
  },
  { name: 'declare-const without a sort', src: '(declare-const x)', at: '1:17', msg: /expected a sort but found '\)'/ },
  {
    name: 'declare-const with a numeral name',
    src: '(declare-const 1 Int)',
    at: '1:16',
    msg: /expected a constant name but found numeral '1'/,
  },
  {
    name: 'declare-sort with a symbol arity',
    src: '(declare-sort S x)',
    at: '1:17',
    msg: /expected the sort arity \(a numeral\)/,
  },
  {
    name: 'define-sort with a numeral parameter',
    src: '(define-sort S (1) Int)',
    at: '1:17',
    msg: /expected sort parameters but found numeral '1'/,
  },
  { name: 'push with a symbol', src: '(push x)', at: '1:7', msg: /number of levels to push \(a numeral\)/ },
  { name: 'pop with two counts', src: '(pop 1 2)', at: '1:8', msg: /expected '\)' but found numeral '2'/ },
  {
    name: 'echo without a string',
    src: '(echo hello)',
    at: '1:7',
    msg: /echo expects a string literal but found symbol 'hello'/,
  },
  { name: 'echo with nothing', src: '(echo)', at: '1:6', msg: /echo expects a string literal but found '\)'/ },
  { name: 'get-value without terms', src: '(get-value ())', at: '1:2', msg: /get-value expects at least one term/ },
  { name: 'get-value without a list', src: '(get-value x)', at: '1:12', msg: /expected '\(' but found symbol 'x'/ },
  {
    name: 'define-fun without a body',
    src: '(define-fun f ((x Int)) Int)',
    at: '1:28',
    msg: /expected a term but found '\)'/,
  },
  {
    name: 'define-fun with unparenthesised params',
    src: '(define-fun f (x Int) Int x)',
    at: '1:16',
    msg: /expected '\(' but found symbol 'x'/,
  },
  {
    name: 'define-funs-rec body count mismatch',
    src: '(define-funs-rec ((f () Int) (g () Int)) (1))',
    at: '1:42',
    msg: /define-funs-rec declares 2 functions but gives 1 bodies/,
  },
  {
    name: 'declare-datatypes: more sorts than declarations',
    src: '(declare-datatypes ((A 0) (B 0)) (((a))))',
    at: '1:40',
    msg: /declare-datatypes declares 2 sorts but defines 1/,
  },
  {
    name: 'declare-datatypes: more declarations than sorts',
    src: '(declare-datatypes ((A 0)) (((a)) ((b))))',
    at: '1:40',
    msg: /declares 1 sorts but defines 2/,
  },
  {
    name: 'datatype without constructors',
    src: '(declare-datatype D ())',
    at: '1:21',
    msg: /a datatype needs at least one constructor/,
  },
  {
    name: 'selector without a sort',
    src: '(declare-datatype D ((c (s))))',
    at: '1:27',
    msg: /expected a sort but found '\)'/,
  },
  {
    name: 'nested par in a datatype',
    src: '(declare-datatype D (par (T) (par (U) ((c (s U))))))',
    at: '1:30',
    msg: /'par' cannot be nested/,
  },
  {
    name: 'push count too large to represent',
    src: '(push 99999999999999999999999)',
    at: '1:7',
    msg: /numeral 99999999999999999999999 is too large/,
  },
  {
    name: 'legacy datatypes with a numeral parameter',
    src: '(declare-datatypes (T 1) ((L nil)))',
    at: '1:23',
    msg: /expected sort parameters but found numeral '1'/,
  },
  // terms
  { name: 'empty term ()', src: '(assert ())', at: '1:10', msg: /empty term "\(\)"/ },
  { name: '(f) application without arguments', src: '(assert (f))', at: '1:10', msg: /'f' applied to no arguments/ },
  {
    name: '(f ) on a later line',
    src: '(assert x)\n\n   (assert (f ))',
    at: '3:13',
    msg: /'f' applied to no arguments/,
  },
  { name: 'let without bindings', src: '(assert (let () x))', at: '1:9', msg: /let needs at least one binding/ },
  {
    name: 'let binding without a term',
    src: '(assert (let ((x)) x))',
    at: '1:17',
    msg: /expected a term but found '\)'/,
  },
  {
    name: 'let binding without parentheses',
    src: '(assert (let (x 1) x))',
    at: '1:15',
    msg: /expected '\(' but found symbol 'x'/,
  },
  {
    name: 'sorted var without parentheses',
    src: '(assert (forall (x Int) (> x 0)))',
    at: '1:18',
    msg: /expected '\(' but found symbol 'x'/,
  },
  {
    name: 'sorted var without a sort',
    src: '(assert (forall ((x)) true))',
    at: '1:20',
    msg: /expected a sort but found '\)'/,
  },
  {
    name: 'sorted var with two sorts',
    src: '(assert (forall ((x Int Int)) true))',
    at: '1:25',
    msg: /expected '\)' but found symbol 'Int'/,
  },
  {
    name: 'quantifier without variables',
    src: '(assert (exists () true))',
    at: '1:17',
    msg: /exists needs at least one variable/,
  },
  {
    name: 'bad index: a binary literal',
    src: '(assert ((_ extract 3 #b0) x))',
    at: '1:23',
    msg: /expected an index \(numeral or symbol\) but found binary '0'/,
  },
  {
    name: 'bad index: a decimal',
    src: '(assert ((_ extract 3.5 0) x))',
    at: '1:21',
    msg: /expected an index \(numeral or symbol\) but found decimal '3\.5'/,
  },
  {
    name: 'indexed sort without indices',
    src: '(declare-const x (_ BitVec))',
    at: '1:27',
    msg: /an indexed identifier needs at least one index/,
  },
  {
    name: 'index too large to represent',
    src: '(declare-const x (_ BitVec 99999999999999999999))',
    at: '1:28',
    msg: /numeral 99999999999999999999 is too large/,
  },
  {
    name: 'parametric sort without arguments',
    src: '(declare-const x (Array))',
    at: '1:19',
    msg: /parametric sort 'Array' needs at least one argument/,
  },
  { name: 'empty sort ()', src: '(declare-const x ())', at: '1:19', msg: /expected a sort but found '\)'/ },
  { name: ':named without a name', src: '(assert (! x :named))', at: '1:20', msg: /expected a name after :named/ },
  {
    name: 'attribute without a colon',
    src: '(assert (! x named))',
    at: '1:14',
    msg: /expected an attribute keyword but found symbol 'named'/,
  },
  { name: 'match without cases', src: '(assert (match x ()))', at: '1:18', msg: /match needs at least one case/ },
  {
    name: 'match pattern that is a numeral',
    src: '(assert (match x ((1 2))))',
    at: '1:20',
    msg: /expected a pattern but found numeral '1'/,
  },
  { name: 'as without a sort', src: '(assert (as x))', at: '1:14', msg: /expected a sort but found '\)'/ },
  {
    name: '((as const) 0) without a sort',
    src: '(assert ((as const) 0))',
    at: '1:19',
    msg: /expected a sort but found '\)'/,
  },
  {
    name: 'a term in head position applied to nothing',
    src: '(assert ((foo x)))',
    at: '1:10',
    msg: /a term in function position applied to no arguments/,
  },
  {
    name: 'a literal in head position',
    src: '(assert (1 2))',
    at: '1:10',
    msg: /expected a function symbol but found numeral '1'/,
  },
];

function expectError(
  src: string,
  at: string,
  msg: RegExp,
  result: { ok: boolean; error?: { line: number; col: number; message: string } },
): void {
  expect(result.ok, `expected an error for ${JSON.stringify(src)}`).toBe(false);
  const e = result.error!;
  expect(`${e.line}:${e.col}`).toBe(at);
  expect(e.message).toMatch(msg);
}

describe('bad input: parser errors', () => {
  it('has at least 40 distinct cases', () => {
    expect(parseCases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(parseCases.map((c) => c.src)).size).toBe(parseCases.length);
  });

  for (const c of parseCases) {
    it(c.name, () => {
      const r = parseScript(c.src);
      expectError(c.src, c.at, c.msg, r.ok ? { ok: true } : r);
      // The offset agrees with line:col.
      if (!r.ok) {
        const lines = c.src.slice(0, r.error.offset).split('\n');
        expect(`${lines.length}:${lines[lines.length - 1]!.length + 1}`).toBe(c.at);
      }
    });
  }
});

const BV8 = '(declare-const x (_ BitVec 8))\n';
const LIST = '(declare-datatype L ((nil) (cons (hd Int) (tl L))))\n(declare-const l L)\n';

/** Scripts that parse but are ill-sorted; `at`/`msg` describe the first error the checker reports. */
const sortCases: (Case & { count?: number })[] = [
  { name: 'unknown symbol', src: '(assert (> y 0))', at: '1:12', msg: /unknown symbol 'y'/ },
  {
    name: 'unknown symbol in a :named term',
    src: '(assert (! (> z 0) :named a))',
    at: '1:15',
    msg: /unknown symbol 'z'/,
  },
  {
    name: 'unknown symbol in a :pattern',
    src: '(assert (exists ((x Int)) (! (> x 0) :pattern ((g x)))))',
    at: '1:48',
    msg: /unknown symbol 'g'/,
  },
  { name: 'unknown symbol in get-value', src: '(get-value (q))', at: '1:13', msg: /unknown symbol 'q'/ },
  { name: 'unknown sort', src: '(declare-const x Foo)', at: '1:18', msg: /unknown sort 'Foo'/ },
  { name: 'unknown sort of a parameter', src: '(declare-fun f (Foo) Int)', at: '1:17', msg: /unknown sort 'Foo'/ },
  {
    name: 'unknown sort of a bound variable',
    src: '(assert (forall ((x Foo)) true))',
    at: '1:21',
    msg: /unknown sort 'Foo'/,
  },
  {
    name: 'select with 3 arguments',
    src: '(declare-const a (Array Int Int))\n(assert (= 0 (select a 1 2)))',
    at: '2:14',
    msg: /select expects an array of several index sorts and its indices, got \(Array Int Int\), Int and Int/,
  },
  {
    name: 'not with 2 arguments',
    src: '(assert (not true false))',
    at: '1:9',
    msg: /wrong number of arguments to 'not': expected 1, got 2/,
  },
  {
    name: '= with 1 argument (Z3 reads distinct with one, not =)',
    src: '(declare-const x Int)\n(assert (= x))',
    at: '2:9',
    msg: /wrong number of arguments to '=': expected at least 2, got 1/,
  },
  {
    name: 'a declared function with too many arguments',
    src: '(declare-fun f (Int) Int)\n(assert (= (f 1 2) 0))',
    at: '2:12',
    msg: /wrong number of arguments to 'f': expected 1, got 2/,
  },
  {
    name: 'a declared function with a wrong argument sort',
    src: '(declare-fun f (Int) Int)\n(assert (= (f true) 0))',
    at: '2:12',
    msg: /f expects .*Int.*got Bool/,
  },
  {
    name: 'Int where BitVec is expected: (bvadd x 1)',
    src: BV8 + '(assert (= x (bvadd x 1)))',
    at: '2:14',
    msg: /bvadd expects .*BitVec.*got \(_ BitVec 8\) and Int/,
  },
  {
    name: 'mismatched bit-vector widths',
    src: BV8 + '(declare-const y (_ BitVec 4))\n(assert (= x (bvadd x y)))',
    at: '3:14',
    msg: /bvadd expects .*equal widths, got \(_ BitVec 8\) and \(_ BitVec 4\)/,
  },
  {
    name: 'mismatched widths in a comparison',
    src: BV8 + '(assert (bvult x (_ bv1 4)))',
    at: '2:9',
    msg: /bvult expects .*got \(_ BitVec 8\) and \(_ BitVec 4\)/,
  },
  {
    name: 'literal of the wrong width',
    src: BV8 + '(assert (= x #b101))',
    at: '2:9',
    msg: /= expects arguments of the same sort, got \(_ BitVec 8\) and \(_ BitVec 3\)/,
  },
  {
    name: 'extract high index out of range',
    src: BV8 + '(assert (= ((_ extract 8 0) x) x))',
    at: '2:12',
    msg: /extract indices out of range: \(_ extract 8 0\) on \(_ BitVec 8\)/,
  },
  {
    name: 'extract with i < j',
    src: BV8 + '(assert (= ((_ extract 2 5) x) #b0))',
    at: '2:12',
    msg: /extract indices out of range: \(_ extract 2 5\)/,
  },
  {
    name: 'extract with symbolic indices (_ extract a b)',
    src: BV8 + '(assert (= ((_ extract a b) x) #b0))',
    at: '2:12',
    msg: /indices of 'extract' must be numerals/,
  },
  {
    name: 'extract with one index',
    src: BV8 + '(assert (= ((_ extract 7) x) x))',
    at: '2:12',
    msg: /\(_ extract …\) expects 2 indices, got 1/,
  },
  {
    name: 'extract applied to an Int',
    src: '(declare-const x Int)\n(assert (= ((_ extract 3 0) x) #b0000))',
    at: '2:12',
    msg: /extract expects an argument of sort \(_ BitVec m\), got Int/,
  },
  {
    name: 'repeat 0',
    src: BV8 + '(assert (= ((_ repeat 0) x) x))',
    at: '2:12',
    msg: /repeat count must be at least 1/,
  },
  {
    name: 'non-Bool assert (a constant)',
    src: '(declare-const x Int)\n(assert x)',
    at: '2:9',
    msg: /assert expects a Bool term, got Int/,
  },
  {
    name: 'non-Bool assert (an application)',
    src: '(declare-const x Int)\n(assert (+ x 1))',
    at: '2:9',
    msg: /assert expects a Bool term, got Int/,
  },
  {
    name: 'non-Bool check-sat-assuming literal',
    src: '(declare-const x Int)\n(check-sat-assuming (x))',
    at: '2:22',
    msg: /check-sat-assuming expects a Bool term, got Int/,
  },
  {
    name: 'ite branches of different sorts',
    src: '(declare-const p Bool)\n(assert (= 1 (ite p 1 true)))',
    at: '2:14',
    msg: /ite expects .*same sort, got Bool, Int and Bool/,
  },
  {
    name: '= between different sorts',
    src: '(declare-const p Bool)\n(assert (= p 1))',
    at: '2:9',
    msg: /= expects arguments of the same sort, got Bool and Int/,
  },
  {
    name: 'and with an Int argument',
    src: '(assert (and true 1))',
    at: '1:9',
    msg: /and expects arguments of sort Bool, got Bool and Int/,
  },
  {
    name: 'arithmetic on a String',
    src: '(declare-const x Int)\n(assert (= (* x "a") 0))',
    at: '2:12',
    msg: /\* expects arguments of sort Int or Real, got Int and String/,
  },
  {
    name: 'div on a Real',
    src: '(declare-const r Real)\n(assert (= (div r 2) 0))',
    at: '2:12',
    msg: /div expects arguments of sort Int, got Real and Int/,
  },
  {
    name: 'str.in_re with a String for a RegLan',
    src: '(declare-const s String)\n(assert (str.in_re s "a"))',
    at: '2:9',
    msg: /str.in_re expects .*RegLan, got String and String/,
  },
  {
    name: 'store of the wrong element sort',
    src: '(declare-const a (Array Int Int))\n(assert (= (store a 1 true) a))',
    at: '2:12',
    msg: /store expects .*got \(Array Int Int\), Int and Bool/,
  },
  {
    name: 'wrong number of sort arguments: (Array Int)',
    src: '(declare-const a (Array Int))',
    at: '1:18',
    msg: /sort 'Array' expects 2 sort arguments, got 1/,
  },
  {
    name: 'a declared sort used without its argument',
    src: '(declare-sort S 1)\n(declare-const x S)',
    at: '2:18',
    msg: /sort 'S' expects 1 sort argument, got 0/,
  },
  {
    name: 'a defined sort with too few arguments',
    src: '(define-sort Pair (A B) (Array A B))\n(declare-const x (Pair Int))',
    at: '2:18',
    msg: /sort 'Pair' expects 2 sort arguments, got 1/,
  },
  {
    name: 'Int applied to a sort',
    src: '(declare-const x (Int Int))',
    at: '1:18',
    msg: /sort 'Int' expects 0 sort arguments, got 1/,
  },
  { name: 'Int with an index', src: '(declare-const x (_ Int 3))', at: '1:18', msg: /sort 'Int' takes no indices/ },
  { name: '(_ BitVec 0)', src: '(declare-const x (_ BitVec 0))', at: '1:18', msg: /bit-vector width must be positive/ },
  {
    name: '(_ FloatingPoint 1 24)',
    src: '(declare-const x (_ FloatingPoint 1 24))',
    at: '1:18',
    msg: /floating-point exponent and significand widths must be greater than 1/,
  },
  {
    name: 'undeclared constructor in match',
    src: LIST + '(assert (= 0 (match l ((nil 0) ((conz h t) h)))))',
    at: '3:44',
    msg: /'conz' is not a constructor of L/,
    count: 2,
  },
  {
    name: 'constructor pattern with too few variables',
    src: LIST + '(assert (= 0 (match l ((nil 0) ((cons h) h)))))',
    at: '3:42',
    msg: /pattern \(cons …\) needs 2 variables, got 1/,
    count: 2,
  },
  {
    name: 'match cases of different sorts',
    src: LIST + '(assert (match l ((nil true) ((cons h t) h))))',
    at: '3:42',
    msg: /match cases have different sorts: Bool and Int/,
  },
  {
    name: 'selector applied to the wrong sort',
    src: LIST + '(declare-const x Int)\n(assert (= 0 (hd x)))',
    at: '4:14',
    msg: /hd expects .*L.*got Int/,
  },
  {
    name: 'quantifier variable out of scope after the quantifier',
    src: '(assert (forall ((x Int)) (> x 0)))\n(assert (> x 0))',
    at: '2:12',
    msg: /unknown symbol 'x'/,
  },
  {
    name: 'let variable out of scope after the let',
    src: '(assert (let ((y 1)) (> y 0)))\n(assert (> y 0))',
    at: '2:12',
    msg: /unknown symbol 'y'/,
  },
  {
    name: 'let bindings are parallel',
    src: '(assert (let ((a 1) (b a)) true))',
    at: '1:24',
    msg: /unknown symbol 'a'/,
  },
  {
    name: 'a let variable shadows a constant',
    src: '(declare-const x Int)\n(assert (let ((x true)) (> x 0)))',
    at: '2:25',
    msg: /> expects arguments of sort Int or Real, got Bool and Int/,
  },
  {
    name: 'a function parameter is out of scope after define-fun',
    src: '(define-fun f ((x Int)) Int x)\n(assert (> x 0))',
    at: '2:12',
    msg: /unknown symbol 'x'/,
  },
  {
    name: 'a declaration is out of scope after pop',
    src: '(declare-const x Int)\n(push)\n(declare-const y Int)\n(pop)\n(assert (= x y))',
    at: '5:14',
    msg: /unknown symbol 'y'/,
  },
  {
    name: 'a declaration is out of scope after reset',
    src: '(declare-const x Int)\n(reset)\n(assert (> x 0))',
    at: '3:12',
    msg: /unknown symbol 'x'/,
  },
  {
    name: 'define-fun body sort differs from the declared sort',
    src: '(define-fun f ((x Int)) Bool (+ x 1))',
    at: '1:30',
    msg: /the body of 'f' has sort Int, but 'f' is declared Bool/,
  },
  {
    name: 'define-const body sort differs from the declared sort',
    src: '(define-const c Int true)',
    at: '1:21',
    msg: /the body of 'c' has sort Bool, but 'c' is declared Int/,
  },
  {
    name: 'define-funs-rec bodies swapped',
    src: '(define-funs-rec ((f ((n Int)) Int) (g ((n Int)) Bool)) ((g n) (f n)))',
    at: '1:58',
    msg: /the body of 'f' has sort Bool, but 'f' is declared Int/,
    count: 2,
  },
  {
    name: 'define-fun-rec with ill-sorted recursion',
    src: '(define-fun-rec f ((n Int)) Int (ite (= n 0) true (f (- n 1))))',
    at: '1:33',
    msg: /ite expects .*got Bool, Bool and Int/,
  },
  { name: 'pop below zero', src: '(pop 1)', at: '1:1', msg: /pop 1 exceeds the 0 pushed assertion levels/ },
  {
    name: 'pop more than pushed',
    src: '(push 1)\n(pop 2)',
    at: '2:1',
    msg: /pop 2 exceeds the 1 pushed assertion levels/,
  },
  {
    name: 'duplicate declaration of a constant',
    src: '(declare-const x Int)\n(declare-const x Int)',
    at: '2:1',
    msg: /already declared/,
  },
  {
    name: 'duplicate declaration of a sort',
    src: '(declare-sort S 0)\n(declare-sort S 0)',
    at: '2:1',
    msg: /already declared/,
  },
];

describe('bad input: sort errors', () => {
  it('has at least 40 distinct cases', () => {
    expect(sortCases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(sortCases.map((c) => c.src)).size).toBe(sortCases.length);
  });

  for (const c of sortCases) {
    it(c.name, () => {
      const parsed = parseScript(c.src);
      if (!parsed.ok)
        throw new Error(`does not parse: ${parsed.error.line}:${parsed.error.col} ${parsed.error.message}`);
      const r = checkScript(parsed.value);
      expect(r.ok, `expected a sort error for ${JSON.stringify(c.src)}`).toBe(false);
      const first = r.errors[0]!;
      expect({ at: `${first.line}:${first.col}`, message: first.message }).toEqual({
        at: c.at,
        message: expect.stringMatching(c.msg),
      });
      expect(r.errors).toHaveLength(c.count ?? 1);
    });
  }

  it('well-sorted neighbours of the cases above are accepted', () => {
    for (const src of [
      '(declare-const y Int)\n(assert (> y 0))',
      '(declare-const a (Array Int Int))\n(assert (= 0 (select a 1)))',
      BV8 + '(assert (= x (bvadd x #x01)))',
      BV8 + '(assert (= ((_ extract 7 0) x) x))',
      BV8 + '(assert (= ((_ extract 3 3) x) #b0))',
      '(declare-const p Bool)\n(assert (= 1 (ite p 1 2)))',
      '(declare-const x (_ BitVec 1))',
      LIST + '(assert (= 0 (match l ((nil 0) ((cons h t) h)))))',
      LIST + '(assert (= 0 (hd l)))',
      '(assert (forall ((x Int)) (> x 0)))\n(declare-const x Int)\n(assert (> x 0))',
      '(define-fun f ((x Int)) Bool (> x 1))\n(assert (f 2))',
      '(push 2)\n(pop 1)\n(pop 1)',
      '(declare-fun f (Int) Int)\n(declare-fun f (Bool) Int)\n(assert (= (f 1) (f true)))',
      '(declare-const x Int)\n(push)\n(declare-const y Int)\n(assert (= x y))\n(pop)\n(declare-const y Int)\n(assert (= x y))',
      '(assert (let ((a 1)) (let ((a true)) a)))',
      '(declare-datatypes ((P 1)) ((par (T) ((mk (fst T))))))\n(declare-const p (P Int))\n(assert (= 1 (fst p)))',
      '(declare-datatypes () ((Color red green)))\n(declare-const c Color)\n(assert (= c red))',
    ]) {
      const parsed = parseScript(src);
      if (!parsed.ok) throw new Error(`does not parse: ${parsed.error.message}`);
      expect({ src, errors: checkScript(parsed.value).errors }).toEqual({ src, errors: [] });
    }
  });
});
