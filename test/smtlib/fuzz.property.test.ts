// Property tests: the front end never throws on any input. Random text, random token soups and
// token/character-level mutations of the repo's seed corpus (test/corpus/) all yield either a script or an error value
// with a sane position and a non-empty message; every script that parses also round-trips.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkScript } from '../../src/smtlib/check/index.js';
import { astEqual } from '../../src/smtlib/equal.js';
import { Lexer } from '../../src/smtlib/lexer.js';
import { MAX_NESTING, parseScript, parseScriptRecovering } from '../../src/smtlib/parser.js';
import { diagnose } from '../../src/smtlib/diagnose.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { SmtError } from '../../src/smtlib/result.js';
import { ownSeeds, type Seed } from '../support/seed-set.js';

/** Fixed seed: a failure reproduces exactly (fast-check prints the counterexample and its path). */
const SEED = 0x5eed_2026;
const params = (numRuns: number): fc.Parameters<unknown> => ({ seed: SEED, numRuns, endOnFailure: true });

/** Problems with an error value; empty when it is well-formed. */
function errorProblems(text: string, e: SmtError): string[] {
  const out: string[] = [];
  if (typeof e.message !== 'string' || e.message.length === 0) out.push('empty message');
  if (/internal parser error/.test(e.message)) out.push(`internal error: ${e.message}`);
  for (const k of ['line', 'col', 'offset'] as const) {
    if (!Number.isInteger(e[k]) || e[k] < 0) out.push(`${k} = ${String(e[k])}`);
  }
  if (e.offset > text.length) out.push(`offset ${e.offset} beyond the text (${text.length})`);
  if (e.line > 0) {
    // line:col must describe the offset (1-based, lines split at \n).
    const before = text.slice(0, e.offset).split('\n');
    const want = `${before.length}:${before[before.length - 1]!.length + 1}`;
    if (want !== `${e.line}:${e.col}`) out.push(`position ${e.line}:${e.col} but offset ${e.offset} is at ${want}`);
  }
  return out;
}

/**
 * The editor's recovering parse on a text that does not parse: its first error is parseScript's, every error is
 * well-formed, the errors advance through the text, and the diagnostics (with sort-checking) do not throw.
 */
function checkRecovery(text: string, first: SmtError): void {
  const rec = parseScriptRecovering(text);
  const fail = (why: string): never => {
    throw new Error(`recovery: ${why} for ${JSON.stringify(text.slice(0, 300))}`);
  };
  if (JSON.stringify(rec.errors[0]) !== JSON.stringify(first)) fail(`first error ${JSON.stringify(rec.errors[0])}`);
  for (const [i, e] of rec.errors.entries()) {
    const problems = errorProblems(text, e);
    if (problems.length) fail(problems.join('; '));
    if (i > 0 && e.offset <= rec.errors[i - 1]!.offset) fail(`error ${i} does not advance: ${JSON.stringify(e)}`);
  }
  for (const e of diagnose(text).errors) {
    const problems = errorProblems(text, e);
    if (problems.length) fail(`diagnostic ${JSON.stringify(e)}: ${problems.join('; ')}`);
  }
}

/**
 * The property for one input: parse gives a well-formed value; a parsed script round-trips, and the
 * sort checker neither throws nor reports malformed errors, and reports the same messages for the
 * original and the reprinted script.
 */
