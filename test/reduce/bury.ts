// Test inputs for the reducer: a known crash trigger buried among unrelated seed material — two sat
// seeds with their symbols prefixed apart, plus extra satisfiable assertions — under `(set-logic ALL)`.
// The trigger's own commands come first, so its crash is reached the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renameCommands } from '../../src/mutators/fusion/rename.js';
import { globalNames } from '../../src/mutators/fusion/names.js';
import type { Command, Script, Term } from '../../src/smtlib/ast.js';
import { parseScript } from '../../src/smtlib/parser.js';
import { printScript } from '../../src/smtlib/printer.js';
import { loadManifest, SEEDS_DIR } from '../support/seeds.js';

export const TRIGGERS = ['issue9078-1', 'issue9472-2-cmv', 'proj-issue622-fmf-dt-u'] as const;

export function triggerText(name: string): string {
  return readFileSync(join(SEEDS_DIR, 'known-bugs', 'cvc5-1.0.3', `${name}.smt2`), 'utf8');
}

export function parsed(text: string): Script {
  const r = parseScript(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const CLOSING = new Set<Command['cmd']>(['check-sat', 'check-sat-assuming', 'exit', 'get-model', 'get-value']);
const BODY = new Set<Command['cmd']>([
  'declare-fun',
  'declare-const',
  'define-fun',
  'define-const',
  'declare-sort',
  'define-sort',
  'assert',
]);

function constructorsOf(script: Script): Set<string> {
  const out = new Set<string>();
  for (const c of script.commands) {
    const decls = c.cmd === 'declare-datatype' ? [c.decl] : c.cmd === 'declare-datatypes' ? c.decls : [];
    for (const d of decls) for (const k of d.constructors) out.add(k.name);
  }
  return out;
}

const BOOL_SORT = { id: { symbol: 'Bool', indices: [] }, args: [] };

/**
 * How a seed's assertions are buried: as they are, guarded by a fresh Boolean (so an unsat seed
 * cannot hide the crash), or as unused Boolean definitions (for triggers that any extra assertion
 * steers away from the crash).
 */
export type SeedMode = 'asserted' | 'guarded' | 'defined';

/**
 * A seed's declarations and assertions with every global name prefixed; each assertion is guarded
 * by a fresh Boolean `<prefix>on`, so even an unsat seed leaves the whole script satisfiable.
 */
function renamedBody(text: string, prefix: string, mode: SeedMode): Command[] {
  const script = parsed(text);
  const names = new Map([...globalNames(script)].map((n) => [n, `${prefix}${n}`]));
  const body = renameCommands(
    script.commands.filter((c) => BODY.has(c.cmd)),
    { names, constructors: constructorsOf(script) },
  );
  if (mode === 'asserted') return body;
  if (mode === 'defined') {
    let k = 0;
    return body.map((c): Command =>
      c.cmd === 'assert'
        ? { cmd: 'define-fun', decl: { name: `${prefix}a${k++}`, params: [], sort: BOOL_SORT }, body: c.term }
        : c,
    );
  }
  const guard: Term = { kind: 'app', id: { symbol: `${prefix}on`, indices: [] }, args: [] };
  const withGuards = body.map((c): Command =>
    c.cmd === 'assert'
      ? { cmd: 'assert', term: { kind: 'app', id: { symbol: '=>', indices: [] }, args: [guard, c.term] } }
      : c,
  );
  return [{ cmd: 'declare-const', name: `${prefix}on`, sort: BOOL_SORT }, ...withGuards];
}

/** Sat seeds of the public corpus that both solvers decide, smallest-first within a size band. */
export function satSeeds(logics: readonly string[], minBytes = 600, maxBytes = 2500): string[] {
  const rows = loadManifest('public').filter(
    (r) => logics.includes(r.logic) && r.expected === 'sat' && r.z3 === 'sat' && r.cvc5 === 'sat',
  );
  return rows
    .map((r) => readFileSync(join(SEEDS_DIR, r.path), 'utf8'))
    .filter((t) => t.length >= minBytes && t.length <= maxBytes)
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
}

/** Extra satisfiable assertions, by the theories a burial may use. */
export const EXTRAS = {
  strings: `(declare-const xtra_n Int)(declare-const xtra_p Bool)(declare-const xtra_s String)
    (assert (>= xtra_n 0))(assert (or xtra_p (not xtra_p)))(assert (= (str.len xtra_s) (+ xtra_n 1)))(assert (=> xtra_p (< xtra_n 100)))`,
  ints: `(declare-const xtra_n Int)(declare-const xtra_m Int)(assert (> xtra_n xtra_m))(assert (<= (+ xtra_m 3) (* 2 xtra_n)))`,
  uf: `(declare-sort xtra_S 0)(declare-fun xtra_f (xtra_S) xtra_S)(declare-const xtra_a xtra_S)(declare-const xtra_p Bool)
    (assert (= (xtra_f xtra_a) xtra_a))(assert (or xtra_p (= xtra_a (xtra_f (xtra_f xtra_a)))))`,
} as const;

export interface Burial {
  trigger: (typeof TRIGGERS)[number];
  /** Public seed paths (relative to the corpus' public/ folder). */
  seeds: readonly string[];
  extras: keyof typeof EXTRAS;
  /** The logic of the buried script (the trigger's, or a superset the crash survives). */
  logic: string;
  mode: SeedMode;
}

export function seedText(path: string): string {
  return readFileSync(join(SEEDS_DIR, 'public', path), 'utf8');
}

export function buryAs(b: Burial): string {
  return bury(triggerText(b.trigger), b.seeds.map(seedText), b.logic, EXTRAS[b.extras], b.mode);
}

/** The trigger's commands up to its check-sat, then the renamed seeds and extras, then the rest. */
export function bury(
  trigger: string,
  seeds: readonly string[],
  logic = 'ALL',
  extras: string = EXTRAS.strings,
  mode: SeedMode = 'guarded',
): string {
  const t = parsed(trigger).commands.filter((c) => c.cmd !== 'set-logic');
  const cut = t.findIndex((c) => CLOSING.has(c.cmd));
  const head = cut < 0 ? t : t.slice(0, cut);
  const tail = cut < 0 ? [] : t.slice(cut);
  const buried = seeds.flatMap((s, i) => renamedBody(s, `s${i + 1}_`, mode));
  const commands: Command[] = [{ cmd: 'set-logic', logic }, ...head, ...buried, ...parsed(extras).commands, ...tail];
  return printScript({ commands });
}

/** One burial per known trigger; each was checked to still crash cvc5 1.0.3 the same way. */
export const BURIALS: readonly Burial[] = [
  {
    trigger: 'issue9078-1',
    seeds: ['QF_BV/sat/bench_1745.smt2', 'QF_LRA/sat/Chua-1-IL-L-chunk-0012.smt2'],
    extras: 'strings',
    logic: 'ALL',
    mode: 'guarded',
  },
  {
    trigger: 'issue9472-2-cmv',
    seeds: ['QF_LIA/sat/v10_problem__002.smt2.slack.smt2', 'QF_NIA/sat/issue3413.smt2'],
    extras: 'ints',
    logic: 'QF_UFNIA',
    mode: 'defined',
  },
  {
    trigger: 'proj-issue622-fmf-dt-u',
    seeds: ['QF_UF/unsat/cnf-ite.smt2', 'UF/unsat/alpha-eq-var-reorder.smt2'],
    extras: 'uf',
    logic: 'UFDT',
    mode: 'guarded',
  },
];
