// The repository's corpus against its manifest and our front end (no solver): one row per file, every
// file parses, sort-checks and round-trips through the printer, its status line agrees with the row, and
// the corpus keeps covering every logic family (sat and unsat) and every operator and command listed below.
import { describe, expect, it } from 'vitest';
import { checkScript } from '../../src/smtlib/check/index.js';
import { astEqual } from '../../src/smtlib/equal.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { logicOf } from '../../src/smtlib/logic.js';
import { printScript } from '../../src/smtlib/printer.js';
import type { Script } from '../../src/smtlib/ast.js';
import { loadCorpus, loadCorpusManifest, type CorpusRow, type CorpusSeed } from '../support/corpus.js';
import { scriptFeatures } from '../support/corpus-features.js';

/** Logic families: the folder (named after the logic) decides; each family needs a sat and an unsat seed. */
const FAMILIES: Record<string, readonly string[]> = {
  'Core and UF': ['QF_UF', 'QF_UFLIA', 'QF_UFLRA', 'QF_UFBV', 'UF', 'UFLIA'],
  'linear integer': ['QF_LIA', 'LIA'],
  'linear real': ['QF_LRA', 'LRA'],
  'mixed integer/real': ['QF_LIRA', 'LIRA'],
  'nonlinear integer': ['QF_NIA', 'NIA'],
  'nonlinear real': ['QF_NRA', 'NRA'],
  'bit-vectors': ['QF_BV', 'QF_UFBVLIA'],
  'floating point': ['QF_FP', 'QF_BVFP', 'QF_FPLRA'],
  arrays: ['QF_AX', 'QF_ALIA', 'QF_ABV', 'AUFLIA'],
  'strings and regular expressions': ['QF_S', 'QF_SLIA'],
  sequences: ['QF_SEQ'],
  datatypes: ['QF_DT', 'QF_UFDTLIA', 'UFDT', 'UFDTLIA'],
  quantifiers: ['UF', 'UFLIA', 'LIA', 'LRA', 'LIRA', 'NIA', 'NRA', 'AUFLIA', 'UFDT', 'UFDTLIA'],
};

const ROUNDING_MODES = ['RNE', 'RNA', 'RTP', 'RTN', 'RTZ'].concat([
  'roundNearestTiesToEven',
  'roundNearestTiesToAway',
  'roundTowardPositive',
  'roundTowardNegative',
  'roundTowardZero',
]);

