// The concatenation both fusions start from: the two seeds renamed apart, all their declarations,
// and their assertion sets combined — φ1 ∧ φ2 (one assert per original assertion) for SAT,
// (assert (or (and φ1…) (and φ2…))) for UNSAT — plus every free occurrence of every declared
// constant in the assertions, which is where fusion may substitute.
import type { Command, Script, Span, Term } from '../../smtlib/ast.js';
import { forEachSite } from '../../smtlib/paths.js';
import { sortToString, type Sort } from '../../smtlib/sort.js';
import type { Expected, NoMutant } from '../types.js';
import { familyOf, type FusionFamily } from './functions.js';
import { allSymbols, freshName } from './names.js';
import { renameCommands, type Renaming } from './rename.js';
import { fusableSeed, isFusable, type FusableSeed } from './seed.js';
import { and, or } from '../../smtlib/terms/build.js';
import { baseText, type BaseText, type Slot } from './text.js';

export type Side = 1 | 2;

export interface Occurrence {
  /** Index into FusionBase.assertions, then child steps (as in TermPath). */
  assertion: number;
  steps: readonly number[];
  /** Names bound around the occurrence: a substitute must not mention them (capture). */
  bound: readonly string[];
  /** Its index among the substitutable occurrences of its assertion, in printing order. */
  slot: number;
  /** Where the occurrence is in its seed's text. */
  span?: Span;
}

export interface Candidate {
  name: string;
  side: Side;
  sort: Sort;
  family: FusionFamily;
  occurrences: Occurrence[];
}

export interface FusionBase {
  oracle: Expected;
  logics: [string | undefined, string | undefined];
  options: Command[];
  declarations: Command[];
  /** One assert command per combined assertion (unchanged ones are reused by every mutant). */
  assertions: (Command & { cmd: 'assert' })[];
  /** Fusable constants grouped by sort (key: printed sort); only sorts present on both sides. */
  pairsBySort: Map<string, { xs: Candidate[]; ys: Candidate[] }>;
  /** Every symbol in the base: fresh z names avoid all of them. */
  symbols: ReadonlySet<string>;
  /** The printed base cut at the occurrences, when it could be cut cleanly. */
  text: BaseText | undefined;
  /** Globals renamed to keep the seeds apart, per seed. */
  renamed: [ReadonlyMap<string, string>, ReadonlyMap<string, string>];
}

const cache = new WeakMap<Script, WeakMap<Script, Map<Expected, FusionBase | NoMutant>>>();

export function fusionBase(first: Script, second: Script, oracle: Expected): FusionBase | NoMutant {
  let bySecond = cache.get(first);
  if (!bySecond) cache.set(first, (bySecond = new WeakMap()));
  let byOracle = bySecond.get(second);
  if (!byOracle) bySecond.set(second, (byOracle = new Map()));
  let base = byOracle.get(oracle);
  if (!base) byOracle.set(oracle, (base = build(first, second, oracle)));
  return base;
}

function build(first: Script, second: Script, oracle: Expected): FusionBase | NoMutant {
  const s1 = fusableSeed(first);
  if (!isFusable(s1)) return { reason: `first seed: ${s1.reason}` };
  const s2 = fusableSeed(second);
  if (!isFusable(s2)) return { reason: `second seed: ${s2.reason}` };

  const taken = new Set([...s1.symbols, ...s2.symbols]);
  // Seed 2's globals avoid every name of seed 1 (so nothing of seed 2 is captured by a binder of
  // seed 1); then seed 1's globals avoid every name left in seed 2 (its binders, theory symbols).
  const renaming2 = renamingFor(s2, s1.symbols, taken);
  const commands2 = renameCommands([...s2.declarations, ...asserts(s2.assertions)], renaming2);
  const renaming1 = renamingFor(s1, allSymbols({ commands: commands2 }), taken);
  const commands1 = renameCommands([...s1.declarations, ...asserts(s1.assertions)], renaming1);

  const [decls1, assertions1] = split(commands1);
  const [decls2, assertions2] = split(commands2);
  const terms = oracle === 'sat' ? [...assertions1, ...assertions2] : [or([and(assertions1), and(assertions2)])];
  const constants = new Map([...renamedConstants(s1, renaming1, 1), ...renamedConstants(s2, renaming2, 2)]);
  const options = mergeOptions(s1.options, s2.options);
  const declarations = [...decls1, ...decls2];
  const slots: Slot[][] = terms.map(() => []);
  const pairsBySort = candidatesBySort(terms, constants, slots);
  return {
    oracle,
    logics: [s1.logic, s2.logic],
    options,
    declarations,
    assertions: terms.map((term) => ({ cmd: 'assert', term })),
    pairsBySort,
    text: baseText([...options, ...declarations], terms, slots),
    symbols: taken,
    renamed: [renaming1.names, renaming2.names],
  };
}

