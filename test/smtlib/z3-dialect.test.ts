// Z3's dialect beyond SMT-LIB, on our own files (test/corpus/Z3_DIALECT/, one per kind of form): each parses,
// sort-checks in the z3 dialect (and for the Z3 5.2.0 lane), round-trips through the printer, is refused
// for cvc5 1.0.3 with a positioned message naming the form, and is well-sorted for the pinned solvers
// exactly when they read it (manifest.tsv records what native z3 4.8.12 and cvc5 1.0.3 answered).
// z3-dialect.solvers.test.ts runs the files on the Z3 releases themselves.
import { describe, expect, it } from 'vitest';
import { checkScript } from '../../src/smtlib/check/index.js';
import { astEqual } from '../../src/smtlib/equal.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript, printTerm } from '../../src/smtlib/printer.js';
import { parseTerm } from '../../src/smtlib/parser.js';
import { loadCorpusManifest, readCorpusSeed } from '../support/corpus.js';

/**
 * Every kind of form of issue 23 (item 1), the file that covers it and what the cvc5 dialect says about it.
 */
const KINDS: readonly { kind: string; file: string; cvc5: RegExp }[] = [
  { kind: "to_fp's further argument lists", file: 'to-fp-arguments', cvc5: /'to_fp' on RoundingMode, Real, Int/ },
  { kind: 'a term in function position', file: 'term-applied', cvc5: /a term applied as a function/ },
  { kind: 'a lambda in function position', file: 'lambda-applied', cvc5: /a lambda applied as a function/ },
  { kind: 'an array applied like a function', file: 'array-applied', cvc5: /the application of the array 'a'/ },
  { kind: 'the built-in List', file: 'list', cvc5: /the built-in sort 'List'/ },
  { kind: 'negative numerals', file: 'negative-numerals', cvc5: /the negative literal -2\.5/ },
  { kind: '~', file: 'tilde', cvc5: /'~' is not/ },
  { kind: '+ and * with one argument', file: 'one-argument', cvc5: /'\+' on Int/ },
  { kind: 'arrays of several index sorts', file: 'several-indices', cvc5: /sort 'Array' of 3 sort arguments/ },
  {
    kind: 'functions and arrays as one another',
    file: 'functions-as-arrays',
    cvc5: /\(Array Int Int\) and \(-> Int Int\)/,
  },
  { kind: 'functions in seq.map and seq.foldl', file: 'sequence-functions', cvc5: /'seq.map'/ },
  { kind: 'map over sets', file: 'map-sets', cvc5: /'map' is not/ },
  { kind: 'update-field', file: 'update-field', cvc5: /the record update/ },
  { kind: '(_ char n) indices', file: 'char-codes', cvc5: /'\(_ char 97\)'/ },
  { kind: 'declare-sort without arity', file: 'sort-declarations', cvc5: /declare-sort without an arity/ },
  { kind: 'sort names reused by parameters', file: 'sort-declarations', cvc5: /the sort parameter 'T'/ },
  { kind: 'redeclared names Z3 overloads', file: 'overloads', cvc5: /the definition overloading 'dst'/ },
  { kind: 'a theory name declared', file: 'overloads', cvc5: /the declaration of the theory name 'fp'/ },
  { kind: "Z3's older datatype syntax", file: 'legacy-datatypes', cvc5: /the pre-2\.6 declare-datatypes form/ },
  { kind: 'the case form of match', file: 'case-match', cvc5: /the match form with case/ },
  { kind: 'attributes Z3 keeps inside terms', file: 'attributes', cvc5: /a :pattern written without its list/ },
];

const unread = (result: string): boolean => result === 'error' || result === 'unsupported';
const rows = () => loadCorpusManifest().filter((r) => r.path.startsWith('Z3_DIALECT/'));

function parsed(path: string) {
  const r = parseScript(readCorpusSeed(path).text);
  if (!r.ok) throw new Error(`${path}: ${r.error.line}:${r.error.col} ${r.error.message}`);
  return r.value;
}