/** Features (see test/support/corpus-features.ts) that must occur somewhere in the corpus. */
const REQUIRED: readonly string[] = [
  ...[
    'set-logic',
    'set-option',
    'set-info',
    'declare-sort',
    'define-sort',
    'declare-fun',
    'declare-const',
    'define-fun',
    'define-fun-rec',
    'define-funs-rec',
    'define-const',
    'declare-datatype',
    'declare-datatypes',
    'push',
    'pop',
    'assert',
    'check-sat',
    'check-sat-assuming',
    'get-model',
    'get-value',
    'get-unsat-core',
  ].map((c) => `cmd:${c}`),
  ...['let', 'let-shadowing', 'forall', 'exists', 'nested-quantifier', 'match', 'annot'].map((t) => `term:${t}`),
  'attr::named',
  'attr::pattern',
  'attr::no-pattern',
  'dt:par',
  'dt:mutual',
  'tester:(_ is C)',
  'tester:is-C',
  'lit:hexadecimal',
  'lit:binary',
  'lit:decimal',
  'lit:(_ bvN w)',
  'lit:unicode-escape',
  'sort:Float16',
  'sort:Float32',
  'sort:Float64',
  'sort:FloatingPoint',
  'to_fp:bits',
  'to_fp:float',
  'to_fp:real',
  'to_fp:signed',
  ...[
    // Core, Ints, Reals, Reals_Ints
    ...['true', 'false', 'not', '=>', 'and', 'or', 'xor', '=', 'distinct', 'ite'],
    ...['-', '+', '*', 'div', 'mod', 'abs', '<=', '<', '>=', '>', 'divisible', '/'],
    ...['to_real', 'to_int', 'is_int'],
    // bit-vectors
    ...['concat', 'extract', 'repeat', 'zero_extend', 'sign_extend', 'rotate_left', 'rotate_right'],
    ...['bvnot', 'bvneg', 'bvand', 'bvor', 'bvxor', 'bvnand', 'bvnor', 'bvxnor', 'bvcomp'],
    ...['bvadd', 'bvsub', 'bvmul', 'bvudiv', 'bvurem', 'bvsdiv', 'bvsrem', 'bvsmod', 'bvshl', 'bvlshr', 'bvashr'],
    ...['bvult', 'bvule', 'bvugt', 'bvuge', 'bvslt', 'bvsle', 'bvsgt', 'bvsge'],
    ...['bvuaddo', 'bvsaddo', 'bvumulo', 'bvsmulo', 'bvusubo', 'bvssubo', 'bvsdivo', 'bv2nat', 'int2bv'],
    // floating point
    ...ROUNDING_MODES,
    ...['fp', '+oo', '-oo', '+zero', '-zero', 'NaN', 'fp.abs', 'fp.neg', 'fp.add', 'fp.sub', 'fp.mul', 'fp.div'],
    ...['fp.fma', 'fp.sqrt', 'fp.rem', 'fp.roundToIntegral', 'fp.min', 'fp.max'],
    ...['fp.leq', 'fp.lt', 'fp.geq', 'fp.gt', 'fp.eq'],
    ...['fp.isNormal', 'fp.isSubnormal', 'fp.isZero', 'fp.isInfinite', 'fp.isNaN', 'fp.isNegative', 'fp.isPositive'],
    ...['to_fp', 'to_fp_unsigned', 'fp.to_ubv', 'fp.to_sbv', 'fp.to_real'],
    // arrays
    ...['select', 'store', 'as-const'],
    // strings and regular expressions
    ...['str.++', 'str.len', 'str.<', 'str.<=', 'str.at', 'str.substr', 'str.prefixof', 'str.suffixof'],
    ...['str.contains', 'str.indexof', 'str.replace', 'str.replace_all', 'str.replace_re', 'str.replace_re_all'],
    ...['str.is_digit', 'str.to_code', 'str.from_code', 'str.to_int', 'str.from_int', 'str.in_re', 'str.to_re'],
    ...['re.none', 're.all', 're.allchar', 're.++', 're.union', 're.inter', 're.diff', 're.*', 're.+', 're.opt'],
    ...['re.comp', 're.range', 're.loop', 're.^'],
    // sequences
    ...['seq.empty', 'seq.unit', 'seq.++', 'seq.len', 'seq.nth', 'seq.at', 'seq.extract', 'seq.contains'],
    ...['seq.prefixof', 'seq.suffixof', 'seq.indexof', 'seq.replace', 'seq.replace_all', 'seq.rev', 'seq.update'],
  ].map((op) => `op:${op}`),
];

const ANSWER = /^(sat|unsat)$/;
const RESULT = /^((sat|unsat|unknown)(;(sat|unsat|unknown))*(;timeout)?|timeout|error|unsupported|crash|none)$/;

interface Checked {
  seed: CorpusSeed;
  script: Script;
}

function parseAndCheck(seeds: readonly CorpusSeed[]): { checked: Checked[]; problems: string[] } {
  const checked: Checked[] = [];
  const problems: string[] = [];
  for (const seed of seeds) {
    const parsed = parseScript(seed.text);
    if (!parsed.ok) {
      problems.push(`${seed.path}: ${parsed.error.line}:${parsed.error.col} ${parsed.error.message}`);
      continue;
    }
    const result = checkScript(parsed.value);
    for (const e of result.errors) problems.push(`${seed.path}: ${e.line}:${e.col} ${e.message}`);
    const again = parseScript(printScript(parsed.value));
    if (!again.ok || !astEqual(parsed.value, again.value)) problems.push(`${seed.path}: does not round-trip`);
    checked.push({ seed, script: parsed.value });
  }
  return { checked, problems };
}