function asserts(terms: readonly Term[]): Command[] {
  return terms.map((term) => ({ cmd: 'assert', term }));
}

function split(commands: readonly Command[]): [Command[], Term[]] {
  const decls: Command[] = [];
  const terms: Term[] = [];
  for (const c of commands) {
    if (c.cmd === 'assert') terms.push(c.term);
    else decls.push(c);
  }
  return [decls, terms];
}

function renamingFor(seed: FusableSeed, avoid: ReadonlySet<string>, taken: Set<string>): Renaming {
  const names = new Map<string, string>();
  for (const g of seed.globals) if (avoid.has(g)) names.set(g, freshName(g, taken));
  return { names, constructors: seed.constructors };
}

function renamedConstants(seed: FusableSeed, renaming: Renaming, side: Side): Map<string, { side: Side; sort: Sort }> {
  const out = new Map<string, { side: Side; sort: Sort }>();
  for (const [name, sort] of seed.constants) out.set(renaming.names.get(name) ?? name, { side, sort });
  return out;
}

/** Both seeds' set-option commands; for an option set by both, seed 1's value wins. */
function mergeOptions(a: readonly Command[], b: readonly Command[]): Command[] {
  const keyword = (c: Command): string => (c.cmd === 'set-option' ? c.keyword : '');
  const seen = new Set(a.map(keyword));
  return [...a, ...b.filter((c) => !seen.has(keyword(c)))];
}

/** Collects the occurrences, and each assertion's slots (all occurrences, in printing order). */
function candidatesBySort(
  assertions: readonly Term[],
  constants: ReadonlyMap<string, { side: Side; sort: Sort }>,
  slots: Slot[][],
): FusionBase['pairsBySort'] {
  const found = new Map<string, Candidate>();
  forEachSite({ commands: asserts(assertions) }, (site) => {
    const t = site.term;
    if (t.kind !== 'app' || t.args.length > 0 || t.id.indices.length > 0 || t.qual) return;
    const info = constants.get(t.id.symbol);
    if (!info || site.bound.includes(t.id.symbol) || insidePattern(site.ancestors, site.path.steps)) return;
    const family = familyOf(info.sort);
    if (!family) return;
    let candidate = found.get(t.id.symbol);
    if (!candidate)
      found.set(
        t.id.symbol,
        (candidate = { name: t.id.symbol, side: info.side, sort: info.sort, family, occurrences: [] }),
      );
    const list = slots[site.path.command]!;
    const occurrence: Occurrence = {
      assertion: site.path.command,
      steps: site.path.steps,
      bound: site.bound,
      slot: list.length,
    };
    list.push({ steps: site.path.steps, name: t.id.symbol });
    if (t.span) occurrence.span = t.span;
    candidate.occurrences.push(occurrence);
  });
  const bySort = new Map<string, { xs: Candidate[]; ys: Candidate[] }>();
  for (const c of found.values()) {
    const key = sortToString(c.sort);
    let group = bySort.get(key);
    if (!group) bySort.set(key, (group = { xs: [], ys: [] }));
    (c.side === 1 ? group.xs : group.ys).push(c);
  }
  for (const [key, group] of bySort) if (group.xs.length === 0 || group.ys.length === 0) bySort.delete(key);
  return bySort;
}

/** Terms of `:pattern` annotations are instantiation triggers, not formulas: never substituted. */
function insidePattern(ancestors: readonly { kind: string }[], steps: readonly number[]): boolean {
  return ancestors.some((a, i) => a.kind === 'annot' && steps[i]! > 0);
}