function checkText(text: string): void {
  const r = parseScript(text);
  if (!r.ok) {
    const problems = errorProblems(text, r.error);
    if (problems.length) throw new Error(`${problems.join('; ')} for ${JSON.stringify(text.slice(0, 300))}`);
    checkRecovery(text, r.error);
    return;
  }
  if (!Array.isArray(r.value.commands)) throw new Error('ok result without commands');
  const printed = printScript(r.value);
  const again = parseScript(printed);
  if (!again.ok) {
    throw new Error(
      `printed script does not parse: ${again.error.line}:${again.error.col} ${again.error.message}\n${printed.slice(0, 500)}`,
    );
  }
  if (!astEqual(again.value, r.value)) throw new Error(`print → parse changed the AST:\n${printed.slice(0, 500)}`);
  if (printScript(again.value) !== printed) throw new Error(`printing is not a fixpoint:\n${printed.slice(0, 500)}`);

  const checked = checkScript(r.value);
  if (checked.ok !== (checked.errors.length === 0))
    throw new Error(`checkScript: ok=${checked.ok} with ${checked.errors.length} errors`);
  for (const e of checked.errors) {
    const problems = errorProblems(text, e);
    if (problems.length)
      throw new Error(
        `sort error ${JSON.stringify(e)}: ${problems.join('; ')} for ${JSON.stringify(text.slice(0, 300))}`,
      );
  }
  const recheck = checkScript(again.value);
  const messages = (xs: readonly SmtError[]): string[] => xs.map((e) => e.message);
  if (messages(recheck.errors).join('\n') !== messages(checked.errors).join('\n')) {
    throw new Error(
      `the reprinted script checks differently:\n${messages(checked.errors).join('\n')}\nvs\n${messages(recheck.errors).join('\n')}\n${printed.slice(0, 500)}`,
    );
  }
}

// ---- inputs -------------------------------------------------------------------------------------

let seeds: Seed[] = [];
/** Each seed as the source text of its tokens (comments and layout dropped). */
let seedTokens: string[][] = [];

beforeAll(() => {
  seeds = ownSeeds();
  seedTokens = seeds.map((s) => {
    const lx = new Lexer(s.text);
    const out: string[] = [];
    for (let t = lx.next(); t.type !== 'eof' && t.type !== 'error'; t = lx.next())
      out.push(lx.slice(t.span.start, t.span.end));
    return out;
  });
});

/** Tokens that steer the parser into its special forms and its error paths. */
const TOKENS = [
  '(',
  '(',
  '(',
  ')',
  ')',
  ')',
  '_',
  'as',
  'let',
  'forall',
  'exists',
  'lambda',
  'match',
  '!',
  'par',
  'const',
  ':named',
  ':pattern',
  ':no-pattern',
  ':qid',
  ':',
  'assert',
  'declare-fun',
  'declare-const',
  'define-fun',
  'define-funs-rec',
  'declare-datatype',
  'declare-datatypes',
  'define-sort',
  'declare-sort',
  'push',
  'pop',
  'echo',
  'get-value',
  'check-sat',
  'check-sat-assuming',
  'check-sat-using',
  'set-info',
  'set-option',
  'set-logic',
  'foo',
  'Int',
  'Bool',
  'Array',
  'BitVec',
  'extract',
  'bvadd',
  'x',
  'f',
  '|q s|',
  '||',
  '|',
  '"',
  '"s""t"',
  '"\n"',
  '0',
  '1',
  '42',
  '007',
  '1.5',
  '1.',
  '#x',
  '#xFF',
  '#b01',
  '#b2',
  '#q',
  '99999999999999999999',
  ';c\n',
  '\n',
  '[',
  'é',
  '\u0000',
];

const tokenSoup = fc
  .array(fc.constantFrom(...TOKENS), { maxLength: 60 })
  .chain((toks) => fc.constantFrom(' ', '\n', '').map((sep) => toks.join(sep)));

const parenSoup = fc
  .array(fc.constantFrom('(', ')', '(assert ', '(f ', 'x ', '(_ bv1 8)', '(let ((a 1)) ', '(! ', ':named n '), {
    maxLength: 80,
  })
  .map((parts) => parts.join(''));

type TokenOp =
  | { op: 'delete'; i: number }
  | { op: 'duplicate'; i: number }
  | { op: 'swap'; i: number; j: number }
  | { op: 'insert'; i: number; tok: string }
  | { op: 'replace'; i: number; tok: string }
  | { op: 'copy'; i: number; j: number };