const checkSats = (script: Script): number =>
  script.commands.filter((c) => c.cmd === 'check-sat' || c.cmd === 'check-sat-assuming').length;

function statusOf(script: Script): string | undefined {
  for (const c of script.commands) {
    if (c.cmd === 'set-info' && c.keyword === ':status' && c.value?.kind === 'symbol') return c.value.name;
  }
  return undefined;
}

describe('test/corpus', () => {
  it('has exactly one manifest row per .smt2 file, and no row without a file', () => {
    const files = loadCorpus().map((s) => s.path);
    const rows = loadCorpusManifest().map((r) => r.path);
    expect(new Set(rows).size, 'duplicate rows').toBe(rows.length);
    expect([...rows].sort()).toEqual(files);
    expect(files.length).toBeGreaterThanOrEqual(80);
  });

  it('every file parses, sort-checks and round-trips through printScript', () => {
    const { checked, problems } = parseAndCheck(loadCorpus());
    expect(problems).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(80);
  });

  it('every file says what it exercises, declares its logic, and agrees with its row', () => {
    const rows = new Map<string, CorpusRow>(loadCorpusManifest().map((r) => [r.path, r]));
    const problems: string[] = [];
    for (const { seed, script } of parseAndCheck(loadCorpus()).checked) {
      const row = rows.get(seed.path);
      if (!row) continue; // reported by the first test
      const say = (what: string): number => problems.push(`${seed.path}: ${what}`);
      if (!/^; \S/.test(seed.text)) say('the first line must be a `; …` comment saying what the file exercises');
      // `none`: Z3's extension files (ext/z3/) have no set-logic, since Z3 reads its extensions only without one.
      if (logicOf(script) !== row.logic) say(`set-logic ${logicOf(script)} but the row says ${row.logic}`);
      const expected = row.expected.split(';');
      if (!expected.every((a) => ANSWER.test(a))) say(`expected '${row.expected}' is not sat/unsat answers`);
      if (expected.length !== checkSats(script)) say(`${checkSats(script)} check-sats but expected '${row.expected}'`);
      const status = statusOf(script);
      if (checkSats(script) === 1 && status !== row.expected) say(`status ${status}, expected ${row.expected}`);
      if (checkSats(script) > 1 && status !== undefined) say('a (set-info :status) with several check-sats');
      for (const [solver, result] of [
        ['z3', row.z3],
        ['cvc5', row.cvc5],
      ] as const) {
        if (!RESULT.test(result)) say(`${solver}_result '${result}' is not a result`);
      }
      if (row.cvc5Options.some((o) => !o.startsWith('--'))) say(`cvc5_options '${row.cvc5Options.join(' ')}'`);
    }
    expect(problems).toEqual([]);
  });

  it('has a sat and an unsat seed in every logic family', () => {
    const answers = new Map<string, Set<string>>();
    for (const row of loadCorpusManifest()) {
      const folder = row.path.split('/')[0]!;
      for (const [family, folders] of Object.entries(FAMILIES)) {
        if (!folders.includes(folder)) continue;
        const set = answers.get(family) ?? new Set<string>();
        for (const a of row.expected.split(';')) set.add(a);
        answers.set(family, set);
      }
    }
    const missing = Object.keys(FAMILIES).flatMap((family) =>
      ['sat', 'unsat'].filter((a) => !answers.get(family)?.has(a)).map((a) => `${family}: no ${a} seed`),
    );
    expect(missing).toEqual([]);
  });

  it('covers every required operator, command and construct', () => {
    const found = new Set<string>();
    for (const { script } of parseAndCheck(loadCorpus()).checked) for (const f of scriptFeatures(script)) found.add(f);
    expect(REQUIRED.filter((f) => !found.has(f))).toEqual([]);
  });
});
