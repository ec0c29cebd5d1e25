// STORM's initial pool: the seed's fragments with their truth value under a model M.
// Values come from our evaluator; where it answers unknown, an optional solver callback may supply
// them (get-value/eval on the reference lane); a fragment whose value cannot be established is dropped.
import type { Command, Script, Term } from '../../smtlib/ast.js';
import { checkScript } from '../../smtlib/check/index.js';
import { app, TRUE } from '../../smtlib/terms/build.js';
import {
  contextFromCommands,
  DEFAULT_LIMITS,
  EvalBudget,
  evaluate,
  parseModel,
  scopeAtFirstCheckSat,
} from '../../smtlib/eval/index.js';
import { collectFragments, type Fragment } from './fragments.js';
import { DECLARATION_COMMANDS, isDeclaration } from '../../smtlib/declarations.js';

export interface ValuedFormula extends Fragment {
  value: boolean;
}

export interface StormPool {
  /** The seed's commands in scope at its first check-sat, without assertions and queries. */
  base: readonly Command[];
  initial: readonly ValuedFormula[];
  /** Fragments left out because neither the evaluator nor the solver could value them. */
  dropped: number;
  /** The model text M every instance is true under. */
  model: string;
  /** The reference solver's values of the fragments the evaluator could not value (null: none). */
  asked: AskedValues;
}

/** Asks the reference solver the values of closed Boolean terms under M (undefined: no answer). */
export type AskSolver = (terms: readonly Term[]) => Promise<readonly (boolean | undefined)[]>;

const KEPT: ReadonlySet<string> = new Set(['set-logic', 'set-option', ...DECLARATION_COMMANDS]);

function baseCommands(commands: readonly Command[]): Command[] {
  return commands.filter(
    (c) =>
      (KEPT.has(c.cmd) || isDeclaration(c)) && !(c.cmd === 'set-option' && /produce-(unsat|proof)/.test(c.keyword)),
  );
}

interface Partial {
  base: Command[];
  known: ValuedFormula[];
  unknown: Fragment[];
}

function valueFragments(script: Script, modelText: string): Partial | undefined {
  if (!checkScript(script).ok) return undefined;
  const model = parseModel(modelText);
  if (!model.ok) return undefined;
  const scope = scopeAtFirstCheckSat(script);
  const ctx = contextFromCommands(scope.commands, model.value);
  const known: ValuedFormula[] = [];
  const unknown: Fragment[] = [];
  // One evaluator budget for the pool, a quarter of it at most per fragment: a seed whose fragments run away
  // costs a bounded time once, not the budget once per fragment (those left unknown go to the solver).
  const budget = new EvalBudget(DEFAULT_LIMITS);
  for (const f of collectFragments(scope.assertions)) {
    const r = evaluate(f.term, ctx, budget.part(DEFAULT_LIMITS.steps / 4));
    if (r.kind === 'value' && r.value.kind === 'bool') known.push({ ...f, value: r.value.value });
    else unknown.push(f);
  }
  return { base: baseCommands(scope.commands), known, unknown };
}

/** The solver's values of the fragments the evaluator could not value, in order (null: no answer). */
export type AskedValues = readonly (boolean | null)[];

function poolOf(p: Partial, modelText: string, asked: AskedValues): StormPool {
  const initial = p.known.slice();
  let dropped = 0;
  p.unknown.forEach((f, i) => {
    const v = asked[i];
    if (typeof v === 'boolean') initial.push({ ...f, value: v });
    else dropped++;
  });
  return { base: p.base, initial, dropped, model: modelText, asked: p.unknown.map((_, i) => asked[i] ?? null) };
}

const cache = new WeakMap<Script, StormPool>();

/**
 * The pool under M: the evaluator's values, plus `asked` (what the reference solver answered for the rest,
 * see prepareStorm). Pure in (script, model, asked), so a mutant is rebuilt from the values recorded with it.
 */
export function stormPoolSync(script: Script, modelText: string, asked: AskedValues = []): StormPool | undefined {
  const cached = cache.get(script);
  if (cached && cached.model === modelText && sameValues(cached.asked, asked)) return cached;
  const p = valueFragments(script, modelText);
  if (!p) return undefined;
  const pool = poolOf(p, modelText, asked);
  cache.set(script, pool);
  return pool;
}

/** Builds the valued pool; `ask` values what the evaluator cannot. Pass `pool.asked` on to the mutator. */
export async function prepareStorm(script: Script, modelText: string, ask?: AskSolver): Promise<StormPool | undefined> {
  const p = valueFragments(script, modelText);
  if (!p) return undefined;
  const answers = ask && p.unknown.length > 0 ? await ask(p.unknown.map((f) => f.term)) : [];
  const pool = poolOf(
    p,
    modelText,
    p.unknown.map((_, i) => answers[i] ?? null),
  );
  cache.set(script, pool);
  return pool;
}

function sameValues(a: AskedValues, b: AskedValues): boolean {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if ((a[i] ?? null) !== (b[i] ?? null)) return false;
  return true;
}

/**
 * The query whose model is M: the seed's assertions in scope at its first check-sat (`negate` false), or
 * their negation (for an unsat seed), then check-sat. Append `(get-model)` to read M.
 */
export function modelQuery(script: Script, negate: boolean): Script {
  const scope = scopeAtFirstCheckSat(script);
  const asserted = negate ? [app('not', app('and', ...scope.assertions, TRUE))] : scope.assertions;
  return {
    commands: [
      ...baseCommands(scope.commands),
      ...asserted.map((term): Command => ({ cmd: 'assert', term })),
      { cmd: 'check-sat' },
    ],
  };
}