const tokenOp: fc.Arbitrary<TokenOp> = fc.oneof(
  fc.record({ op: fc.constant('delete' as const), i: fc.nat() }),
  fc.record({ op: fc.constant('duplicate' as const), i: fc.nat() }),
  fc.record({ op: fc.constant('swap' as const), i: fc.nat(), j: fc.nat() }),
  fc.record({ op: fc.constant('insert' as const), i: fc.nat(), tok: fc.constantFrom(...TOKENS) }),
  fc.record({ op: fc.constant('replace' as const), i: fc.nat(), tok: fc.constantFrom(...TOKENS) }),
  fc.record({ op: fc.constant('copy' as const), i: fc.nat(), j: fc.nat() }),
);

function applyTokenOps(tokens: readonly string[], ops: readonly TokenOp[]): string[] {
  const t = [...tokens];
  for (const o of ops) {
    const n = t.length;
    if (n === 0) {
      if (o.op === 'insert' || o.op === 'replace') t.push(o.tok);
      continue;
    }
    const i = o.i % n;
    switch (o.op) {
      case 'delete':
        t.splice(i, 1);
        break;
      case 'duplicate':
        t.splice(i, 0, t[i]!);
        break;
      case 'swap': {
        const j = o.j % n;
        [t[i], t[j]] = [t[j]!, t[i]!];
        break;
      }
      case 'insert':
        t.splice(i, 0, o.tok);
        break;
      case 'replace':
        t[i] = o.tok;
        break;
      case 'copy': // a token from elsewhere in the same script (keeps it well-typed-ish)
        t.splice(i, 0, t[o.j % n]!);
        break;
    }
  }
  return t;
}

/** Arbitraries over the seeds are built once they are loaded (in `it`, never at module scope). */
const seedIndex = (): fc.Arbitrary<number> => fc.nat({ max: seeds.length - 1 });

const mutatedSeed = (): fc.Arbitrary<string> =>
  fc
    .tuple(seedIndex(), fc.array(tokenOp, { minLength: 1, maxLength: 6 }), fc.constantFrom(' ', '\n'))
    .map(([k, ops, sep]) => applyTokenOps(seedTokens[k]!, ops).join(sep));

type TextOp =
  { op: 'truncate'; at: number } | { op: 'insert'; at: number; s: string } | { op: 'cut'; at: number; len: number };

const textOp: fc.Arbitrary<TextOp> = fc.oneof(
  fc.record({ op: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({
    op: fc.constant('insert' as const),
    at: fc.nat(),
    s: fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    op: fc.constant('insert' as const),
    at: fc.nat(),
    s: fc.constantFrom('(', ')', '"', '|', '#', ':', ';', '\n', '.', '\\', '#b', '#x'),
  }),
  fc.record({ op: fc.constant('cut' as const), at: fc.nat(), len: fc.integer({ min: 1, max: 40 }) }),
);

function applyTextOps(text: string, ops: readonly TextOp[]): string {
  let s = text;
  for (const o of ops) {
    const at = o.at % (s.length + 1);
    if (o.op === 'truncate') s = s.slice(0, at);
    else if (o.op === 'insert') s = s.slice(0, at) + o.s + s.slice(at);
    else s = s.slice(0, at) + s.slice(at + o.len);
  }
  return s;
}

const mutatedSeedText = (): fc.Arbitrary<string> =>
  fc
    .tuple(seedIndex(), fc.array(textOp, { minLength: 1, maxLength: 4 }))
    .map(([k, ops]) => applyTextOps(seeds[k]!.text, ops));

// ---- properties ---------------------------------------------------------------------------------

describe('fuzz: the parser and the sort checker never throw', () => {
  it('the checks themselves can fail (sanity)', () => {
    expect(errorProblems('ab', { message: '', line: 1, col: 1, offset: 0 })).toEqual(['empty message']);
    expect(errorProblems('a\nb', { message: 'm', line: 1, col: 3, offset: 2 })).toEqual([
      'position 1:3 but offset 2 is at 2:1',
    ]);
    expect(errorProblems('a', { message: 'm', line: -1, col: 0, offset: 5 })).toHaveLength(2);
    expect(seeds.length).toBeGreaterThanOrEqual(80);
    expect(seedTokens.every((t) => t.length > 0)).toBe(true);
  });

  it('random unicode and ASCII text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: 'binary-ascii', maxLength: 120 })),
        (s) => checkText(s),
      ),
      params(3000),
    );
  });

  it('random token soups and paren soups', () => {
    fc.assert(
      fc.property(fc.oneof(tokenSoup, parenSoup), (s) => checkText(s)),
      params(5000),
    );
  });

  it('token-level mutations of seeds (delete, duplicate, swap, insert, replace)', () => {
    fc.assert(
      fc.property(mutatedSeed(), (s) => checkText(s)),
      params(6000),
    );
  });

  it('character-level mutations of seeds (truncate, insert random chars, cut)', () => {
    fc.assert(
      fc.property(mutatedSeedText(), (s) => checkText(s)),
      params(6000),
    );
  });

  it('every prefix of a seed is a script or a positioned error', () => {
    const text =
      seeds.find((s) => s.text.includes('(declare-datatype') && s.text.length < 3000)?.text ?? seeds[0]!.text;
    for (let i = 0; i <= text.length; i++) checkText(text.slice(0, i));
  });
});