describe("Z3's dialect: our files", () => {
  it('cover every kind of form, each refused for cvc5 1.0.3 with a positioned message', () => {
    const files = new Set(rows().map((r) => r.path));
    const problems: string[] = [];
    for (const { kind, file, cvc5 } of KINDS) {
      const path = `Z3_DIALECT/${file}.smt2`;
      if (!files.has(path)) {
        problems.push(`${kind}: no file ${path}`);
        continue;
      }
      const errors = checkScript(parsed(path), { dialects: ['cvc5@1.0.3'] }).errors;
      const hit = errors.find((e) => cvc5.test(e.message));
      if (!hit) problems.push(`${kind}: cvc5@1.0.3 says ${JSON.stringify(errors.map((e) => e.message))}`);
      else if (hit.line < 1 || hit.col < 1) problems.push(`${kind}: the message has no position`);
    }
    expect(problems).toEqual([]);
  });

  it('parse, sort-check in the z3 dialect and for Z3 5.2.0, and round-trip', () => {
    expect(rows().length).toBeGreaterThanOrEqual(KINDS.length - 2);
    for (const row of rows()) {
      const script = parsed(row.path);
      for (const dialect of ['z3', 'z3@5.2.0']) {
        const errors = checkScript(script, { dialects: [dialect] }).errors;
        expect(
          errors.map((e) => `${row.path}:${e.line}:${e.col} ${e.message}`),
          dialect,
        ).toEqual([]);
      }
      expect(checkScript(script).errors, `${row.path} without dialects`).toEqual([]);
      const again = parseScript(printScript(script));
      expect(again.ok && astEqual(script, again.value), `${row.path} round trip`).toBe(true);
    }
  });

  it('are well-sorted for native z3 4.8.12 and cvc5 1.0.3 exactly when they read them', () => {
    const disagreements: string[] = [];
    for (const row of rows()) {
      const script = parsed(row.path);
      for (const [dialect, result] of [
        ['z3@4.8.12', row.z3],
        ['cvc5@1.0.3', row.cvc5],
      ] as const) {
        const ok = checkScript(script, { dialects: [dialect] }).ok;
        if (ok === unread(result))
          disagreements.push(`${row.path}: ${dialect} ${ok ? 'accepts' : 'refuses'}, ${result}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe("Z3's dialect: forms", () => {
  const roundTrip = (text: string): string => {
    const t = parseTerm(text);
    if (!t.ok) throw new Error(t.error.message);
    return printTerm(t.value);
  };

  it('prints each form back as written', () => {
    for (const text of [
      '((f 1) 2)',
      '((lambda ((x Int)) x) 0)',
      '(match l (case nil 0) (case (insert h t) h))',
      '(! (f x) :pattern (f x))',
      '(! p)',
      '(+ -1 -2.5)',
      '((_ update-field px) p 5)',
      '(_ char 97)',
    ]) {
      expect(roundTrip(text)).toBe(text);
    }
  });

  it('reads -1 as a numeral only unquoted, and keeps |-1| a symbol', () => {
    const neg = parseTerm('-1');
    const quoted = parseTerm('|-1|');
    expect(neg.ok && neg.value.kind).toBe('const');
    expect(quoted.ok && quoted.value.kind).toBe('app');
    expect(quoted.ok && printTerm(quoted.value)).toBe('|-1|');
  });

  it("resolves nil by the script's one List instance, and asks for `as` with two", () => {
    const one = parseScript('(declare-const l (List Int))\n(assert (= l nil))');
    const two = parseScript('(declare-const l (List Int))\n(declare-const k (List Bool))\n(assert (= l nil))');
    expect(one.ok && checkScript(one.value, { dialects: 'z3' }).errors).toEqual([]);
    const errors = two.ok ? checkScript(two.value, { dialects: 'z3' }).errors : [];
    expect(errors.map((e) => `${e.line}:${e.col} ${e.message}`)).toEqual([
      "3:14 'nil' could be of sort (List Int) or (List Bool): write (as nil <sort>)",
    ]);
  });

  it("refuses a script's own List for the Z3 releases that have one, and reads it for 4.8.17 and cvc5", () => {
    const own = parseScript(
      '(declare-datatypes ((List 0)) (((nil) (cons (hd Int) (tl List)))))\n(declare-const l List)',
    );
    if (!own.ok) throw new Error(own.error.message);
    expect(checkScript(own.value, { dialects: 'z3@5.2.0' }).errors[0]?.message).toMatch(
      /sort 'List' is built into z3@5\.2\.0 .*: it cannot be declared again/,
    );
    for (const dialect of ['z3@4.8.17', 'cvc5@1.0.3', 'z3'])
      expect(checkScript(own.value, { dialects: dialect }).ok).toBe(true);
  });

  it('reads a sort parameter named like a declared sort as that sort, as Z3 does', () => {
    const text =
      '(declare-sort T 0)\n(define-sort F (T) (Array Int T))\n(declare-const f (F Int))\n(assert (= (select f 0) 1))';
    const r = parseScript(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(checkScript(r.value).errors.map((e) => e.message)).toEqual([
      '= expects arguments of the same sort, got T and Int',
    ]);
  });

  it('refuses an ambiguous constant, as both solvers do', () => {
    const r = parseScript('(declare-const c Int)\n(declare-const c Bool)\n(assert c)');
    if (!r.ok) throw new Error(r.error.message);
    expect(checkScript(r.value).errors.map((e) => `${e.line}:${e.col} ${e.message}`)).toEqual([
      "3:9 'c' is ambiguous (declared with several sorts): write (as c <sort>)",
    ]);
  });

  it('refuses for Z3 from 5.1.0 a declaration with the name and argument sorts of a built-in', () => {
    const r = parseScript('(declare-fun abs (Int) Int)');
    if (!r.ok) throw new Error(r.error.message);
    expect(checkScript(r.value, { dialects: 'z3@5.0.0' }).ok).toBe(true);
    expect(checkScript(r.value, { dialects: 'z3@5.2.0' }).errors[0]?.message).toMatch(
      /a declaration with the name and argument sorts of the built-in 'abs' is not in the z3@5\.2\.0 dialect \(read by Z3 before 5\.1\.0 and cvc5\)/,
    );
  });
});
