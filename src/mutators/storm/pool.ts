// STORM's initial pool: the seed's fragments with their truth value under a model M.
// Values come from our evaluator; where it answers unknown, an optional solver callback may supply
// them (get-value/eval on the reference lane); a fragment whose value cannot be established is dropped.
import type { Command, Script, Term } from '../../smtlib/ast.js';
import { checkScript } from '../../smtlib/check/index.js';
import { contextFromCommands, evaluate, parseModel, scopeAtFirstCheckSat } from '../../smtlib/eval/index.js';
import { collectFragments, type Fragment } from './fragments.js';
import { DECLARATION_COMMANDS } from '../../smtlib/declarations.js';

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
}

/** Asks the reference solver the values of closed Boolean terms under M (undefined: no answer). */
export type AskSolver = (terms: readonly Term[]) => Promise<readonly (boolean | undefined)[]>;

const KEPT: ReadonlySet<string> = new Set(['set-logic', 'set-option', ...DECLARATION_COMMANDS]);

function baseCommands(commands: readonly Command[]): Command[] {
  return commands.filter(
    (c) => KEPT.has(c.cmd) && !(c.cmd === 'set-option' && /produce-(unsat|proof)/.test(c.keyword)),
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
  for (const f of collectFragments(scope.assertions)) {
    const r = evaluate(f.term, ctx);
    if (r.kind === 'value' && r.value.kind === 'bool') known.push({ ...f, value: r.value.value });
    else unknown.push(f);
  }
  return { base: baseCommands(scope.commands), known, unknown };
}

const prepared = new WeakMap<Script, StormPool>();

/** The pool from the evaluator alone (what the pure mutator uses when no prepared pool exists). */
export function stormPoolSync(script: Script, modelText: string): StormPool | undefined {
  const cached = prepared.get(script);
  if (cached && cached.model === modelText) return cached;
  const p = valueFragments(script, modelText);
  if (!p) return undefined;
  const pool = { base: p.base, initial: p.known, dropped: p.unknown.length, model: modelText };
  prepared.set(script, pool);
  return pool;
}

/** Builds (and remembers for `storm.mutate`) the valued pool; `ask` values what the evaluator cannot. */
export async function prepareStorm(script: Script, modelText: string, ask?: AskSolver): Promise<StormPool | undefined> {
  const p = valueFragments(script, modelText);
  if (!p) return undefined;
  const initial = p.known.slice();
  let dropped = p.unknown.length;
  if (ask && p.unknown.length > 0) {
    const answers = await ask(p.unknown.map((f) => f.term));
    p.unknown.forEach((f, i) => {
      const v = answers[i];
      if (v === undefined) return;
      initial.push({ ...f, value: v });
      dropped--;
    });
  }
  const pool = { base: p.base, initial, dropped, model: modelText };
  prepared.set(script, pool);
  return pool;
}

/**
 * The query whose model is M: the seed's assertions in scope at its first check-sat (`negate` false), or
 * their negation (for an unsat seed), then check-sat. Append `(get-model)` to read M.
 */
export function modelQuery(script: Script, negate: boolean): Script {
  const scope = scopeAtFirstCheckSat(script);
  const app = (op: string, args: Term[]): Term => ({ kind: 'app', id: { symbol: op, indices: [] }, args });
  const asserted = negate ? [app('not', [app('and', [...scope.assertions, app('true', [])])])] : scope.assertions;
  return {
    commands: [
      ...baseCommands(scope.commands),
      ...asserted.map((term): Command => ({ cmd: 'assert', term })),
      { cmd: 'check-sat' },
    ],
  };
}
