// OpFuzz (Winterer, Zhang, Su, OOPSLA 2020): replace one operator occurrence by another of its
// class (see classes.ts), or a quantifier by its dual. The mutant is well-sorted by construction
// and nothing is known about its satisfiability, so the oracle is differential.
import type { AppTerm, QuantTerm, Script, Term } from '../../smtlib/ast.js';
import { termAt } from '../../smtlib/paths.js';
import type { Rng } from '../../rng.js';
import { printTerm, quoteSymbol } from '../../smtlib/printer.js';
import { rememberScriptText } from '../../smtlib/print/printed.js';
import { replacePath } from '../replace.js';
import type { MutateOutcome, MutationStep, MutatorInput, MutatorOptions } from '../types.js';
import { spliceToken, termEnd, termStart, tokenAt, tokenOf, type Layout } from './layout.js';
import type { Vocabulary } from '../../smtlib/dialect.js';
import { dialectsOption } from '../portable.js';
import { membersIn } from './classes.js';
import type { OpSite } from './sites.js';
import { recordMutant, stateOf } from './state.js';

const REASON = "differential: the mutant's satisfiability is unknown; lanes must agree";
const RANDOM_PICKS = 32;

const TO_EXISTS = ['exists'];
const TO_FORALL = ['forall'];
const NONE: readonly string[] = [];

/** The replacements at a site: `names` without `current` (no list is built on the hot path). */
interface Choice {
  index: number;
  term: Term;
  names: readonly string[];
  current: number;
}

const replacementCount = (c: Choice): number => c.names.length - (c.current >= 0 ? 1 : 0);

function pickReplacement(c: Choice, rng: Rng): string {
  const k = rng.int(replacementCount(c));
  return c.names[c.current >= 0 && k >= c.current ? k + 1 : k]!;
}

function namesAt(site: OpSite, term: Term | undefined, vocabulary: Vocabulary | undefined): readonly string[] {
  if (!term) return NONE;
  if (site.cls === 'binder') return term.kind === 'forall' ? TO_EXISTS : term.kind === 'exists' ? TO_FORALL : NONE;
  if (term.kind !== 'app') return NONE;
  return membersIn(site.cls, vocabulary);
}

function choiceAt(
  script: Script,
  sites: readonly OpSite[],
  index: number,
  used: ReadonlySet<number>,
  vocabulary: Vocabulary | undefined,
): Choice | undefined {
  if (used.has(index)) return undefined;
  const site = sites[index]!;
  const term = termAt(script, site.path);
  const names = namesAt(site, term, vocabulary);
  const choice = { index, term: term!, names, current: term?.kind === 'app' ? names.indexOf(term.id.symbol) : -1 };
  return replacementCount(choice) > 0 ? choice : undefined;
}

/** A uniformly random site that still has a replacement (a seed operator outside the vocabulary may have none left). */
function pickSite(
  script: Script,
  sites: readonly OpSite[],
  used: ReadonlySet<number>,
  rng: Rng,
  vocabulary: Vocabulary | undefined,
): Choice | undefined {
  for (let k = 0; k < RANDOM_PICKS; k++) {
    const c = choiceAt(script, sites, rng.int(sites.length), used, vocabulary);
    if (c) return c;
  }
  const start = rng.int(sites.length);
  for (let k = 0; k < sites.length; k++) {
    const c = choiceAt(script, sites, (start + k) % sites.length, used, vocabulary);
    if (c) return c;
  }
  return undefined;
}

function swapped(term: Term, to: string): Term {
  if (term.kind === 'forall' || term.kind === 'exists') return { ...term, kind: to } as QuantTerm;
  const app = term as AppTerm;
  return {
    kind: 'app',
    id: { symbol: to, indices: app.id.indices },
    qual: app.qual,
    args: app.args,
    span: app.span,
    sort: app.sort,
  };
}

function ruleName(term: Term): string {
  return term.kind === 'app' ? term.id.symbol : term.kind;
}

export function mutateOperators(input: MutatorInput, rng: Rng, options: MutatorOptions): MutateOutcome {
  const state = stateOf(input.script);
  const table = state.table;
  if (!table.ok) return { ok: false, reason: table.reason };
  if (table.sites.length === 0) return { ok: false, reason: 'no operator occurrence has a same-typed partner' };
  const swaps = Math.max(1, Number(options.mutations ?? 1));
  // The seed's vocabulary (state.ts) is shared down the chain: every swap keeps to it.
  const vocabulary = dialectsOption(options) ?? (options.portable === false ? undefined : state.vocabulary);
  let script = input.script;
  let layout: Layout | undefined = state.layout;
  const used = new Set<number>();
  const trace: MutationStep[] = [];
  for (let k = 0; k < swaps; k++) {
    const choice = pickSite(script, table.sites, used, rng, vocabulary);
    if (!choice) break;
    used.add(choice.index);
    const site = table.sites[choice.index]!;
    const to = pickReplacement(choice, rng);
    const replacement = swapped(choice.term, to);
    let before: string;
    let after: string;
    if (layout) {
      const i = choice.index;
      const from = tokenOf(choice.term);
      const toToken = replacement.kind === 'app' ? quoteSymbol(to) : to;
      before = layout.text.slice(termStart(layout, i), termEnd(layout, i));
      const inTerm = tokenAt(layout, i) - termStart(layout, i);
      after = before.slice(0, inTerm) + toToken + before.slice(inTerm + from.length);
      layout = spliceToken(layout, i, from, toToken);
    } else {
      before = printTerm(choice.term);
      after = printTerm(replacement);
    }
    trace.push({
      rule: `${ruleName(choice.term)}→${to}`,
      path: site.path,
      ...(choice.term.span ? { span: choice.term.span } : {}),
      before,
      after,
      reason: REASON,
    });
    script = replacePath(script, site.path, replacement);
  }
  if (trace.length === 0) return { ok: false, reason: 'no operator occurrence has a replacement left' };
  recordMutant(script, state, layout);
  if (layout) rememberScriptText(script, layout.text);
  return { ok: true, mutant: script, oracle: { kind: 'differential', expected: null }, trace };
}