describe('fuzz: deep nesting', () => {
  const N = 100_000;
  const M = MAX_NESTING;

  it('100k nested terms give a positioned error value, not a crash', () => {
    const text = `(assert ${'(not '.repeat(N)}p${')'.repeat(N)})`;
    const r = parseScript(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(/nesting too deep/);
    // The first term past the limit: `(assert ` is 8 characters and each `(not ` is 5.
    expect(r.error).toMatchObject({ line: 1, col: 9 + 5 * M, offset: 8 + 5 * M });
    expect(errorProblems(text, r.error)).toEqual([]);
  });

  it('100k unclosed and 100k lone parentheses', () => {
    for (const text of ['('.repeat(N), `(set-info :x ${'('.repeat(N)}`, ')'.repeat(N), `(echo "${'('.repeat(N)}`]) {
      const r = parseScript(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(errorProblems(text, r.error)).toEqual([]);
    }
  });

  it('100k nested sorts, s-expressions, lets and quantifiers', () => {
    for (const text of [
      `(declare-const a ${'(Array Int '.repeat(N)}Int${')'.repeat(N)})`,
      `(set-info :x ${'('.repeat(N)}${')'.repeat(N)})`,
      `(assert ${'(let ((a true)) '.repeat(N)}a${')'.repeat(N)})`,
      `(assert ${'(forall ((a Int)) '.repeat(N)}true${')'.repeat(N)})`,
      `(assert ${'(! '.repeat(N)}true${' :named a)'.repeat(N)})`,
      `(check-sat-using ${'(then '.repeat(N)}smt${')'.repeat(N)})`,
    ]) {
      const r = parseScript(text);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.message).toMatch(/nesting too deep/);
      expect(r.error.line).toBe(1);
      expect(errorProblems(text, r.error)).toEqual([]);
    }
  });

  it('nesting just under the limit parses, prints and round-trips', () => {
    for (const text of [
      `(assert ${'(not '.repeat(M - 1)}p${')'.repeat(M - 1)})\n`,
      `(declare-const a ${'(Array Int '.repeat(M - 1)}Int${')'.repeat(M - 1)})\n`,
      `(assert ${'(let ((a true)) '.repeat(M - 1)}a${')'.repeat(M - 1)})\n`,
    ]) {
      checkText(text);
      const r = parseScript(text);
      expect(r.ok && printScript(r.value)).toBe(text);
    }
  });

  it('a long flat script (20k commands) parses', () => {
    const text = '(declare-const x Int)\n' + '(assert (> x 0))\n'.repeat(20_000);
    const r = parseScript(text);
    expect(r.ok && r.value.commands.length).toBe(20_001);
  });
});
